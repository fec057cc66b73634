import { describe, expect, it } from 'vitest';
import {
  academyMonthStart,
  attendanceReasons,
  attendanceSignals,
  changeAgainst,
  monthlyChurnRate,
  monthlyRecurringRevenueCents,
  nudgeMessage,
  radarReasons,
  type AthleteSignals,
} from './analytics';

const NOW = new Date('2026-03-15T19:00:00.000Z');

describe('academy months (issue 14: "month boundaries in the academy\'s time zone")', () => {
  it.each([
    ['2026-03-15T19:00:00.000Z', 0, '2026-03-01T08:00:00.000Z'],
    ['2026-03-15T19:00:00.000Z', -1, '2026-02-01T08:00:00.000Z'],
    ['2026-03-15T19:00:00.000Z', 1, '2026-04-01T07:00:00.000Z'],
    // 23:30 Pacific on 28 February is still February.
    ['2026-03-01T07:30:00.000Z', 0, '2026-02-01T08:00:00.000Z'],
    ['2026-01-10T12:00:00.000Z', -1, '2025-12-01T08:00:00.000Z'],
    ['2026-01-10T12:00:00.000Z', -12, '2025-01-01T08:00:00.000Z'],
  ])('%s, offset %i, begins at %s', (now, offset, start) => {
    expect(academyMonthStart(new Date(now), offset).toISOString()).toBe(start);
  });
});

describe('monthly recurring revenue: "annual price / 12"', () => {
  it.each([
    [[], 0],
    [[{ plan: { interval: 'month' as const, priceCents: 30_000 }, count: 2 }], 60_000],
    [[{ plan: { interval: 'year' as const, priceCents: 330_000 }, count: 1 }], 27_500],
    [
      [
        { plan: { interval: 'year' as const, priceCents: 420_000 }, count: 2 },
        { plan: { interval: 'month' as const, priceCents: 37_500 }, count: 1 },
      ],
      107_500,
    ],
  ])('%j is %i cents a month', (members, cents) => {
    expect(monthlyRecurringRevenueCents(members)).toBe(cents);
  });
});

describe('monthly churn: "cancellations effective this month / members active on the first"', () => {
  it.each([
    [1, 5, 0.2],
    [0, 5, 0],
    [3, 12, 0.25],
    [2, 0, null],
  ])('%i / %i = %s', (cancellations, active, rate) => {
    expect(monthlyChurnRate(cancellations, active)).toBe(rate);
  });

  it('changes against last month, null when last month was 0', () => {
    expect(changeAgainst(150, 100)).toBe(0.5);
    expect(changeAgainst(50, 100)).toBe(-0.5);
    expect(changeAgainst(5, 0)).toBeNull();
  });
});

describe('churn radar reasons', () => {
  const athlete = (over: Partial<AthleteSignals>): AthleteSignals => ({
    name: 'Leo',
    lastActivityDate: '2026-03-15',
    addedOn: '2026-01-01',
    streakAtLastActivity: 1,
    xpLast7Days: 100,
    xpPrevious28Days: 400,
    ...over,
  });
  const family = (athletes: AthleteSignals[], over = {}) => ({
    athletes,
    hasUnsettledFailedPayment: false,
    isCancellationPending: false,
    periodEnd: '2026-04-01T07:00:00.000Z',
    ...over,
  });
  const codes = (athletes: AthleteSignals[], over = {}) =>
    radarReasons(family(athletes, over), NOW).map((r) => r.code);

  it.each([
    ['active and steady', athlete({}), []],
    ['13 days without training', athlete({ lastActivityDate: '2026-03-02' }), []],
    [
      '"no training activity for 14 … days"',
      athlete({ lastActivityDate: '2026-03-01' }),
      ['inactive-14'],
    ],
    ['"… or 30 days"', athlete({ lastActivityDate: '2026-02-13' }), ['inactive-30']],
    [
      'never trained, added 20 days ago',
      athlete({ lastActivityDate: null, addedOn: '2026-02-23' }),
      ['inactive-14'],
    ],
    [
      '"falling weekly XP": 40 against an average of 100',
      athlete({ xpLast7Days: 40 }),
      ['falling-xp'],
    ],
    ['half the average is not "well below"', athlete({ xpLast7Days: 50 }), []],
    ['a tiny average is noise', athlete({ xpLast7Days: 0, xpPrevious28Days: 160 }), []],
    [
      '"a broken streak (had ≥ 3, now 0)"',
      athlete({ lastActivityDate: '2026-03-13', streakAtLastActivity: 3 }),
      ['broken-streak'],
    ],
    [
      'a streak of 2 broken',
      athlete({ lastActivityDate: '2026-03-13', streakAtLastActivity: 2 }),
      [],
    ],
    [
      'yesterday keeps the streak',
      athlete({ lastActivityDate: '2026-03-14', streakAtLastActivity: 9 }),
      [],
    ],
  ])('%s', (_, signals, expected) => {
    expect(codes([signals])).toEqual(expected);
  });

  it("adds the family's own reasons first: a pending cancellation, a failed payment", () => {
    expect(codes([], { isCancellationPending: true, hasUnsettledFailedPayment: true })).toEqual([
      'pending-cancellation',
      'failed-payment',
    ]);
  });

  it('"a break approaching the 4-month removal rule": ends within 14 days, or runs the full 4 months', () => {
    const twoMonths = { startsAt: '2026-01-20T08:00:00.000Z', endsAt: '2026-03-20T07:00:00.000Z' };
    expect(codes([athlete({})], { openBreaks: [twoMonths] })).toEqual(['break-limit']);
    expect(codes([athlete({})], { openBreaks: [{ startsAt: '2026-03-01T08:00:00.000Z', endsAt: '2026-05-01T07:00:00.000Z' }] })).toEqual([]);
    expect(codes([athlete({})], { openBreaks: [{ startsAt: '2026-03-01T08:00:00.000Z', endsAt: '2026-07-01T08:00:00.000Z' }] })).toEqual(['break-limit']);
    expect(nudgeMessage('Ana Alvarez', ['Leo'], ['break-limit']).body).toContain('Leo’s break is coming to an end');
  });

  it('prepares a nudge from the reasons', () => {
    const nudge = nudgeMessage('Ana Alvarez', ['Leo'], ['inactive-14', 'failed-payment']);
    expect(nudge.subject).toBe('Checking in on Leo');
    expect(nudge.body).toMatch(/^Hi Ana,/);
    expect(nudge.body).toContain('We have missed Leo');
    expect(nudge.body).toContain('did not go through');
    expect(nudge.body).not.toContain('set to end');
  });
});

describe('attendance drift (issue 38, point 7)', () => {
  const count = (attended: number, marked: number) => ({ attended, marked });
  it.each([
    ['half the rate before', count(3, 6), count(6, 6), 0, ['attendance-drop']],
    ['just above half', count(4, 7), count(6, 6), 0, []],
    ['2 marked sessions lately is too few to say', count(0, 2), count(6, 6), 0, []],
    ['2 marked sessions before is too few to say', count(0, 4), count(2, 2), 0, []],
    ['never came before: nothing to fall from', count(0, 4), count(0, 4), 0, []],
    ['3 missed in a row', count(4, 6), count(5, 6), 3, ['missed-sessions']],
    ['2 missed in a row', count(4, 6), count(5, 6), 2, []],
  ] as const)('%s', (_, last4Weeks, previous4Weeks, missedInARow, codes) => {
    expect(attendanceReasons('Leo', { last4Weeks, previous4Weeks, missedInARow }).map((r) => r.code)).toEqual(codes);
  });

  it('counts the marks in their 4-week window and the missed run up to the latest mark', () => {
    const at = (day: string, status: 'present' | 'late' | 'absent' | 'excused') => ({ startsAt: `2026-${day}T23:00:00.000Z`, status });
    const marks = [at('02-01', 'present'), at('02-14', 'late'), at('02-20', 'absent'), at('03-01', 'present'), at('03-06', 'excused'), at('03-13', 'absent')];
    expect(attendanceSignals(marks, NOW)).toEqual({ previous4Weeks: count(2, 2), last4Weeks: count(1, 4), missedInARow: 2 });
  });
});
