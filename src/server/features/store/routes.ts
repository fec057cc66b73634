/**
 * The store's routes: the store and the family's orders (signed in), the built-in test provider's
 * checkout page for an order, and the admins' products and fulfilment list. Stripe's events reach
 * the store through the payments core's checkout handlers (metadata.kind 'store').
 */
import { ZTestCardRequest, ZUrlResponse } from '#shared/validation/membership';
import {
  ZAdminStore,
  ZOrderParams,
  ZOrderStarted,
  ZProductParams,
  ZProductUpdate,
  ZStoreOrder,
  ZStoreOrderRequest,
  ZStoreOrders,
  ZStoreResponse,
  ZStoreSessionParams,
  ZStoreTestCheckout,
} from '#shared/validation/store';
import { currentUser } from '#server/auth/session';
import { defineFeature, signedIn, staffOnly } from '#server/feature';
import { byFamily, rateLimit } from '#server/http/rate-limit';
import { registerCheckoutHandler } from '#server/payments/completions';
import { createPaymentProvider } from '#server/payments/factory';
import { loadStoreCatalogue } from './catalogue';
import { seedStore } from './seed';
import {
  cancelTestCheckout,
  expireStaleOrders,
  exportStoreData,
  fulfilOrder,
  getAdminStore,
  getFamilyOrders,
  getOrder,
  getStore,
  getTestCheckout,
  handleStoreEvent,
  payTestCheckout,
  releaseFamilyHolds,
  startOrder,
  updateStoreProduct,
} from './service';

const tags = ['store'];
const HOUR_MS = 60 * 60_000;
/** Per family and hour: each order opens a checkout with the payment provider. */
export const STORE_RATE_LIMITS = {
  order: { windowMs: HOUR_MS, max: 20 },
  testPayment: { windowMs: HOUR_MS, max: 30 },
} as const;

export const storeFeature = defineFeature(
  { name: 'store', seed: seedStore, dependencies: ['accounts'] },
  async (app, ctx) => {
    const provider = createPaymentProvider(ctx);
    const catalogue = loadStoreCatalogue();
    const limited = (name: keyof typeof STORE_RATE_LIMITS) =>
      rateLimit(ctx.db, { name: `store-${name}`, rule: STORE_RATE_LIMITS[name], key: byFamily });

    registerCheckoutHandler(ctx, {
      kind: 'store',
      handle: (event) => handleStoreEvent(ctx, event),
    });
    ctx.familyData.push({ name: 'store', export: (db, userId) => exportStoreData(db, userId) });
    ctx.accountDeletion.push({
      name: 'store',
      inTransaction: (trx, family) => releaseFamilyHolds(trx, family.userId),
    });
    // Holds that ran out go back on sale (Stripe's after asking Stripe); idempotent on every instance.
    ctx.jobs.push({
      name: 'store-expire-holds',
      cron: '*/5 * * * *',
      run: async (now) => void (await expireStaleOrders(ctx, provider, now)),
    });

    await signedIn(app, ctx, (authed) => {
      authed.get(
        '/api/v1/store',
        {
          schema: {
            tags,
            summary:
              'The store: products, partner products, categories and whether anything can be ordered',
            response: { 200: ZStoreResponse },
          },
        },
        async () => getStore(ctx, catalogue, provider),
      );

      authed.post(
        '/api/v1/store/orders',
        {
          onRequest: limited('order'),
          schema: {
            tags,
            summary:
              'Order a product in a size: reserves it and opens the checkout; the amount is the product’s',
            body: ZStoreOrderRequest,
            response: { 200: ZOrderStarted },
          },
        },
        async (request) => startOrder(ctx, provider, currentUser(request), request.body),
      );

      authed.get(
        '/api/v1/store/orders',
        {
          schema: {
            tags,
            summary: 'The family’s store orders, newest first',
            response: { 200: ZStoreOrders },
          },
        },
        async (request) => ({ orders: await getFamilyOrders(ctx.db, currentUser(request).id) }),
      );

      authed.get(
        '/api/v1/store/orders/:orderId',
        {
          schema: {
            tags,
            summary:
              'One of the family’s orders, checked with the provider while it waits for payment',
            params: ZOrderParams,
            response: { 200: ZStoreOrder },
          },
        },
        async (request) => getOrder(ctx, provider, currentUser(request), request.params.orderId),
      );

      if (provider.name === 'test') {
        authed.get(
          '/api/v1/store/checkout/:sessionId',
          {
            schema: {
              tags,
              summary: 'The test provider’s checkout for an order (owner only)',
              params: ZStoreSessionParams,
              response: { 200: ZStoreTestCheckout },
            },
          },
          async (request) => getTestCheckout(ctx, currentUser(request), request.params.sessionId),
        );
        authed.post(
          '/api/v1/store/checkout/:sessionId/pay',
          {
            onRequest: limited('testPayment'),
            schema: {
              tags,
              summary: 'Pay an order with a test card',
              params: ZStoreSessionParams,
              body: ZTestCardRequest,
              response: { 200: ZUrlResponse },
            },
          },
          async (request) =>
            payTestCheckout(ctx, currentUser(request), request.params.sessionId, request.body),
        );
        authed.post(
          '/api/v1/store/checkout/:sessionId/cancel',
          {
            schema: {
              tags,
              summary: 'Leave the test checkout; the size goes back on sale',
              params: ZStoreSessionParams,
              response: { 200: ZUrlResponse },
            },
          },
          async (request) =>
            cancelTestCheckout(ctx, currentUser(request), request.params.sessionId),
        );
      }
    });

    await staffOnly(app, ctx, { roles: ['admin'] }, (admin) => {
      admin.get(
        '/api/v1/admin/store',
        {
          schema: {
            tags,
            summary: 'Products with their stock, and the orders to fulfil',
            response: { 200: ZAdminStore },
          },
        },
        async () => getAdminStore(ctx.db),
      );
      admin.patch(
        '/api/v1/admin/store/products/:productId',
        {
          schema: {
            tags,
            summary: 'Change a product’s status, price or stock per size',
            params: ZProductParams,
            body: ZProductUpdate,
            response: { 200: ZAdminStore },
          },
        },
        async (request) => updateStoreProduct(ctx, currentUser(request), request.params.productId, request.body),
      );
      admin.post(
        '/api/v1/admin/store/orders/:orderId/fulfil',
        {
          schema: {
            tags,
            summary: 'Mark a paid order handed over',
            params: ZOrderParams,
            response: { 200: ZAdminStore },
          },
        },
        async (request) => fulfilOrder(ctx, currentUser(request), request.params.orderId),
      );
    });
  },
);
