/**
 * The store's rules shared by the pages and the server (docs/product.md, Store): product and order
 * statuses and how they read, the images we draw, how long a checkout holds a size, the membership
 * teaser computed from the plans, and the store's messages. Money is integer cents.
 */
import { PLANS } from './academy-plans';

export const PRODUCT_STATUSES = ['coming_soon', 'available', 'sold_out'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  coming_soon: 'Coming Soon',
  available: 'Available',
  sold_out: 'Sold Out',
};

/**
 * An order's life: pending while its checkout holds the size, then paid (the academy prepares it)
 * and fulfilled (handed to the family); a declined card or an expired checkout gives the size back.
 */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'fulfilled',
  'declined',
  'expired',
  'failed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid, being prepared',
  fulfilled: 'Fulfilled',
  declined: 'Card declined',
  expired: 'Checkout expired',
  failed: 'Not completed',
};

/** The illustrations the client draws (no external images); a product names one by key. */
export const STORE_IMAGES = [
  'training-kit',
  'match-ball',
  'training-shoes',
  'shin-guards',
  'backpack',
  'gift-card',
  'equipment',
] as const;
export type StoreImage = (typeof STORE_IMAGES)[number];

/** How long a checkout holds the size it reserved; unpaid after this, the size goes back on sale. */
export const ORDER_HOLD_MINUTES = 30;

/** The most of one size a family orders at once (a typing mistake beyond it, or a family holding the shelf). */
export const MAX_ORDER_QUANTITY = 5;

/**
 * A family's holds on one product and size, taken together, last at most ORDER_HOLD_MINUTES within
 * this window: ordering again after a hold ran out unpaid gets only what is left of it (issue 37).
 */
export const HOLD_WINDOW_MINUTES = 120;

/** The most a product may cost, and the most of one size staff may stock (typing mistakes). */
export const MAX_PRODUCT_PRICE_CENTS = 100_000;
export const MAX_SIZE_STOCK = 10_000;

/** Whether a product can be ordered now: Available and at least one size in stock. */
export function isOrderable(product: {
  status: ProductStatus;
  sizes: readonly { stock: number }[];
}): boolean {
  return product.status === 'available' && product.sizes.some((s) => s.stock > 0);
}

/** The status a family sees: an Available product with no size left reads Sold Out. */
export function displayedStatus(product: {
  status: ProductStatus;
  sizes: readonly { stock: number }[];
}): ProductStatus {
  return product.status === 'available' && !product.sizes.some((s) => s.stock > 0)
    ? 'sold_out'
    : product.status;
}

/**
 * The store's membership teaser (docs/product.md, Store): the cheapest monthly plan, its name and
 * its commitment ("from $300/month, Core Plan, 3-month commitment"), read from the plans.
 */
export function membershipTeaser(plans = PLANS) {
  const cheapest = plans
    .filter((p) => p.interval === 'month')
    .reduce((a, b) => (b.priceCents < a.priceCents ? b : a));
  return {
    fromCents: cheapest.priceCents,
    planName: cheapest.name,
    planId: cheapest.id,
    commitmentMonths: cheapest.commitmentMonths,
  };
}

export const STORE_MESSAGES = {
  unknownProduct: 'Unknown product. Choose a product from the store.',
  unknownSize: 'Unknown size for this product. Choose one of the sizes shown.',
  priceNotAccepted:
    'An order sends only the product and the size: the price always comes from the store.',
  notAvailable: 'This product is not available to order yet.',
  soldOut: (size: string) => `Size ${size} is sold out. Choose another size.`,
  orderNotFound: 'Order not found.',
  checkoutExpired:
    'This checkout has expired and the size went back on sale. Return to the store to order again.',
  notPaid: 'Only a paid order can be marked fulfilled.',
  unavailable:
    'We could not start the payment just now. Nothing was charged; please try again in a few minutes.',
  athlete: 'Choose which of your athletes this order is for.',
  quantity: `Choose a quantity from 1 to ${MAX_ORDER_QUANTITY}.`,
  notEnough: (size: string, left: number) =>
    left > 0 ? `Only ${left} left in size ${size}. Choose a smaller quantity.` : `Size ${size} is sold out. Choose another size.`,
  holdUsed: (size: string, time: string) =>
    `You held size ${size} for ${ORDER_HOLD_MINUTES} minutes without paying, so it went back on sale for other families. You can order it again from ${time}.`,
  holdInProgress: (size: string) => `Your order for size ${size} is being started. Wait a moment, then try again.`,
  declined: 'Your card was declined. Nothing was charged, and your size is still held for you: try again with another card.',
} as const;
