/**
 * The PaymentProvider interface (docs/product.md, Membership): Stripe when STRIPE_SECRET_KEY is set,
 * otherwise the built-in test provider with its own hosted checkout page. The amount a provider
 * charges always comes from the membership type passed here, never from a request.
 */
import type { PaymentProviderName } from '#shared/membership';
import type { TMembershipType } from '#shared/validation/membership';

export type CheckoutCustomer = { id: string; email: string; name: string };

export type CreateCheckoutInput = {
  user: CheckoutCustomer;
  plan: TMembershipType;
  /** The provider's customer id, reused for every checkout of the family (Stripe only). */
  customer: string | null;
  /** Our reference for this attempt: the idempotency key and metadata.checkoutId. */
  checkoutId: string;
  /** The athlete the membership covers (metadata.athleteId; decision 040). */
  athleteId?: string | null;
};

export type CreatedCheckout = { sessionId: string; url: string };

/** Which feature a checkout belongs to: sent as metadata.kind, so a webhook reaches its handler. */
export type CheckoutKind = 'membership' | 'store';

/**
 * A one-time payment (the store): one line item whose amount the caller read from its own row,
 * never from a request.
 */
export type CreatePaymentCheckoutInput = {
  user: CheckoutCustomer;
  kind: CheckoutKind;
  item: { name: string; description: string; amountCents: number };
  /** Our reference for this attempt: the idempotency key and metadata.checkoutId. */
  checkoutId: string;
  /** Where the family lands after paying, and after leaving the checkout (paths, not URLs). */
  successPath: string;
  cancelPath: string;
  /** The built-in test provider's hosted page for a session id; other providers host their own. */
  testCheckoutPath: (sessionId: string) => string;
  /** The session cannot be paid after this (Stripe accepts 30 minutes to 24 hours). */
  expiresAt: Date;
};

/** A checkout session as the provider sees it now, with its subscription when there is one. */
export type ProviderCheckoutState = {
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  subscriptionId?: string | undefined;
  customerId?: string | undefined;
  /** A one-time payment's charge (Stripe's payment intent): its reference. */
  paymentIntentId?: string | undefined;
  /** The first invoice: the same charge as the checkout, so it is the payment's reference. */
  invoiceId?: string | undefined;
  periodStart?: string | undefined;
  periodEnd?: string | undefined;
  /** The provider's subscription status (active, past_due, canceled...). */
  subscriptionStatus?: string | undefined;
  cancelAtPeriodEnd?: boolean | undefined;
};

/** A verified provider event: only the fields the handlers read. */
export type ProviderEvent = {
  id: string;
  type: string;
  /** Seconds since the epoch, as the provider stamped it. */
  created: number;
  object: Record<string, unknown>;
};

export type SavedPaymentCharge = {
  customerId: string;
  subscriptionId: string | null;
  amountCents: number;
  description: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
};

/** A subscription moved to another plan at once (decision 043): what the provider now says. */
export type SubscriptionPlanChange = {
  subscriptionId: string | undefined;
  subscriptionStatus: string | undefined;
  cancelAtPeriodEnd: boolean;
  periodStart: string | undefined;
  periodEnd: string | undefined;
  /** The plan the subscription's price is for (price metadata, else the subscription's). */
  planId: string | undefined;
  /** The proration invoice, paid in the same request. */
  invoice: { id: string; amountPaidCents: number; paid: boolean } | null;
};

export type PaymentProvider = {
  name: PaymentProviderName;
  /** Creates the provider's customer for a family once (Stripe); the test provider needs none. */
  createCustomer?(user: CheckoutCustomer): Promise<string>;
  createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout>;
  /** A checkout in one-time payment mode (Stripe's mode: 'payment'). */
  createPaymentCheckout(input: CreatePaymentCheckoutInput): Promise<CreatedCheckout>;
  retrieveCheckout(sessionId: string): Promise<ProviderCheckoutState>;
  /** The provider's billing portal; without one the family gets our own page. */
  createPortal?(customerId: string): Promise<string>;
  /** Ends a subscription now (account deletion); the test provider has nothing to end. */
  cancelSubscription?(subscriptionId: string): Promise<void>;
  /**
   * Charges the family's saved payment method once (the early-withdrawal balance, decision 042):
   * off-session, under the idempotency key; a decline is an outcome, not an error.
   */
  chargeSavedPaymentMethod?(input: SavedPaymentCharge): Promise<{ status: 'succeeded'; reference: string } | { status: 'declined'; message: string }>;
  /** Pauses collection until `resumesAt` (no charge while paused), or resumes it now when null (decision 042). */
  pauseSubscription?(subscriptionId: string, resumesAt: string | null): Promise<void>;
  /** Cancels a subscription at the end of its period (after an early withdrawal's balance is paid). */
  cancelAtPeriodEnd?(subscriptionId: string): Promise<void>;
  /**
   * Moves a subscription to another plan now, the proration invoiced and paid in the same request
   * (an upgrade, or monthly to annual; decision 043). A decline changes nothing and is an outcome.
   */
  changeSubscriptionPlan?(input: { subscriptionId: string; plan: TMembershipType; idempotencyKey: string }): Promise<
    { status: 'changed'; change: SubscriptionPlanChange } | { status: 'declined'; message: string }
  >;
  /** Schedules a subscription's move to another plan at the end of its current period (a downgrade). */
  scheduleSubscriptionPlan?(input: { subscriptionId: string; plan: TMembershipType; idempotencyKey: string }): Promise<{ scheduleId: string; effectiveAt: string }>;
  /** Drops a scheduled change: the schedule is released and the subscription stays as it is. */
  releaseSubscriptionSchedule?(scheduleId: string): Promise<void>;
  /**
   * Refunds a paid charge, whole or part (decision 079), under the idempotency key; `reference` is
   * the payment's provider reference. Throws when the provider refuses.
   */
  refundPayment?(input: { reference: string; amountCents: number; idempotencyKey: string; metadata: Record<string, string> }): Promise<{ reference: string }>;
  /**
   * Takes a credit off a subscription's renewal invoice while it is still a draft (Stripe: a negative
   * invoice item), under the idempotency key; throws when the provider refuses (decision 085).
   */
  creditInvoice?(input: { customerId: string; invoiceId: string; amountCents: number; description: string; idempotencyKey: string; metadata: Record<string, string> }): Promise<{ reference: string }>;
  /** Verifies the signature on the raw body and returns the event, or throws (400). */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): ProviderEvent;
};
