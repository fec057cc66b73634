/**
 * Integration tests against the local Stripe fake (payments/testing/fake-stripe.ts): a test app whose
 * Stripe is the fake, and webhook deliveries signed as Stripe signs them.
 */
import type { LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import type { Dialect } from '#server/db/database';
import { type FakeStripe, startFakeStripe } from '#server/payments/testing/fake-stripe';
import { createTestApp, type TestApp } from './harness';

export const TEST_WEBHOOK_SECRET = 'whsec_test_bravo_webhook_secret';

/** The fake, and an app on `dialect` configured for it; close both when the file's tests end. */
export async function createStripeTestApp(dialect: Dialect): Promise<{ t: TestApp; fake: FakeStripe }> {
  const fake = await startFakeStripe();
  const t = await createTestApp(dialect, { stripe: { secretKey: 'sk_test_bravo', webhookSecret: TEST_WEBHOOK_SECRET, apiBase: fake.url } });
  return { t, fake };
}

export type WebhookOptions = {
  /** Sign with another secret (a forged delivery). */
  secret?: string;
  /** Sign as if at this time, in seconds (a replayed delivery). */
  timestamp?: number;
  /** Send this header instead, or none (null). */
  signature?: string | null;
  /** Send this body instead of the signed payload (a payload edited after signing). */
  body?: string;
};

/** POSTs the payload to the webhook with Stripe's signature header, as Stripe delivers an event. */
export function deliverWebhook(t: TestApp, payload: string, options: WebhookOptions = {}): Promise<LightMyRequestResponse> {
  const signature =
    options.signature === null
      ? undefined
      : (options.signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? TEST_WEBHOOK_SECRET, ...(options.timestamp ? { timestamp: options.timestamp } : {}) }));
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload: options.body ?? payload,
  });
}
