/**
 * Membership and payment rules shared by the pages and the server: statuses and how they read,
 * the payment-session id rules of the success page and the verify call, the billing period, and
 * the built-in test provider's cards. Pure functions; `now` is always a parameter.
 */
import type { BillingInterval } from './academy-plans';
import { addCalendarMonths } from './membership-terms';

export const MEMBERSHIP_STATUSES = ['active', 'past_due', 'canceled', 'expired'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const CHECKOUT_STATUSES = ['open', 'processing', 'complete', 'failed', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

export const PAYMENT_STATUSES = ['completed', 'failed', 'pending'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Verification retries on the success page (docs/product.md, Membership). */
export const VERIFY_MAX_RETRIES = 3;

export const SESSION_MESSAGES = {
  missingTitle: 'Missing Payment Session',
  missingText: 'No payment session ID found. If you just completed a payment, please try again or contact support.',
  invalidTitle: 'Invalid Session Format',
  invalidHint: 'Expected format: cs_xxxxxxxxxxxxx',
  failedTitle: 'Payment Verification Failed',
  failedText: 'There was an issue verifying your payment.',
  unknownError: 'Unknown error occurred',
} as const;

/**
 * A well-formed payment session id: prefix cs_ and at least 20 characters (docs/product.md,
 * Membership). The spec has a looser rule for the page (more than 10); the page uses this one too, so
 * an id the server will refuse is "Invalid Session Format" at once (decision 012).
 */
export function isVerifiableSessionId(id: string): boolean {
  return id.startsWith('cs_') && id.length >= 20 && id.length <= 255 && /^[A-Za-z0-9_]+$/.test(id);
}

/** "Paid" for a completed payment, the raw status otherwise (docs/product.md, Membership). */
export function paymentStatusLabel(status: string): string {
  return status === 'completed' ? 'Paid' : status;
}

/** The end of a billing period that starts at `startIso`: one calendar month or year later (UTC; Jan 31 + 1 month is Feb 28 or 29). */
export function addBillingInterval(startIso: string, interval: BillingInterval): string {
  return addCalendarMonths(startIso, interval === 'year' ? 12 : 1);
}

/**
 * The status a family sees: a membership canceled at period end becomes expired once the period is
 * over, and so does an active one from the test provider, which never renews on its own.
 */
export function effectiveMembershipStatus(
  row: { status: MembershipStatus; currentPeriodEnd: string; provider: string },
  now: Date,
): MembershipStatus {
  const isOver = Date.parse(row.currentPeriodEnd) <= now.getTime();
  if (!isOver) return row.status;
  if (row.status === 'canceled') return 'expired';
  if (row.status === 'active' && row.provider === 'test') return 'expired';
  return row.status;
}

/**
 * How each status reads on the membership card. A membership on a break reads Paused, never Active,
 * and never says it renews (docs/product.md, Membership: Breaks).
 */
export function membershipStatusText(status: MembershipStatus, pause?: { endsAt: string } | null): { label: string; detail: string } {
  if (pause && status !== 'expired') {
    return { label: 'Paused', detail: 'Your membership is on a break: nothing is charged and it does not renew while paused. Training and billing resume when the break ends.' };
  }
  switch (status) {
    case 'active':
      return { label: 'Active', detail: 'Your membership is active and renews automatically.' };
    case 'past_due':
      return { label: 'Payment past due', detail: 'Your last payment did not go through. Update your card in Manage Billing to keep training.' };
    case 'canceled':
      return { label: 'Canceled at period end', detail: 'Your membership stays active until the end of the current period, then ends.' };
    case 'expired':
      return { label: 'Expired', detail: 'Your membership has ended. Choose a plan to start again.' };
  }
}

/** The break's dates as the membership card, the dashboard and the member portal show them. */
export function pausedDatesText(pause: { startsAt: string; endsAt: string }, formatDate: (iso: string) => string): string {
  return `Paused from ${formatDate(pause.startsAt)} until ${formatDate(pause.endsAt)}`;
}

/* ------------------------------------------------------------------------------------------------
 * The built-in test provider's card form: no real card is ever charged.
 * --------------------------------------------------------------------------------------------- */

export const TEST_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
} as const;

export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  invalidNumber: 'Your card number is invalid.',
  testOnly:
    'Test mode accepts only the test cards 4242 4242 4242 4242 (payment succeeds) and 4000 0000 0000 0002 (payment is declined). No real card is charged.',
  expiryFormat: 'Enter the expiry date as MM/YY.',
  expiryPast: 'Your card’s expiration date is in the past.',
  cvc: 'Your card’s security code is incomplete.',
  name: 'Enter the name on the card.',
} as const;

export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn checksum every real card number satisfies. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY that is this month or later (a card is valid through the end of its expiry month). */
export function expiryProblem(value: string, now: Date): string | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return CARD_MESSAGES.expiryFormat;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return CARD_MESSAGES.expiryFormat;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < current ? CARD_MESSAGES.expiryPast : null;
}

export type TestCardOutcome = 'success' | 'decline' | 'invalid' | 'unsupported';

/** What the test provider does with a card number. */
export function testCardOutcome(cardNumber: string): TestCardOutcome {
  const digits = normalizeCardNumber(cardNumber);
  if (!isLuhnValid(digits)) return 'invalid';
  if (digits === TEST_CARDS.success) return 'success';
  if (digits === TEST_CARDS.decline) return 'decline';
  return 'unsupported';
}

/** "4242 4242 4242 4242" as the person types it. */
export function formatCardNumberInput(value: string): string {
  return normalizeCardNumber(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Dollars from integer cents for receipts and history lines: "$1,050.00". */
export function formatUsd(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
}
