/** The dev mailbox: what the outbox holds, for a laptop with no mail server. Absent in production. */
import { z } from 'zod';
import type { AppContext, ZodApp } from '../context';
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

export async function mailboxRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  if (ctx.config.isProduction) return;
  app.get(
    '/api/v1/dev/mailbox',
    { schema: { tags: ['dev'], summary: 'Messages in the outbox (not in production)', response: { 200: ZMailboxResponse } } },
    async () => ({ messages: await listMailbox(ctx.db) }),
  );
}
