import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_TIMER_TOLERANCE_SECONDS,
  challengeTooSoonMessage,
  minimumChallengeSeconds,
} from '../challenges';
import {
  EMPTY_SAVE_MESSAGE,
  LESSON_START_VALID_SECONDS,
  countTooFastMessage,
  creditedMinutes,
  formatSeconds,
  hasTrainingEvidence,
  isPlausibleCount,
  isStartCurrent,
  lessonTooSoonMessage,
  minimumLessonSeconds,
  minimumSecondsForCount,
} from './earned';

describe('an empty save is not training (issue 11: 0 minutes and no count extended the streak)', () => {
  it.each([
    [0, null, false],
    [0, 0, false],
    [1, null, true],
    [0, 1, true],
    [12, 20, true],
  ])('%i minutes and count %j: evidence %s', (minutes, count, expected) => {
    expect(hasTrainingEvidence(minutes, count)).toBe(expected);
  });

  it('says what to do', () => {
    expect(EMPTY_SAVE_MESSAGE).toBe('Record the time you practised or a count before saving.');
  });
});

describe('a lesson completes no sooner than its shortest honest duration (half its stated duration)', () => {
  it.each([
    [10, null, 300],
    [15, null, 450],
    [20, undefined, 600],
    [10, 3, 3],
    [10, 0, 0],
  ])('%i minutes, override %j: %i s', (duration, override, seconds) => {
    expect(minimumLessonSeconds(duration, override)).toBe(seconds);
  });

  it('tells the athlete how long is left', () => {
    expect(lessonTooSoonMessage(300, 100)).toBe('This lesson can be completed after 5 min of training. Keep going: 3 min 20 s to go.');
    expect(formatSeconds(59.2)).toBe('1 min');
    expect(formatSeconds(45)).toBe('45 s');
  });

  it('keeps a start for one session (6 hours), so a lesson opened once does not stay "started" for days', () => {
    const start = new Date('2026-12-07T18:00:00Z');
    expect(LESSON_START_VALID_SECONDS).toBe(21_600);
    expect(isStartCurrent(start, new Date('2026-12-07T23:59:59Z'))).toBe(true);
    expect(isStartCurrent(start, new Date('2026-12-08T00:00:00Z'))).toBe(false);
    expect(isStartCurrent(start, new Date('2026-12-07T17:59:59Z'))).toBe(false);
  });
});

describe('self-reported minutes are capped by the time the server saw since the start', () => {
  it.each([
    // reported, duration, observed seconds, credited
    [12, 10, 3600, 12],
    [45, 10, 3600, 20], // never more than twice the duration
    [30, 10, 600, 10], // never more than the 10 minutes since the start
    [10, 10, 59, 0],
    [7.9, 10, 3600, 7],
    [-3, 10, 3600, 0],
    [Number.NaN, 10, 3600, 0],
  ])('%d reported of a %i-minute lesson after %i s: %i', (reported, duration, observed, credited) => {
    expect(creditedMinutes(reported, duration, observed)).toBe(credited);
  });
});

describe('a count is believed only at an honest pace since the start', () => {
  it.each([
    ['touches', 20, 5],
    ['juggles', 15, 7.5],
    ['passes', 30, 30],
    ['runs', 10, 30],
    ['seconds', 60, 60],
    ['minutes', 8, 480],
  ] as const)('%i %s take at least %d s', (metric, count, seconds) => {
    expect(minimumSecondsForCount(metric, count)).toBe(seconds);
  });

  it('counts from the start the page made on opening, so a burst of saves is credited with nothing', () => {
    expect(isPlausibleCount('touches', 20, 5)).toBe(true);
    expect(isPlausibleCount('touches', 20, 4.9)).toBe(false);
    expect(isPlausibleCount('touches', 1, 0.2)).toBe(false);
    expect(isPlausibleCount('minutes', 8, 479)).toBe(false);
    expect(isPlausibleCount('runs', 0, 0)).toBe(true);
  });

  it('explains a refused count', () => {
    expect(countTooFastMessage('touches', 20, 1)).toBe('20 touches take longer than the 1 s since this lesson started. Save again once they are done.');
    expect(countTooFastMessage('runs', 1, 0)).toBe('1 run takes longer than the 0 s since this lesson started. Save again once they are done.');
  });
});

describe('a timed challenge completes once its countdown ran by the server’s clock (timer_duration − 2 s)', () => {
  it.each([
    [3, 'beginner', 1],
    [300, 'beginner', 298],
    [null, 'intermediate', 598],
    [0, 'advanced', 898],
    [1, 'beginner', 0],
  ])('timer %j (%s): %i s', (timer, difficulty, seconds) => {
    expect(minimumChallengeSeconds(timer, difficulty)).toBe(seconds);
  });

  it('allows 2 s for the requests crossing the network, and says how long is left', () => {
    expect(CHALLENGE_TIMER_TOLERANCE_SECONDS).toBe(2);
    expect(challengeTooSoonMessage(0.2)).toBe('The timer has not run out yet: 1 more second to go.');
    expect(challengeTooSoonMessage(42.5)).toBe('The timer has not run out yet: 43 more seconds to go.');
  });
});
