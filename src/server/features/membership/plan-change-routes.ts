/**
 * Plan changes (issue 17, point 2; decision 043): the plans one membership can change to, with the
 * price now or the date a downgrade takes effect, and the change itself. Registered by the
 * membership feature inside its signed-in scope, next to the terms routes, so the origin check and
 * the session hook cover both.
 */
import { ZCancelPlanChangeRequest, ZPlanChangeOptions, ZPlanChangeQuery, ZPlanChangeRequest, ZPlanChangeResult } from '#shared/validation/membership';
import { currentUser } from '#server/auth/session';
import type { AppContext, ZodApp } from '#server/context';
import type { PaymentProvider } from '#server/payments/provider';
import { cancelScheduledPlanChange, changePlan, getPlanChangeOptions } from './plan-changes';

const tags = ['membership'];

export function registerPlanChangeRoutes(authed: ZodApp, ctx: AppContext, provider: PaymentProvider): void {
  authed.get(
    '/api/v1/membership/plan-change',
    {
      schema: {
        tags,
        summary: 'The plans one membership can change to: the prorated price of an upgrade now, or the date a downgrade takes effect',
        querystring: ZPlanChangeQuery,
        response: { 200: ZPlanChangeOptions },
      },
    },
    async (request) => getPlanChangeOptions(ctx.db, provider.name, currentUser(request).id, request.query.membershipId),
  );

  authed.post(
    '/api/v1/membership/plan-change',
    {
      schema: {
        tags,
        summary: 'Change one membership’s plan: an upgrade or a switch to annual at once (charged now), a downgrade at the end of the period',
        body: ZPlanChangeRequest,
        response: { 200: ZPlanChangeResult },
      },
    },
    async (request) => changePlan(ctx, provider, currentUser(request), request.body),
  );

  authed.post(
    '/api/v1/membership/plan-change/cancel',
    {
      schema: {
        tags,
        summary: 'Keep the current plan: drop a downgrade scheduled for the end of the period',
        body: ZCancelPlanChangeRequest,
        response: { 200: ZPlanChangeOptions },
      },
    },
    async (request) => cancelScheduledPlanChange(ctx, provider, currentUser(request), request.body.membershipId),
  );
}
