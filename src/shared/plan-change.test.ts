/** The plan-change rules as a table: each pair of plans' kind, and the quote in integer cents. */
import { describe, expect, it } from 'vitest';
import { PLANS } from './academy-plans';
import { planChangeKind, quotePlanChange } from './plan-change';

describe('what each change is and costs', () => {
  const plan = (id: string) => ({ ...PLANS.find((p) => p.id === id)!, firstChargeCents: 0, hoursPerMonth: 0, hourlyRateCents: 0, benefits: [] as string[], schedule: { days: [] as string[], start: '', end: '' } });
  it('upgrades Core to Pro and switches monthly to annual at once; everything else waits for the period’s end', () => {
    const kinds = Object.fromEntries(
      PLANS.flatMap((from) => PLANS.filter((to) => to.id !== from.id).map((to) => [`${from.id}>${to.id}`, planChangeKind(plan(from.id), plan(to.id))])),
    );
    expect(kinds).toEqual({
      'core-monthly>core-annual': 'switch',
      'core-monthly>pro-monthly': 'upgrade',
      'core-monthly>pro-annual': 'switch',
      'core-annual>core-monthly': 'downgrade',
      'core-annual>pro-monthly': 'downgrade',
      'core-annual>pro-annual': 'upgrade',
      'pro-monthly>core-monthly': 'downgrade',
      'pro-monthly>core-annual': 'downgrade',
      'pro-monthly>pro-annual': 'switch',
      'pro-annual>core-monthly': 'downgrade',
      'pro-annual>core-annual': 'downgrade',
      'pro-annual>pro-monthly': 'downgrade',
    });
  });
  it('prorates in integer cents from the plans’ prices', () => {
    const period = { start: '2026-11-01T00:00:00.000Z', end: '2026-12-01T00:00:00.000Z' };
    const halfway = new Date('2026-11-16T00:00:00.000Z');
    expect(quotePlanChange(plan('core-monthly'), plan('pro-monthly'), period, halfway)).toEqual({ kind: 'upgrade', amountCents: 3_750, effectiveAt: halfway.toISOString(), periodStart: period.start, periodEnd: period.end });
    expect(quotePlanChange(plan('core-monthly'), plan('core-annual'), period, halfway)).toEqual({
      kind: 'switch',
      amountCents: 330_000 - 15_000,
      effectiveAt: halfway.toISOString(),
      periodStart: halfway.toISOString(),
      periodEnd: '2027-11-16T00:00:00.000Z',
    });
    expect(quotePlanChange(plan('pro-monthly'), plan('core-monthly'), period, halfway)).toMatchObject({ kind: 'downgrade', amountCents: 0, effectiveAt: period.end });
    // A third of a month left: 7,500 × 1/3 rounds once, to the cent.
    const third = { start: '2026-11-01T00:00:00.000Z', end: '2026-11-04T00:00:00.000Z' };
    expect(quotePlanChange(plan('core-monthly'), plan('pro-monthly'), third, new Date('2026-11-03T00:00:00.000Z')).amountCents).toBe(2_500);
    expect(quotePlanChange(plan('core-annual'), plan('pro-annual'), { start: '2026-01-01T00:00:00.000Z', end: '2027-01-01T00:00:00.000Z' }, new Date('2026-04-02T00:00:00.000Z')).amountCents).toBe(Math.round(90_000 * (274 / 365)));
  });
});
