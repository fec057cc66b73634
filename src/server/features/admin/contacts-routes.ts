/**
 * The Families tab's routes (issue 14, parts 3 to 5), inside the admin feature's staffOnly scope:
 * contacts, roles, deletion and messages from the admin. `POST /api/v1/admin/messages` is also the
 * churn radar's nudge: keep its contract.
 */
import { z } from 'zod';
import { AppError } from '#shared/errors';
import {
  BULK_SENDS_PER_HOUR,
  CONTACT_MESSAGES,
  ZBulkMessageRequest,
  ZContactParams,
  ZContactsPage,
  ZContactsQuery,
  ZSendMessageRequest,
  ZSetRoleRequest,
} from '#shared/validation/contacts';
import { ROLES } from '#shared/validation/accounts';
import { currentUser } from '#server/auth/session';
import type { AppContext, ZodApp } from '#server/context';
import { createWriteWorker } from '#server/db/write-worker';
import { byFamily, checkRateLimit } from '#server/http/rate-limit';
import { bulkWriteTasks } from './bulk-writes';
import { deleteFamily, listContacts, sendBulkMessage, sendMessage, setRole } from './contacts-service';

const tags = ['admin'];
export const BULK_MESSAGE_RATE_LIMIT = { windowMs: 60 * 60_000, max: BULK_SENDS_PER_HOUR } as const;

export function registerContactsRoutes(admin: ZodApp, ctx: AppContext): void {
  const writer = createWriteWorker(ctx.db, ctx.config.database, {
    tasks: bulkWriteTasks,
    entry: new URL('./write-worker.ts', import.meta.url),
    onError: (message) => admin.log.error(message),
  });
  // The worker starts with the server, not on an admin's first bulk send (it takes about a second to load).
  admin.addHook('onListen', async () => writer.warm());
  admin.addHook('onClose', async () => writer.close());

  admin.get(
    '/api/v1/admin/contacts',
    { schema: { tags, summary: 'Families newest first, found by name, e-mail, phone or an athlete’s first name; a page at a time', querystring: ZContactsQuery, response: { 200: ZContactsPage } } },
    async (request) => listContacts(ctx.db, request.query),
  );

  admin.put(
    '/api/v1/admin/contacts/:userId/role',
    { schema: { tags, summary: 'Grant or take back coach and admin (the last admin keeps the role)', params: ZContactParams, body: ZSetRoleRequest, response: { 200: z.object({ role: z.enum(ROLES) }) } } },
    async (request) => setRole(ctx.db, currentUser(request), request.params.userId, request.body),
  );

  admin.delete(
    '/api/v1/admin/contacts/:userId',
    { schema: { tags, summary: 'Delete a family and everything kept for it, as its own account deletion does', params: ZContactParams } },
    async (request, reply) => {
      await deleteFamily(ctx, currentUser(request), request.params.userId);
      return reply.code(204).send();
    },
  );

  admin.post(
    '/api/v1/admin/messages',
    { schema: { tags, summary: 'A message to one family, in the app and by e-mail', body: ZSendMessageRequest, response: { 201: z.object({ id: z.string() }) } } },
    async (request, reply) => reply.code(201).send(await sendMessage(ctx, currentUser(request), request.body)),
  );

  admin.post(
    '/api/v1/admin/messages/bulk',
    {
      preHandler: async (request, reply) => {
        try {
          await checkRateLimit(ctx.db, { name: 'admin-bulk-message', rule: BULK_MESSAGE_RATE_LIMIT, key: byFamily }, request, reply);
        } catch (error) {
          if (error instanceof AppError && error.code === 'RATE_LIMITED') throw new AppError('RATE_LIMITED', CONTACT_MESSAGES.bulkLimit);
          throw error;
        }
      },
      schema: { tags, summary: 'A message to every family the search finds, all in one transaction', body: ZBulkMessageRequest, response: { 200: z.object({ sent: z.number().int() }) } },
    },
    async (request) => sendBulkMessage(ctx, writer, currentUser(request), request.body),
  );
}
