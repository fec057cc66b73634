/**
 * The attendance sheet's routes (issue 38, point 3; docs/product.md, Training sessions: Attendance),
 * for coaches and admins only: a parent gets 403, a visitor 401.
 */
import {
  ZAttendanceMarkInput,
  ZAttendanceMarkParams,
  ZAttendanceMarkResponse,
  ZAttendanceSheet,
  ZAttendanceSheetParams,
  ZTrialMarkParams,
  ZTrialMarkResponse,
} from '#shared/validation/attendance';
import { ZClientIdHeaders } from '#shared/validation/offline';
import { currentUser } from '#server/auth/session';
import { oncePerClientId } from '#server/http/client-ids';
import type { AppContext, ZodApp } from '#server/context';
import { staffOnly } from '#server/feature';
import { getAttendanceSheet, markAllPresent, markAttendance, markTrialGuest } from './attendance';

const tags = ['sessions'];

export async function attendanceRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  await staffOnly(app, ctx, { roles: ['coach', 'admin'] }, (staff) => {
    staff.get(
      '/api/v1/staff/sessions/:sessionId/attendance',
      {
        schema: {
          tags,
          summary: 'A session’s attendance sheet: its roster with each family’s reply and mark, and whether it is open (coaches and admins)',
          params: ZAttendanceSheetParams,
          response: { 200: ZAttendanceSheet },
        },
      },
      async (request) => getAttendanceSheet(ctx, request.params.sessionId),
    );

    staff.put(
      '/api/v1/staff/sessions/:sessionId/attendance/:athleteId',
      {
        schema: {
          tags,
          summary: 'Mark one athlete Present, Late, Absent or Excused (from 7 days before the session until 72 hours after it)',
          params: ZAttendanceMarkParams,
          headers: ZClientIdHeaders,
          body: ZAttendanceMarkInput,
          response: { 200: ZAttendanceMarkResponse },
        },
      },
      async (request) =>
        oncePerClientId(ctx.db, request, async () => ({
          athlete: await markAttendance(ctx, currentUser(request).id, request.params.sessionId, request.params.athleteId, request.body.status),
        })),
    );

    staff.put(
      '/api/v1/staff/sessions/:sessionId/trials/:trialId/attendance',
      {
        schema: {
          tags,
          summary: 'Mark a trial guest Present, Late, Absent or Excused: kept on the trial, never counted as attendance (coaches and admins)',
          params: ZTrialMarkParams,
          body: ZAttendanceMarkInput,
          response: { 200: ZTrialMarkResponse },
        },
      },
      async (request) => ({
        guest: await markTrialGuest(ctx, currentUser(request).id, request.params.sessionId, request.params.trialId, request.body.status),
      }),
    );

    staff.post(
      '/api/v1/staff/sessions/:sessionId/attendance/all-present',
      {
        schema: {
          tags,
          summary: '“Mark all present”: every rostered athlete not yet marked and without a family’s reply; returns the sheet',
          params: ZAttendanceSheetParams,
          response: { 200: ZAttendanceSheet },
        },
      },
      async (request) => markAllPresent(ctx, currentUser(request).id, request.params.sessionId),
    );
  });
}
