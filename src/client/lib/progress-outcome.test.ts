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

  it('celebrates a level reached, a streak milestone, each challenge and each badge, in that order', () => {
    applyProgressOutcome(queryClient, {
      athleteId: 'a1',
      athleteName: 'Maya Lopez',
      outcome: outcome({
        previousLevel: 1,
        totals: { totalXp: 260, level: 2, xpThisWeek: 260, xpThisMonth: 260 },
        streak: { current: 7, longest: 7, lastActivityDate: '2026-11-25', isMilestone: true },
        completedChallenges: [{ id: 'c1', name: 'Train 3 Days', points: 75 }],
        unlockedAchievements: [{ id: 'b1', name: 'First Steps', xpReward: 25 }],
      }),
    });
    expect(shown).toEqual([
      { title: 'Level Up!', description: 'Maya reached Level 2. Keep it up!', id: 'level-up:a1:2' },
      { title: 'Streak Milestone!', description: '7 day streak! Keep it up!', id: undefined },
      { title: 'Challenge Completed!', description: 'Train 3 Days +75 XP', id: undefined },
      { title: 'Achievement Unlocked!', description: 'First Steps - 25 XP earned!', id: undefined },
    ]);
  });
});
