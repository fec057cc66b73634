import { describe, expect, it } from 'vitest';
import { PLANS, TERMS } from './academy-plans';
import {
  addCalendarMonths,
  breakActions,
  breakEndsAt,
  breakMonthsUsed,
  commitmentTerms,
  isBreakLengthAllowed,
  isBreakNearLimit,
} from './membership-terms';

const START = '2026-01-31T17:00:00.000Z';

describe('early withdrawal: "Leaving before the end of your commitment means the remaining balance of the commitment is due."', () => {
  it('quotes the academy’s terms', () => {
    expect(TERMS.map((t) => t.text)).toContain('Leaving before the end of your commitment means the remaining balance of the commitment is due.');
  });

  // Each plan, each month of its commitment: the months paid so far and the exact balance in cents.
  const cases = PLANS.flatMap((plan) =>
    Array.from({ length: plan.commitmentMonths }, (_, i) => {
      const monthsPaid = i + 1;
      const expected = plan.interval === 'year' ? 0 : (plan.commitmentMonths - monthsPaid) * plan.priceCents;
      return [plan.id, monthsPaid, expected] as const;
    }),
  );
  it.each(cases)('%s after %i paid month(s): %i cents due', (planId, monthsPaid, expected) => {
    const plan = PLANS.find((p) => p.id === planId)!;
    const periodEnd = plan.interval === 'year' ? addCalendarMonths(START, 12) : addCalendarMonths(START, monthsPaid);
    const now = new Date(Date.parse(periodEnd) - 24 * 3600_000);
    const terms = commitmentTerms({ plan, startedAt: START, currentPeriodEnd: periodEnd, breaks: [] }, now);
    expect(terms.remainingBalanceCents).toBe(expected);
    expect(terms.commitmentEndsAt).toBe(addCalendarMonths(START, plan.commitmentMonths));
    expect(terms.isCommitted).toBe(true);
  });

  it('spells out the figures: Core monthly after 1 month owes $600, Pro monthly after 2 months owes $1,500', () => {
    const core = PLANS.find((p) => p.id === 'core-monthly')!;
    const pro = PLANS.find((p) => p.id === 'pro-monthly')!;
    const now = new Date('2026-02-10T00:00:00Z');
    expect(commitmentTerms({ plan: core, startedAt: START, currentPeriodEnd: addCalendarMonths(START, 1), breaks: [] }, now).remainingBalanceCents).toBe(60_000);
    expect(commitmentTerms({ plan: pro, startedAt: START, currentPeriodEnd: addCalendarMonths(START, 2), breaks: [] }, now).remainingBalanceCents).toBe(150_000);
  });

  it('a break pushes the commitment end back by its length and its months are not counted as paid', () => {
    const core = PLANS.find((p) => p.id === 'core-monthly')!;
    const b = { startsAt: '2026-02-15T00:00:00.000Z', endsAt: breakEndsAt('2026-02-15T00:00:00.000Z', 2) };
    const pushMs = Date.parse(b.endsAt) - Date.parse(b.startsAt);
    // One month paid; the paid period was pushed back by the break (the test provider's pause).
    const periodEnd = new Date(Date.parse(addCalendarMonths(START, 1)) + pushMs).toISOString();
    const terms = commitmentTerms({ plan: core, startedAt: START, currentPeriodEnd: periodEnd, breaks: [b] }, new Date('2026-03-01T00:00:00Z'));
    expect(terms.commitmentEndsAt).toBe(new Date(Date.parse(addCalendarMonths(START, 3)) + pushMs).toISOString());
    expect(terms.monthsPaid).toBe(1);
    expect(terms.remainingBalanceCents).toBe(60_000);
  });

  it('after the commitment end nothing is due', () => {
    const core = PLANS.find((p) => p.id === 'core-monthly')!;
    const terms = commitmentTerms({ plan: core, startedAt: START, currentPeriodEnd: addCalendarMonths(START, 4), breaks: [] }, new Date('2026-05-15T00:00:00Z'));
    expect(terms).toMatchObject({ isCommitted: false, remainingBalanceCents: 0 });
  });
});

describe('breaks: "A break of more than 4 months means permanent removal from the academy."', () => {
  it('quotes the academy’s terms', () => {
    expect(TERMS.map((t) => t.text)).toContain('A break of more than 4 months means permanent removal from the academy.');
  });

  it.each([
    [0, false],
    [1, true],
    [2, true],
    [4, true],
    [5, false],
    [1.5, false],
    [-1, false],
  ])('a pause of %d months is allowed: %s', (months, expected) => {
    expect(isBreakLengthAllowed(months)).toBe(expected);
  });

  it('reminds 14 days before the end, resumes at the end, removes past the 4-month limit', () => {
    const b = { startsAt: '2026-01-10T00:00:00.000Z', endsAt: breakEndsAt('2026-01-10T00:00:00.000Z', 2), remindedAt: null };
    expect(b.endsAt).toBe('2026-03-10T00:00:00.000Z');
    expect(breakActions(b, new Date('2026-02-23T23:59:59Z'))).toEqual({ remind: false, resume: false, remove: false });
    expect(breakActions(b, new Date('2026-02-24T00:00:00Z'))).toEqual({ remind: true, resume: false, remove: false });
    expect(breakActions({ ...b, remindedAt: '2026-02-24T00:00:00Z' }, new Date('2026-03-01T00:00:00Z')).remind).toBe(false);
    expect(breakActions(b, new Date('2026-03-10T00:00:00Z'))).toEqual({ remind: false, resume: true, remove: false });
    expect(breakActions(b, new Date('2026-05-10T00:00:00Z')).remove).toBe(true);
  });

  it('the churn radar flags a break ending within 14 days or reaching 4 months', () => {
    const two = { startsAt: '2026-01-10T00:00:00.000Z', endsAt: breakEndsAt('2026-01-10T00:00:00.000Z', 2) };
    expect(isBreakNearLimit(two, new Date('2026-02-01T00:00:00Z'))).toBe(false);
    expect(isBreakNearLimit(two, new Date('2026-02-25T00:00:00Z'))).toBe(true);
    const four = { startsAt: '2026-01-10T00:00:00.000Z', endsAt: breakEndsAt('2026-01-10T00:00:00.000Z', 4) };
    expect(isBreakNearLimit(four, new Date('2026-01-11T00:00:00Z'))).toBe(true);
  });

  it('counts the break months of the last 12 months: a 3-month break leaves 1, an early resume counts the months begun', () => {
    const now = new Date('2026-09-01T00:00:00Z');
    expect(breakMonthsUsed([{ startsAt: '2026-01-10T00:00:00.000Z', endsAt: '2026-04-10T00:00:00.000Z' }], now)).toBe(3);
    expect(breakMonthsUsed([{ startsAt: '2026-01-10T00:00:00.000Z', endsAt: '2026-02-20T00:00:00.000Z' }], now)).toBe(2);
    expect(breakMonthsUsed([{ startsAt: '2025-08-10T00:00:00.000Z', endsAt: '2025-12-10T00:00:00.000Z' }], now)).toBe(0);
  });
});

describe('calendar months, as commitments and billing periods count them', () => {
  it.each([
    ['2026-01-15T18:00:00.000Z', 3, '2026-04-15T18:00:00.000Z'],
    ['2025-08-31T18:00:00.000Z', 6, '2026-02-28T18:00:00.000Z'],
    ['2028-01-31T18:00:00.000Z', 1, '2028-02-29T18:00:00.000Z'],
    ['2026-03-01T18:00:00.000Z', 12, '2027-03-01T18:00:00.000Z'],
  ])('%s + %i months is %s (a month-end start ends on the last day of a shorter month)', (start, months, end) => {
    expect(addCalendarMonths(start, months)).toBe(end);
  });
});
