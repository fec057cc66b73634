/**
 * Levels from total XP (docs/product.md, Progress): level 1 at 0 XP, 2 at 100, 3 at 250, 4 at 450,
 * 5 at 700, 6 at 1000, 7 at 1350, 8 at 1750, 9 at 2200, 10 at 2700, 11 at 3250, then 600 more
 * for every level after 11.
 */
export const LEVEL_THRESHOLDS = [0, 100, 250, 450, 700, 1000, 1350, 1750, 2200, 2700, 3250] as const;
export const XP_PER_LEVEL_AFTER_11 = 600;

/** The XP at which a level begins. */
export function xpForLevel(level: number): number {
  if (level <= 1) return 0;
  if (level <= LEVEL_THRESHOLDS.length) return LEVEL_THRESHOLDS[level - 1]!;
  return LEVEL_THRESHOLDS[LEVEL_THRESHOLDS.length - 1]! + (level - LEVEL_THRESHOLDS.length) * XP_PER_LEVEL_AFTER_11;
}

/** The level a total XP reaches. */
export function levelForXp(totalXp: number): number {
  const xp = Math.max(0, Math.floor(totalXp));
  const last = LEVEL_THRESHOLDS[LEVEL_THRESHOLDS.length - 1]!;
  if (xp >= last) return LEVEL_THRESHOLDS.length + Math.floor((xp - last) / XP_PER_LEVEL_AFTER_11);
  let level = 1;
  for (let i = 0; i < LEVEL_THRESHOLDS.length; i += 1) if (xp >= LEVEL_THRESHOLDS[i]!) level = i + 1;
  return level;
}

export type LevelProgress = {
  level: number;
  /** XP where the current level began and where the next begins. */
  levelStartXp: number;
  nextLevelXp: number;
  xpIntoLevel: number;
  xpToNextLevel: number;
  /** 0..100 through the current level. */
  percent: number;
  /** The card's highlight (docs/product.md, Progress): within 75% of the way to the next level. */
  isNearNextLevel: boolean;
};

export function levelProgress(totalXp: number): LevelProgress {
  const level = levelForXp(totalXp);
  const levelStartXp = xpForLevel(level);
  const nextLevelXp = xpForLevel(level + 1);
  const span = nextLevelXp - levelStartXp;
  const xpIntoLevel = Math.max(0, totalXp - levelStartXp);
  const percent = Math.min(100, Math.round((xpIntoLevel / span) * 100));
  return {
    level,
    levelStartXp,
    nextLevelXp,
    xpIntoLevel,
    xpToNextLevel: nextLevelXp - totalXp,
    percent,
    isNearNextLevel: percent >= 75,
  };
}

/** This week's XP is highlighted above 100 (docs/product.md, Progress). */
export function isStrongWeek(xpThisWeek: number): boolean {
  return xpThisWeek > 100;
}
