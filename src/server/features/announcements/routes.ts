/**
 * The announcements' routes: the admins' list, create, edit and delete, behind one role check on
 * the server (401 signed out, 403 without the admin role). Families read announcements through the
 * dashboard (its read calls getVisibleAnnouncements), and a job each minute announces passing start
 * and end times and queues the e-mails asked for.
 */
import { z } from 'zod';
import {
  ANNOUNCEMENT_MESSAGES,
  ZAnnouncementInput,
  ZAnnouncementList,
  ZAnnouncementParams,
  ZAnnouncementResponse,
} from '#shared/validation/announcements';
import { currentUser } from '#server/auth/session';
import { defineFeature, staffOnly } from '#server/feature';
import { createAnnouncement, editAnnouncement, exportFamilyAnnouncements, listAnnouncements, removeAnnouncement, runAnnouncementSchedule } from './service';

const tags = ['announcements'];

export const announcementsFeature = defineFeature({ name: 'announcements', dependencies: ['accounts', 'membership'] }, async (app, ctx) => {
  ctx.familyData.push({ name: 'announcements', export: exportFamilyAnnouncements });
  ctx.jobs.push({
    name: 'announcements-schedule',
    cron: '* * * * *',
    run: async (now) => void (await runAnnouncementSchedule(ctx, now)),
  });

  const messages = { signedOut: ANNOUNCEMENT_MESSAGES.signedOut, forbidden: ANNOUNCEMENT_MESSAGES.forbidden };
  await staffOnly(app, ctx, { roles: ['admin'], messages }, (admin) => {
    admin.get(
      '/api/v1/admin/announcements',
      { schema: { tags, summary: 'Every announcement, newest first (admin)', response: { 200: ZAnnouncementList } } },
      async () => ({ announcements: await listAnnouncements(ctx.db) }),
    );

    admin.post(
      '/api/v1/admin/announcements',
      {
        schema: {
          tags,
          summary: 'Create an announcement (defaults: info, priority 1, audience all); optionally e-mail the families of its audience once',
          body: ZAnnouncementInput,
          response: { 200: ZAnnouncementResponse },
        },
      },
      async (request) => {
        const user = currentUser(request);
        return { announcement: await createAnnouncement(ctx, { id: user.id, email: user.email }, request.body) };
      },
    );

    admin.put(
      '/api/v1/admin/announcements/:id',
      {
        schema: { tags, summary: 'Edit an announcement (all its fields, the Active toggle included)', params: ZAnnouncementParams, body: ZAnnouncementInput, response: { 200: ZAnnouncementResponse } },
      },
      async (request) => {
        const user = currentUser(request);
        return { announcement: await editAnnouncement(ctx, { id: user.id, email: user.email }, request.params.id, request.body) };
      },
    );

    admin.delete(
      '/api/v1/admin/announcements/:id',
      { schema: { tags, summary: 'Delete an announcement', params: ZAnnouncementParams, response: { 200: z.object({ success: z.literal(true) }) } } },
      async (request) => {
        const user = currentUser(request);
        await removeAnnouncement(ctx, { id: user.id, email: user.email }, request.params.id);
        return { success: true as const };
      },
    );
  });
});
