/**
 * Breaks and commitments as the API sends and takes them (issue 17, points 4 and 5; decision 042).
 * The balance of an early withdrawal is always the server's: a request never carries an amount.
 */
import { z } from 'zod';
import { BREAK_MONTHS_MESSAGE, isBreakLengthAllowed } from '../membership-terms';
import { ZDepartureFields } from './departures';
import { ZTestCardRequest } from './membership';

const ZMembershipId = z.string().trim().min(1, { error: 'Choose a membership.' }).max(100, { error: 'Choose a membership.' });

export const ZPauseRequest = z.object({
  membershipId: ZMembershipId,
  months: z.number({ error: BREAK_MONTHS_MESSAGE }).refine(isBreakLengthAllowed, { error: BREAK_MONTHS_MESSAGE }),
});
export type TPauseRequest = z.infer<typeof ZPauseRequest>;

export const ZResumeBreakRequest = z.object({ membershipId: ZMembershipId });
export type TResumeBreakRequest = z.infer<typeof ZResumeBreakRequest>;

export const WITHDRAW_CONFIRM_MESSAGE = 'Confirm that the remaining balance of the commitment is due before you cancel.';

/**
 * Cancel before the commitment ends: the family confirms the balance it was shown; with the test
 * provider it pays with a test card on our billing page (Stripe charges the saved card).
 */
export const ZWithdrawRequest = ZDepartureFields.extend({
  membershipId: ZMembershipId,
  confirmBalance: z.literal(true, { error: WITHDRAW_CONFIRM_MESSAGE }),
  card: ZTestCardRequest.optional(),
});
export type TWithdrawRequest = z.infer<typeof ZWithdrawRequest>;

export const ZMembershipBreak = z.object({
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  months: z.number().int(),
  /** The 4-month limit: past it the membership ends (permanent removal). */
  limitAt: z.string(),
});
export type TMembershipBreak = z.infer<typeof ZMembershipBreak>;

/** One membership's commitment and break, as the card and the billing page show them. */
export const ZMembershipTerms = z.object({
  membershipId: z.string(),
  commitmentMonths: z.number().int(),
  commitmentEndsAt: z.string(),
  isCommitted: z.boolean(),
  monthsPaid: z.number().int(),
  monthsRemaining: z.number().int(),
  remainingBalanceCents: z.number().int(),
  /** The balance charge, once paid: its receipt. */
  balancePaymentId: z.string().nullable(),
  activeBreak: ZMembershipBreak.nullable(),
  /** Whether a pause can start now (a live, unpaused membership). */
  canPause: z.boolean(),
});
export type TMembershipTerms = z.infer<typeof ZMembershipTerms>;

export const ZMembershipTermsResponse = z.object({ terms: z.array(ZMembershipTerms) });
export type TMembershipTermsResponse = z.infer<typeof ZMembershipTermsResponse>;

export const BREAK_MESSAGES = {
  notFound: 'Membership not found.',
  notLive: 'Only a live membership that is not already on a break can be paused.',
  notPaused: 'This membership is not on a break.',
  paused: (date: string) => `Paused until ${date}`,
  balanceDeclined: 'Your card was declined, so the remaining balance was not paid and your membership was not canceled.',
  balanceInProgress: 'The remaining balance is already being charged. Please wait a moment and try again.',
  cardRequired: 'Enter a test card to pay the remaining balance.',
  balanceDue: (amount: string, date: string) =>
    `Your commitment runs until ${date}: cancelling now means the remaining balance of ${amount} is due. Cancel from Manage Billing to pay it.`,
} as const;
