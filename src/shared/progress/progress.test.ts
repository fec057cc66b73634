import { describe, expect, it } from 'vitest';
import type { Measurement, Metric } from '../training';
import { greetingFor, relativeDay } from './display';
import {
  BASE_LESSON_XP,
  clampCount,
  displayedDifficulty,
  lessonBaseXp,
  lessonCompletionXp,
  lessonPracticeXp,
  measurementXp,
  timeBonusXp,
} from './lesson-xp';
import { levelForXp, levelProgress, xpForLevel } from './levels';
import { academyDate, academyMidnight, monthStart, weekStart } from './time';

describe('levels (spec part 1, section 9)', () => {
  it.each([
    [0, 1],
    [99, 1],
    [100, 2],
    [249, 2],
    [250, 3],
    [449, 3],
    [450, 4],
    [700, 5],
    [1000, 6],
    [1350, 7],
    [1750, 8],
    [2200, 9],
    [2700, 10],
    [3249, 10],
    [3250, 11],
    [3849, 11],
    [3850, 12],
    [4450, 13],
  ])('%i XP is level %i', (xp, level) => {
    expect(levelForXp(xp)).toBe(level);
  });

  it('gives each level its starting XP', () => {
    expect([1, 2, 11, 12, 13].map(xpForLevel)).toEqual([0, 100, 3250, 3850, 4450]);
  });

  it('reports progress through the level and the 75% highlight', () => {
    expect(levelProgress(175)).toMatchObject({ level: 2, levelStartXp: 100, nextLevelXp: 250, percent: 50, isNearNextLevel: false });
    expect(levelProgress(213)).toMatchObject({ level: 2, percent: 75, isNearNextLevel: true, xpToNextLevel: 37 });
  });
});

describe('lesson XP', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 2],
    [49, 18],
    [50, 20],
    [60, 20],
  ])('%i minutes give a %i XP time bonus', (minutes, bonus) => {
    expect(timeBonusXp(minutes)).toBe(bonus);
  });

  it.each([
    ['Beginner', 50],
    ['Intermediate', 75],
    ['Advanced', 100],
  ] as const)('%s lessons are worth %i XP before bonuses', (difficulty, base) => {
    expect(BASE_LESSON_XP[difficulty]).toBe(base);
    expect(lessonCompletionXp(difficulty, 0, 0)).toBe(base);
    expect(lessonCompletionXp(difficulty, 5, 0)).toBe(base + 2);
    expect(lessonCompletionXp(difficulty, 60, 30)).toBe(base + 20 + 30);
  });

  it('pays practice without the completion base', () => {
    expect(lessonPracticeXp(10, 12)).toBe(4 + 12);
  });

  it('shows every lesson as Beginner while the athlete is level 2 or below', () => {
    expect(displayedDifficulty('Advanced', 1)).toBe('Beginner');
    expect(displayedDifficulty('Advanced', 2)).toBe('Beginner');
    expect(displayedDifficulty('Advanced', 3)).toBe('Advanced');
  });

  // Spec part 1: "Lesson XP: base Beginner 50, Intermediate 75, Advanced 100 ... Displayed difficulty
  // is forced to Beginner when the user's level is 2 or below." The base follows the label shown.
  it('pays the base of the difficulty shown: Beginner at levels 1-2, the lesson’s own from level 3', () => {
    expect(lessonBaseXp('Intermediate', 1)).toBe(50);
    expect(lessonBaseXp('Advanced', 2)).toBe(50);
    expect(lessonBaseXp('Intermediate', 3)).toBe(75);
    expect(lessonBaseXp('Advanced', 7)).toBe(100);
    expect(lessonBaseXp('Beginner', 9)).toBe(50);
  });
});

describe('measurement tracker counts', () => {
  it.each([
    [5, 10, 5],
    [12, 10, 10],
    [-4, 10, 0],
    [3.7, 10, 3],
    ['7', 10, 7],
    ['seven', 10, 0],
    ['', 10, 0],
    [null, 10, 0],
    [Number.NaN, 10, 0],
  ])('%j with target %i is %i', (raw, target, count) => {
    expect(clampCount(raw, target)).toBe(count);
  });
});

describe('measurement XP', () => {
  const measure = (metric: Metric, overrides: Partial<Measurement> = {}): Measurement => ({
    metric,
    target: 20,
    xpPerUnit: 1,
    bonusXp: 10,
    timeBonus: 15,
    milestoneBonus: 25,
    ...overrides,
  });

  it.each(['touches', 'runs', 'passes', 'seconds', 'minutes'] as const)('%s: per unit, plus the bonus at the target', (metric) => {
    expect(measurementXp({ measurement: measure(metric), count: 12, timerSeconds: null }).total).toBe(12);
    expect(measurementXp({ measurement: measure(metric), count: 20, timerSeconds: null }).total).toBe(20 + 10);
    expect(measurementXp({ measurement: measure(metric), count: 50, timerSeconds: null }).total).toBe(20 + 10);
  });

  it('adds the time bonus only when the target is reached with 30 s or less on the timer', () => {
    const m = measure('touches');
    expect(measurementXp({ measurement: m, count: 20, timerSeconds: 30 }).timeBonus).toBe(15);
    expect(measurementXp({ measurement: m, count: 20, timerSeconds: 31 }).timeBonus).toBe(0);
    expect(measurementXp({ measurement: m, count: 19, timerSeconds: 10 }).timeBonus).toBe(0);
    expect(measurementXp({ measurement: m, count: 20, timerSeconds: 12 }).total).toBe(20 + 10 + 15);
  });

  it('adds the juggling milestone from 5 consecutive juggles', () => {
    const m = measure('juggles', { target: 10, xpPerUnit: 2 });
    expect(measurementXp({ measurement: m, count: 4, timerSeconds: null })).toMatchObject({ milestone: 0, total: 8 });
    expect(measurementXp({ measurement: m, count: 5, timerSeconds: null })).toMatchObject({ milestone: 25, total: 10 + 25 });
    expect(measurementXp({ measurement: m, count: 10, timerSeconds: 20 }).total).toBe(20 + 10 + 15 + 25);
    expect(measurementXp({ measurement: measure('touches', { target: 10 }), count: 10, timerSeconds: null }).milestone).toBe(0);
  });
});

describe('the academy calendar', () => {
  it('uses San Diego’s calendar, not UTC', () => {
    // 07:30 UTC on Nov 22 is still 23:30 on Nov 21 in San Diego (PST, UTC-8).
    expect(academyDate(new Date('2026-11-22T07:30:00Z'))).toBe('2026-11-21');
    expect(academyDate(new Date('2026-11-22T08:00:00Z'))).toBe('2026-11-22');
    // In summer (PDT, UTC-7) the day turns at 07:00 UTC.
    expect(academyDate(new Date('2026-07-01T06:59:00Z'))).toBe('2026-06-30');
    expect(academyDate(new Date('2026-07-01T07:00:00Z'))).toBe('2026-07-01');
  });
});

describe('academy weeks and months', () => {
  it.each([
    ['2026-11-23T08:00:00Z', '2026-11-23'], // Monday 00:00 PST
    ['2026-11-23T07:59:59Z', '2026-11-16'], // Sunday 23:59:59 PST
    ['2026-11-22T20:00:00Z', '2026-11-16'], // Sunday afternoon
    ['2026-03-09T07:00:00Z', '2026-03-09'], // Monday 00:00 PDT after the spring change
  ])('%s is in the week of %s', (instant, monday) => {
    expect(weekStart(new Date(instant))).toBe(monday);
  });

  it('starts months at the academy’s midnight', () => {
    expect(monthStart(new Date('2026-12-01T07:59:00Z'))).toBe('2026-11-01');
    expect(monthStart(new Date('2026-12-01T08:00:00Z'))).toBe('2026-12-01');
  });

  it('finds the academy’s midnight in winter and summer', () => {
    expect(academyMidnight('2026-11-23').toISOString()).toBe('2026-11-23T08:00:00.000Z');
    expect(academyMidnight('2026-07-06').toISOString()).toBe('2026-07-06T07:00:00.000Z');
  });
});

describe('dashboard display rules', () => {
  it.each([
    [0, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [16, 'Good afternoon'],
    [17, 'Good evening'],
    [23, 'Good evening'],
  ] as const)('%i:00 → %s', (hour, greeting) => {
    expect(greetingFor(hour)).toBe(greeting);
  });

  const now = new Date('2026-11-22T20:00:00Z'); // Sunday noon in San Diego
  it.each([
    ['2026-11-22T16:00:00Z', 'Today'],
    ['2026-11-22T08:30:00Z', 'Today'],
    ['2026-11-22T07:30:00Z', 'Yesterday'], // 23:30 the night before, San Diego time
    ['2026-11-20T20:00:00Z', '2 days ago'],
    ['2026-11-15T20:00:00Z', '7 days ago'],
    ['2026-11-14T20:00:00Z', 'Nov 14, 2026'],
  ])('%s → %s', (iso, label) => {
    expect(relativeDay(iso, now)).toBe(label);
  });
});
