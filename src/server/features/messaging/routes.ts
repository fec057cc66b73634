/**
 * Messaging (issue 15; docs/product.md, Messages): the family's conversations with the academy
 * (Academy Support, Coach, Training Updates), the staff inbox and the staff contacts. Family routes
 * sit behind the signed-in hook; staff routes behind one role check for coaches and admins, and
 * hiding a message behind one for admins. Every thread route names the family's own thread or
 * answers 404. The dashboard's "Messages from the academy" reads GET /api/v1/messages.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '#shared/errors';
import { FAMILY_MESSAGES_PER_MINUTE, MASS_MESSAGES_PER_HOUR, MESSAGING_MESSAGES } from '#shared/messaging';
import {
  ZConversationList,
  ZConversationParams,
  ZFamilyMessage,
  ZFamilyMessagesPage,
  ZFamilyMessagesQuery,
  ZFamilyParams,
  ZInboxPage,
  ZInboxQuery,
  ZMassMessageRequest,
  ZMessageParams,
  ZPostMessageRequest,
  ZReadResponse,
  ZStaffFamiliesPage,
  ZStaffFamiliesQuery,
  ZStaffReplyRequest,
  ZStaffThreadPage,
  ZThreadMessage,
  ZThreadPage,
  ZThreadQuery,
  ZTrainingUpdates,
} from '#shared/validation/messaging';
import { ZAudienceChoices, ZAudienceMessageRequest } from '#shared/validation/audiences';
import { currentUser } from '#server/auth/session';
import { defineFeature, signedIn, staffOnly } from '#server/feature';
import { byFamily, checkRateLimit } from '#server/http/rate-limit';
import {
  exportFamilyThreads,
  getConversationList,
  getFamilyMessages,
  getInbox,
  getStaffThread,
  getThread,
  getTrainingUpdates,
  hideThreadMessage,
  listStaffFamilies,
  markConversationRead,
  markMessageRead,
  markTrainingUpdatesRead,
  massMessage,
  messageFamily,
  postFamilyMessage,
  replyInThread,
} from './service';
import { listAudiences, messageAudience } from './audiences';

const tags = ['messaging'];
export const MASS_MESSAGE_RATE_LIMIT = { windowMs: 60 * 60_000, max: MASS_MESSAGES_PER_HOUR } as const;
const FAMILY_MESSAGE_RATE_LIMIT = { windowMs: 60_000, max: FAMILY_MESSAGES_PER_MINUTE } as const;

export const messagingFeature = defineFeature({ name: 'messaging', dependencies: ['accounts', 'announcements'] }, async (app, ctx) => {
  // The family's threads go with its account (cascade); the export carries them.
  ctx.familyData.push({ name: 'conversations', export: exportFamilyThreads });

  await signedIn(app, ctx, (family) => {
    family.get(
      '/api/v1/messages',
      { schema: { tags, summary: "The family's messages from staff, newest first, with the unread count (the dashboard's panel)", querystring: ZFamilyMessagesQuery, response: { 200: ZFamilyMessagesPage } } },
      async (request) => getFamilyMessages(ctx.db, currentUser(request).id, request.query),
    );

    family.post(
      '/api/v1/messages/:id/read',
      { schema: { tags, summary: 'Mark one of the family’s messages read (and its thread up to it)', params: ZMessageParams, response: { 200: z.object({ message: ZFamilyMessage }) } } },
      async (request) => ({ message: await markMessageRead(ctx, currentUser(request).id, request.params.id) }),
    );

    family.get(
      '/api/v1/conversations',
      { schema: { tags, summary: 'The family’s conversations (Academy Support, Coach, Training Updates) with last message and unread counts', response: { 200: ZConversationList } } },
      async (request) => getConversationList(ctx.db, currentUser(request).id),
    );

    family.get(
      '/api/v1/conversations/training-updates',
      { schema: { tags, summary: 'Training Updates: the announcements this family sees, newest first, with read state', response: { 200: ZTrainingUpdates } } },
      async (request) => getTrainingUpdates(ctx.db, currentUser(request).id),
    );

    family.post(
      '/api/v1/conversations/training-updates/read',
      { schema: { tags, summary: 'Mark Training Updates read', response: { 200: ZReadResponse } } },
      async (request) => markTrainingUpdatesRead(ctx, currentUser(request).id),
    );

    family.get(
      '/api/v1/conversations/:id/messages',
      { schema: { tags, summary: 'A page of the family’s own thread, newest first (404 for any other thread)', params: ZConversationParams, querystring: ZThreadQuery, response: { 200: ZThreadPage } } },
      async (request) => getThread(ctx.db, currentUser(request).id, request.params.id, request.query),
    );

    family.post(
      '/api/v1/conversations/:id/messages',
      {
        preHandler: async (request, reply) => checkRateLimit(ctx.db, { name: 'family-message', rule: FAMILY_MESSAGE_RATE_LIMIT, key: byFamily }, request, reply),
        schema: { tags, summary: 'Write in the family’s own thread (trimmed, not blank, at most 2,000 characters)', params: ZConversationParams, body: ZPostMessageRequest, response: { 201: z.object({ message: ZThreadMessage }) } },
      },
      async (request, reply) => reply.code(201).send({ message: await postFamilyMessage(ctx, currentUser(request), request.params.id, request.body.body) }),
    );

    family.post(
      '/api/v1/conversations/:id/read',
      { schema: { tags, summary: 'Mark the family’s own thread read up to its newest message', params: ZConversationParams, response: { 200: ZReadResponse } } },
      async (request) => markConversationRead(ctx, currentUser(request).id, request.params.id),
    );
  });

  const massMessageLimit = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await checkRateLimit(ctx.db, { name: 'staff-mass-message', rule: MASS_MESSAGE_RATE_LIMIT, key: byFamily }, request, reply);
    } catch (error) {
      if (error instanceof AppError && error.code === 'RATE_LIMITED') throw new AppError('RATE_LIMITED', MESSAGING_MESSAGES.massLimit);
      throw error;
    }
  };
  const staffMessages = { signedOut: MESSAGING_MESSAGES.signedOut, forbidden: MESSAGING_MESSAGES.staffOnly };
  await staffOnly(app, ctx, { roles: ['coach', 'admin'], messages: staffMessages }, async (staff) => {
    staff.get(
      '/api/v1/staff/inbox',
      { schema: { tags, summary: 'Family threads: waiting for an answer first (oldest waiting first), then most recent', querystring: ZInboxQuery, response: { 200: ZInboxPage } } },
      async (request) => getInbox(ctx.db, currentUser(request), request.query),
    );

    staff.get(
      '/api/v1/staff/conversations/:id/messages',
      { schema: { tags, summary: 'A page of a thread, newest first, hidden messages marked; the family beside it', params: ZConversationParams, querystring: ZThreadQuery, response: { 200: ZStaffThreadPage } } },
      async (request) => getStaffThread(ctx.db, currentUser(request), request.params.id, request.query),
    );

    staff.post(
      '/api/v1/staff/conversations/:id/messages',
      { schema: { tags, summary: 'Reply in a family’s thread (optionally urgent)', params: ZConversationParams, body: ZStaffReplyRequest, response: { 201: z.object({ message: ZThreadMessage }) } } },
      async (request, reply) => reply.code(201).send({ message: await replyInThread(ctx, currentUser(request), request.params.id, request.body) }),
    );

    staff.get(
      '/api/v1/staff/families',
      { schema: { tags, summary: 'Families by name, phone or an athlete’s first name, newest first (no e-mail addresses)', querystring: ZStaffFamiliesQuery, response: { 200: ZStaffFamiliesPage } } },
      async (request) => listStaffFamilies(ctx.db, request.query),
    );

    staff.post(
      '/api/v1/staff/families/:userId/messages',
      { schema: { tags, summary: 'A message to one family, in its Academy Support thread', params: ZFamilyParams, body: ZStaffReplyRequest, response: { 201: z.object({ id: z.string() }) } } },
      async (request, reply) => reply.code(201).send(await messageFamily(ctx, currentUser(request), request.params.userId, request.body)),
    );

    staff.post(
      '/api/v1/staff/messages/mass',
      {
        preHandler: massMessageLimit,
        schema: { tags, summary: 'A message to every family the search finds, all in one transaction (3 an hour)', body: ZMassMessageRequest, response: { 200: z.object({ sent: z.number().int() }) } },
      },
      async (request) => massMessage(ctx, currentUser(request), request.body),
    );

    staff.get(
      '/api/v1/staff/audiences',
      { schema: { tags, summary: 'The groups staff may write to (members, a plan, a birth year, a training group, payment trouble), each with how many families it reaches', response: { 200: ZAudienceChoices } } },
      async () => listAudiences(ctx.db),
    );

    staff.post(
      '/api/v1/staff/messages/audience',
      {
        // The mass message's limit and count: a message to a group is a mass message too.
        preHandler: massMessageLimit,
        schema: { tags, summary: 'A message to every family of a group, all in one transaction (shares the mass message’s 3 an hour)', body: ZAudienceMessageRequest, response: { 200: z.object({ sent: z.number().int() }) } },
      },
      async (request) => messageAudience(ctx, currentUser(request), request.body),
    );

    await staffOnly(staff, ctx, { roles: ['admin'], messages: { signedOut: MESSAGING_MESSAGES.signedOut, forbidden: MESSAGING_MESSAGES.adminOnly } }, (admin) => {
      admin.post(
        '/api/v1/staff/messages/:id/hide',
        { schema: { tags, summary: 'Hide a message from the family (admins; never deleted; audited)', params: ZMessageParams, response: { 200: z.object({ success: z.literal(true) }) } } },
        async (request) => {
          await hideThreadMessage(ctx, currentUser(request), request.params.id);
          return { success: true as const };
        },
      );
    });
  });
});
