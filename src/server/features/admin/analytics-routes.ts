/** The admin dashboard's academy numbers and churn radar (issue 14, points 6 and 7); admins only, inside staffOnly. */
import { ZAnalytics, ZRadar } from '#shared/validation/analytics';
import type { AppContext, ZodApp } from '#server/context';
import { getAnalytics, getChurnRadar } from './analytics';

const tags = ['admin'];

export function registerAnalyticsRoutes(admin: ZodApp, ctx: AppContext): void {
  admin.get(
    '/api/v1/admin/analytics',
    {
      schema: {
        tags,
        summary:
          "The academy's numbers this month against last month, and 12 months of revenue and members",
        response: { 200: ZAnalytics },
      },
    },
    async () => getAnalytics(ctx.db),
  );
  admin.get(
    '/api/v1/admin/radar',
    {
      schema: {
        tags,
        summary: 'Families at risk of leaving, each with its reasons',
        response: { 200: ZRadar },
      },
    },
    async () => getChurnRadar(ctx.db),
  );
}
