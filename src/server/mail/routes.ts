/**
 * The dev mailbox: what the outbox holds, for a laptop with no mail server. It exists only when
 * e-mail is not delivered, outside production, with the app at a loopback address (config), and it
 * answers only requests from the machine itself: the messages hold sign-in links and applications.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '#shared/errors';
import { isLoopbackHost } from '../config';
import { defineFeature } from '../feature';
import { listMailbox } from './outbox';

const ZMailboxResponse = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      links: z.array(z.object({ label: z.string(), url: z.string() })),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/** The connection and the client it stands for (after TRUST_PROXY) are both this machine. */
export function isFromThisMachine(request: FastifyRequest): boolean {
  const socketAddress = request.raw.socket?.remoteAddress ?? '';
  return isLoopbackHost(socketAddress) && isLoopbackHost(request.ip);
}

export const mailboxFeature = defineFeature({ name: 'dev-mailbox' }, async (app, ctx) => {
  if (!ctx.config.hasDevMailbox) return;
  app.get(
    '/api/v1/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages in the outbox (a laptop without SMTP_URL only; local requests only)',
        response: { 200: ZMailboxResponse },
      },
    },
    async (request) => {
      if (!isFromThisMachine(request)) throw new AppError('NOT_FOUND', 'Not found');
      return { messages: await listMailbox(ctx.db) };
    },
  );
});
