/**
 * Verified results' routes (issue 42, point 4), for coaches and admins only (a parent gets 403, a
 * visitor 401): a session's results sheet, recording a count, confirming a family's.
 */
import { ZConfirmResultInput, ZRecordResultInput, ZSessionResults, ZSessionResultsParams, ZVerifiedResultResponse } from '#shared/validation/verified-results';
import { currentUser } from '#server/auth/session';
import type { AppContext, ZodApp } from '#server/context';
import { staffOnly } from '#server/feature';
import { confirmSessionResult, readSessionResults, recordSessionResult } from './results';

const tags = ['coaching'];

export async function registerResultRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  await staffOnly(app, ctx, { roles: ['coach', 'admin'] }, (staff) => {
    staff.get(
      '/api/v1/staff/sessions/:sessionId/results',
      {
        schema: {
          tags,
          summary: 'A session’s results: the measured lessons, the roster, results waiting for a coach and those verified at this session (coaches and admins)',
          params: ZSessionResultsParams,
          response: { 200: ZSessionResults },
        },
      },
      async (request) => readSessionResults(ctx, request.params.sessionId),
    );
    staff.post(
      '/api/v1/staff/sessions/:sessionId/results',
      {
        schema: {
          tags,
          summary: 'Record a measured count for an athlete on the session’s roster: a verified result',
          params: ZSessionResultsParams,
          body: ZRecordResultInput,
          response: { 201: ZVerifiedResultResponse },
        },
      },
      async (request, reply) => reply.code(201).send({ result: await recordSessionResult(ctx, currentUser(request).id, request.params.sessionId, request.body) }),
    );
    staff.post(
      '/api/v1/staff/sessions/:sessionId/results/confirm',
      {
        schema: {
          tags,
          summary: 'Confirm a count the family logged: verified, and on the Performance board if it was held',
          params: ZSessionResultsParams,
          body: ZConfirmResultInput,
          response: { 200: ZVerifiedResultResponse },
        },
      },
      async (request) => ({ result: await confirmSessionResult(ctx, currentUser(request).id, request.params.sessionId, request.body) }),
    );
  });
}
