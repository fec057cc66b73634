/**
 * The admins' routes for the schedule (issue 38, points 1 and 5): list, add a one-off, move,
 * cancel, restore, history; and the jobs that send what the changes owe families (the urgent
 * notices' sweep, the evening-before reminder). Admins only: a coach or a parent gets 403.
 */
import {
  ZAddSessionInput,
  ZAdminSessionParams,
  ZAdminSessionResponse,
  ZAdminSessions,
  ZCancelSessionInput,
  ZMoveSessionInput,
  ZSessionHistory,
} from '#shared/validation/session-admin';
import { ZSessionRange } from '#shared/validation/sessions';
import { currentUser } from '#server/auth/session';
import type { AppContext, ZodApp } from '#server/context';
import { staffOnly } from '#server/feature';
import { addSession, adminSessions, cancelSession, moveSession, restoreSession, sessionHistory } from './admin';
import { sendPendingChangeNotices } from './notify';
import { REMINDER_CRON, sendSessionReminders } from './reminders';

const tags = ['sessions'];

export async function registerSessionAdmin(app: ZodApp, ctx: AppContext): Promise<void> {
  ctx.jobs.push(
    { name: 'sessions-change-notices', cron: '* * * * *', run: async (now) => void (await sendPendingChangeNotices(ctx, now)) },
    {
      name: 'sessions-reminders',
      cron: REMINDER_CRON,
      run: async (now) => {
        const reminded = await sendSessionReminders(ctx, now);
        if (reminded > 0) ctx.log.info({ reminded }, 'session reminders sent');
      },
    },
  );

  await staffOnly(app, ctx, { roles: ['admin'] }, (admin) => {
    admin.get(
      '/api/v1/admin/sessions',
      { schema: { tags, summary: 'The sessions of a range of days with what admins change (admins)', querystring: ZSessionRange, response: { 200: ZAdminSessions } } },
      async (request) => adminSessions(ctx, request.query),
    );

    admin.post(
      '/api/v1/admin/sessions',
      { schema: { tags, summary: 'Add a one-off session (a clinic, a make-up day) for a group (admins)', body: ZAddSessionInput, response: { 200: ZAdminSessionResponse } } },
      async (request) => ({ session: await addSession(ctx, currentUser(request), request.body) }),
    );

    admin.post(
      '/api/v1/admin/sessions/:sessionId/move',
      {
        schema: { tags, summary: 'Move a coming session to a new date, time and/or place; families are told at once (admins)', params: ZAdminSessionParams, body: ZMoveSessionInput, response: { 200: ZAdminSessionResponse } },
      },
      async (request) => ({ session: await moveSession(ctx, currentUser(request), request.params.sessionId, request.body) }),
    );

    admin.post(
      '/api/v1/admin/sessions/:sessionId/cancel',
      {
        schema: { tags, summary: 'Cancel a coming session with a reason (weather, field, other) and a note; families are told at once (admins)', params: ZAdminSessionParams, body: ZCancelSessionInput, response: { 200: ZAdminSessionResponse } },
      },
      async (request) => ({ session: await cancelSession(ctx, currentUser(request), request.params.sessionId, request.body) }),
    );

    admin.post(
      '/api/v1/admin/sessions/:sessionId/restore',
      { schema: { tags, summary: 'Put a cancelled coming session back on; families are told at once (admins)', params: ZAdminSessionParams, response: { 200: ZAdminSessionResponse } } },
      async (request) => ({ session: await restoreSession(ctx, currentUser(request), request.params.sessionId) }),
    );

    admin.get(
      '/api/v1/admin/sessions/:sessionId/history',
      { schema: { tags, summary: 'A session’s history: who changed what, when, before and after (admins)', params: ZAdminSessionParams, response: { 200: ZSessionHistory } } },
      async (request) => sessionHistory(ctx, request.params.sessionId),
    );
  });
}
