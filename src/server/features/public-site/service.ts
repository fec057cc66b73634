import { randomUUID } from 'node:crypto';
import { ACADEMY } from '../../../shared/academy';
import {
  COMMITMENT_OPTIONS,
  EXPERIENCE_OPTIONS,
  type TCreateApplicationRequest,
} from '../../../shared/validation/application';
import type { AppContext } from '../../context';
import { composeMail } from '../../mail/mail';
import { insertApplication } from './queries';
import { inTransaction } from '../../db/transaction';

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
