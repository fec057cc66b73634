import { z } from 'zod';
import { ZCreateApplicationRequest } from '#shared/validation/application';
import { ZCheckInvitationRequest, ZInvitationCheck, ZInvitationCodeParams, ZInvitationPreview } from '#shared/validation/invitations';
import { currentUser } from '#server/auth/session';
import { defineFeature, signedIn } from '#server/feature';
import { rateLimit } from '#server/http/rate-limit';
import { checkInvitation, deleteApplicationsOf, previewInvitation, pruneOldApplications, submitApplication } from './service';

const HOUR_MS = 60 * 60_000;
/**
 * The public form costs an e-mail to the academy each time: a family applies once or twice, a
 * flood is stopped per client network and, whatever its spread, in total.
 */
export const APPLICATION_RATE_LIMITS = {
  perNetwork: { windowMs: HOUR_MS, max: 5 },
  total: { windowMs: HOUR_MS, max: 60 },
} as const;

/** An invitation link opened: a family opens its own a few times; nobody guesses a 256-bit code. */
export const INVITATION_RATE_LIMIT = { windowMs: HOUR_MS, max: 30 } as const;

export const publicSiteFeature = defineFeature({ name: 'public-site' }, async (app, ctx) => {
  ctx.retention.push({ name: 'applications', prune: pruneOldApplications });
  // An application names the children and the parent's phone: it goes with the family's account.
  ctx.accountDeletion.push({ name: 'applications', inTransaction: (trx, family) => deleteApplicationsOf(trx, family.email) });

  app.post(
    '/api/v1/applications',
    {
      onRequest: [
        rateLimit(ctx.db, { name: 'application', rule: APPLICATION_RATE_LIMITS.perNetwork }),
        rateLimit(ctx.db, { name: 'application', rule: APPLICATION_RATE_LIMITS.total, key: () => 'all' }),
      ],
      schema: {
        tags: ['public-site'],
        summary: 'Apply to the academy',
        body: ZCreateApplicationRequest,
        response: { 201: z.object({ success: z.literal(true), id: z.string() }) },
      },
    },
    async (request, reply) => {
      const { id } = await submitApplication(ctx, request.body);
      return reply.status(201).send({ success: true, id });
    },
  );

  // Admissions (docs/product.md, Admissions): the join page reads its link, signed out or in.
  app.get(
    '/api/v1/invitations/:code',
    {
      onRequest: rateLimit(ctx.db, { name: 'invitation', rule: INVITATION_RATE_LIMIT }),
      schema: { tags: ['public-site'], summary: 'Whom an invitation link is for and whether it still works (404 unknown)', params: ZInvitationCodeParams, response: { 200: ZInvitationPreview } },
    },
    async (request) => previewInvitation(ctx.db, request.params.code),
  );

  await signedIn(app, ctx, (authed) => {
    authed.post(
      '/api/v1/invitations/check',
      {
        onRequest: rateLimit(ctx.db, { name: 'invitation', rule: INVITATION_RATE_LIMIT }),
        schema: {
          tags: ['public-site'],
          summary: 'Whether an invitation link works for the signed-in account: 403 for another address, 409 used, withdrawn or expired',
          body: ZCheckInvitationRequest,
          response: { 200: ZInvitationCheck },
        },
      },
      async (request) => checkInvitation(ctx.db, currentUser(request), request.body.code),
    );
  });
});
