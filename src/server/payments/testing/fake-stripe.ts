/**
 * A small local fake of the Stripe API for tests (no network): customers, Checkout Sessions (with
 * `expand[]=subscription`), Billing Portal sessions and configurations, prices, plan changes
 * (subscription updates with proration invoices, subscription schedules), invoice items on draft invoices and idempotency keys, speaking Stripe's form
 * encoding and JSON shapes. Tests drive the "Stripe side" (a customer paying, a subscription being
 * canceled) through its helpers and build events from its objects.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Obj = Record<string, unknown>;

export type FakeRequest = { method: string; path: string; params: Obj; idempotencyKey: string | undefined };

const rid = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const seconds = (ms = Date.now()) => Math.floor(ms / 1000);

/** Stripe's form encoding: a[b][0][c]=v → { a: { b: [ { c: 'v' } ] } }. */
export function parseStripeForm(body: string): Obj {
  const root: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.replace(/\]/g, '').split('[');
    let node: Obj = root;
    path.forEach((key, index) => {
      if (index === path.length - 1) node[key] = value;
      else node = (node[key] ??= {}) as Obj;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value as Obj).map(([k, v]) => [k, arrays(v)] as const);
    return entries.length && entries.every(([k]) => /^\d+$/.test(k))
      ? entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v)
      : Object.fromEntries(entries);
  };
  return arrays(root) as Obj;
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export async function startFakeStripe() {
  const requests: FakeRequest[] = [];
  const customers = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const paymentIntents = new Map<string, Obj>();
  const refunds = new Map<string, Obj>();
  /** Set decline to make the next off-session charges fail with a card error. */
  const paymentIntentOutcome = { decline: false };
  const prices = new Map<string, Obj>();
  const schedules = new Map<string, Obj>();
  const portalConfigurations = new Map<string, Obj>();
  /**
   * Called after a subscription's price changed and before Stripe answers the request: a test
   * delivers the resulting webhooks here to race the app's own handling of the answer.
   */
  const hooks: { afterPlanChange?: ((subscription: Obj, invoice: Obj) => Promise<void>) | undefined } = {};

  function newPrice(input: { unitAmount: number; interval: string | undefined; lookupKey?: unknown; metadata?: unknown }): Obj {
    const price: Obj = {
      id: rid('price'),
      object: 'price',
      active: true,
      currency: 'usd',
      unit_amount: input.unitAmount,
      recurring: input.interval ? { interval: input.interval, interval_count: 1 } : null,
      lookup_key: input.lookupKey ?? null,
      metadata: input.metadata ?? {},
      product: rid('prod'),
    };
    prices.set(price.id as string, price);
    return price;
  }

  const DAY_S = 86_400;
  const intervalSeconds = (interval: unknown) => (interval === 'year' ? 365 : 30) * DAY_S;
  const itemOf = (subscription: Obj) => ((subscription.items as Obj).data as Obj[])[0]!;
  const cardError = { status: 402, body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } } };

  /**
   * A subscription's price replaced at once (Stripe's proration, to the second): the same interval
   * keeps the period and charges the difference for its unused share; a new interval starts a new
   * period now and charges the new price less the unused share of the old one.
   */
  function changeSubscriptionPrice(subscription: Obj, params: Obj): { status: number; body: unknown } | { subscription: Obj; invoice: Obj } {
    const item = itemOf(subscription);
    const wanted = ((params.items as Obj[])[0] ?? {}) as Obj;
    if (wanted.id !== item.id) return notFound('No such subscription item');
    const next = prices.get(String(wanted.price));
    if (!next) return notFound('No such price');
    if (paymentIntentOutcome.decline && params.payment_behavior === 'error_if_incomplete') return cardError;
    const old = item.price as Obj;
    const now = seconds();
    const start = item.current_period_start as number;
    const end = item.current_period_end as number;
    const unused = Math.min(1, Math.max(0, (end - now) / (end - start)));
    const oldInterval = (old.recurring as Obj | null)?.interval;
    const newInterval = (next.recurring as Obj | null)?.interval;
    let amount: number;
    let period: { start: number; end: number };
    if (oldInterval === newInterval) {
      amount = Math.round(((next.unit_amount as number) - (old.unit_amount as number)) * unused);
      period = { start, end };
    } else {
      amount = (next.unit_amount as number) - Math.round((old.unit_amount as number) * unused);
      period = { start: now, end: now + intervalSeconds(newInterval) };
    }
    Object.assign(item, { price: next, current_period_start: period.start, current_period_end: period.end });
    subscription.metadata = { ...(subscription.metadata as Obj), ...((params.metadata as Obj | undefined) ?? {}) };
    const invoice = newInvoice(subscription, {
      billingReason: 'subscription_update',
      amount: Math.max(0, amount),
      periodStart: now,
      periodEnd: period.end,
      paid: true,
      metadata: subscription.metadata as Obj,
    });
    subscription.latest_invoice = invoice.id;
    return { subscription, invoice };
  }

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': rid('req') });
    res.end(JSON.stringify(body));
  }

  const notFound = (message: string) => ({ status: 404, body: { error: { type: 'invalid_request_error', message } } });

  function route(method: string, path: string, params: Obj): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: rid('cus'), object: 'customer', email: params.email, name: params.name, metadata: params.metadata ?? {} };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${randomBytes(24).toString('hex')}`;
      const lineItems = (params.line_items ?? []) as Obj[];
      const total = lineItems.reduce((sum, item) => sum + Number((item.price_data as Obj).unit_amount) * Number(item.quantity ?? 1), 0);
      const session: Obj = {
        id,
        object: 'checkout.session',
        mode: params.mode,
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        customer: params.customer ?? null,
        customer_email: params.customer_email ?? null,
        client_reference_id: params.client_reference_id ?? null,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        metadata: params.metadata ?? {},
        subscription_metadata: (params.subscription_data as Obj | undefined)?.metadata ?? {},
        line_items_params: lineItems,
        amount_total: total,
        subscription: null,
        invoice: null,
        payment_intent: null,
        created: seconds(),
        expires_at: params.expires_at ? Number(params.expires_at) : seconds() + 86_400,
      };
      sessions.set(id, session);
      return { status: 200, body: publicSession(session, false) };
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && sessionMatch) {
      const session = sessions.get(decodeURIComponent(sessionMatch[1]!));
      if (!session) return notFound('No such checkout.session');
      const expand = (params.expand ?? []) as string[];
      return { status: 200, body: publicSession(session, expand.includes('subscription')) };
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && subscriptionMatch) {
      const subscription = subscriptions.get(decodeURIComponent(subscriptionMatch[1]!));
      if (!subscription) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such subscription' } } };
      subscription.status = 'canceled';
      return { status: 200, body: subscription };
    }
    if (method === 'GET' && subscriptionMatch) {
      const subscription = subscriptions.get(decodeURIComponent(subscriptionMatch[1]!));
      return subscription ? { status: 200, body: subscription } : notFound('No such subscription');
    }
    if (method === 'POST' && subscriptionMatch) {
      // Updates the breaks and early withdrawals use (decision 042): pause_collection and cancel_at_period_end.
      const subscription = subscriptions.get(decodeURIComponent(subscriptionMatch[1]!));
      if (!subscription) return notFound('No such subscription');
      if ('items' in params) {
        // A plan change (decision 043): the price replaced, the proration invoiced and paid now.
        const changed = changeSubscriptionPrice(subscription, params);
        if ('status' in changed) return changed;
        const expand = (params.expand ?? []) as string[];
        return { status: 200, body: expand.includes('latest_invoice') ? { ...subscription, latest_invoice: changed.invoice } : subscription, afterPlanChange: changed } as { status: number; body: unknown };
      }
      if ('cancel_at_period_end' in params && subscription.schedule) {
        return { status: 400, body: { error: { type: 'invalid_request_error', message: `The subscription is managed by the subscription schedule \`${String(subscription.schedule)}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.` } } };
      }
      if ('pause_collection' in params) subscription.pause_collection = params.pause_collection === '' ? null : params.pause_collection;
      if ('cancel_at_period_end' in params) subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
      return { status: 200, body: subscription };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      if (paymentIntentOutcome.decline) {
        return { status: 402, body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } } };
      }
      const intent = { id: rid('pi'), object: 'payment_intent', status: 'succeeded', amount: Number(params.amount), currency: params.currency, customer: params.customer, payment_method: params.payment_method, metadata: params.metadata ?? {} };
      paymentIntents.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      if (!params.payment_intent && !params.charge) return { status: 400, body: { error: { type: 'invalid_request_error', message: 'One of charge or payment_intent is required.' } } };
      const refund = { id: rid('re'), object: 'refund', status: 'succeeded', amount: Number(params.amount), currency: 'usd', payment_intent: params.payment_intent ?? null, charge: params.charge ?? null, metadata: params.metadata ?? {} };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    if (method === 'POST' && path === '/v1/invoiceitems') {
      // An item added to a draft invoice (a credit is a negative amount); a finalized one refuses it.
      const invoice = invoices.get(String(params.invoice));
      if (!invoice) return notFound('No such invoice');
      if (invoice.customer !== params.customer) return { status: 400, body: { error: { type: 'invalid_request_error', message: 'The invoice belongs to another customer.' } } };
      if (invoice.status !== 'draft') return { status: 400, body: { error: { type: 'invalid_request_error', message: `You can only add invoice items to draft invoices. This invoice is ${String(invoice.status)}.` } } };
      const item = { id: rid('ii'), object: 'invoiceitem', amount: Number(params.amount), currency: params.currency, customer: params.customer, invoice: invoice.id, description: params.description ?? null, metadata: params.metadata ?? {} };
      ((invoice.lines as Obj).data as Obj[]).push({ id: rid('il'), object: 'line_item', amount: item.amount, description: item.description, metadata: item.metadata });
      invoice.amount_due = Math.max(0, (invoice.amount_due as number) + item.amount);
      return { status: 200, body: item };
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const invoice = invoices.get(String(params.invoice));
      const intent = invoice ? String(invoice.payment_intent ?? '') : '';
      const data = intent ? [{ id: rid('inpay'), object: 'invoice_payment', invoice: invoice!.id, payment: { type: 'payment_intent', payment_intent: intent } }] : [];
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/invoice_payments' } };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!customers.has(String(params.customer))) return notFound('No such customer');
      if (params.configuration !== undefined && !portalConfigurations.has(String(params.configuration))) return notFound('No such configuration');
      return {
        status: 200,
        body: { id: rid('bps'), object: 'billing_portal.session', customer: params.customer, configuration: params.configuration ?? null, return_url: params.return_url, url: `https://billing.stripe.test/p/session/${rid('x')}` },
      };
    }
    if (method === 'GET' && path === '/v1/billing_portal/configurations') {
      const data = [...portalConfigurations.values()].filter((c) => params.active === undefined || String(c.active) === params.active);
      return { status: 200, body: { object: 'list', data, has_more: false, url: path } };
    }
    if (method === 'POST' && path === '/v1/billing_portal/configurations') {
      const configuration = { id: rid('bpc'), object: 'billing_portal.configuration', active: true, is_default: false, features: params.features ?? {}, metadata: params.metadata ?? {}, default_return_url: params.default_return_url ?? null };
      portalConfigurations.set(configuration.id, configuration);
      return { status: 200, body: configuration };
    }
    if (method === 'GET' && path === '/v1/prices') {
      const keys = (params.lookup_keys ?? []) as string[];
      const data = [...prices.values()].filter((p) => p.active === true && keys.includes(String(p.lookup_key)));
      return { status: 200, body: { object: 'list', data, has_more: false, url: path } };
    }
    if (method === 'POST' && path === '/v1/prices') {
      if (params.lookup_key) for (const other of prices.values()) if (other.lookup_key === params.lookup_key) other.lookup_key = null;
      const price = newPrice({ unitAmount: Number(params.unit_amount), interval: (params.recurring as Obj | undefined)?.interval as string | undefined, lookupKey: params.lookup_key, metadata: params.metadata });
      return { status: 200, body: price };
    }
    if (method === 'POST' && path === '/v1/subscription_schedules') {
      const subscription = subscriptions.get(String(params.from_subscription));
      if (!subscription) return notFound('No such subscription');
      if (subscription.schedule) return { status: 400, body: { error: { type: 'invalid_request_error', message: 'The subscription is already attached to a schedule.' } } };
      const item = itemOf(subscription);
      const phase = { start_date: item.current_period_start, end_date: item.current_period_end, items: [{ price: (item.price as Obj).id, quantity: 1 }], metadata: {} };
      const schedule: Obj = { id: rid('sub_sched'), object: 'subscription_schedule', subscription: subscription.id, status: 'active', end_behavior: 'release', current_phase: { start_date: phase.start_date, end_date: phase.end_date }, phases: [phase] };
      schedules.set(schedule.id as string, schedule);
      subscription.schedule = schedule.id;
      return { status: 200, body: schedule };
    }
    const releaseMatch = /^\/v1\/subscription_schedules\/([^/]+)\/release$/.exec(path);
    if (method === 'POST' && releaseMatch) {
      const schedule = schedules.get(decodeURIComponent(releaseMatch[1]!));
      if (!schedule) return notFound('No such subscription_schedule');
      const subscription = subscriptions.get(schedule.subscription as string);
      if (subscription) subscription.schedule = null;
      Object.assign(schedule, { status: 'released', released_subscription: schedule.subscription, subscription: null });
      return { status: 200, body: schedule };
    }
    const scheduleMatch = /^\/v1\/subscription_schedules\/([^/]+)$/.exec(path);
    if (scheduleMatch) {
      const schedule = schedules.get(decodeURIComponent(scheduleMatch[1]!));
      if (!schedule) return notFound('No such subscription_schedule');
      if (method === 'POST') {
        if (params.end_behavior) schedule.end_behavior = params.end_behavior;
        if (params.phases) {
          schedule.phases = (params.phases as Obj[]).map((p) => ({
            ...p,
            start_date: p.start_date === undefined ? undefined : Number(p.start_date),
            end_date: p.end_date === undefined ? undefined : Number(p.end_date),
            items: ((p.items ?? []) as Obj[]).map((i) => ({ price: i.price, quantity: Number(i.quantity ?? 1) })),
          }));
        }
      }
      return { status: 200, body: schedule };
    }
    return notFound(`Unrecognized request URL (${method}: ${path})`);
  }

  function publicSession(session: Obj, expandSubscription: boolean): Obj {
    const { subscription_metadata: _m, line_items_params: _l, ...rest } = session;
    const subscriptionId = session.subscription as string | null;
    return { ...rest, subscription: expandSubscription && subscriptionId ? subscriptions.get(subscriptionId) : subscriptionId };
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake.stripe');
      if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_test_')) {
        send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        return;
      }
      if (outage.isDown) {
        send(res, 500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
        return;
      }
      const method = req.method ?? 'GET';
      const params = method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(Buffer.concat(chunks).toString('utf8'));
      const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
      requests.push({ method, path: url.pathname, params, idempotencyKey: key });
      const cacheKey = key && method === 'POST' ? `${url.pathname}:${key}` : undefined;
      const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
      const result = cached ?? route(method, url.pathname, params);
      const { afterPlanChange, ...answer } = result as { status: number; body: unknown; afterPlanChange?: { subscription: Obj; invoice: Obj } };
      if (cacheKey && !cached) idempotent.set(cacheKey, answer);
      const hook = !cached && afterPlanChange ? hooks.afterPlanChange : undefined;
      if (hook && afterPlanChange) {
        hook(structuredClone(afterPlanChange.subscription), structuredClone(afterPlanChange.invoice)).then(
          () => send(res, answer.status, answer.body),
          () => send(res, 500, { error: { type: 'api_error', message: 'test hook failed' } }),
        );
        return;
      }
      send(res, answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const outage = { isDown: false };
  const { port } = server.address() as AddressInfo;

  function requireSession(id: string): Obj {
    const session = sessions.get(id);
    if (!session) throw new Error(`fake stripe: no session ${id}`);
    return session;
  }

  function newInvoice(subscription: Obj, input: { billingReason: string; amount: number; periodStart: number; periodEnd: number; paid: boolean; metadata: Obj }): Obj {
    const invoice: Obj = {
      id: rid('in'),
      object: 'invoice',
      billing_reason: input.billingReason,
      amount_due: input.amount,
      amount_paid: input.paid ? input.amount : 0,
      // Not on Stripe's invoice object; kept here for the invoice_payments list that names it.
      payment_intent: input.paid ? rid('pi') : null,
      attempt_count: 1,
      customer: subscription.customer,
      status: input.paid ? 'paid' : 'open',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: input.metadata } },
      lines: { object: 'list', data: [{ id: rid('il'), object: 'line_item', period: { start: input.periodStart, end: input.periodEnd } }] },
    };
    invoices.set(invoice.id as string, invoice);
    return invoice;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** While down, every request answers 500, as Stripe does in an outage. */
    setDown(isDown: boolean) {
      outage.isDown = isDown;
    },
    customers,
    sessions,
    subscriptions,
    paymentIntents,
    refunds,
    paymentIntentOutcome,
    prices,
    schedules,
    invoices,
    portalConfigurations,
    hooks,

    /**
     * The period ends and a subscription schedule's next phase begins: the subscription takes the
     * phase's price and metadata, a new period starts and its invoice is paid; 'release' detaches it.
     */
    advanceSchedule(subscriptionId: string) {
      const subscription = subscriptions.get(subscriptionId);
      const schedule = subscription?.schedule ? schedules.get(subscription.schedule as string) : undefined;
      if (!subscription || !schedule) throw new Error(`fake stripe: no schedule on ${subscriptionId}`);
      const phase = (schedule.phases as Obj[])[1];
      if (!phase) throw new Error('fake stripe: the schedule has no next phase');
      const price = prices.get(String(((phase.items as Obj[])[0] as Obj).price))!;
      const item = itemOf(subscription);
      const start = item.current_period_end as number;
      const end = start + intervalSeconds((price.recurring as Obj | null)?.interval);
      Object.assign(item, { price, current_period_start: start, current_period_end: end });
      subscription.metadata = { ...(subscription.metadata as Obj), ...((phase.metadata as Obj | undefined) ?? {}) };
      Object.assign(schedule, { status: 'released', current_phase: null });
      subscription.schedule = null;
      const invoice = newInvoice(subscription, { billingReason: 'subscription_cycle', amount: price.unit_amount as number, periodStart: start, periodEnd: end, paid: true, metadata: subscription.metadata as Obj });
      subscription.latest_invoice = invoice.id;
      return { subscription: structuredClone(subscription), invoice };
    },

    /** The customer finishes Checkout: paid now, or "unpaid" while an asynchronous payment clears. */
    completeSession(id: string, options: { paid: boolean; periodDays?: number } = { paid: true }) {
      const session = requireSession(id);
      const customer = (session.customer as string | null) ?? rid('cus');
      const start = seconds();
      const end = start + (options.periodDays ?? 30) * 86_400;
      const recurring = ((session.line_items_params as Obj[]) ?? []).map((l) => l.price_data as Obj).find((d) => d && d.recurring);
      const price = newPrice({ unitAmount: Number(recurring?.unit_amount ?? 0), interval: ((recurring?.recurring as Obj | undefined)?.interval as string | undefined) ?? 'month' });
      const subscription: Obj = {
        id: rid('sub'),
        object: 'subscription',
        status: options.paid ? 'active' : 'incomplete',
        cancel_at_period_end: false,
        pause_collection: null,
        default_payment_method: 'pm_card_visa',
        customer,
        metadata: session.subscription_metadata,
        schedule: null,
        items: { object: 'list', data: [{ id: rid('si'), object: 'subscription_item', price, quantity: 1, current_period_start: start, current_period_end: end }] },
      };
      subscriptions.set(subscription.id as string, subscription);
      const invoice = newInvoice(subscription, {
        billingReason: 'subscription_create',
        amount: session.amount_total as number,
        periodStart: start,
        periodEnd: end,
        paid: options.paid,
        metadata: session.subscription_metadata as Obj,
      });
      subscription.latest_invoice = invoice.id;
      Object.assign(session, { status: 'complete', payment_status: options.paid ? 'paid' : 'unpaid', customer, subscription: subscription.id, invoice: invoice.id });
      return { session: publicSession(session, false), subscription, invoice };
    },

    /** The customer pays a one-time (mode: 'payment') Checkout Session: a payment intent, no subscription. */
    payPaymentSession(id: string) {
      const session = requireSession(id);
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: rid('pi') });
      return publicSession(session, false);
    },

    /** The session passes its expires_at unpaid. */
    expireSession(id: string) {
      const session = requireSession(id);
      Object.assign(session, { status: 'expired' });
      return publicSession(session, false);
    },

    /** An asynchronous payment clears (or not) after Checkout completed unpaid. */
    settleSession(id: string, paid: boolean) {
      const session = requireSession(id);
      session.payment_status = paid ? 'paid' : 'unpaid';
      const subscription = subscriptions.get(session.subscription as string)!;
      subscription.status = paid ? 'active' : 'incomplete_expired';
      const invoice = invoices.get(session.invoice as string)!;
      Object.assign(invoice, paid ? { status: 'paid', amount_paid: invoice.amount_due } : { status: 'void' });
      return { session: publicSession(session, false), subscription, invoice };
    },

    updateSubscription(id: string, patch: Obj) {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new Error(`fake stripe: no subscription ${id}`);
      Object.assign(subscription, patch);
      return structuredClone(subscription);
    },

    /** The next period's invoice for a subscription (a renewal), paid or failed. */
    renewalInvoice(subscriptionId: string, options: { paid: boolean; amount: number; periodDays?: number }) {
      const subscription = subscriptions.get(subscriptionId)!;
      const item = ((subscription.items as Obj).data as Obj[])[0]!;
      const start = item.current_period_end as number;
      const end = start + (options.periodDays ?? 30) * 86_400;
      if (options.paid) Object.assign(item, { current_period_start: start, current_period_end: end });
      return newInvoice(subscription, {
        billingReason: 'subscription_cycle',
        amount: options.amount,
        periodStart: start,
        periodEnd: end,
        paid: options.paid,
        metadata: subscription.metadata as Obj,
      });
    },

    /**
     * The next period's invoice as Stripe first creates it (invoice.created): a draft, open to
     * invoice items for about an hour. `payDraft` then finalizes and pays it for what is due.
     */
    draftRenewalInvoice(subscriptionId: string, options: { amount: number; periodDays?: number }) {
      const subscription = subscriptions.get(subscriptionId)!;
      const start = itemOf(subscription).current_period_end as number;
      const invoice = newInvoice(subscription, { billingReason: 'subscription_cycle', amount: options.amount, periodStart: start, periodEnd: start + (options.periodDays ?? 30) * 86_400, paid: false, metadata: subscription.metadata as Obj });
      invoice.status = 'draft';
      return structuredClone(invoice);
    },

    payDraft(invoiceId: string) {
      const invoice = invoices.get(invoiceId)!;
      const line = ((invoice.lines as Obj).data as Obj[])[0]!;
      Object.assign(itemOf(subscriptions.get(((invoice.parent as Obj).subscription_details as Obj).subscription as string)!), {
        current_period_start: (line.period as Obj).start,
        current_period_end: (line.period as Obj).end,
      });
      Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, payment_intent: (invoice.amount_due as number) > 0 ? rid('pi') : null });
      return structuredClone(invoice);
    },

    /** A Stripe event around an object (a snapshot, as Stripe sends it). */
    event(type: string, object: Obj, created = seconds()) {
      return {
        id: rid('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: structuredClone(object) },
      };
    },

    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
