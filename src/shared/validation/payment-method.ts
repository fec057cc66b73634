/**
 * A test-provider membership's saved card (issue 17, point 3; decision 044): what the billing page
 * shows and what replacing it sends. The server keeps a brand label and the last 4 digits only, as
 * a real provider would let us; the number itself is never stored or returned.
 */
import { z } from 'zod';
import { ZTestCardRequest } from './membership';

export const PAYMENT_METHOD_MESSAGES = {
  notFound: 'Membership not found.',
  notTestProvider: 'This membership’s card is managed in the billing portal.',
  notLive: 'This membership does not renew, so it has no card to update.',
} as const;

export const ZPaymentMethodParams = z.object({ membershipId: z.string().trim().min(1).max(64) });

export const ZSavedCard = z.object({
  /** "Visa test card". */
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  updatedAt: z.string(),
});
export type TSavedCard = z.infer<typeof ZSavedCard>;

/** The renewal the new card paid at once, when the membership was past due. */
export const RENEWAL_OUTCOMES = ['renewed', 'declined', 'not-due'] as const;

export const ZPaymentMethodResponse = z.object({
  membershipId: z.string(),
  card: ZSavedCard.nullable(),
  renewal: z.enum(RENEWAL_OUTCOMES).optional(),
});
export type TPaymentMethodResponse = z.infer<typeof ZPaymentMethodResponse>;

/** Replacing the card: the test card form (number, expiry, security code, name), checked as at checkout. */
export const ZReplaceCardRequest = ZTestCardRequest;
export type TReplaceCardRequest = z.infer<typeof ZReplaceCardRequest>;
