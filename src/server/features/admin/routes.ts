import { z } from 'zod';
import { ZInitializeAdminRequest } from '#shared/validation/admin';
import { Readable } from 'node:stream';
import { ZAuditFilters, ZAuditPage, ZAuditQuery } from '#shared/validation/audit';
import { academyDate } from '#shared/progress/time';
import { listAuditLog, recordAudit } from '#server/audit/audit';
import { auditCsv } from '#server/audit/audit-csv';
import { currentUser } from '#server/auth/session';
import { defineFeature, signedIn, staffOnly } from '#server/feature';
import { byFamily, rateLimit } from '#server/http/rate-limit';
import { registerAnalyticsRoutes } from './analytics-routes';
import { registerApplicationsRoutes } from './applications-routes';
import { DIGEST_CRON, runAttentionDigests } from './attention-digest';
import { registerAttentionRoutes } from './attention-routes';
import { registerContactsRoutes } from './contacts-routes';
import { registerDeparturesRoutes } from './departures-routes';
import { hasEverHadAdmin, initializeFirstAdmin } from './service';

const tags = ['admin'];
const HOUR_MS = 60 * 60_000;
/**
 * Guesses at the setup code. Every attempt counts (the one right attempt shuts the door anyway), so
 * a guess over the limit is refused before the code is looked at and learns nothing.
 */
export const ADMIN_SETUP_RATE_LIMITS = {
  perFamily: { windowMs: HOUR_MS, max: 10 },
  perNetwork: { windowMs: HOUR_MS, max: 20 },
} as const;

/** What /admin is told when the visitor may not open it. */
export const ADMIN_ACCESS_MESSAGES = {
  signedOut: 'Please sign in to access the admin dashboard.',
  forbidden: 'You don’t have permission to access the admin dashboard.',
} as const;

export const adminFeature = defineFeature({ name: 'admin', dependencies: ['accounts', 'messaging'] }, async (app, ctx) => {
  // Public: /admin-setup asks before anything else whether to offer the form.
  app.get(
    '/api/v1/admin/status',
    {
      schema: {
        tags,
        summary: 'For /admin-setup: signed in? admin? may the first admin still be made (never had one)?',
        response: { 200: z.object({ isAuthenticated: z.boolean(), isAdmin: z.boolean(), canInitialize: z.boolean() }) },
      },
    },
    async (request) => {
      const user = await ctx.session.getSessionUser(request);
      const isShut = await hasEverHadAdmin(ctx.db);
      return { isAuthenticated: Boolean(user), isAdmin: user?.role === 'admin', canInitialize: Boolean(user) && !isShut };
    },
  );

  // Any signed-in family member may try the setup code, within the limits.
  await signedIn(app, ctx, (authed) => {
    authed.post(
      '/api/v1/admin/initialize',
      {
        onRequest: [
          rateLimit(ctx.db, { name: 'admin-setup-network', rule: ADMIN_SETUP_RATE_LIMITS.perNetwork }),
          rateLimit(ctx.db, { name: 'admin-setup', rule: ADMIN_SETUP_RATE_LIMITS.perFamily, key: byFamily }),
        ],
        schema: {
          tags,
          summary: "Make the signed-in user the first admin, with the setup code from the server's log (only while the academy has never had an admin)",
          body: ZInitializeAdminRequest,
          response: { 200: z.object({ success: z.literal(true) }) },
        },
      },
      async (request) => {
        await initializeFirstAdmin(ctx.db, currentUser(request), request.body.code);
        return { success: true as const };
      },
    );
  });

  // The admin dashboard's routes: one role check for all of them, on the server.
  await staffOnly(app, ctx, { roles: ['admin'], messages: ADMIN_ACCESS_MESSAGES }, (admin) => {
    admin.get(
      '/api/v1/admin/access',
      {
        schema: { tags, summary: 'Whether the signed-in user may open the admin dashboard', response: { 200: z.object({ role: z.literal('admin') }) } },
      },
      async () => ({ role: 'admin' as const }),
    );

    admin.get(
      '/api/v1/admin/audit',
      {
        schema: {
          tags,
          summary: 'The audit log of staff actions, newest first, a page at a time; filters: action (or a kind such as "role"), actor e-mail, target, academy dates from and to',
          querystring: ZAuditQuery,
          response: { 200: ZAuditPage },
        },
      },
      async (request) => listAuditLog(ctx.db, request.query),
    );

    admin.get(
      '/api/v1/admin/audit.csv',
      {
        schema: {
          tags,
          summary: 'The audit log as CSV with the same filters, streamed; the export is itself audited (audit.exported)',
          querystring: ZAuditFilters,
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const filters = request.query;
        const user = currentUser(request);
        // Recorded before the first byte: an export that is cut off still happened.
        await recordAudit(ctx.db, {
          actor: { id: user.id, email: user.email },
          action: 'audit.exported',
          target: { type: 'audit_log' },
          summary: 'Exported the audit log as CSV',
          details: { filters },
        });
        const filename = `bravo-academy-audit-${academyDate(new Date())}.csv`;
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${filename}"`)
          .send(Readable.from(auditCsv(ctx.db, filters)));
      },
    );

    registerAnalyticsRoutes(admin, ctx);
    registerApplicationsRoutes(admin, ctx);
    registerContactsRoutes(admin, ctx);
    registerDeparturesRoutes(admin, ctx);
  });

  // Coaches and admins: what needs attention (coaches see threads and safety flags), and how they are told.
  await staffOnly(app, ctx, { roles: ['coach', 'admin'] }, (staff) => registerAttentionRoutes(staff, ctx));
  ctx.jobs.push({ name: 'attention-digests', cron: DIGEST_CRON, run: async (now) => void (await runAttentionDigests(ctx, now)) });
});
