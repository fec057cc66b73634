/**
 * Delivers the outbox through SMTP: claims due messages (so several app instances never send one
 * twice), sends, and marks each sent, or retries later with exponential backoff until it gives up.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';

export const MAX_ATTEMPTS = 8;
const BASE_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 60 * 60_000;
/** How long a claimed message is reserved for the instance sending it. */
const CLAIM_MS = 2 * 60_000;

export function backoffMs(attempts: number): number {
  return Math.min(BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

export type MailWorker = {
  /** Sends what is due now; returns how many were sent. */
  runOnce(now?: Date): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
};

export function createMailWorker(opts: {
  db: Db;
  smtpUrl: string;
  from: string;
  log: FastifyBaseLogger;
}): MailWorker {
  const transport: Transporter = nodemailer.createTransport({
    url: opts.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function claim(id: string, attempts: number, now: Date): Promise<boolean> {
    const result = await opts.db
      .updateTable('outbox')
      .set({ status: 'queued', next_attempt_at: new Date(now.getTime() + CLAIM_MS).toISOString() })
      .where('id', '=', id)
      .where('attempts', '=', attempts)
      .where('status', '=', 'queued')
      .where('next_attempt_at', '<=', now.toISOString())
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function runOnce(now = new Date()): Promise<number> {
    const due = await opts.db
      .selectFrom('outbox')
      .selectAll()
      .where('status', '=', 'queued')
      .where('next_attempt_at', '<=', now.toISOString())
      .orderBy('next_attempt_at')
      .limit(20)
      .execute();
    let sent = 0;
    for (const message of due) {
      if (!(await claim(message.id, message.attempts, now))) continue;
      const attempts = message.attempts + 1;
      try {
        await transport.sendMail({
          from: opts.from,
          to: message.to_address,
          subject: message.subject,
          text: message.text_body,
          ...(message.html_body ? { html: message.html_body } : {}),
        });
        await opts.db
          .updateTable('outbox')
          .set({ status: 'sent', attempts, sent_at: new Date().toISOString(), last_error: null })
          .where('id', '=', message.id)
          .execute();
        sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const gaveUp = attempts >= MAX_ATTEMPTS;
        await opts.db
          .updateTable('outbox')
          .set({
            status: gaveUp ? 'failed' : 'queued',
            attempts,
            last_error: reason.slice(0, 500),
            next_attempt_at: new Date(now.getTime() + backoffMs(attempts)).toISOString(),
          })
          .where('id', '=', message.id)
          .execute();
        opts.log.warn({ outboxId: message.id, attempts, gaveUp, reason }, 'mail delivery failed');
      }
    }
    return sent;
  }

  function tick() {
    if (running) return;
    running = runOnce()
      .catch((error: unknown) => {
        opts.log.error({ err: error }, 'mail worker failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
  }

  return {
    runOnce,
    start(intervalMs = 5_000) {
      timer ??= setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      transport.close();
    },
  };
}
