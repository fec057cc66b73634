/**
 * Daily quests and squad quests (issue 43, points 4-5; decision 089; docs/product.md, Quests).
 * Pure rules: which three quests an athlete gets on an academy day, how far today's paid work has
 * taken each, and the week's cooperative goal of a birth-year group. No I/O; the server reads the
 * inputs from the XP ledger, so Reset XP resets them too.
 */

export const DAILY_QUEST_COUNT = 3;
/** What a squad's goal pays each athlete who contributed at least once. */
export const SQUAD_QUEST_XP = 50;

export type DailyQuestKind = 'lessons' | 'category' | 'minutes' | 'xp' | 'routine' | 'personal-best' | 'challenge';

/** The category a minutes quest asks for: ball mastery is the base every other skill is built on. */
export const MINUTES_QUEST_CATEGORY = 'ball-mastery';

export type DailyQuest = {
  /** Unique among the day's quests; with the day, the XP reference of its reward. */
  key: string;
  kind: DailyQuestKind;
  title: string;
  target: number;
  xp: number;
  /** The category a 'category' or 'minutes' quest asks for. */
  categoryId: string | null;
};

export type QuestCategory = { id: string; title: string };

/**
 * What the draw reads: the athlete's level when the day began, the categories tried before it, and
 * whether they had recorded a count in a routine before it (a personal best to beat).
 */
export type QuestHistory = {
  level: number;
  categories: readonly QuestCategory[];
  triedCategoryIds: ReadonlySet<string>;
  hasCounts: boolean;
};

/** Today's paid work, from the day's ledger rows (quest rewards left out). */
export type DayWork = {
  /** Distinct lessons that paid today (a completion or a practice). */
  lessonIds: readonly string[];
  /** Their categories, one entry per lesson. */
  lessonCategoryIds: readonly string[];
  /** XP earned training today (lessons, counts, challenges; not badges or quest rewards). */
  xp: number;
  routines: number;
  challenges: number;
  /** Minutes of today's sessions of lessons that paid today, by category. */
  minutesByCategory: ReadonlyMap<string, number>;
  /** Lessons whose count today, paid today, beat the athlete's best count of that lesson before today. */
  personalBests: number;
};

export const EMPTY_DAY: DayWork = { lessonIds: [], lessonCategoryIds: [], xp: 0, routines: 0, challenges: 0, minutesByCategory: new Map(), personalBests: 0 };

/** FNV-1a: a 32-bit seed from text. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, fast, seeded generator of [0, 1). */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Targets grow with the level: a beginner's day stays small. */
function tier(level: number): 0 | 1 | 2 {
  return level < 4 ? 0 : level < 8 ? 1 : 2;
}

/** The order the day's three are shown in, whether just drawn or read back from their rows. */
const KIND_ORDER: readonly DailyQuestKind[] = ['lessons', 'category', 'minutes', 'xp', 'routine', 'personal-best', 'challenge'];

export function byKindOrder(a: Pick<DailyQuest, 'kind'>, b: Pick<DailyQuest, 'kind'>): number {
  return KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind);
}

/** A quest's kind and category from its key (`lessons`, `category:<id>`, `minutes:<id>`...); null for a key this code does not know. */
export function parseQuestKey(key: string): { kind: DailyQuestKind; categoryId: string | null } | null {
  const at = key.indexOf(':');
  const kind = (at < 0 ? key : key.slice(0, at)) as DailyQuestKind;
  if (!KIND_ORDER.includes(kind)) return null;
  const hasCategory = kind === 'category' || kind === 'minutes';
  if (hasCategory !== at >= 0) return null;
  return { kind, categoryId: hasCategory ? key.slice(at + 1) : null };
}

/**
 * The athlete's three quests for an academy day: the same athlete, day and history always give the
 * same three (seeded by athlete and day). A category never tried before is preferred; without any
 * category the pool is the other kinds. Minutes of ball mastery are asked for when the academy has
 * that category, a personal best only of an athlete who has recorded a count before.
 */
export function drawDailyQuests(athleteId: string, day: string, history: QuestHistory): DailyQuest[] {
  const random = seeded(hash(`${athleteId}|${day}`));
  const level = tier(history.level);
  const lessons = [1, 2, 3][level]!;
  const xp = [50, 100, 150][level]!;
  const pool: DailyQuest[] = [
    { key: 'lessons', kind: 'lessons', title: lessons === 1 ? 'Train a lesson' : `Train ${lessons} different lessons`, target: lessons, xp: 10 + 10 * lessons, categoryId: null },
    { key: 'xp', kind: 'xp', title: `Earn ${xp} XP training`, target: xp, xp: 20, categoryId: null },
    { key: 'routine', kind: 'routine', title: 'Record a count in a routine', target: 1, xp: 15, categoryId: null },
    { key: 'challenge', kind: 'challenge', title: 'Complete a weekly challenge', target: 1, xp: 25, categoryId: null },
  ];
  if (history.categories.length) {
    const untried = history.categories.filter((c) => !history.triedCategoryIds.has(c.id));
    const from = untried.length ? untried : history.categories;
    const category = from[Math.floor(random() * from.length)]!;
    const title = untried.length ? `A lesson in a new category: ${category.title}` : `A lesson in ${category.title}`;
    pool.push({ key: `category:${category.id}`, kind: 'category', title, target: 1, xp: 25, categoryId: category.id });
  }
  const mastery = history.categories.find((c) => c.id === MINUTES_QUEST_CATEGORY);
  if (mastery) {
    const minutes = [10, 15, 20][level]!;
    pool.push({ key: `minutes:${mastery.id}`, kind: 'minutes', title: `${minutes} minutes of ${mastery.title}`, target: minutes, xp: 20, categoryId: mastery.id });
  }
  if (history.hasCounts) {
    pool.push({ key: 'personal-best', kind: 'personal-best', title: 'Beat a personal best in a routine', target: 1, xp: 30, categoryId: null });
  }
  // Fisher-Yates, seeded: the first three are the day's quests.
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, DAILY_QUEST_COUNT).sort(byKindOrder);
}

/** How far today's work has taken a quest, at most its target. */
export function dailyQuestProgress(quest: DailyQuest, work: DayWork): number {
  const value =
    quest.kind === 'lessons'
      ? new Set(work.lessonIds).size
      : quest.kind === 'category'
        ? work.lessonCategoryIds.filter((id) => id === quest.categoryId).length
        : quest.kind === 'minutes'
          ? (work.minutesByCategory.get(quest.categoryId ?? '') ?? 0)
          : quest.kind === 'xp'
            ? work.xp
            : quest.kind === 'routine'
              ? work.routines
              : quest.kind === 'personal-best'
                ? work.personalBests
                : work.challenges;
  return Math.min(quest.target, value);
}

/** The XP reference of a quest's reward: unique per athlete, day and quest. */
export function dailyQuestReference(day: string, quest: Pick<DailyQuest, 'key'>): string {
  return `${day}:${quest.key}`;
}

export type SquadGoal = { title: string; target: number; xp: number };

/**
 * A birth-year group's goal for a week (Monday, academy time): lessons trained together, about three
 * per athlete, at least 10, rounded to 5 ("The 2015s train 150 lessons this week").
 */
export function squadGoal(birthYear: number, members: number): SquadGoal {
  const target = Math.max(10, Math.ceil((members * 3) / 5) * 5);
  return { title: `The ${birthYear}s train ${target} lessons this week`, target, xp: SQUAD_QUEST_XP };
}
