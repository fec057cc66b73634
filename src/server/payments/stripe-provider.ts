/**
 * Stripe: Checkout in subscription mode (the plan as a recurring price, the join fee as a one-time
 * line item) and in payment mode (a store order, metadata.kind 'store'), one customer per family, the Billing Portal, and webhook signatures checked on the
 * raw body. Tests point the SDK at a local fake through config.stripe.apiBase.
 */
import Stripe from 'stripe';
import { AppError } from '#shared/errors';
import { paths } from '#shared/page-paths';
import type { AppConfig } from '#server/config';
import type { TMembershipType } from '#shared/validation/membership';
import type { PaymentProvider, ProviderCheckoutState, SubscriptionPlanChange } from './provider';

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

/**
 * The plan a subscription is on: its price's metadata (the prices plan changes create), else the
 * subscription's metadata (Checkout's inline prices carry none). The membership follows this.
 */
export function subscriptionPlanId(subscription: Record<string, unknown>): string | undefined {
  const items = (subscription.items as { data?: Record<string, unknown>[] } | undefined)?.data ?? [];
  const price = items[0]?.price;
  const fromPrice = price && typeof price === 'object' ? ((price as { metadata?: Record<string, unknown> }).metadata ?? {}).membershipTypeId : undefined;
  const fromSubscription = ((subscription.metadata as Record<string, unknown> | undefined) ?? {}).membershipTypeId;
  const id = fromPrice ?? fromSubscription;
  return typeof id === 'string' && id ? id : undefined;
}

/**
 * The Billing Portal's configuration: card, invoices and contact details only. Cancelling goes
 * through our early withdrawal, which charges the commitment's balance first (decision 042), and plan
 * changes through our page, which keeps the commitment rules (decision 043). The version is in its
 * metadata, so a changed configuration is a new one.
 */
export const PORTAL_CONFIGURATION_VERSION = 'bravo-portal-v1';

export function createStripeProvider(config: StripeConfig, appUrl: string): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    ...connection(config.apiBase),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Bravo Academy' },
  });

  /** Our recurring price for a plan, found by its lookup key or created once (decision 043). */
  const prices = new Map<string, Promise<string>>();
  async function findOrCreatePrice(plan: TMembershipType): Promise<string> {
    const lookupKey = `bravo-${plan.id}-${plan.priceCents}`;
    const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    if (found.data[0]) return found.data[0].id;
    const price = await stripe.prices.create(
      {
        currency: 'usd',
        unit_amount: plan.priceCents,
        recurring: { interval: plan.interval },
        product_data: { name: plan.label },
        lookup_key: lookupKey,
        transfer_lookup_key: true,
        metadata: { membershipTypeId: plan.id },
      },
      { idempotencyKey: `price-${lookupKey}` },
    );
    return price.id;
  }
  function priceFor(plan: TMembershipType): Promise<string> {
    const key = `${plan.id}:${plan.priceCents}`;
    let price = prices.get(key);
    if (!price) {
      price = findOrCreatePrice(plan);
      prices.set(key, price);
      price.catch(() => prices.delete(key));
    }
    return price;
  }

  let portalConfiguration: Promise<string> | undefined;
  async function findOrCreatePortalConfiguration(): Promise<string> {
    const list = await stripe.billingPortal.configurations.list({ active: true, limit: 100 });
    const found = list.data.find((c) => c.metadata?.bravo === PORTAL_CONFIGURATION_VERSION);
    if (found) return found.id;
    const created = await stripe.billingPortal.configurations.create(
      {
        features: {
          subscription_cancel: { enabled: false },
          subscription_update: { enabled: false },
          payment_method_update: { enabled: true },
          invoice_history: { enabled: true },
          customer_update: { enabled: true, allowed_updates: ['email', 'name', 'address', 'phone'] },
        },
        default_return_url: `${appUrl}${paths.membership()}`,
        metadata: { bravo: PORTAL_CONFIGURATION_VERSION },
      },
      { idempotencyKey: `portal-configuration-${PORTAL_CONFIGURATION_VERSION}` },
    );
    return created.id;
  }

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

    async refundPayment({ reference, amountCents, idempotencyKey, metadata }) {
      // A payment's reference is its payment intent (a one-time charge), or the invoice a
      // subscription paid, whose payment intent (or charge) Stripe refunds.
      let target: { payment_intent: string } | { charge: string } | undefined;
      if (reference.startsWith('pi_')) target = { payment_intent: reference };
      else if (reference.startsWith('ch_')) target = { charge: reference };
      else if (reference.startsWith('in_')) {
        const payments = await stripe.invoicePayments.list({ invoice: reference, limit: 1 });
        const payment = payments.data[0]?.payment;
        const intent = idOf(payment?.payment_intent);
        const charge = idOf(payment?.charge);
        target = intent ? { payment_intent: intent } : charge ? { charge } : undefined;
      }
      if (!target) throw new AppError('CONFLICT', 'Stripe has no charge for this payment to refund.');
      const refund = await stripe.refunds.create({ ...target, amount: amountCents, reason: 'requested_by_customer', metadata }, { idempotencyKey });
      if (refund.status === 'failed' || refund.status === 'canceled') throw new Error(`Stripe refund ${refund.id} ${refund.status}`);
      return { reference: refund.id };
    },

    async creditInvoice({ customerId, invoiceId, amountCents, description, idempotencyKey, metadata }) {
      // A negative invoice item on the renewal's draft invoice: Stripe charges the rest.
      const item = await stripe.invoiceItems.create({ customer: customerId, invoice: invoiceId, amount: -amountCents, currency: 'usd', description, metadata }, { idempotencyKey });
      return { reference: item.id };
    },

    async pauseSubscription(subscriptionId, resumesAt) {
      await stripe.subscriptions.update(subscriptionId, {
        pause_collection: resumesAt ? { behavior: 'void', resumes_at: Math.floor(Date.parse(resumesAt) / 1000) } : '',
      });
    },

    async cancelAtPeriodEnd(subscriptionId) {
      // A subscription carrying a scheduled downgrade (decision 043) refuses a direct cancellation:
      // the schedule is released first, since a membership that ends has no next plan.
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const schedule = idOf(subscription.schedule);
      if (schedule) await stripe.subscriptionSchedules.release(schedule, {}, { idempotencyKey: `release-${schedule}` });
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    },

    async createPortal(customerId) {
      if (!portalConfiguration) {
        portalConfiguration = findOrCreatePortalConfiguration();
        portalConfiguration.catch(() => (portalConfiguration = undefined));
      }
      const configuration = await portalConfiguration;
      const portal = await stripe.billingPortal.sessions.create({ customer: customerId, configuration, return_url: `${appUrl}${paths.membership()}` });
      return portal.url;
    },

    // Decision 043: an upgrade or a switch to annual replaces the subscription's price at once, and
    // Stripe invoices the proration and charges it in the same request; error_if_incomplete makes a
    // decline leave the subscription as it was. Monthly to annual changes the interval, so Stripe
    // starts the new yearly period now by itself.
    async changeSubscriptionPlan({ subscriptionId, plan, idempotencyKey }) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
      const price = await priceFor(plan);
      let updated: Stripe.Subscription;
      try {
        updated = await stripe.subscriptions.update(
          subscriptionId,
          {
            items: [{ id: item.id, price }],
            proration_behavior: 'always_invoice',
            payment_behavior: 'error_if_incomplete',
            metadata: { membershipTypeId: plan.id },
            expand: ['latest_invoice'],
          },
          { idempotencyKey },
        );
      } catch (error) {
        if ((error as { type?: string }).type === 'StripeCardError') return { status: 'declined', message: (error as Error).message };
        throw error;
      }
      const raw = updated as unknown as Record<string, unknown>;
      const invoice = updated.latest_invoice && typeof updated.latest_invoice === 'object' ? updated.latest_invoice : null;
      const change: SubscriptionPlanChange = {
        ...subscriptionState(raw),
        planId: subscriptionPlanId(raw),
        invoice:
          invoice && invoice.id && invoice.billing_reason === 'subscription_update'
            ? { id: invoice.id, amountPaidCents: invoice.amount_paid, paid: invoice.status === 'paid' }
            : null,
      };
      return { status: 'changed', change };
    },

    async releaseSubscriptionSchedule(scheduleId) {
      try {
        await stripe.subscriptionSchedules.release(scheduleId, {}, { idempotencyKey: `release-${scheduleId}` });
      } catch (error) {
        // Released or completed already: the subscription has no scheduled change left.
        if ((error as { type?: string }).type === 'StripeInvalidRequestError') return;
        throw error;
      }
    },

    // Decision 043: a downgrade is a subscription schedule: the current phase runs to the period's
    // end, then a phase on the new price, no proration; 'release' leaves a plain subscription after.
    async scheduleSubscriptionPlan({ subscriptionId, plan, idempotencyKey }) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const existing = idOf(subscription.schedule);
      const schedule = existing
        ? await stripe.subscriptionSchedules.retrieve(existing)
        : await stripe.subscriptionSchedules.create({ from_subscription: subscriptionId }, { idempotencyKey: `${idempotencyKey}-schedule` });
      const currentStart = schedule.current_phase?.start_date;
      const phase = schedule.phases.find((p) => p.start_date === currentStart) ?? schedule.phases[0];
      if (!phase) throw new Error(`Stripe schedule ${schedule.id} has no phase`);
      const price = await priceFor(plan);
      await stripe.subscriptionSchedules.update(
        schedule.id,
        {
          end_behavior: 'release',
          phases: [
            {
              items: phase.items.map((i) => ({ price: idOf(i.price)!, quantity: i.quantity ?? 1 })),
              start_date: phase.start_date,
              end_date: phase.end_date,
            },
            {
              items: [{ price, quantity: 1 }],
              duration: { interval: plan.interval, interval_count: 1 },
              proration_behavior: 'none',
              metadata: { membershipTypeId: plan.id },
            },
          ],
        },
        { idempotencyKey },
      );
      return { scheduleId: schedule.id, effectiveAt: new Date(phase.end_date * 1000).toISOString() };
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
