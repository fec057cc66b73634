/**
 * The built-in test provider: no account, no network. Its checkout sessions live in our own
 * checkout_sessions table and its hosted page is the SPA route /checkout/test/:sessionId, where
 * paying runs the same fulfilment as a Stripe webhook. One-time payments (the store) keep their
 * sessions in the feature's own rows and are paid on the feature's own test page.
 */
import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { AppError } from '#shared/errors';
import { CARD_MESSAGES, normalizeCardNumber, testCardOutcome } from '#shared/membership';
import { paths } from '#shared/page-paths';
import type { Db } from '#server/db/database';
import type { Database } from '#server/db/schema';
import type { PaymentProvider, ProviderCheckoutState } from './provider';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** cs_test_ + 32 characters from a cryptographic source. */
export function newTestSessionId(): string {
  let id = 'cs_test_';
  for (let i = 0; i < 32; i += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

/**
 * What a test card does when charged: 4242... pays, 4000...0002 declines. Any other number is refused
 * as a field error on the card (nothing charged, nothing written). Every test checkout, plan change
 * and balance payment reads the card here.
 */
export function chargeEnteredTestCard(cardNumber: string): 'success' | 'decline' {
  const outcome = testCardOutcome(cardNumber);
  if (outcome === 'invalid') throw new AppError('VALIDATION', CARD_MESSAGES.invalidNumber, { cardNumber: CARD_MESSAGES.invalidNumber });
  if (outcome === 'unsupported') throw new AppError('VALIDATION', CARD_MESSAGES.testOnly, { cardNumber: CARD_MESSAGES.testOnly });
  return outcome;
}

export function createTestProvider(db: Db): PaymentProvider {
  return {
    name: 'test',
    async createCheckout() {
      const sessionId = newTestSessionId();
      return { sessionId, url: paths.checkoutTest(sessionId) };
    },
    async createPaymentCheckout({ testCheckoutPath }) {
      const sessionId = newTestSessionId();
      return { sessionId, url: testCheckoutPath(sessionId) };
    },
    async retrieveCheckout(sessionId): Promise<ProviderCheckoutState> {
      const row = await db.selectFrom('checkout_sessions').select('status').where('id', '=', sessionId).executeTakeFirst();
      if (row?.status === 'complete') return { status: 'complete', paymentStatus: 'paid' };
      if (!row || row.status === 'expired' || row.status === 'failed') return { status: 'expired', paymentStatus: 'unpaid' };
      return { status: 'open', paymentStatus: 'unpaid' };
    },
    async refundPayment() {
      // Nothing was charged, so nothing leaves the machine: the refund row is the record (decision 079).
      return { reference: newTestSessionId().replace('cs_test_', 're_test_') };
    },
  };
}

/* Saved cards (decision 044) ------------------------------------------------------------------------
 * A membership renews with the card it was bought with, as Stripe Checkout makes the card a
 * subscription's default payment method. We keep what a real provider would let us keep: a brand
 * label, the last 4 digits, and (test mode only) what the card does when charged. Never the number.
 */

export type SavedTestCard = { brand: string; last4: string; testOutcome: 'pays' | 'declines' };

/** What we keep of a test card the family entered; undefined for a number the test provider refuses. */
export function savedTestCard(cardNumber: string): SavedTestCard | undefined {
  const outcome = testCardOutcome(cardNumber);
  if (outcome !== 'success' && outcome !== 'decline') return undefined;
  const digits = normalizeCardNumber(cardNumber);
  // Both test cards are Visa numbers (a leading 4).
  return { brand: digits.startsWith('4') ? 'Visa' : 'Card', last4: digits.slice(-4), testOutcome: outcome === 'success' ? 'pays' : 'declines' };
}

type Executor = Kysely<Database> | Transaction<Database>;

export async function saveTestCard(db: Executor, membershipId: string, card: SavedTestCard, nowIso: string): Promise<void> {
  await db
    .insertInto('membership_payment_methods')
    .values({ membership_id: membershipId, brand: card.brand, last4: card.last4, test_outcome: card.testOutcome, created_at: nowIso, updated_at: nowIso })
    .onConflict((oc) => oc.column('membership_id').doUpdateSet({ brand: card.brand, last4: card.last4, test_outcome: card.testOutcome, updated_at: nowIso }))
    .execute();
}

export async function findSavedTestCard(db: Executor, membershipId: string) {
  return db.selectFrom('membership_payment_methods').selectAll().where('membership_id', '=', membershipId).executeTakeFirst();
}

/**
 * Charges a membership's saved test card: nothing leaves the machine; 4242... pays and 4000...0002
 * declines, as at checkout. A membership without a saved card (bought before cards were kept)
 * cannot be charged: 'no-card', which the renewal treats as a decline asking for a card.
 */
export function chargeTestCard(card: { test_outcome: 'pays' | 'declines' } | undefined): 'paid' | 'declined' | 'no-card' {
  if (!card) return 'no-card';
  return card.test_outcome === 'pays' ? 'paid' : 'declined';
}

/**
 * Keeps the card a test checkout was just paid with, on the membership that payment started (in
 * the fulfilment's transaction): the membership the checkout granted at `nowIso`.
 */
export async function keepCheckoutCard(trx: Transaction<Database>, checkoutId: string, cardNumber: string, nowIso: string): Promise<void> {
  const card = savedTestCard(cardNumber);
  const checkout = await trx.selectFrom('checkout_sessions').select(['user_id', 'athlete_id']).where('id', '=', checkoutId).executeTakeFirst();
  if (!card || !checkout) return;
  let query = trx.selectFrom('memberships').select('id').where('user_id', '=', checkout.user_id).where('provider', '=', 'test').where('created_at', '=', nowIso);
  if (checkout.athlete_id) query = query.where('athlete_id', '=', checkout.athlete_id);
  const membership = await query.executeTakeFirst();
  if (membership) await saveTestCard(trx, membership.id, card, nowIso);
}
