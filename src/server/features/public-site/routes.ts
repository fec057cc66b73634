import { z } from 'zod';
import { ZCreateApplicationRequest } from '../../../shared/validation/application';
import type { AppContext, ZodApp } from '../../context';
import { submitApplication } from './service';

export async function publicSiteRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  app.post(
    '/api/v1/applications',
    {
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
}
