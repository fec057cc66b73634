/**
 * The admins' applications inbox (docs/product.md, Admin): the public form's applications, newest
 * first, with a status, staff notes and the one-click invitation. Registered inside the admin
 * feature's staff-only scope, so the role is checked once, on the server; the data belongs to the
 * public-site feature and is reached through its service.
 */
import {
  ZApplication,
  ZApplicationIdParams,
  ZApplicationsPage,
  ZApplicationsQuery,
  ZInviteApplicationRequest,
  ZUpdateApplicationRequest,
} from '#shared/validation/application-inbox';
import { currentUser } from '#server/auth/session';
import type { AppContext, ZodApp } from '#server/context';
import { inviteApplicant, listApplications, updateApplication } from '#server/features/public-site/service';

const tags = ['admin'];

export function registerApplicationsRoutes(admin: ZodApp, ctx: AppContext): void {
  admin.get(
    '/api/v1/admin/applications',
    {
      schema: {
        tags,
        summary: 'Applications from the public form, newest first, a page at a time, optionally of one status',
        querystring: ZApplicationsQuery,
        response: { 200: ZApplicationsPage },
      },
    },
    async (request) => listApplications(ctx.db, request.query),
  );

  admin.patch(
    '/api/v1/admin/applications/:id',
    {
      schema: {
        tags,
        summary: "Change an application's status or staff notes",
        params: ZApplicationIdParams,
        body: ZUpdateApplicationRequest,
        response: { 200: ZApplication },
      },
    },
    async (request) => {
      const { id, email } = currentUser(request);
      return updateApplication(ctx.db, { id, email }, request.params.id, request.body);
    },
  );

  admin.post(
    '/api/v1/admin/applications/:id/invite',
    {
      schema: {
        tags,
        summary: 'E-mail the applicant an invitation with the sign-up link; the status becomes invited. A second one needs resend: true (else 409)',
        params: ZApplicationIdParams,
        body: ZInviteApplicationRequest,
        response: { 200: ZApplication },
      },
    },
    async (request) => {
      const { id, email } = currentUser(request);
      return inviteApplicant(ctx, { id, email }, request.params.id, request.body);
    },
  );
}
