/**
 * The built-in test provider: no account, no network. Its checkout sessions live in our own
 * checkout_sessions table and its hosted page is the SPA route /checkout/test/:sessionId, where
 * paying runs the same fulfilment as a Stripe webhook. One-time payments (the store) keep their
 * sessions in the feature's own rows and are paid on the feature's own test page.
 */
import { randomInt } from 'node:crypto';
import { paths } from '#shared/page-paths';
import type { Db } from '#server/db/database';
import type { PaymentProvider, ProviderCheckoutState } from './provider';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** cs_test_ + 32 characters from a cryptographic source. */
export function newTestSessionId(): string {
  let id = 'cs_test_';
  for (let i = 0; i < 32; i += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
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
  };
}
