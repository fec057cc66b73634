/**
 * Billing operations' rules and messages (issue 39, point 8; docs/product.md, Billing operations):
 * refunds, credits to the next charge and the accountant's payments CSV. Pure, no I/O.
 */

export const BILLING_MESSAGES = {
  amount: 'Enter an amount in cents: a whole number from 1 to 1,000,000 dollars.',
  reasonRequired: 'Say why (the family and the audit log see it).',
  reasonTooLong: 'The reason can be at most 500 characters.',
  paymentNotFound: 'Payment not found.',
  familyNotFound: 'Family not found.',
  notRefundable: 'Only a completed payment can be refunded; this one failed or is still pending.',
  overRefund: 'The refund is more than what remains of this payment.',
  refundFailed: 'The payment provider did not make the refund. Nothing was refunded; try again later.',
  refundInProgress: 'This refund is already being made. Refresh in a moment.',
  dateFormat: 'Dates must be written YYYY-MM-DD.',
  dateOrder: 'The start date must be on or before the end date.',
  rangeTooLong: 'A payments export can cover at most 400 days.',
} as const;

/** Largest single refund or credit: $1,000,000 in cents, far above any academy charge. */
export const MAX_BILLING_CENTS = 100_000_000;
export const BILLING_REASON_MAX = 500;
/** The longest range one payments CSV covers (days, both ends included). */
export const PAYMENTS_CSV_MAX_DAYS = 400;

/** The columns of the accountant's CSV, in order (no child data). */
export const PAYMENTS_CSV_COLUMNS = [
  'date',
  'payment id',
  'family',
  'description',
  'type',
  'status',
  'amount',
  'refunded',
  'net',
  'provider',
  'provider reference',
] as const;

/** Integer cents as dollars with two decimals and no symbol or grouping ("-12.05"), for a spreadsheet. */
export function centsToDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Days from `from` to `to`, both YYYY-MM-DD, both ends included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** What a credit takes off a charge: never more than the charge or the credit; the rest carries over. */
export function creditToApply(chargeCents: number, availableCents: number): number {
  return Math.max(0, Math.min(chargeCents, availableCents));
}

/** What a person types as dollars ("12", "12.5", "$1,012.50") in cents, or null when it is not an amount. */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
