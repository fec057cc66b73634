/**
 * The end of a plan's minimum commitment (docs/product.md, Membership: 3, 6 or 12 months from the
 * first payment), counted as billing periods are (src/shared/membership.ts, addBillingInterval):
 * 31 August + 6 months is the last day of February.
 */
export function commitmentEnd(startIso: string, months: number): string {
  const start = new Date(startIso);
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end.toISOString();
}
