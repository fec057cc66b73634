import { describe, expect, it } from 'vitest';
import { isBehind, planCheckDay, planLengthDays, planStatus } from './weekly-plans';

describe('weekly plan rules', () => {
  it.each([
    [{ lessonsDone: 2, lessonsTotal: 2, minutes: 60, minutesTarget: 60 }, 'done'],
    [{ lessonsDone: 2, lessonsTotal: 2, minutes: 59, minutesTarget: 60 }, 'started'],
    [{ lessonsDone: 0, lessonsTotal: 2, minutes: 5, minutesTarget: 60 }, 'started'],
    [{ lessonsDone: 1, lessonsTotal: 2, minutes: 0, minutesTarget: 60 }, 'started'],
    [{ lessonsDone: 0, lessonsTotal: 2, minutes: 0, minutesTarget: 60 }, 'not-started'],
  ] as const)('%o is %s', (progress, status) => {
    expect(planStatus(progress)).toBe(status);
  });

  it('checks on the plan’s Thursday, at least two days in and never after its end', () => {
    expect(planCheckDay('2026-11-30', '2026-12-06')).toBe('2026-12-03'); // Monday: that Thursday
    expect(planCheckDay('2026-12-01', '2026-12-07')).toBe('2026-12-03'); // Tuesday: that Thursday
    expect(planCheckDay('2026-12-03', '2026-12-13')).toBe('2026-12-10'); // Thursday: the next one
    expect(planCheckDay('2026-12-03', '2026-12-09')).toBe('2026-12-09'); // ... or its last day
  });

  it('marks a plan not started from Thursday while it runs', () => {
    const plan = { startsOn: '2026-11-30', endsOn: '2026-12-06' };
    expect(isBehind('not-started', plan, '2026-12-02')).toBe(false);
    expect(isBehind('not-started', plan, '2026-12-03')).toBe(true);
    expect(isBehind('started', plan, '2026-12-03')).toBe(false);
    expect(isBehind('not-started', plan, '2026-12-07')).toBe(false);
  });

  it('counts the days inclusively', () => {
    expect(planLengthDays('2026-11-30', '2026-12-06')).toBe(7);
    expect(planLengthDays('2026-11-30', '2026-11-29')).toBe(0);
  });
});
