/**
 * Which payment provider this academy uses: Stripe when STRIPE_SECRET_KEY is set, otherwise the
 * built-in test provider. Apart from the interface (provider.ts), which the providers implement.
 */
import type { AppContext } from '#server/context';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider } from './test-provider';

export function createPaymentProvider(ctx: AppContext): PaymentProvider {
  return ctx.config.stripe ? createStripeProvider(ctx.config.stripe, ctx.config.appUrl) : createTestProvider(ctx.db);
}
