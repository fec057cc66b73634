/**
 * Mail as the rest of the server sees it: queue a message inside your transaction. With SMTP_URL a
 * worker delivers the outbox; without it messages stay there, readable on a laptop at /dev/mailbox.
 * Links carry tokens, so they are never logged.
 */
import type { FastifyBaseLogger } from 'fastify';
import { ACADEMY } from '#shared/academy';
import type { Locale } from '#shared/i18n/locale';
import { m } from '#shared/i18n/paraglide/messages';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { type OutgoingMail, queueMail } from './outbox';
import { createMailWorker, type MailWorker } from './worker';

export type Mail = {
  mode: 'smtp' | 'outbox';
  queue(executor: Parameters<typeof queueMail>[0], mail: OutgoingMail): Promise<string>;
  worker: MailWorker | undefined;
};

export function createMail(config: AppConfig, db: Db, log: FastifyBaseLogger): Mail {
  const smtpUrl = config.mail.smtpUrl;
  const worker = smtpUrl ? createMailWorker({ db, smtpUrl, from: config.mail.from, log }) : undefined;
  if (!smtpUrl && config.isProduction) {
    log.warn('SMTP_URL is not set: e-mails stay in the outbox and are not delivered');
  }
  return {
    mode: smtpUrl ? 'smtp' : 'outbox',
    worker,
    async queue(executor, mail) {
      const id = await queueMail(executor, mail);
      if (config.hasDevMailbox) log.info({ kind: mail.kind }, `mail queued: read it at ${config.appUrl}/dev/mailbox`);
      return id;
    },
  };
}

/** A plain, readable e-mail: a greeting, paragraphs and the action links, as text and HTML. */
export function composeMail(input: {
  /** The family's language: the default sign-off is written in it. */
  locale?: Locale;
  greeting?: string;
  paragraphs: string[];
  links?: { label: string; url: string }[];
  signOff?: string;
}): { text: string; html: string } {
  const escape = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const signOff = input.signOff ?? m.email_sign_off({ academy: ACADEMY.name }, { locale: input.locale ?? 'en' });
  const textParts = [
    ...(input.greeting ? [input.greeting] : []),
    ...input.paragraphs,
    ...(input.links ?? []).map((l) => `${l.label}: ${l.url}`),
    signOff,
  ];
  const htmlParts = [
    ...(input.greeting ? [`<p>${escape(input.greeting)}</p>`] : []),
    ...input.paragraphs.map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`),
    ...(input.links ?? []).map((l) => `<p><a href="${escape(l.url)}">${escape(l.label)}</a></p>`),
    `<p style="color:#555">${escape(signOff)}</p>`,
  ];
  return { text: textParts.join('\n\n'), html: `<div style="font-family:sans-serif">${htmlParts.join('')}</div>` };
}
