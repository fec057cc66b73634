/**
 * Training sessions' routes (issue 38; docs/product.md, Training sessions). So far: a family's
 * schedule and the staff's list of a range of days, and the coaches' attendance sheets. The coming season is generated at every start and every hour.
 */
import { z } from 'zod';
import {
  ZAbsence,
  ZAbsenceInput,
  ZAbsenceParams,
  ZFamilySchedule,
  ZSessionRange,
  ZStaffSessions,
  ZWeeklyAbsenceInput,
  ZWeeklyAbsenceResult,
  ZWeeklyAbsenceTarget,
} from '#shared/validation/sessions';
import { ZClientIdHeaders } from '#shared/validation/offline';
import { currentUser } from '#server/auth/session';
import { oncePerClientId } from '#server/http/client-ids';
import type { Db } from '#server/db/database';
import { defineFeature, signedIn, staffOnly } from '#server/feature';
import { registerSessionAdmin } from './admin-routes';
import { attendanceRoutes } from './attendance-routes';
import { registerGroupRoutes } from './group-routes';
import { registerTrialRoutes } from './trial-routes';
import { familySchedule, generateSessions, readSessionsRemaining, reportAbsence, staffSessions, withdrawAbsence } from './service';
import { reportWeeklyAbsence, withdrawWeeklyAbsence } from './weekly-absences';

const tags = ['sessions'];

// At every start (as a seed, before the app listens) and every hour: the coming season's sessions exist.
const seed = async (db: Db) => void (await generateSessions(db));

export const sessionsFeature = defineFeature({ name: 'sessions', dependencies: ['accounts', 'athletes', 'membership'], seed }, async (app, ctx) => {
  // The membership pages show sessions remaining; the count is this feature's (see AppContext).
  ctx.sessionsRemaining = readSessionsRemaining;
  ctx.jobs.push({
    name: 'sessions-generate',
    cron: '7 * * * *',
    run: async (now) => {
      const made = await generateSessions(ctx.db, now);
      if (made > 0) ctx.log.info({ made }, 'training sessions generated');
    },
  });

  await signedIn(app, ctx, (family) => {
    family.get(
      '/api/v1/sessions',
      { schema: { tags, summary: 'The family’s athletes who train, each with their group’s sessions in a range of days', querystring: ZSessionRange, response: { 200: ZFamilySchedule } } },
      async (request) => familySchedule(ctx, currentUser(request).id, request.query),
    );

    family.put(
      '/api/v1/sessions/weekly-absences',
      {
        schema: {
          tags,
          summary: '“Can’t make it” for every open session of a weekday until a date (inclusive), in one go; says how many',
          headers: ZClientIdHeaders,
          body: ZWeeklyAbsenceInput,
          response: { 200: ZWeeklyAbsenceResult },
        },
      },
      async (request) => oncePerClientId(ctx.db, request, () => reportWeeklyAbsence(ctx, currentUser(request).id, request.body)),
    );

    family.delete(
      '/api/v1/sessions/weekly-absences',
      { schema: { tags, summary: 'Take back the replies for every open session of a weekday until a date; says how many', body: ZWeeklyAbsenceTarget, response: { 200: ZWeeklyAbsenceResult } } },
      async (request) => withdrawWeeklyAbsence(ctx, currentUser(request).id, request.body),
    );

    family.put(
      '/api/v1/sessions/:sessionId/absences/:athleteId',
      {
        schema: {
          tags,
          summary: '“Can’t make it”: one athlete will miss one session, with a reason (until 2 hours before it starts)',
          params: ZAbsenceParams,
          headers: ZClientIdHeaders,
          body: ZAbsenceInput,
          response: { 200: z.object({ absence: ZAbsence }) },
        },
      },
      async (request) =>
        oncePerClientId(ctx.db, request, async () => ({
          absence: await reportAbsence(ctx, currentUser(request).id, request.params.sessionId, request.params.athleteId, request.body),
        })),
    );

    family.delete(
      '/api/v1/sessions/:sessionId/absences/:athleteId',
      { schema: { tags, summary: 'Take a “Can’t make it” back (until 2 hours before the session starts)', params: ZAbsenceParams, response: { 200: z.object({ removed: z.literal(true) }) } } },
      async (request) => {
        await withdrawAbsence(ctx, currentUser(request).id, request.params.sessionId, request.params.athleteId);
        return { removed: true as const };
      },
    );
  });

  await staffOnly(app, ctx, { roles: ['coach', 'admin'] }, (staff) => {
    staff.get(
      '/api/v1/staff/sessions',
      { schema: { tags, summary: 'The training sessions of a range of days, in order (coaches and admins)', querystring: ZSessionRange, response: { 200: ZStaffSessions } } },
      async (request) => staffSessions(ctx, request.query),
    );
  });

  await attendanceRoutes(app, ctx);
  await registerSessionAdmin(app, ctx);
  await registerGroupRoutes(app, ctx);
  await registerTrialRoutes(app, ctx);
});
