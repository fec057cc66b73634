/**
 * Breaks and commitments (issue 17, points 4 and 5; decision 042): the family's terms per
 * membership, pause and resume, and early withdrawal with its balance; and the hourly break job.
 * Registered by the membership feature inside its signed-in scope, so the origin check and the
 * session hook cover every route.
 */
import { z } from 'zod';
import {
  ZMembershipTerms,
  ZMembershipTermsResponse,
  ZPauseRequest,
  ZResumeBreakRequest,
  ZWithdrawRequest,
} from '#shared/validation/membership-terms';
import { currentUser } from '#server/auth/session';
import type { AppContext } from '#server/context';
import type { ZodApp } from '#server/context';
import type { PaymentProvider } from '#server/payments/provider';
import { pauseMembership, resumeFromBreak, runBreakSchedule } from './breaks';
import { getMembershipTerms, withdrawEarly } from './commitments';

const tags = ['membership'];

export function registerTermsRoutes(authed: ZodApp, ctx: AppContext, provider: PaymentProvider): void {
  authed.get(
    '/api/v1/membership/terms',
    { schema: { tags, summary: 'Each membership’s commitment end, the balance an early withdrawal owes, and its break', response: { 200: ZMembershipTermsResponse } } },
    async (request) => ({ terms: await getMembershipTerms(ctx.db, currentUser(request).id) }),
  );

  authed.post(
    '/api/v1/membership/pause',
    { schema: { tags, summary: 'Pause a live membership for 1 to 4 months; nothing is charged while paused', body: ZPauseRequest, response: { 200: ZMembershipTermsResponse } } },
    async (request) => {
      const user = currentUser(request);
      await pauseMembership(ctx, provider, user, request.body);
      return { terms: await getMembershipTerms(ctx.db, user.id) };
    },
  );

  authed.post(
    '/api/v1/membership/pause/resume',
    { schema: { tags, summary: 'End a break early: training and billing resume now', body: ZResumeBreakRequest, response: { 200: ZMembershipTermsResponse } } },
    async (request) => {
      const user = currentUser(request);
      await resumeFromBreak(ctx, provider, user, request.body.membershipId);
      return { terms: await getMembershipTerms(ctx.db, user.id) };
    },
  );

  authed.post(
    '/api/v1/membership/withdraw',
    {
      schema: {
        tags,
        summary: 'Cancel before the commitment ends: the remaining balance is charged first, then the membership cancels at period end',
        body: ZWithdrawRequest,
        response: { 200: z.object({ terms: ZMembershipTerms }) },
      },
    },
    async (request) => ({ terms: await withdrawEarly(ctx, provider, currentUser(request), request.body) }),
  );
}

/** Hourly: break reminders, resumptions and removals (idempotent across instances). */
export function registerBreakJob(ctx: AppContext, provider: PaymentProvider): void {
  ctx.jobs.push({ name: 'membership-breaks', cron: '11 * * * *', run: async (now) => void (await runBreakSchedule(ctx, provider, now)) });
}
