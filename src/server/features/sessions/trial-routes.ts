/**
 * The admins' routes for trial sessions booked from applications (issue 39, point 2; decision 084):
 * the sessions an application's child may try, booking one (with the invitation, or added to it),
 * the inbox's trials and cancelling one. Admins only: a coach or a parent gets 403.
 */
import { ZApplicationIdParams } from '#shared/validation/application-inbox';
import { ZBookTrialRequest, ZBookTrialResponse, ZTrialIdParams, ZTrialOptions, ZTrialResponse, ZTrials, ZTrialsQuery } from '#shared/validation/trials';
import { currentUser } from '#server/auth/session';
import type { AppContext, ZodApp } from '#server/context';
import { staffOnly } from '#server/feature';
import { bookTrial, cancelTrial, listTrials, trialOptions } from './trials';

const tags = ['sessions'];

export async function registerTrialRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  await staffOnly(app, ctx, { roles: ['admin'] }, (admin) => {
    admin.get(
      '/api/v1/admin/applications/:id/trial-sessions',
      {
        schema: {
          tags,
          summary: 'The coming scheduled sessions (3 weeks) of the Core group for the applicant’s possible birth years, to book a trial (admins)',
          params: ZApplicationIdParams,
          response: { 200: ZTrialOptions },
        },
      },
      async (request) => trialOptions(ctx, request.params.id),
    );

    admin.post(
      '/api/v1/admin/applications/:id/trial',
      {
        schema: {
          tags,
          summary: 'Book a trial session for the applicant’s child: with the invitation if none was sent, else added to it; the applicant is e-mailed (admins)',
          params: ZApplicationIdParams,
          body: ZBookTrialRequest,
          response: { 200: ZBookTrialResponse },
        },
      },
      async (request) => bookTrial(ctx, currentUser(request), request.params.id, request.body.sessionId),
    );

    admin.get(
      '/api/v1/admin/trials',
      { schema: { tags, summary: 'The trial sessions of these applications (comma-separated ids, up to 100), newest first (admins)', querystring: ZTrialsQuery, response: { 200: ZTrials } } },
      async (request) => listTrials(ctx, request.query.applicationIds),
    );

    admin.post(
      '/api/v1/admin/trials/:trialId/cancel',
      {
        schema: { tags, summary: 'Cancel a trial before its session starts; the applicant is e-mailed once, a repeat changes nothing (admins)', params: ZTrialIdParams, response: { 200: ZTrialResponse } },
      },
      async (request) => ({ trial: await cancelTrial(ctx, currentUser(request), request.params.trialId) }),
    );
  });
}
