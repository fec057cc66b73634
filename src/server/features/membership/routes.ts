import { z } from 'zod';
import { AppError } from '#shared/errors';
import {
  ZBillingEventsPage,
  ZCheckoutRequest,
  ZCancelRequest,
  ZMembership,
  ZMembershipChangeRequest,
  ZMembershipResponse,
  ZMembershipType,
  ZPageQuery,
  ZPaymentsPage,
  ZReceipt,
  ZReceiptParams,
  ZTestCardRequest,
  ZTestCheckout,
  ZUrlResponse,
  ZVerifyRequest,
  ZVerifyResponse,
} from '#shared/validation/membership';
import { currentUser } from '#server/auth/session';
import { byFamily, rateLimit } from '#server/http/rate-limit';
import { getReceipt, receiptDocument } from './receipts';
import { seedMembershipTypes } from './seed';
import { defineFeature, signedIn } from '#server/feature';
import { createPaymentProvider } from '#server/payments/factory';
import { INVALID_SIGNATURE_MESSAGE } from '#server/payments/stripe-provider';
import {
  cancelMembership,
  cancelTestCheckout,
  endSubscriptionForDeletion,
  exportMembershipData,
  getBillingHistory,
  getMembershipTypes,
  getMembershipView,
  getPayments,
  getTestCheckout,
  openBillingPortal,
  payTestCheckout,
  resumeMembership,
  startCheckout,
  verifyPayment,
} from './service';
import { handleProviderEvent } from './webhooks';
import { registerBreakJob, registerTermsRoutes } from './terms-routes';
import { registerPlanChangeRoutes } from './plan-change-routes';
import { registerPaymentMethodRoutes, registerRenewalJob } from './payment-method-routes';
import { registerBillingAdminRoutes } from './billing-admin-routes';

const tags = ['membership'];
const ZSessionParams = z.object({ sessionId: z.string().min(1).max(255) });
const WEBHOOK_BODY_LIMIT = 512 * 1024;
const HOUR_MS = 60 * 60_000;
/**
 * Per family and hour: each of these calls the payment provider. Generous for a parent (the success
 * page verifies a few times, a checkout may be restarted), tight for a script.
 */
export const MEMBERSHIP_RATE_LIMITS = {
  checkout: { windowMs: HOUR_MS, max: 10 },
  verify: { windowMs: HOUR_MS, max: 60 },
  portal: { windowMs: HOUR_MS, max: 20 },
  testPayment: { windowMs: HOUR_MS, max: 20 },
} as const;

export const membershipFeature = defineFeature({ name: 'membership', seed: seedMembershipTypes, dependencies: ['public-site', 'accounts', 'athletes'] }, async (app, ctx) => {
  const provider = createPaymentProvider(ctx);
  const limited = (name: keyof typeof MEMBERSHIP_RATE_LIMITS) =>
    rateLimit(ctx.db, { name: `membership-${name}`, rule: MEMBERSHIP_RATE_LIMITS[name], key: byFamily });
  ctx.familyData.push({ name: 'membership', export: (db, userId) => exportMembershipData(db, userId) });
  ctx.accountDeletion.push({ name: 'membership', before: (userId) => endSubscriptionForDeletion(ctx, userId) });
  registerBreakJob(ctx, provider);
  registerRenewalJob(ctx, provider);

  // Everything but the payment provider's webhook is the signed-in family's.
  await signedIn(app, ctx, (authed) => {
    authed.get(
      '/api/v1/membership/types',
      { schema: { tags, summary: 'The four membership plans', response: { 200: z.object({ types: z.array(ZMembershipType) }) } } },
      async () => ({ types: await getMembershipTypes(ctx.db) }),
    );

    authed.get(
      '/api/v1/membership',
      { schema: { tags, summary: 'The family’s memberships (one per athlete), its athletes and whether a payment is processing', response: { 200: ZMembershipResponse } } },
      async (request) => getMembershipView(ctx, provider.name, currentUser(request)),
    );

    authed.post(
      '/api/v1/membership/checkout',
      {
        onRequest: limited('checkout'),
        schema: { tags, summary: 'Start a checkout for a plan and an athlete; the amount is the plan’s, never the request’s', body: ZCheckoutRequest, response: { 200: ZUrlResponse } },
      },
      async (request) => startCheckout(ctx, provider, currentUser(request), request.body),
    );

    authed.post(
      '/api/v1/payments/verify',
      { onRequest: limited('verify'), schema: { tags, summary: 'Verify a checkout from the success page', body: ZVerifyRequest, response: { 200: ZVerifyResponse } } },
      async (request) => verifyPayment(ctx, provider, currentUser(request), request.body.sessionId),
    );

    authed.post(
      '/api/v1/membership/portal',
      { onRequest: limited('portal'), schema: { tags, summary: 'Manage Billing: the provider’s portal or our own page', response: { 200: ZUrlResponse } } },
      async (request) => openBillingPortal(ctx, provider, currentUser(request)),
    );

    authed.post(
      '/api/v1/membership/cancel',
      { schema: { tags, summary: 'Cancel a membership at the end of its period (test provider), with why', body: ZCancelRequest.optional(), response: { 200: z.object({ membership: ZMembership }) } } },
      async (request) => ({ membership: await cancelMembership(ctx, currentUser(request), request.body?.membershipId, request.body ?? {}) }),
    );

    authed.post(
      '/api/v1/membership/resume',
      { schema: { tags, summary: 'Undo a cancellation before the period ends (test provider)', body: ZMembershipChangeRequest.optional(), response: { 200: z.object({ membership: ZMembership }) } } },
      async (request) => ({ membership: await resumeMembership(ctx, currentUser(request), request.body?.membershipId) }),
    );

    authed.get(
      '/api/v1/membership/history',
      { schema: { tags, summary: 'The family’s billing events, newest first', querystring: ZPageQuery, response: { 200: ZBillingEventsPage } } },
      async (request) => getBillingHistory(ctx.db, currentUser(request).id, request.query),
    );

    authed.get(
      '/api/v1/payments',
      { schema: { tags, summary: 'The family’s payments, newest first', querystring: ZPageQuery, response: { 200: ZPaymentsPage } } },
      async (request) => getPayments(ctx.db, currentUser(request).id, request.query),
    );

    authed.get(
      '/api/v1/payments/:paymentId/receipt',
      { schema: { tags, summary: 'A paid charge’s receipt (the family’s own; 404 otherwise)', params: ZReceiptParams, response: { 200: ZReceipt } } },
      async (request) => getReceipt(ctx.db, currentUser(request).id, request.params.paymentId),
    );

    authed.get(
      '/api/v1/payments/:paymentId/receipt.pdf',
      { schema: { tags, summary: 'The same receipt as a PDF download', params: ZReceiptParams } },
      async (request, reply) => {
        const receipt = await getReceipt(ctx.db, currentUser(request).id, request.params.paymentId);
        const pdf = await ctx.pdf.render(receiptDocument(receipt));
        return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="bravo-academy-receipt-${receipt.number}.pdf"`).send(pdf);
      },
    );

    if (provider.name === 'test') {
      authed.get(
        '/api/v1/payments/test-checkout/:sessionId',
        { schema: { tags, summary: 'The test provider’s hosted checkout (owner only)', params: ZSessionParams, response: { 200: ZTestCheckout } } },
        async (request) => getTestCheckout(ctx, currentUser(request), request.params.sessionId),
      );
      authed.post(
        '/api/v1/payments/test-checkout/:sessionId/pay',
        {
          onRequest: limited('testPayment'),
          schema: { tags, summary: 'Pay with a test card; runs the same fulfilment as a webhook', params: ZSessionParams, body: ZTestCardRequest, response: { 200: ZUrlResponse } },
        },
        async (request) => payTestCheckout(ctx, currentUser(request), request.params.sessionId, request.body),
      );
      authed.post(
        '/api/v1/payments/test-checkout/:sessionId/cancel',
        { schema: { tags, summary: 'Leave the test checkout; the session expires', params: ZSessionParams, response: { 200: ZUrlResponse } } },
        async (request) => cancelTestCheckout(ctx, currentUser(request), request.params.sessionId),
      );
    }

    registerTermsRoutes(authed, ctx, provider);
    registerPlanChangeRoutes(authed, ctx, provider);
    registerPaymentMethodRoutes(authed, ctx, provider);
  });

  // Billing operations (refunds, credits, the payments list and CSV): admins only.
  await registerBillingAdminRoutes(app, ctx, provider);

  // The webhook reads its body as raw bytes (the signature covers them exactly), in its own scope
  // so every other route keeps the JSON parser.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.addHook('onResponse', async (_request, reply) => {
      if (reply.statusCode >= 400) ctx.metrics.webhookFailures.inc();
    });
    scope.post(
      '/api/v1/payments/webhook',
      { schema: { tags, summary: 'Stripe events, signature checked on the raw body', response: { 200: z.object({ received: z.boolean() }) } } },
      async (request) => {
        const raw = request.body;
        if (!provider.parseWebhook || !Buffer.isBuffer(raw) || raw.length === 0) {
          throw new AppError('VALIDATION', INVALID_SIGNATURE_MESSAGE);
        }
        const signature = request.headers['stripe-signature'];
        const event = provider.parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
        await handleProviderEvent(ctx, provider, event);
        return { received: true };
      },
    );
  });
});
