/**
 * Who handles a provider event about a checkout: the feature that created it. A checkout names its
 * feature in metadata.kind (CreatePaymentCheckoutInput); membership's own sessions carry none. The
 * membership feature owns the one webhook route, and hands an event of another kind to the handler
 * that feature registered here while it started, so membership never imports the store.
 */
import type { AppContext } from '#server/context';
import type { CheckoutKind, PaymentProvider, ProviderEvent } from './provider';

export type CheckoutEventHandler = {
  kind: Exclude<CheckoutKind, 'membership'>;
  /** Applies a verified event; must be idempotent, as providers deliver events more than once. */
  handle(event: ProviderEvent, provider: PaymentProvider): Promise<void>;
};

// One list per app (tests build several apps in one process), filled while the features register.
const handlers = new WeakMap<AppContext, CheckoutEventHandler[]>();

export function registerCheckoutHandler(ctx: AppContext, handler: CheckoutEventHandler): void {
  const list = handlers.get(ctx) ?? [];
  if (list.some((h) => h.kind === handler.kind))
    throw new Error(`a checkout handler for "${handler.kind}" is already registered`);
  handlers.set(ctx, [...list, handler]);
}

/** The registered handler for the event's checkout kind, or undefined (membership's own events). */
export function checkoutHandlerFor(
  ctx: AppContext,
  event: ProviderEvent,
): CheckoutEventHandler | undefined {
  const metadata = event.object.metadata;
  const kind =
    metadata && typeof metadata === 'object'
      ? (metadata as Record<string, unknown>).kind
      : undefined;
  if (typeof kind !== 'string' || kind === 'membership') return undefined;
  return handlers.get(ctx)?.find((h) => h.kind === kind);
}
