import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_CATEGORIES, type AchievementStats, RARITIES, REQUIREMENT_TYPES, achievementProgress, canEarnRankingBadge, rankingProgress, shownRankingProgress } from './achievements';
import {
  challengeAction,
  challengeResultOutcome,
  challengeResultQuestion,
  defaultTimerSeconds,
  expiryLabel,
  formatTimer,
  initialTimer,
  isTargetedChallenge,
  isTimerWarning,
  rewardsAvailable,
  timerReducer,
} from './challenges';
import { changeDirection, compareRanking } from './rankings';

describe('challenge expiry labels', () => {
  const now = new Date('2026-11-22T20:00:00Z');
  it.each([
    [null, 'Always Available'],
    ['2026-11-22T19:59:59Z', 'Expired'],
    ['2026-11-22T20:00:00Z', 'Expired'],
    ['2026-11-22T20:30:00Z', '0h'],
    ['2026-11-23T01:00:00Z', '5h'],
    ['2026-11-23T20:00:00Z', '1d 0h'],
    ['2026-11-24T08:00:00Z', '1d 12h'],
    ['2026-11-30T08:00:00Z', '7d 12h'],
  ])('%j → %s', (end, label) => {
    expect(expiryLabel(end, now)).toBe(label);
  });
});

describe('challenge cards', () => {
  it('says Start at 0, Continue above 0, completed when done', () => {
    expect(challengeAction(0, false)).toBe('start');
    expect(challengeAction(3, false)).toBe('continue');
    expect(challengeAction(10, true)).toBe('completed');
  });

  it('sums the rewards of completed, unclaimed challenges', () => {
    const c = (isCompleted: boolean, isClaimed: boolean, xpReward: number, bonusXp: number) => ({ isCompleted, isClaimed, xpReward, bonusXp });
    expect(rewardsAvailable([])).toBe(0);
    expect(rewardsAvailable([c(true, false, 50, 10), c(true, true, 80, 20), c(false, false, 40, 0), c(true, false, 30, 5)])).toBe(95);
  });

  it.each([
    ['beginner', 300],
    ['intermediate', 600],
    ['advanced', 900],
    ['other', 300],
  ])('defaults the %s timer to %i s', (difficulty, seconds) => {
    expect(defaultTimerSeconds(difficulty)).toBe(seconds);
  });
});

describe('the challenge timer', () => {
  it('runs idle → running → paused → running → completed at 0, and resets', () => {
    let s = initialTimer(3);
    expect(s).toEqual({ status: 'idle', duration: 3, remaining: 3 });
    s = timerReducer(s, { type: 'tick' });
    expect(s.remaining).toBe(3);
    s = timerReducer(s, { type: 'start' });
    s = timerReducer(s, { type: 'tick' });
    expect(s).toMatchObject({ status: 'running', remaining: 2 });
    s = timerReducer(s, { type: 'pause' });
    s = timerReducer(s, { type: 'tick' });
    expect(s).toMatchObject({ status: 'paused', remaining: 2 });
    s = timerReducer(timerReducer(s, { type: 'start' }), { type: 'tick' });
    s = timerReducer(s, { type: 'tick' });
    expect(s).toMatchObject({ status: 'completed', remaining: 0 });
    expect(timerReducer(s, { type: 'start' }).status).toBe('completed');
    expect(timerReducer(s, { type: 'reset' })).toEqual(initialTimer(3));
    // Continue: paused at the seconds the server kept, within 1 and the full time.
    expect(timerReducer(initialTimer(300), { type: 'resume-from', remaining: 210 })).toEqual({ status: 'paused', duration: 300, remaining: 210 });
    expect(timerReducer(initialTimer(300), { type: 'resume-from', remaining: 0 }).remaining).toBe(1);
    expect(timerReducer(initialTimer(300), { type: 'resume-from', remaining: 900 }).remaining).toBe(300);
  });

  it('reopens a run that reached "Time!" at its end, waiting for the result, until reset (issue 37)', () => {
    const kept = timerReducer(initialTimer(300), { type: 'time-up' });
    expect(kept).toEqual({ status: 'completed', duration: 300, remaining: 0 });
    expect(timerReducer(kept, { type: 'tick' })).toEqual(kept);
    expect(timerReducer(kept, { type: 'start' })).toEqual(kept);
    expect(timerReducer(kept, { type: 'reset' })).toEqual(initialTimer(300));
  });

  it('turns red at 30 seconds or less, once started', () => {
    expect(isTimerWarning({ status: 'idle', duration: 20, remaining: 20 })).toBe(false);
    expect(isTimerWarning({ status: 'running', duration: 300, remaining: 31 })).toBe(false);
    expect(isTimerWarning({ status: 'running', duration: 300, remaining: 30 })).toBe(true);
    expect(formatTimer(300)).toBe('5:00');
    expect(formatTimer(9)).toBe('0:09');
  });
});

describe('achievement progress for every requirement type', () => {
  const stats: AchievementStats = {
    totalXp: 750,
    lessonsCompleted: 4,
    streakDays: 7,
    challengesCompleted: 2,
    friendsCount: 1,
    level: 5,
    weeklyRank: 4,
    weeklyRanked: 30,
  };
  it.each([
    ['total_xp', 1000, 75],
    ['total_xp', 500, 100],
    ['lessons_completed', 10, 40],
    ['streak_days', 14, 50],
    ['streak_days', 7, 100],
    ['challenges_completed', 5, 40],
    ['friends_count', 5, 20],
    ['level_reached', 10, 50],
    ['level_reached', 5, 100],
  ] as const)('%s towards %i is %i%%', (requirementType, requirementValue, percent) => {
    expect(achievementProgress({ requirementType, requirementValue }, stats)).toBe(percent);
  });

  it('never goes past 100', () => {
    expect(achievementProgress({ requirementType: 'total_xp', requirementValue: 100 }, stats)).toBe(100);
  });

  it('measures weekly ranking on a 10-rank scale, capped at 99 until reached', () => {
    expect(rankingProgress(null, 1, 30)).toBe(0);
    expect(rankingProgress(11, 10, 30)).toBe(0);
    expect(rankingProgress(10, 10, 30)).toBe(100);
    expect(rankingProgress(10, 1, 30)).toBe(10);
    expect(rankingProgress(2, 1, 30)).toBe(90);
    expect(rankingProgress(2, 3, 30)).toBe(100);
    expect(rankingProgress(4, 3, 30)).toBe(88);
    expect(rankingProgress(1, 1, 30)).toBe(100);
    expect(achievementProgress({ requirementType: 'weekly_top_ranking', requirementValue: 1 }, { ...stats, weeklyRank: 2 })).toBe(90);
  });

  // Issue 37: in a small academy no ranking badge could ever be earned (a week needed 10 ranked).
  it.each([
    // [ranked that week, badge's place, can it pay]
    [1, 1, false], // first of one beats no one
    [2, 1, true], // Number One from 2 ranked athletes
    [3, 3, false],
    [4, 3, true], // On the Podium from 4
    [10, 10, false],
    [11, 10, true], // Top Ten from 11
    [12, 1, true],
    [12, 3, true],
    [12, 10, true], // an academy of 12 can reach all three
    [0, 1, false],
  ] as const)('a week that ranked %i athletes can pay the place-%i badge: %s', (ranked, place, expected) => {
    expect(canEarnRankingBadge(ranked, place)).toBe(expected);
    expect(rankingProgress(place, place, ranked)).toBe(expected ? 100 : 0);
  });

  it('pays a ranking badge in a small academy, and counts the week from the athlete’s stats', () => {
    expect(achievementProgress({ requirementType: 'weekly_top_ranking', requirementValue: 1 }, { ...stats, weeklyRank: 1, weeklyRanked: 5 })).toBe(100);
    expect(achievementProgress({ requirementType: 'weekly_top_ranking', requirementValue: 10 }, { ...stats, weeklyRank: 1, weeklyRanked: 5 })).toBe(0);
  });

  // Issue 18: "The 'Top Ten' badge shows 0 % while the athlete is ranked #1 this week."
  it('shows a weekly-ranking badge’s bar from the better of last week’s final place and this week’s live one, at most 99', () => {
    const none = { rank: null, ranked: 0 };
    expect(shownRankingProgress(none, { rank: 1, ranked: 30 }, 10)).toBe(99);
    expect(shownRankingProgress(none, { rank: null, ranked: 30 }, 10)).toBe(0);
    expect(shownRankingProgress(none, { rank: 4, ranked: 30 }, 3)).toBe(88);
    expect(shownRankingProgress({ rank: 4, ranked: 30 }, { rank: 12, ranked: 30 }, 3)).toBe(88);
    expect(shownRankingProgress({ rank: 2, ranked: 30 }, { rank: 1, ranked: 30 }, 1)).toBe(99);
  });

  // Issue 37: "#1 of 3 this week" showed Top Ten at 99 %, a badge that week could never pay.
  it('never shows 99 % for a badge the week cannot pay: too few athletes ranked count for nothing', () => {
    expect(shownRankingProgress({ rank: null, ranked: 0 }, { rank: 1, ranked: 3 }, 10)).toBe(0);
    expect(shownRankingProgress({ rank: null, ranked: 0 }, { rank: 1, ranked: 3 }, 3)).toBe(0);
    expect(shownRankingProgress({ rank: null, ranked: 0 }, { rank: 1, ranked: 3 }, 1)).toBe(99);
    expect(shownRankingProgress({ rank: 2, ranked: 3 }, { rank: 1, ranked: 1 }, 1)).toBe(90);
  });

  it('knows the five categories, the seven requirement types and the rarity order', () => {
    expect(ACHIEVEMENT_CATEGORIES).toEqual(['training', 'social', 'progression', 'consistency', 'special']);
    expect(REQUIREMENT_TYPES).toHaveLength(7);
    expect(RARITIES).toEqual(['common', 'rare', 'epic', 'legendary']);
  });
});

describe('ranking order and change', () => {
  it('orders by XP, then who got there first, then id', () => {
    const rows = [
      { athleteId: 'b', xp: 100, updatedAt: '2026-11-20T10:00:00.000Z' },
      { athleteId: 'a', xp: 100, updatedAt: '2026-11-20T10:00:00.000Z' },
      { athleteId: 'c', xp: 100, updatedAt: '2026-11-19T10:00:00.000Z' },
      { athleteId: 'd', xp: 250, updatedAt: '2026-11-21T10:00:00.000Z' },
    ];
    expect([...rows].sort(compareRanking).map((r) => r.athleteId)).toEqual(['d', 'c', 'a', 'b']);
    expect([...rows].reverse().sort(compareRanking).map((r) => r.athleteId)).toEqual(['d', 'c', 'a', 'b']);
  });

  it.each([
    [null, 3, 'new'],
    [5, 3, 'up'],
    [2, 3, 'down'],
    [3, 3, 'same'],
  ] as const)('from %j to %i is %s', (previous, rank, direction) => {
    expect(changeDirection(previous, rank)).toBe(direction);
  });
});

describe('challenge results (issue 18: "a challenge with a target asks for the result before it completes")', () => {
  const toeTapBlitz = { targetValue: 80, targetType: 'touches', currentProgress: 0 };

  it('asks for a result when the challenge has a countdown and a target, not when it is tracked by itself', () => {
    expect(isTargetedChallenge({ timerDuration: 60, targetValue: 80 })).toBe(true);
    expect(isTargetedChallenge({ timerDuration: null, targetValue: 5 })).toBe(false);
    expect(isTargetedChallenge({ timerDuration: 300, targetValue: 0 })).toBe(false);
  });

  it('asks how many, or how long for a time', () => {
    expect(challengeResultQuestion('touches')).toBe('How many touches did you do?');
    expect(challengeResultQuestion('seconds')).toBe('How many seconds did you keep going?');
  });

  it.each([
    [80, { isCompleted: true, progress: 80 }],
    [95, { isCompleted: true, progress: 80 }],
  ])('completes at or above the target, with the progress at the target (spec: completion sets target_value): %i', (result, outcome) => {
    expect(challengeResultOutcome(toeTapBlitz, result)).toEqual(outcome);
  });

  it('keeps a result below the target as progress, the best so far and under the target, and says so', () => {
    expect(challengeResultOutcome(toeTapBlitz, 62)).toEqual({
      isCompleted: false,
      progress: 62,
      message: '62 of 80 touches: not there yet. Reset the timer and try again to reach 80.',
    });
    expect(challengeResultOutcome({ ...toeTapBlitz, currentProgress: 70 }, 62).progress).toBe(70);
    expect(challengeResultOutcome({ ...toeTapBlitz, targetValue: 1, targetType: 'rounds' }, 0)).toEqual({
      isCompleted: false,
      progress: 0,
      message: '0 of 1 round: not there yet. Reset the timer and try again to reach 1.',
    });
  });
});
