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
import {
  ZCreateInvitationRequest,
  ZInvitation,
  ZInvitationIdParams,
  ZInvitationsPage,
  ZInvitationsQuery,
  ZIssuedInvitation,
  ZReplyApplicationRequest,
} from '#shared/validation/invitations';
import { currentUser } from '#server/auth/session';
import type { AppContext, ZodApp } from '#server/context';
import { declineApplication } from './declines';
import {
  inviteApplicant,
  issueInvitation,
  listApplications,
  listInvitations,
  replyToApplicant,
  revokeInvitation,
  updateApplication,
} from '#server/features/public-site/service';

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
        summary: 'Accept: e-mail the applicant an invitation link that lets the address buy a membership; the status becomes invited. Refused for an age outside the birth years; a second one needs resend: true (else 409)',
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

  admin.post(
    '/api/v1/admin/applications/:id/reply',
    {
      schema: { tags, summary: 'E-mail the applicant a reply (a template staff may edit); a new application becomes contacted', params: ZApplicationIdParams, body: ZReplyApplicationRequest, response: { 200: ZApplication } },
    },
    async (request) => {
      const { id, email } = currentUser(request);
      return replyToApplicant(ctx, { id, email }, request.params.id, request.body.message);
    },
  );

  admin.post(
    '/api/v1/admin/applications/:id/decline',
    { schema: { tags, summary: 'Decline: the status becomes declined and the applicant gets the fixed, kind decline e-mail, once (409 after)', params: ZApplicationIdParams, response: { 200: ZApplication } } },
    async (request) => {
      const { id, email } = currentUser(request);
      return declineApplication(ctx, { id, email }, request.params.id);
    },
  );

  admin.get(
    '/api/v1/admin/invitations',
    { schema: { tags, summary: 'Invitations, newest first, a page at a time, each with its status', querystring: ZInvitationsQuery, response: { 200: ZInvitationsPage } } },
    async (request) => listInvitations(ctx.db, request.query),
  );

  admin.post(
    '/api/v1/admin/invitations',
    { schema: { tags, summary: 'Invite a family by e-mail address: the link is e-mailed and returned; an earlier open one is withdrawn', body: ZCreateInvitationRequest, response: { 201: ZIssuedInvitation } } },
    async (request, reply) => {
      const { id, email } = currentUser(request);
      return reply.status(201).send(await issueInvitation(ctx, { email: request.body.email, issuedBy: { id, email }, via: 'admin' }));
    },
  );

  admin.post(
    '/api/v1/admin/invitations/:id/revoke',
    { schema: { tags, summary: 'Withdraw an invitation not yet used (409 otherwise)', params: ZInvitationIdParams, response: { 200: ZInvitation } } },
    async (request) => {
      const { id, email } = currentUser(request);
      return revokeInvitation(ctx.db, { id, email }, request.params.id);
    },
  );
}
