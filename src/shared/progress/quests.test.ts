import { describe, expect, it } from 'vitest';
import { byKindOrder, DAILY_QUEST_COUNT, type DayWork, type DailyQuest, EMPTY_DAY, dailyQuestProgress, dailyQuestReference, drawDailyQuests, parseQuestKey, type QuestHistory, squadGoal } from './quests';

const CATEGORIES = [
  { id: 'ball-mastery', title: 'Ball Mastery' },
  { id: 'passing', title: 'Passing' },
  { id: 'shooting', title: 'Shooting' },
];
const history = (level: number, tried: string[] = [], hasCounts = false): QuestHistory => ({ level, categories: CATEGORIES, triedCategoryIds: new Set(tried), hasCounts });

describe('daily quests', () => {
  it('draws the same three for the same athlete and day, and another three on other days', () => {
    const first = drawDailyQuests('ath-1', '2026-12-03', history(3));
    expect(first).toHaveLength(DAILY_QUEST_COUNT);
    expect(drawDailyQuests('ath-1', '2026-12-03', history(3))).toEqual(first);
    expect(new Set(first.map((q) => q.key)).size).toBe(3);
    // Over a month, the draw varies from day to day and from athlete to athlete.
    const days = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
    const sets = new Set(days.map((d) => drawDailyQuests('ath-1', d, history(3)).map((q) => q.key).join(',')));
    expect(sets.size).toBeGreaterThan(5);
    const athletes = new Set(Array.from({ length: 30 }, (_, i) => drawDailyQuests(`ath-${i}`, '2026-12-03', history(3)).map((q) => q.key).join(',')));
    expect(athletes.size).toBeGreaterThan(5);
  });

  it.each([
    // level, tried categories, what a lessons quest asks, what an XP quest asks
    [1, [], 1, 50],
    [3, [], 1, 50],
    [4, ['passing'], 2, 100],
    [7, [], 2, 100],
    [8, ['passing', 'shooting'], 3, 150],
    [12, ['ball-mastery', 'passing', 'shooting'], 3, 150],
  ])('at level %i with %j tried: %i lessons, %i XP, and a category never tried when there is one', (level, tried, lessons, xp) => {
    const quests = Array.from({ length: 60 }, (_, i) => drawDailyQuests(`a-${i}`, '2026-12-03', history(level, tried))).flat();
    expect(quests.find((q) => q.kind === 'lessons')).toMatchObject({ target: lessons, xp: 10 + 10 * lessons });
    expect(quests.find((q) => q.kind === 'xp')).toMatchObject({ target: xp, xp: 20 });
    const categories = quests.filter((q) => q.kind === 'category');
    expect(categories.length).toBeGreaterThan(0);
    const untried = CATEGORIES.filter((c) => !tried.includes(c.id)).map((c) => c.id);
    if (untried.length) {
      expect(categories.every((q) => untried.includes(q.categoryId!))).toBe(true);
      expect(categories[0]!.title).toMatch(/^A lesson in a new category: /);
    } else {
      expect(categories[0]!.title).toMatch(/^A lesson in (Ball Mastery|Passing|Shooting)$/);
    }
  });

  it('draws no category quest when there are no categories', () => {
    for (let i = 0; i < 40; i++) {
      expect(drawDailyQuests(`a-${i}`, '2026-12-03', { level: 1, categories: [], triedCategoryIds: new Set(), hasCounts: false }).some((q) => q.kind === 'category')).toBe(false);
    }
  });

  it.each([
    // level, minutes asked of ball mastery
    [1, 10],
    [4, 15],
    [9, 20],
  ])('at level %i a minutes quest asks for %i minutes of ball mastery', (level, minutes) => {
    const quests = Array.from({ length: 60 }, (_, i) => drawDailyQuests(`m-${i}`, '2026-12-03', history(level))).flat();
    expect(quests.find((q) => q.kind === 'minutes')).toEqual({
      key: 'minutes:ball-mastery',
      kind: 'minutes',
      title: `${minutes} minutes of Ball Mastery`,
      target: minutes,
      xp: 20,
      categoryId: 'ball-mastery',
    });
  });

  it.each([
    ['no ball mastery category: no minutes quest', CATEGORIES.slice(1), true, 'minutes', false],
    ['the category: a minutes quest', CATEGORIES, false, 'minutes', true],
    ['no count recorded before: no personal best', CATEGORIES, false, 'personal-best', false],
    ['a count recorded before: a personal best', CATEGORIES, true, 'personal-best', true],
  ] as const)('%s', (_name, categories, hasCounts, kind, isOffered) => {
    const quests = Array.from({ length: 60 }, (_, i) => drawDailyQuests(`k-${i}`, '2026-12-03', { level: 2, categories, triedCategoryIds: new Set(), hasCounts })).flat();
    expect(quests.some((q) => q.kind === kind)).toBe(isOffered);
    if (kind === 'personal-best' && isOffered) expect(quests.find((q) => q.kind === kind)).toMatchObject({ key: 'personal-best', title: 'Beat a personal best in a routine', target: 1, xp: 30 });
  });

  it('shows the three in one order, and reads each key back to its kind and category', () => {
    for (let i = 0; i < 30; i++) {
      const drawn = drawDailyQuests(`o-${i}`, '2026-12-03', history(5, [], true));
      expect([...drawn].sort(byKindOrder)).toEqual(drawn);
      for (const q of drawn) expect(parseQuestKey(q.key)).toEqual({ kind: q.kind, categoryId: q.categoryId });
    }
    expect(parseQuestKey('category')).toBeNull();
    expect(parseQuestKey('lessons:x')).toBeNull();
    expect(parseQuestKey('streak')).toBeNull();
  });

  const quest = (kind: DailyQuest['kind'], target: number, categoryId: string | null = null): DailyQuest => ({ key: kind, kind, title: kind, target, xp: 10, categoryId });
  const work = (w: Partial<DayWork>): DayWork => ({ ...EMPTY_DAY, ...w });
  it.each([
    ['no work yet', quest('lessons', 2), EMPTY_DAY, 0],
    ['the same lesson twice counts once', quest('lessons', 2), work({ lessonIds: ['l1', 'l1'] }), 1],
    ['two lessons meet a target of two', quest('lessons', 2), work({ lessonIds: ['l1', 'l2'] }), 2],
    ['progress stops at the target', quest('lessons', 1), work({ lessonIds: ['l1', 'l2', 'l3'] }), 1],
    ['a lesson in another category does not count', quest('category', 1, 'passing'), work({ lessonCategoryIds: ['shooting'] }), 0],
    ['a lesson in the category counts', quest('category', 1, 'passing'), work({ lessonCategoryIds: ['shooting', 'passing'] }), 1],
    ['XP earned so far', quest('xp', 100), work({ xp: 65 }), 65],
    ['XP over the target', quest('xp', 100), work({ xp: 165 }), 100],
    ['a routine count', quest('routine', 1), work({ routines: 1 }), 1],
    ['a weekly challenge', quest('challenge', 1), work({ challenges: 2 }), 1],
    ['minutes of another category do not count', quest('minutes', 10, 'ball-mastery'), work({ minutesByCategory: new Map([['passing', 30]]) }), 0],
    ['minutes of ball mastery so far', quest('minutes', 10, 'ball-mastery'), work({ minutesByCategory: new Map([['ball-mastery', 6]]) }), 6],
    ['minutes over the target', quest('minutes', 10, 'ball-mastery'), work({ minutesByCategory: new Map([['ball-mastery', 25]]) }), 10],
    ['no personal best beaten yet', quest('personal-best', 1), work({ routines: 2 }), 0],
    ['a personal best beaten', quest('personal-best', 1), work({ personalBests: 2 }), 1],
  ])('progress: %s', (_name, q, w, expected) => {
    expect(dailyQuestProgress(q, w)).toBe(expected);
  });

  it('rewards each quest under a reference unique per day and quest', () => {
    expect(dailyQuestReference('2026-12-03', { key: 'category:passing' })).toBe('2026-12-03:category:passing');
    expect(dailyQuestReference('2026-12-04', { key: 'category:passing' })).not.toBe(dailyQuestReference('2026-12-03', { key: 'category:passing' }));
  });
});

describe('squad quests', () => {
  it.each([
    [2015, 0, 10, 'The 2015s train 10 lessons this week'],
    [2015, 3, 10, 'The 2015s train 10 lessons this week'],
    [2016, 4, 15, 'The 2016s train 15 lessons this week'],
    [2014, 50, 150, 'The 2014s train 150 lessons this week'],
    [2017, 51, 155, 'The 2017s train 155 lessons this week'],
  ])('the %is with %i athletes: %i lessons', (year, members, target, title) => {
    expect(squadGoal(year, members)).toEqual({ title, target, xp: 50 });
  });
});
