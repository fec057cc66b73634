import { z } from 'zod';
import { ZCreateApplicationRequest } from '#shared/validation/application';
import { defineFeature } from '#server/feature';
import { rateLimit } from '#server/http/rate-limit';
import { deleteApplicationsOf, pruneOldApplications, submitApplication } from './service';

const HOUR_MS = 60 * 60_000;
/**
 * The public form costs an e-mail to the academy each time: a family applies once or twice, a
 * flood is stopped per client network and, whatever its spread, in total.
 */
export const APPLICATION_RATE_LIMITS = {
  perNetwork: { windowMs: HOUR_MS, max: 5 },
  total: { windowMs: HOUR_MS, max: 60 },
} as const;

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
});
