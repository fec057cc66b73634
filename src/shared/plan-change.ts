/**
 * What a plan change is and what it costs (issue 17, point 2; decision 043), as pure rules: the
 * server charges exactly this, and the page shows the same quote. A membership covers one athlete:
 * - upgrade (Core to Pro, same interval): at once, the prorated difference charged now;
 * - switch (monthly to annual): at once, a new yearly period, the year less the month's unused part;
 * - downgrade (anything else): at the end of the paid period, nothing charged.
 */
import { addBillingInterval } from './membership';
import type { PlanChangeKind, TMembershipType } from './validation/membership';

const TIER_RANK = { core: 0, pro: 1 } as const;
const INTERVAL_RANK = { month: 0, year: 1 } as const;

/** What kind of change going from one plan to another is (never called with the same plan). */
export function planChangeKind(from: TMembershipType, to: TMembershipType): PlanChangeKind {
  const tierUp = TIER_RANK[to.tier] - TIER_RANK[from.tier];
  const intervalUp = INTERVAL_RANK[to.interval] - INTERVAL_RANK[from.interval];
  if (tierUp >= 0 && intervalUp >= 0) return intervalUp > 0 ? 'switch' : 'upgrade';
  return 'downgrade';
}

export type PlanChangeQuote = {
  kind: PlanChangeKind;
  amountCents: number;
  effectiveAt: string;
  /** The paid period after the change (a switch starts a new yearly one). */
  periodStart: string;
  periodEnd: string;
};

/**
 * The price of a change at `now`, in integer cents. The unused share of the paid period is the
 * time left over the period's length (Stripe prorates the same way, to the second).
 */
export function quotePlanChange(from: TMembershipType, to: TMembershipType, period: { start: string; end: string }, now: Date): PlanChangeQuote {
  const kind = planChangeKind(from, to);
  const start = Date.parse(period.start);
  const end = Date.parse(period.end);
  const unused = end > start ? Math.min(1, Math.max(0, (end - now.getTime()) / (end - start))) : 0;
  const nowIso = now.toISOString();
  if (kind === 'upgrade') {
    return { kind, amountCents: Math.max(0, Math.round((to.priceCents - from.priceCents) * unused)), effectiveAt: nowIso, periodStart: period.start, periodEnd: period.end };
  }
  if (kind === 'switch') {
    const credit = Math.round(from.priceCents * unused);
    return { kind, amountCents: Math.max(0, to.priceCents - credit), effectiveAt: nowIso, periodStart: nowIso, periodEnd: addBillingInterval(nowIso, to.interval) };
  }
  return { kind, amountCents: 0, effectiveAt: period.end, periodStart: period.start, periodEnd: period.end };
}
