/**
 * Notifications (docs/product.md "Notifications"): the routes of the Settings section (the parent's
 * choice of e-mail and push, the browser's push subscription) and the two jobs that e-mail and push
 * what the features queue through #server/notifications/queue. Every route needs a signed-in
 * family and touches only its own rows.
 */
import { z } from 'zod';
import { AppError } from '#shared/errors';
import {
  NOTIFICATION_MESSAGES,
  ZNotificationPreferencesInput,
  ZNotificationPreferencesResponse,
  ZPushKeyResponse,
  ZPushSubscriptionInput,
  ZPushSubscriptionParams,
  ZPushSubscriptionResponse,
} from '#shared/validation/notifications';
import { currentUser } from '#server/auth/session';
import { defineFeature } from '#server/feature';
import { byFamily, rateLimit } from '#server/http/rate-limit';
import { runNotificationEmails, runPushNotifications } from '#server/notifications/jobs';
import { isPushServiceUrl, vapidOf } from '#server/notifications/push';
import { deleteSubscription, exportFamilyNotifications, getPreferences, pruneNotifications, saveSubscription, setPreferences } from '#server/notifications/store';

const tags = ['notifications'];

export const notificationsFeature = defineFeature({ name: 'notifications', dependencies: ['accounts'], isSignedInOnly: true }, async (app, ctx) => {
  ctx.familyData.push({ name: 'notifications', export: exportFamilyNotifications });
  ctx.retention.push({ name: 'notifications', prune: pruneNotifications });
  ctx.jobs.push(
    { name: 'notification-emails', cron: '* * * * *', run: async (now) => void (await runNotificationEmails(ctx, now)) },
    { name: 'notification-push', cron: '* * * * *', run: async (now) => void ctx.metrics.pushFailures.inc((await runPushNotifications(ctx, now)).failed) },
  );
  // Only the public half: the private key signs pushes on this server and is never sent anywhere.
  const { publicKey } = vapidOf(ctx.config);

  app.get(
    '/api/v1/notifications/push-key',
    { schema: { tags, summary: 'The academy’s VAPID public key, for the browser’s push subscription', response: { 200: ZPushKeyResponse } } },
    async () => ({ publicKey }),
  );

  app.post(
    '/api/v1/notifications/subscriptions',
    {
      onRequest: rateLimit(ctx.db, { name: 'push-subscribe', rule: { windowMs: 3_600_000, max: 30 }, key: byFamily }),
      schema: {
        tags,
        summary: 'Save this browser’s push subscription (an https endpoint of a browser push service); the oldest beyond 10 per family are replaced',
        body: ZPushSubscriptionInput,
        response: { 200: ZPushSubscriptionResponse },
      },
    },
    async (request) => {
      // The server will post to this address: only the browsers' own push services, never a host of
      // the requester's choosing (an internal address, another site).
      if (!isPushServiceUrl(request.body.endpoint)) throw new AppError('VALIDATION', NOTIFICATION_MESSAGES.endpoint, { endpoint: NOTIFICATION_MESSAGES.endpoint });
      return { subscription: await saveSubscription(ctx.db, currentUser(request).id, request.body) };
    },
  );

  app.delete(
    '/api/v1/notifications/subscriptions/:id',
    { schema: { tags, summary: 'Remove one of the family’s push subscriptions', params: ZPushSubscriptionParams, response: { 200: z.object({ success: z.literal(true) }) } } },
    async (request) => {
      if (!(await deleteSubscription(ctx.db, currentUser(request).id, request.params.id))) throw new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.notFound);
      return { success: true as const };
    },
  );

  app.get(
    '/api/v1/notifications/preferences',
    { schema: { tags, summary: 'The family’s notification choice (defaults: e-mail on, push off)', response: { 200: ZNotificationPreferencesResponse } } },
    async (request) => ({ preferences: await getPreferences(ctx.db, currentUser(request).id) }),
  );

  app.put(
    '/api/v1/notifications/preferences',
    { schema: { tags, summary: 'Choose e-mail and push notifications, the evening-before reminder of training sessions and the streak reminder', body: ZNotificationPreferencesInput, response: { 200: ZNotificationPreferencesResponse } } },
    async (request) => ({ preferences: await setPreferences(ctx.db, currentUser(request).id, request.body) }),
  );
});
