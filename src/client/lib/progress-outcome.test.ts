import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TProgressOutcome } from '#shared/validation/progress';

const shown = vi.hoisted(() => [] as { title: string; description?: string; id?: string }[]);
vi.mock('./toast', () => ({
  toast: {
    success: (title: string, options: { description?: string; id?: string } = {}) =>
      shown.push({ title, description: options.description, id: options.id }),
  },
}));

const { applyProgressOutcome } = await import('./progress-outcome');

const outcome = (over: Partial<TProgressOutcome> = {}): TProgressOutcome => ({
  xpAwarded: 50,
  isNewAward: true,
  previousLevel: 1,
  totals: { totalXp: 150, level: 1, xpThisWeek: 150, xpThisMonth: 150 },
  streak: { current: 3, longest: 3, lastActivityDate: '2026-11-25', isMilestone: false },
  unlockedAchievements: [],
  completedChallenges: [],
  ...over,
});

describe('applyProgressOutcome', () => {
  let queryClient: QueryClient;
  let invalidated: unknown[];

  beforeEach(() => {
    vi.useFakeTimers();
    shown.length = 0;
    queryClient = new QueryClient();
    invalidated = [];
    vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
      invalidated.push(filters?.queryKey);
    });
  });
  afterEach(() => vi.useRealTimers());

  it('refreshes the dashboard, training, challenges, badges and competitions now and again after 500 ms (spec part 1, section 4)', () => {
    applyProgressOutcome(queryClient, {
      athleteId: 'a1',
      athleteName: 'Maya Lopez',
      outcome: outcome(),
    });
    const expected = [
      ['dashboard', 'a1'],
      ['training'],
      ['challenges', 'weekly', 'a1'],
      ['achievements', 'a1'],
      ['competitions', 'a1'],
    ];
    expect(invalidated).toEqual(expected);
    vi.advanceTimersByTime(499);
    expect(invalidated).toHaveLength(5);
    vi.advanceTimersByTime(1);
    expect(invalidated).toEqual([...expected, ...expected]);
  });

  it('shows nothing when the level, streak, challenges and badges did not move', () => {
    applyProgressOutcome(queryClient, {
      athleteId: 'a1',
      athleteName: 'Maya Lopez',
      outcome: outcome(),
    });
    expect(shown).toEqual([]);
  });

  it('shows one thing as it always read: a level reached alone is "Level Up!", keyed by athlete and level', () => {
    applyProgressOutcome(queryClient, {
      athleteId: 'a1',
      athleteName: 'Maya Lopez',
      outcome: outcome({ previousLevel: 1, totals: { totalXp: 260, level: 2, xpThisWeek: 260, xpThisMonth: 260 } }),
    });
    expect(shown).toEqual([{ title: 'Level Up!', description: 'Maya reached Level 2. Keep it up!', id: 'level-up:a1:2' }]);
  });

  // Issue 37: a lesson that levelled up, hit a 7-day streak, completed a challenge and unlocked five
  // badges showed eight toasts; one save is one celebration.
  it('shows the save, a level reached, a streak milestone, the challenges and the badges of one save in one toast', () => {
    applyProgressOutcome(queryClient, {
      athleteId: 'a1',
      athleteName: 'Maya Lopez',
      lead: { title: 'Lesson Completed!', description: 'Maya earned 70 XP!' },
      outcome: outcome({
        previousLevel: 1,
        totals: { totalXp: 260, level: 2, xpThisWeek: 260, xpThisMonth: 260 },
        streak: { current: 7, longest: 7, lastActivityDate: '2026-11-25', isMilestone: true },
        completedChallenges: [{ id: 'c1', name: 'Train 3 Days', points: 75 }],
        unlockedAchievements: [
          { id: 'b1', name: 'First Steps', xpReward: 25 },
          { id: 'b2', name: 'Full Week', xpReward: 75 },
          { id: 'b3', name: 'Rising Star', xpReward: 50 },
          { id: 'b4', name: 'Challenger', xpReward: 30 },
        ],
      }),
    });
    expect(shown).toEqual([
      {
        title: 'Lesson Completed!',
        description: [
          'Maya earned 70 XP!',
          'Level Up! Maya reached Level 2. Keep it up!',
          'Streak Milestone! 7 day streak! Keep it up!',
          'Challenge Completed! Train 3 Days +75 XP',
          '4 Achievements Unlocked! First Steps (25 XP), Full Week (75 XP), Rising Star (50 XP), Challenger (30 XP)',
        ].join('\n'),
        id: undefined,
      },
    ]);
  });

  it('lists one badge as "Achievement Unlocked!" and several challenges on one line', () => {
    applyProgressOutcome(queryClient, {
      athleteId: 'a1',
      athleteName: 'Maya Lopez',
      outcome: outcome({
        completedChallenges: [
          { id: 'c1', name: 'Train 3 Days', points: 75 },
          { id: 'c2', name: 'Five-Day Streak', points: 90 },
        ],
        unlockedAchievements: [{ id: 'b1', name: 'First Steps', xpReward: 25 }],
      }),
    });
    expect(shown).toEqual([
      {
        title: '2 Challenges Completed!',
        description: 'Train 3 Days +75 XP, Five-Day Streak +90 XP\nAchievement Unlocked! First Steps - 25 XP earned!',
        id: undefined,
      },
    ]);
  });
});
