/**
 * Billing operations for admins (issue 39, point 8; decision 079): refunds, credits, the payments
 * list and the accountant's CSV. One staffOnly scope with the admin role, as the admin dashboard's.
 */
import {
  ZAdminPaymentsPage,
  ZAdminPaymentsQuery,
  ZCreditParams,
  ZCreditRequest,
  ZCreditResponse,
  ZPaymentsCsvQuery,
  ZRefundParams,
  ZRefundRequest,
  ZRefundResponse,
} from '#shared/validation/billing';
import { currentUser } from '#server/auth/session';
import type { AppContext, ZodApp } from '#server/context';
import { staffOnly } from '#server/feature';
import type { PaymentProvider } from '#server/payments/provider';
import { getAdminPayments } from './billing-admin';
import { createCsvReads } from './csv-reads';
import { grantCredit } from './credits';
import { exportPaymentsCsv } from './payments-csv';
import { refundPayment } from './refunds';

const tags = ['admin'];
const ADMIN_MESSAGES = {
  signedOut: 'Please sign in to access the admin dashboard.',
  forbidden: 'You don’t have permission to access the admin dashboard.',
} as const;

export async function registerBillingAdminRoutes(app: ZodApp, ctx: AppContext, provider: PaymentProvider): Promise<void> {
  const csvReads = createCsvReads(app, ctx);
  await staffOnly(app, ctx, { roles: ['admin'], messages: ADMIN_MESSAGES }, (admin) => {
    admin.get(
      '/api/v1/admin/payments',
      { schema: { tags, summary: 'Every family’s payments, newest first, with what was refunded; a page at a time', querystring: ZAdminPaymentsQuery, response: { 200: ZAdminPaymentsPage } } },
      async (request) => getAdminPayments(ctx.db, request.query),
    );
    admin.post(
      '/api/v1/admin/payments/:paymentId/refunds',
      {
        schema: {
          tags,
          summary: 'Refund a completed payment, whole or part, through the payment provider (identical requests refund once)',
          params: ZRefundParams,
          body: ZRefundRequest,
          response: { 200: ZRefundResponse },
        },
      },
      async (request) => refundPayment(ctx, provider, currentUser(request), request.params.paymentId, request.body),
    );
    admin.post(
      '/api/v1/admin/families/:familyId/credits',
      { schema: { tags, summary: 'Give a family a credit that comes off its next charge', params: ZCreditParams, body: ZCreditRequest, response: { 200: ZCreditResponse } } },
      async (request) => grantCredit(ctx, currentUser(request), request.params.familyId, request.body),
    );
    admin.get(
      '/api/v1/admin/payments.csv',
      { schema: { tags, summary: 'The payments of a date range (academy dates, both included, at most 400 days) as CSV for the accountant, streamed', querystring: ZPaymentsCsvQuery } },
      async (request, reply) => {
        const { filename, stream } = await exportPaymentsCsv(ctx.db, csvReads, currentUser(request), request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(stream);
      },
    );
  });
}
