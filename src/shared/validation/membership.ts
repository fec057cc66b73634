/**
 * Membership and payment API contracts. The checkout request carries a plan id and the athlete it
 * is for: the amount always comes from the server's membership type. A membership covers one
 * athlete (decision 040).
 */
import { z } from 'zod';
import {
  CARD_MESSAGES,
  CHECKOUT_STATUSES,
  MEMBERSHIP_STATUSES,
  PAYMENT_PROVIDERS,
  SESSION_MESSAGES,
  expiryProblem,
  isVerifiableSessionId,
  normalizeCardNumber,
} from '../membership';
import { ZDepartureFields } from './departures';
import { ZSessionsRemaining } from './sessions';
import { BIDI_CONTROLS_MESSAGE, LINE_BREAK_MESSAGE, hasNoBidiControls, isSingleLineText } from './text';

/** Checkout with no athlete born 2014-2017 in the family (a membership is for an athlete's training). */
export const NO_ELIGIBLE_ATHLETE_MESSAGE = 'Add your athlete (born 2014-2017) in Profile before choosing a plan: a membership is for an athlete’s training.';
export const UNKNOWN_PLAN_MESSAGE = 'Unknown membership plan. Choose Core or Pro, monthly or annual.';
/** Checkout without an athlete id while several eligible athletes have no membership. */
export const CHOOSE_ATHLETE_MESSAGE = 'Choose which athlete this membership is for.';
/** Cancel or resume without a membership id while the family has several. */
export const CHOOSE_MEMBERSHIP_MESSAGE = 'Choose which athlete’s membership to change.';
/** Checkout for an athlete who already holds a live membership (one per athlete, decision 040). */
export function athleteHasMembershipMessage(firstName: string): string {
  return `${firstName} already has a membership. Use Manage Billing to change or cancel it.`;
}

/** The name a membership shows for its athlete: the first name (the family's own pages). */
export function athleteFirstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}

export const ZMembershipType = z.object({
  id: z.string(),
  tier: z.enum(['core', 'pro']),
  name: z.string(),
  label: z.string(),
  description: z.string(),
  interval: z.enum(['month', 'year']),
  priceCents: z.number().int(),
  joinFeeCents: z.number().int(),
  firstChargeCents: z.number().int(),
  sessionsPerMonth: z.number().int(),
  hoursPerSession: z.number(),
  hoursPerMonth: z.number(),
  /** What one training hour costs, from the same plan data (decision 002: Pro is 24 hours a month). */
  hourlyRateCents: z.number().int(),
  commitmentMonths: z.number().int(),
  schedule: z.object({ days: z.array(z.string()), start: z.string(), end: z.string() }),
  benefits: z.array(z.string()),
  isMostPopular: z.boolean(),
});
export type TMembershipType = z.infer<typeof ZMembershipType>;

/** A downgrade waiting for the end of the paid period (decision 043): the plan it moves to, and when. */
export const ZScheduledPlanChange = z.object({ planLabel: z.string(), effectiveAt: z.string() });
export type TScheduledPlanChange = z.infer<typeof ZScheduledPlanChange>;

export const ZMembershipPause = z.object({ startsAt: z.string(), endsAt: z.string() });

/** A membership as its row says it; what the API sends adds sessions remaining (ZMembership). */
export const ZMembershipRecord = z.object({
  id: z.string(),
  plan: ZMembershipType,
  status: z.enum(MEMBERSHIP_STATUSES),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  hoursPerMonth: z.number(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The athlete it covers; null once that athlete was removed from the family. */
  athleteId: z.string().nullable(),
  /** That athlete's first name. */
  athleteName: z.string().nullable(),
  /** When it began (its first payment): the start of its commitment. */
  startedAt: z.string(),
  scheduledChange: ZScheduledPlanChange.nullable(),
  /** Its break while paused (from, until): it reads Paused and does not renew (docs/product.md, Membership). */
  pause: ZMembershipPause.nullable(),
});
export type TMembershipRecord = z.infer<typeof ZMembershipRecord>;

/** Sessions remaining are counted from the schedule's rows (src/shared/sessions-remaining.ts), never stored. */
export const ZMembership = ZMembershipRecord.extend({ remaining: ZSessionsRemaining });
export type TMembership = z.infer<typeof ZMembership>;

/** One of the family's athletes as the membership page offers them at checkout. */
export const ZMembershipAthlete = z.object({
  id: z.string(),
  firstName: z.string(),
  /** Born 2014-2017: a membership may be bought for them. */
  isEligible: z.boolean(),
  /** Their live membership (active, past due, or canceled within its period), if any. */
  membershipId: z.string().nullable(),
});
export type TMembershipAthlete = z.infer<typeof ZMembershipAthlete>;

export const ZMembershipResponse = z.object({
  /** Each athlete's current membership (the newest per athlete, live ones first), then any of a removed athlete. */
  memberships: z.array(ZMembership),
  athletes: z.array(ZMembershipAthlete),
  hasPendingCheckout: z.boolean(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Invite-only (docs/product.md, Admissions): the family is admitted or its address holds an open invitation. */
  mayBuy: z.boolean(),
  /** Credit the academy granted that comes off the next charge (decision 079). */
  creditCents: z.number().int(),
});
export type TMembershipResponse = z.infer<typeof ZMembershipResponse>;

const ZId = z.string().trim().min(1).max(64);

export const ZCheckoutRequest = z.object({
  membershipTypeId: z.string({ error: UNKNOWN_PLAN_MESSAGE }).trim().min(1, { error: UNKNOWN_PLAN_MESSAGE }).max(64, { error: UNKNOWN_PLAN_MESSAGE }),
  /** The athlete the membership is for; may be left out when only one eligible athlete has none. */
  athleteId: ZId.optional(),
});
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;

/** Cancel or resume one membership; may be left out when the family has one. */
export const ZMembershipChangeRequest = z.object({ membershipId: ZId.optional() });
export type TMembershipChangeRequest = z.infer<typeof ZMembershipChangeRequest>;

/** Cancel at the period's end, with why (issue 39, point 3): the reason is optional here, see ZDepartureFields. */
export const ZCancelRequest = ZMembershipChangeRequest.extend(ZDepartureFields.shape);
export type TCancelRequest = z.infer<typeof ZCancelRequest>;

export const ZUrlResponse = z.object({ url: z.string() });

/** The verify call's session id (cs_ and at least 20 characters); anything else is 'Invalid Session Format'. */
export const ZSessionId = z.string({ error: SESSION_MESSAGES.invalidTitle }).superRefine((value, ctx) => {
  if (!isVerifiableSessionId(value)) {
    ctx.addIssue({ code: 'custom', message: SESSION_MESSAGES.invalidTitle, params: { appCode: 'INVALID_SESSION_ID' } });
  }
});

export const ZVerifyRequest = z.object({ sessionId: ZSessionId });

export const ZVerifyResponse = z.object({
  /** pending: paid, the bank still confirming; unpaid: the checkout was never paid (or was declined). */
  status: z.enum(['success', 'pending', 'unpaid']),
  membership: ZMembership.nullable(),
});
export type TVerifyResponse = z.infer<typeof ZVerifyResponse>;

export const ZPayment = z.object({
  id: z.string(),
  paymentType: z.string(),
  description: z.string(),
  amountCents: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
  /** What the academy refunded of it (decision 079). */
  refundedCents: z.number().int(),
});
export type TPayment = z.infer<typeof ZPayment>;

export const ZBillingEvent = z.object({
  id: z.string(),
  type: z.string(),
  description: z.string(),
  createdAt: z.string(),
});
export type TBillingEvent = z.infer<typeof ZBillingEvent>;

export const ZPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  cursor: z.string().max(200).optional(),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const ZPaymentsPage = z.object({ payments: z.array(ZPayment), nextCursor: z.string().nullable() });
export type TPaymentsPage = z.infer<typeof ZPaymentsPage>;

/** A paid charge's receipt (Profile > Billing): what was paid, when, by whom and how. */
export const ZReceipt = z.object({
  paymentId: z.string(),
  /** Printed on the receipt and its PDF: the payment's date and the start of its id. */
  number: z.string(),
  paidAt: z.string(),
  description: z.string(),
  paymentType: z.string(),
  amountCents: z.number().int(),
  method: z.string(),
  reference: z.string(),
  billedTo: z.object({ name: z.string(), email: z.string() }),
  /** The refunds of this payment, oldest first (decision 079). */
  refunds: z.array(z.object({ amountCents: z.number().int(), refundedAt: z.string(), reason: z.string() })),
  /** A credit the academy took off this charge before it was made. */
  creditCents: z.number().int(),
});
export type TReceipt = z.infer<typeof ZReceipt>;
export const ZReceiptParams = z.object({ paymentId: z.string().min(1).max(100) });
/** A receipt of another family's payment, or of a charge that was not paid, is not found (404). */
export const RECEIPT_NOT_FOUND = 'Receipt not found.';

export const ZBillingEventsPage = z.object({ events: z.array(ZBillingEvent), nextCursor: z.string().nullable() });
export type TBillingEventsPage = z.infer<typeof ZBillingEventsPage>;

/** The test provider's hosted checkout page. */
export const ZTestCheckout = z.object({
  sessionId: z.string(),
  status: z.enum(CHECKOUT_STATUSES),
  academyName: z.string(),
  email: z.string(),
  plan: ZMembershipType,
  /** The first name of the athlete the membership is for. */
  athleteName: z.string().nullable(),
  priceCents: z.number().int(),
  joinFeeCents: z.number().int(),
  firstChargeCents: z.number().int(),
  commitmentTotalCents: z.number().int(),
});
export type TTestCheckout = z.infer<typeof ZTestCheckout>;

/** The test card form; the same schema validates the page and the server. */
export function testCardSchema(now: () => Date = () => new Date()) {
  return z.object({
    cardNumber: z
      .string()
      .max(30, { error: CARD_MESSAGES.invalidNumber })
      .refine((v) => /^\d{12,19}$/.test(normalizeCardNumber(v)), { error: CARD_MESSAGES.invalidNumber }),
    expiry: z.string().max(10, { error: CARD_MESSAGES.expiryFormat }).superRefine((value, ctx) => {
      const problem = expiryProblem(value, now());
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    cvc: z.string().trim().regex(/^\d{3,4}$/, { error: CARD_MESSAGES.cvc }),
    nameOnCard: z
      .string()
      .refine(isSingleLineText, { error: `Name on card: ${LINE_BREAK_MESSAGE}` })
      .refine(hasNoBidiControls, { error: `Name on card: ${BIDI_CONTROLS_MESSAGE}` })
      .trim()
      .min(1, { error: CARD_MESSAGES.name })
      .max(100, { error: CARD_MESSAGES.name }),
  });
}
export const ZTestCardRequest = testCardSchema();
export type TTestCardRequest = z.infer<typeof ZTestCardRequest>;

/** A dashboard membership card (one per athlete's membership): plan, status, sessions and hours a month (Pro doubles Core's hours). */
export const ZMembershipSummary = z.object({
  planId: z.string(),
  planName: z.string(),
  planLabel: z.string(),
  tier: z.enum(['core', 'pro']),
  status: z.enum(MEMBERSHIP_STATUSES),
  remaining: ZSessionsRemaining,
  sessionsPerMonth: z.number().int(),
  hoursPerMonth: z.number(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  athleteId: z.string().nullable(),
  athleteName: z.string().nullable(),
  scheduledChange: ZScheduledPlanChange.nullable(),
  pause: ZMembershipPause.nullable(),
});
export type TMembershipSummary = z.infer<typeof ZMembershipSummary>;

export function toMembershipSummary(membership: TMembership): TMembershipSummary {
  return {
    planId: membership.plan.id,
    planName: membership.plan.name,
    planLabel: membership.plan.label,
    tier: membership.plan.tier,
    status: membership.status,
    remaining: membership.remaining,
    sessionsPerMonth: membership.plan.sessionsPerMonth,
    hoursPerMonth: membership.hoursPerMonth,
    currentPeriodEnd: membership.currentPeriodEnd,
    cancelAtPeriodEnd: membership.cancelAtPeriodEnd,
    athleteId: membership.athleteId,
    athleteName: membership.athleteName,
    scheduledChange: membership.scheduledChange,
    pause: membership.pause,
  };
}

/* Plan changes (issue 17, point 2; decision 043) ------------------------------------------------ */

/**
 * upgrade: Core to Pro on the same billing interval, at once, the prorated difference charged now.
 * switch: monthly to annual, at once: the year is charged now less the unused part of the month.
 * downgrade: anything else (Pro to Core, annual to monthly): at the end of the paid period, nothing charged.
 */
export const PLAN_CHANGE_KINDS = ['upgrade', 'switch', 'downgrade'] as const;
export type PlanChangeKind = (typeof PLAN_CHANGE_KINDS)[number];

export const PLAN_CHANGE_MESSAGES = {
  notFound: 'Membership not found.',
  samePlan: 'This membership is already on that plan. Choose another plan to change to.',
  notActive: 'Only an active membership can change plan: a canceled, ended or past-due one cannot.',
  onBreak: 'This membership is on a break. Resume it before changing plan.',
  inProgress: 'A plan change for this membership is already being made. Please wait a moment and try again.',
  changed: 'This membership’s plan has just changed. Reload the page to see it.',
  cardRequired: 'Enter a test card to pay the price difference.',
  declined: 'Your card was declined, so the plan was not changed and nothing was charged.',
  otherProvider: 'This membership is billed by another payment provider: change it there.',
  scheduled: (plan: string, date: string) => `A change to ${plan} is already scheduled for ${date}.`,
  noneScheduled: 'No plan change is scheduled for this membership.',
  committed: (plan: string, date: string) =>
    `Your ${plan} commitment runs until ${date}: a lower plan can start at the end of the billing period in which the commitment ends.`,
} as const;

/** One plan a membership can change to, with what the change costs now or when it takes effect. */
export const ZPlanChangeOption = z.object({
  plan: ZMembershipType,
  kind: z.enum(PLAN_CHANGE_KINDS),
  /** Charged now (the server's figure; Stripe computes the same proration to the second). 0 for a downgrade. */
  amountCents: z.number().int(),
  /** Now for an upgrade or a switch; the end of the paid period for a downgrade. */
  effectiveAt: z.string(),
  /** Why this change cannot be made now (a commitment, a break...); null when it can. */
  problem: z.string().nullable(),
});
export type TPlanChangeOption = z.infer<typeof ZPlanChangeOption>;

export const ZPlanChangeOptions = z.object({
  membershipId: z.string(),
  currentPlanId: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** A downgrade waiting for the end of the period. */
  scheduled: z.object({ plan: ZMembershipType, effectiveAt: z.string() }).nullable(),
  options: z.array(ZPlanChangeOption),
});
export type TPlanChangeOptions = z.infer<typeof ZPlanChangeOptions>;

export const ZPlanChangeQuery = z.object({ membershipId: ZId });
/** Keep the current plan: drop a downgrade scheduled for the period's end. */
export const ZCancelPlanChangeRequest = z.object({ membershipId: ZId });

/** The family's choice; any amount it sends is ignored (the server computes the proration). */
export const ZPlanChangeRequest = z.object({
  membershipId: ZId,
  membershipTypeId: z.string({ error: UNKNOWN_PLAN_MESSAGE }).trim().min(1, { error: UNKNOWN_PLAN_MESSAGE }).max(64, { error: UNKNOWN_PLAN_MESSAGE }),
  /** The test provider's card for the price difference (it keeps no card between payments). */
  card: ZTestCardRequest.optional(),
});
export type TPlanChangeRequest = z.infer<typeof ZPlanChangeRequest>;

export const ZPlanChangeResult = z.object({
  kind: z.enum(PLAN_CHANGE_KINDS),
  plan: ZMembershipType,
  amountCents: z.number().int(),
  effectiveAt: z.string(),
  /** The charge's receipt, when one was paid. */
  paymentId: z.string().nullable(),
  options: ZPlanChangeOptions,
});
export type TPlanChangeResult = z.infer<typeof ZPlanChangeResult>;
