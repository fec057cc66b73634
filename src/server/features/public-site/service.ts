import { randomUUID } from 'node:crypto';
import { ACADEMY } from '#shared/academy';
import {
  COMMITMENT_OPTIONS,
  EXPERIENCE_OPTIONS,
  type TCreateApplicationRequest,
} from '#shared/validation/application';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { composeMail } from '#server/mail/mail';
import { insertApplication } from './queries';
import { inTransaction } from '#server/db/transaction';

/**
 * How long an application (a child's name and age, a parent's phone) is kept: long enough for the
 * academy to answer it and follow up within a season, then deleted by a daily job (README).
 */
export const APPLICATION_RETENTION_DAYS = 180;

/** Deletes applications older than the retention period; returns how many. Safe on every instance. */
export async function pruneOldApplications(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - APPLICATION_RETENTION_DAYS * 86_400_000).toISOString();
  const result = await db.deleteFrom('applications').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/** Stores an application and, in the same transaction, queues the e-mail that tells the academy. */
export async function submitApplication(ctx: AppContext, input: TCreateApplicationRequest): Promise<{ id: string }> {
  const id = randomUUID();
  const mail = composeMail({
    paragraphs: [
      `New academy application from ${input.parentName}.`,
      [
        `Player name: ${input.playerName}`,
        `Player age: ${input.playerAge}`,
        `Parent name: ${input.parentName}`,
        `Email: ${input.email}`,
        `Phone: ${input.phone}`,
        `Experience: ${labelOf(EXPERIENCE_OPTIONS, input.experience)}`,
        `Commitment: ${labelOf(COMMITMENT_OPTIONS, input.commitment)}`,
      ].join('\n'),
      `Message:\n${input.message}`,
    ],
  });
  await inTransaction(ctx.db, async (trx) => {
    await insertApplication(trx, id, input);
    await ctx.mail.queue(trx, {
      kind: 'application',
      to: ACADEMY.email,
      subject: `New application: ${input.playerName} (${input.playerAge})`,
      ...mail,
    });
  });
  return { id };
}

/** The applications sent with this e-mail address, when the family deletes its account. */
export async function deleteApplicationsOf(db: Db, email: string): Promise<void> {
  await db.deleteFrom('applications').where('email', '=', email).execute();
}
