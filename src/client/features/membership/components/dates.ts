import { ACADEMY } from '#shared/academy';

/** Billing dates are the academy's calendar days (America/Los_Angeles), as on receipts. */
export function formatBillingDate(iso: string, dateStyle: 'medium' | 'long' = 'long'): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle, timeZone: ACADEMY.timeZone });
}

export function formatBillingDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: ACADEMY.timeZone });
}
