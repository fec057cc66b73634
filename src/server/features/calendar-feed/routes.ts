/**
 * The family's calendar feed (issue 38, point 6; docs/product.md, Training sessions, "Calendar
 * feed"). The feed itself needs no sign-in (a calendar app fetches it; its token is the key), so
 * it answers only to a live token and is never stored by a cache. The links are shown only to
 * their own family, signed in.
 */
import { ZCalendarFeed, ZCalendarFeedParams } from '#shared/validation/calendar-feed';
import { currentUser } from '#server/auth/session';
import { defineFeature, signedIn } from '#server/feature';
import { exportCalendarFeed, familyCalendar, getFeed, rotateFeed } from './service';

const tags = ['calendar-feed'];

export const calendarFeedFeature = defineFeature({ name: 'calendar-feed', dependencies: ['accounts', 'athletes', 'membership', 'sessions'] }, async (app, ctx) => {
  ctx.familyData.push({ name: 'calendarFeed', export: exportCalendarFeed });

  app.get(
    '/calendar/:token.ics',
    { schema: { tags, summary: 'The family’s training sessions as an iCalendar feed (the secret token is the key; 404 otherwise)', params: ZCalendarFeedParams } },
    async (request, reply) => {
      const calendar = await familyCalendar(ctx, request.params.token);
      return reply.type('text/calendar; charset=utf-8').header('Cache-Control', 'private, no-store').send(calendar);
    },
  );

  await signedIn(app, ctx, (family) => {
    family.get(
      '/api/v1/calendar-feed',
      { schema: { tags, summary: 'The family’s own calendar feed links, or null before it made one', response: { 200: ZCalendarFeed } } },
      async (request) => getFeed(ctx, currentUser(request).id),
    );

    family.post(
      '/api/v1/calendar-feed/rotate',
      { schema: { tags, summary: 'Make the family’s calendar feed link, or a new one (the old link stops working)', response: { 200: ZCalendarFeed } } },
      async (request) => rotateFeed(ctx, currentUser(request).id),
    );
  });
});
