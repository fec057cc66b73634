/**
 * Achievements (docs/product.md, Achievements): what can be unlocked and how progress is measured.
 */

export const ACHIEVEMENT_CATEGORIES = ['training', 'social', 'progression', 'consistency', 'special'] as const;
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];

export const REQUIREMENT_TYPES = [
  'total_xp',
  'lessons_completed',
  'streak_days',
  'challenges_completed',
  'friends_count',
  'level_reached',
  'weekly_top_ranking',
] as const;
export type RequirementType = (typeof REQUIREMENT_TYPES)[number];

/** Rarity order (docs/product.md, Achievements): common, rare, epic, legendary. */
export const RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export type Rarity = (typeof RARITIES)[number];

/** The catalogue's reward scale by rarity (since its first release); content is checked against it. */
export const ACHIEVEMENT_XP_RANGES: Record<Rarity, { min: number; max: number }> = {
  common: { min: 10, max: 50 },
  rare: { min: 60, max: 150 },
  epic: { min: 150, max: 300 },
  legendary: { min: 300, max: 500 },
};

export type AchievementDefinition = {
  id: string;
  name: string;
  description: string;
  category: AchievementCategory;
  /** A lucide-react icon name, e.g. "Trophy", "Flame", "Footprints". */
  iconName: string;
  xpReward: number;
  requirementType: RequirementType;
  /** For weekly_top_ranking: the rank to reach (1 = first place) on the 10-rank scale. */
  requirementValue: number;
  rarity: Rarity;
};

/** What an athlete has done, as the requirement types measure it. */
export type AchievementStats = {
  totalXp: number;
  lessonsCompleted: number;
  /** The longest streak reached (a streak once reached stays earned). */
  streakDays: number;
  challengesCompleted: number;
  friendsCount: number;
  level: number;
  /** Last week's final rank (places are decided when the week ends), or null when not ranked. */
  weeklyRank: number | null;
  /** How many athletes last week's final ranking placed (0 when none or not yet written). */
  weeklyRanked: number;
};

/** Weekly ranking progress is measured on a 10-rank scale (docs/product.md, Achievements). */
export const RANKING_SCALE = 10;

/**
 * Whether a week can pay a weekly-ranking badge (docs/product.md, Achievements): the place must beat
 * someone, so the week must have ranked more athletes than the badge's place. Number One counts from
 * 2 ranked athletes, On the Podium (top 3) from 4, Top Ten from 11: in a small academy the badges
 * it can reach are within reach, and none is handed out for being one of few.
 */
export function canEarnRankingBadge(ranked: number, targetRank: number): boolean {
  return ranked > Math.max(1, targetRank);
}

/**
 * Percent progress towards a weekly-ranking target in a week that ranked `ranked` athletes: 100 once
 * reached, at most 99 before, and 0 when that week cannot pay the badge (canEarnRankingBadge).
 */
export function rankingProgress(rank: number | null, targetRank: number, ranked: number): number {
  if (rank === null || rank > RANKING_SCALE || !canEarnRankingBadge(ranked, targetRank)) return 0;
  if (rank <= targetRank) return 100;
  const steps = RANKING_SCALE + 1 - targetRank;
  return Math.min(99, Math.round(((RANKING_SCALE + 1 - rank) / steps) * 100));
}

/** A week's place and how many athletes that week ranked. */
export type WeekPlace = { rank: number | null; ranked: number };

/**
 * The bar shown for a weekly-ranking badge not yet earned: it is paid on last week's final place,
 * but an athlete ranked #1 right now must not see 0 %, so the bar follows the better of last week's
 * final place and this week's live one, at most 99 until the week ends and pays it. A week that
 * ranks too few athletes to pay the badge adds nothing: no 99 % for a badge that cannot be earned.
 */
export function shownRankingProgress(final: WeekPlace, live: WeekPlace, targetRank: number): number {
  return Math.min(99, Math.max(rankingProgress(final.rank, targetRank, final.ranked), rankingProgress(live.rank, targetRank, live.ranked)));
}

export function statFor(type: RequirementType, stats: AchievementStats): number {
  switch (type) {
    case 'total_xp':
      return stats.totalXp;
    case 'lessons_completed':
      return stats.lessonsCompleted;
    case 'streak_days':
      return stats.streakDays;
    case 'challenges_completed':
      return stats.challengesCompleted;
    case 'friends_count':
      return stats.friendsCount;
    case 'level_reached':
      return stats.level;
    case 'weekly_top_ranking':
      return stats.weeklyRank ?? 0;
  }
}

/** Percent progress (0..100, capped) towards an achievement's requirement. */
export function achievementProgress(
  requirement: { requirementType: RequirementType; requirementValue: number },
  stats: AchievementStats,
): number {
  if (requirement.requirementType === 'weekly_top_ranking') {
    return rankingProgress(stats.weeklyRank, requirement.requirementValue, stats.weeklyRanked);
  }
  if (requirement.requirementValue <= 0) return 100;
  const value = statFor(requirement.requirementType, stats);
  return Math.min(100, Math.floor((value / requirement.requirementValue) * 100));
}

export function rarityRank(rarity: Rarity): number {
  return RARITIES.indexOf(rarity);
}
