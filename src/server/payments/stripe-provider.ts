/**
 * Stripe: Checkout in subscription mode (the plan as a recurring price, the join fee as a one-time
 * line item) and in payment mode (a store order, metadata.kind 'store'), one customer per family, the Billing Portal, and webhook signatures checked on the
 * raw body. Tests point the SDK at a local fake through config.stripe.apiBase.
 */
import Stripe from 'stripe';
import { AppError } from '#shared/errors';
import { paths } from '#shared/page-paths';
import type { AppConfig } from '#server/config';
import type { PaymentProvider, ProviderCheckoutState } from './provider';

type StripeConfig = NonNullable<AppConfig['stripe']>;

export const INVALID_SIGNATURE_MESSAGE = 'Invalid webhook signature.';

function connection(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const idOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value ? String((value as { id: unknown }).id) : undefined;

const isoFromSeconds = (seconds: unknown): string | undefined =>
  typeof seconds === 'number' && Number.isFinite(seconds) ? new Date(seconds * 1000).toISOString() : undefined;

/** A subscription's state; the period sits on its items in current API versions, on itself before. */
export function subscriptionState(subscription: Record<string, unknown>) {
  const items = (subscription.items as { data?: Record<string, unknown>[] } | undefined)?.data ?? [];
  const item = items[0] ?? {};
  return {
    subscriptionId: idOf(subscription.id),
    subscriptionStatus: typeof subscription.status === 'string' ? subscription.status : undefined,
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
    periodStart: isoFromSeconds(item.current_period_start ?? subscription.current_period_start),
    periodEnd: isoFromSeconds(item.current_period_end ?? subscription.current_period_end),
  };
}

export function createStripeProvider(config: StripeConfig, appUrl: string): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    ...connection(config.apiBase),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Bravo Academy' },
  });

  return {
    name: 'stripe',

    async createCustomer(user) {
      const customer = await stripe.customers.create(
        { email: user.email, name: user.name, metadata: { userId: user.id } },
        { idempotencyKey: `customer-${user.id}` },
      );
      return customer.id;
    },

    async createCheckout({ user, plan, customer, checkoutId, athleteId }) {
      const metadata = { userId: user.id, membershipTypeId: plan.id, checkoutId, ...(athleteId ? { athleteId } : {}) };
      const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: plan.priceCents,
            recurring: { interval: plan.interval },
            product_data: { name: plan.label, description: plan.description },
          },
        },
      ];
      if (plan.joinFeeCents > 0) {
        lineItems.push({
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: plan.joinFeeCents, product_data: { name: 'Join fee (one-time)' } },
        });
      }
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: lineItems,
          ...(customer ? { customer } : { customer_email: user.email }),
          client_reference_id: user.id,
          // Stripe fills in {CHECKOUT_SESSION_ID}, so the query is written out, not encoded.
          success_url: `${appUrl}${paths.membershipSuccess()}?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${appUrl}${paths.membership()}`,
          metadata,
          subscription_data: { metadata },
        },
        { idempotencyKey: `checkout-${checkoutId}` },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return { sessionId: session.id, url: session.url };
    },

    async createPaymentCheckout({ user, kind, item, checkoutId, successPath, cancelPath, expiresAt }) {
      const metadata = { kind, userId: user.id, checkoutId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            { quantity: 1, price_data: { currency: 'usd', unit_amount: item.amountCents, product_data: { name: item.name, description: item.description } } },
          ],
          customer_email: user.email,
          client_reference_id: user.id,
          success_url: `${appUrl}${successPath}`,
          cancel_url: `${appUrl}${cancelPath}`,
          metadata,
          payment_intent_data: { metadata },
          expires_at: Math.floor(expiresAt.getTime() / 1000),
        },
        { idempotencyKey: `checkout-${checkoutId}` },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return { sessionId: session.id, url: session.url };
    },

    async retrieveCheckout(sessionId): Promise<ProviderCheckoutState> {
      const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] });
      const subscription = session.subscription && typeof session.subscription === 'object'
        ? subscriptionState(session.subscription as unknown as Record<string, unknown>)
        : { subscriptionId: idOf(session.subscription) };
      return {
        status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
        paymentStatus: session.payment_status === 'paid' ? 'paid' : session.payment_status === 'no_payment_required' ? 'no_payment_required' : 'unpaid',
        customerId: idOf(session.customer),
        invoiceId: idOf(session.invoice),
        paymentIntentId: idOf(session.payment_intent),
        ...subscription,
      };
    },

    async cancelSubscription(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `cancel-${subscriptionId}` });
      } catch (error) {
        // Already gone (canceled earlier, or deleted in the dashboard): nothing left to charge.
        if ((error as { code?: string }).code === 'resource_missing') return;
        throw error;
      }
    },

    // Decision 042: a PaymentIntent on the subscription's saved card, confirmed off-session, so the
    // outcome is known before the cancellation is made (an invoice would settle asynchronously).
    async chargeSavedPaymentMethod({ customerId, subscriptionId, amountCents, description, idempotencyKey, metadata }) {
      const subscription = subscriptionId ? await stripe.subscriptions.retrieve(subscriptionId) : null;
      let paymentMethod = idOf(subscription?.default_payment_method);
      if (!paymentMethod) {
        const customer = await stripe.customers.retrieve(customerId);
        paymentMethod = 'deleted' in customer && customer.deleted ? undefined : idOf(customer.invoice_settings?.default_payment_method);
      }
      if (!paymentMethod) return { status: 'declined', message: 'There is no saved card for this membership.' };
      try {
        const intent = await stripe.paymentIntents.create(
          { amount: amountCents, currency: 'usd', customer: customerId, payment_method: paymentMethod, off_session: true, confirm: true, description, metadata },
          { idempotencyKey },
        );
        if (intent.status === 'succeeded') return { status: 'succeeded', reference: intent.id };
        return { status: 'declined', message: 'The card needs the cardholder’s confirmation.' };
      } catch (error) {
        if ((error as { type?: string }).type === 'StripeCardError') return { status: 'declined', message: (error as Error).message };
        throw error;
      }
    },

    async pauseSubscription(subscriptionId, resumesAt) {
      await stripe.subscriptions.update(subscriptionId, {
        pause_collection: resumesAt ? { behavior: 'void', resumes_at: Math.floor(Date.parse(resumesAt) / 1000) } : '',
      });
    },

    async cancelAtPeriodEnd(subscriptionId) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    },

    async createPortal(customerId) {
      const portal = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: `${appUrl}${paths.membership()}` });
      return portal.url;
    },

    parseWebhook(rawBody, signature) {
      if (!signature || !config.webhookSecret) throw new AppError('VALIDATION', INVALID_SIGNATURE_MESSAGE);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch {
        throw new AppError('VALIDATION', INVALID_SIGNATURE_MESSAGE);
      }
      return {
        id: event.id,
        type: event.type,
        created: event.created,
        object: event.data.object as unknown as Record<string, unknown>,
      };
    },
  };
}
