import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import { currentUser } from '../../auth/session';
import type { AppContext, ZodApp } from '../../context';
import { hasAnyAdmin, initializeFirstAdmin } from './service';

const tags = ['admin'];

export async function adminRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  app.get(
    '/api/v1/admin/status',
    {
      schema: {
        tags,
        summary: 'For /admin-setup: signed in? admin? does the academy have an admin yet?',
        response: { 200: z.object({ isAuthenticated: z.boolean(), isAdmin: z.boolean(), canInitialize: z.boolean() }) },
      },
    },
    async (request) => {
      const user = await ctx.session.getSessionUser(request);
      const hasAdmin = await hasAnyAdmin(ctx.db);
      return { isAuthenticated: Boolean(user), isAdmin: user?.role === 'admin', canInitialize: Boolean(user) && !hasAdmin };
    },
  );

  app.post(
    '/api/v1/admin/initialize',
    {
      onRequest: ctx.session.authenticate,
      schema: { tags, summary: 'Make the signed-in user the first admin (only while there is none)', response: { 200: z.object({ success: z.literal(true) }) } },
    },
    async (request) => {
      await initializeFirstAdmin(ctx.db, currentUser(request).id);
      return { success: true as const };
    },
  );

  app.get(
    '/api/v1/admin/access',
    {
      schema: { tags, summary: 'Whether the signed-in user may open the admin dashboard', response: { 200: z.object({ role: z.literal('admin') }) } },
    },
    async (request) => {
      const user = await ctx.session.getSessionUser(request);
      if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to access the admin dashboard.');
      if (user.role !== 'admin') throw new AppError('FORBIDDEN', 'You don’t have permission to access the admin dashboard.');
      return { role: 'admin' as const };
    },
  );
}
