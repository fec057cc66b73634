/**
 * "Needs attention" and the staff's alert preferences (issue 39, point 1; decision 081), inside
 * the admin feature's coach-and-admin scope: a parent is refused (403) before any of it runs.
 */
import { z } from 'zod';
import { ZAttention, ZStaffAlertPreferences } from '#shared/validation/attention';
import { currentUser } from '#server/auth/session';
import type { AppContext, ZodApp } from '#server/context';
import { saveStaffAlertPreferences, staffAlertPreferencesOf } from '#server/notifications/staff-alerts';
import { getAttention } from './attention-service';

const tags = ['staff'];
const ZPreferencesResponse = z.object({ preferences: ZStaffAlertPreferences });

export function registerAttentionRoutes(staff: ZodApp, ctx: AppContext): void {
  staff.get(
    '/api/v1/staff/attention',
    { schema: { tags, summary: 'What needs attention: families waiting longest first, safety flags, and for admins applications, failed payments, memberships in grace and departures pending', response: { 200: ZAttention } } },
    async (request) => getAttention(ctx.db, currentUser(request).role),
  );
  staff.get(
    '/api/v1/staff/alert-preferences',
    { schema: { tags, summary: 'How the signed-in coach or admin is told what needs attention', response: { 200: ZPreferencesResponse } } },
    async (request) => {
      const id = currentUser(request).id;
      return { preferences: (await staffAlertPreferencesOf(ctx.db, [id])).get(id)! };
    },
  );
  staff.put(
    '/api/v1/staff/alert-preferences',
    { schema: { tags, summary: 'Choose e-mail and push, a digest or at once, and quiet hours (a safety flag always alerts at once)', body: ZStaffAlertPreferences, response: { 200: ZPreferencesResponse } } },
    async (request) => ({ preferences: await saveStaffAlertPreferences(ctx.db, currentUser(request).id, request.body) }),
  );
}
