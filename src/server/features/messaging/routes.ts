/**
 * Messaging (issue 14, part 4): the family reads the messages the academy's staff sent it. Staff
 * send them from the admin dashboard (features/admin/contacts-routes.ts) through this feature's
 * service; the messaging issue later shows them in threads.
 */
import { z } from 'zod';
import { ZFamilyMessage, ZFamilyMessagesPage, ZFamilyMessagesQuery, ZMessageParams } from '#shared/validation/messaging';
import { currentUser } from '#server/auth/session';
import { defineFeature } from '#server/feature';
import { getFamilyMessages, markMessageRead } from './service';

const tags = ['messaging'];

export const messagingFeature = defineFeature({ name: 'messaging', dependencies: ['accounts'], isSignedInOnly: true }, async (app, ctx) => {
  app.get(
    '/api/v1/messages',
    { schema: { tags, summary: "The family's messages from the academy, newest first, with the unread count", querystring: ZFamilyMessagesQuery, response: { 200: ZFamilyMessagesPage } } },
    async (request) => getFamilyMessages(ctx.db, currentUser(request).id, request.query),
  );

  app.post(
    '/api/v1/messages/:id/read',
    { schema: { tags, summary: 'Mark one of the family’s messages read', params: ZMessageParams, response: { 200: z.object({ message: ZFamilyMessage }) } } },
    async (request) => ({ message: await markMessageRead(ctx.db, currentUser(request).id, request.params.id) }),
  );
});
