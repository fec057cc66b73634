/**
 * Store API contracts. An order carries a product id and a size only: the amount always comes from
 * the server's product row, and a request that sends a price is refused rather than ignored, so a
 * tampered page learns it at once (docs/product.md, Store).
 */
import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '../membership';
import {
  MAX_ORDER_QUANTITY,
  MAX_PRODUCT_PRICE_CENTS,
  MAX_SIZE_STOCK,
  ORDER_STATUSES,
  PRODUCT_STATUSES,
  STORE_IMAGES,
  STORE_MESSAGES,
} from '../store';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Sizes are short labels: "YS", "Youth M", "Adult S". */
const SIZE = /^[A-Za-z0-9][A-Za-z0-9 ]{0,15}$/;

export const ZProductId = z
  .string({ error: STORE_MESSAGES.unknownProduct })
  .max(64, { error: STORE_MESSAGES.unknownProduct })
  .regex(SLUG, { error: STORE_MESSAGES.unknownProduct });
export const ZSize = z
  .string({ error: STORE_MESSAGES.unknownSize })
  .max(16, { error: STORE_MESSAGES.unknownSize })
  .regex(SIZE, { error: STORE_MESSAGES.unknownSize });

/** Any key besides the product and the size (a price above all) is refused with its own message. */
export const ZStoreOrderRequest = z.strictObject(
  {
    productId: ZProductId,
    size: ZSize,
    /** Which of the family's athletes the order is for. */
    athleteId: z.string({ error: STORE_MESSAGES.athlete }).trim().min(1, { error: STORE_MESSAGES.athlete }).max(64, { error: STORE_MESSAGES.athlete }),
    quantity: z
      .number({ error: STORE_MESSAGES.quantity })
      .int({ error: STORE_MESSAGES.quantity })
      .min(1, { error: STORE_MESSAGES.quantity })
      .max(MAX_ORDER_QUANTITY, { error: STORE_MESSAGES.quantity })
      .default(1),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? STORE_MESSAGES.priceNotAccepted : undefined,
  },
);
export type TStoreOrderRequest = z.infer<typeof ZStoreOrderRequest>;
export type TStoreOrderInput = z.input<typeof ZStoreOrderRequest>;

export const ZProductSize = z.object({ size: z.string(), stock: z.number().int() });

export const ZStoreProduct = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.enum(STORE_IMAGES),
  priceCents: z.number().int(),
  /** As staff set it. */
  status: z.enum(PRODUCT_STATUSES),
  /** As families see it: Available with nothing left reads Sold Out. */
  displayedStatus: z.enum(PRODUCT_STATUSES),
  sizes: z.array(ZProductSize),
  isOrderable: z.boolean(),
});
export type TStoreProduct = z.infer<typeof ZStoreProduct>;

export const ZPartnerProduct = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  partner: z.string(),
  fromCents: z.number().int(),
  url: z.string(),
  image: z.enum(STORE_IMAGES),
});
export type TPartnerProduct = z.infer<typeof ZPartnerProduct>;

export const ZStoreCategory = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.enum(STORE_IMAGES),
  /** External categories link to a partner; the others say what is coming. */
  url: z.string().nullable(),
  coming: z.string().nullable(),
});
export type TStoreCategory = z.infer<typeof ZStoreCategory>;

export const ZStoreResponse = z.object({
  products: z.array(ZStoreProduct),
  partners: z.array(ZPartnerProduct),
  categories: z.array(ZStoreCategory),
  /** Something can be ordered; until then the page shows the "Store Coming Soon" notice. */
  isOpen: z.boolean(),
  provider: z.enum(PAYMENT_PROVIDERS),
});
export type TStoreResponse = z.infer<typeof ZStoreResponse>;

export const ZStoreOrder = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  /** The athlete's first name as ordered; null on orders from before orders named one. */
  athleteName: z.string().nullable(),
  /** The total: the unit price times the quantity. */
  amountCents: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  /** The paid charge's receipt, when paid. */
  paymentId: z.string().nullable(),
  paidAt: z.string().nullable(),
  fulfilledAt: z.string().nullable(),
  /** Where a pending order is paid (the provider's page), while it can be. */
  checkoutUrl: z.string().nullable(),
});
export type TStoreOrder = z.infer<typeof ZStoreOrder>;

export const ZStoreOrders = z.object({ orders: z.array(ZStoreOrder) });
export const ZOrderStarted = z.object({ orderId: z.string(), url: z.string() });
export type TOrderStarted = z.infer<typeof ZOrderStarted>;

export const ZOrderParams = z.object({ orderId: z.string().min(1).max(64) });
export const ZStoreSessionParams = z.object({ sessionId: z.string().min(1).max(255) });
export const ZProductParams = z.object({ productId: ZProductId });

/** The built-in test provider's page for a store order. */
export const ZStoreTestCheckout = z.object({
  sessionId: z.string(),
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  academyName: z.string(),
  email: z.string(),
  productName: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  athleteName: z.string().nullable(),
  amountCents: z.number().int(),
  expiresAt: z.string(),
});
export type TStoreTestCheckout = z.infer<typeof ZStoreTestCheckout>;

/* Staff ------------------------------------------------------------------------------------------ */

export const ZAdminOrder = ZStoreOrder.extend({ familyName: z.string(), familyEmail: z.string() });
export type TAdminOrder = z.infer<typeof ZAdminOrder>;

export const ZAdminStore = z.object({
  products: z.array(ZStoreProduct),
  /** Paid orders waiting to be handed over, oldest first. */
  toFulfil: z.array(ZAdminOrder),
  /** The latest fulfilled orders, newest first. */
  fulfilled: z.array(ZAdminOrder),
});
export type TAdminStore = z.infer<typeof ZAdminStore>;

/** What staff change on a product: its status, its price and each size's stock. Name and text are content. */
export const ZProductUpdate = z.strictObject({
  status: z
    .enum(PRODUCT_STATUSES, { error: 'Choose Coming Soon, Available or Sold Out.' })
    .optional(),
  priceCents: z
    .number({ error: 'Enter the price in cents, a whole number.' })
    .int({ error: 'Enter the price in cents, a whole number.' })
    .min(1, { error: 'The price must be at least 1 cent.' })
    .max(MAX_PRODUCT_PRICE_CENTS, {
      error: `The price can be at most ${MAX_PRODUCT_PRICE_CENTS / 100} dollars.`,
    })
    .optional(),
  stock: z
    .array(
      z.strictObject({
        size: ZSize,
        stock: z
          .number({ error: 'Stock must be a whole number.' })
          .int({ error: 'Stock must be a whole number.' })
          .min(0, { error: 'Stock cannot be negative.' })
          .max(MAX_SIZE_STOCK, { error: `Stock can be at most ${MAX_SIZE_STOCK}.` }),
      }),
    )
    .max(20)
    .optional(),
});
export type TProductUpdate = z.infer<typeof ZProductUpdate>;
