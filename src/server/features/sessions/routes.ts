/**
 * Training sessions' routes (issue 38; docs/product.md, Training sessions). So far: the staff's
 * list of a range of days. The coming season is generated at every start and every hour.
 */
import { ZSessionRange, ZStaffSessions } from '#shared/validation/sessions';
import type { Db } from '#server/db/database';
import { defineFeature, staffOnly } from '#server/feature';
import { generateSessions, staffSessions } from './service';

const tags = ['sessions'];

// At every start (as a seed, before the app listens) and every hour: the coming season's sessions exist.
const seed = async (db: Db) => void (await generateSessions(db));

export const sessionsFeature = defineFeature({ name: 'sessions', dependencies: ['accounts'], seed }, async (app, ctx) => {
  ctx.jobs.push({
    name: 'sessions-generate',
    cron: '7 * * * *',
    run: async (now) => {
      const made = await generateSessions(ctx.db, now);
      if (made > 0) ctx.log.info({ made }, 'training sessions generated');
    },
  });

  await staffOnly(app, ctx, { roles: ['coach', 'admin'] }, (staff) => {
    staff.get(
      '/api/v1/staff/sessions',
      { schema: { tags, summary: 'The training sessions of a range of days, in order (coaches and admins)', querystring: ZSessionRange, response: { 200: ZStaffSessions } } },
      async (request) => staffSessions(ctx, request.query),
    );
  });
});
