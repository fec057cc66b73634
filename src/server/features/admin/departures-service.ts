/**
 * The admin's Leaving list and its win-back (issue 39, point 3; decision 074): memberships cancelled
 * or withdrawn with who, why and when, and one message per departure to the family's Academy Support
 * thread, audited and marked on the row.
 */
import { ACADEMY } from '#shared/academy';
import { DEPARTURE_MESSAGES, WIN_BACK_SUBJECT } from '#shared/departures';
import { AppError } from '#shared/errors';
import type { TDeparturesPage, TDeparturesQuery, TWinBackRequest } from '#shared/validation/departures';
import { recordAudit } from '#server/audit/audit';
import type { SessionUser } from '#server/auth/session';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { inTransaction } from '#server/db/transaction';
import { claimWinBack, findDeparture, listDepartures, setWinBackMessage } from '../membership/service';
import { announceThreadChange, sendStaffMessages } from '../messaging/service';

export async function getDepartures(db: Db, page: TDeparturesQuery): Promise<TDeparturesPage> {
  return listDepartures(db, page);
}

/**
 * The win-back: claimed on the departure's row (a conditional update), so a replay or many requests
 * at once send one message; the message and its audit entry are written in the same transaction.
 */
export async function sendWinBack(ctx: AppContext, admin: SessionUser, membershipId: string, input: TWinBackRequest, now = new Date()): Promise<{ winBackSentAt: string }> {
  const at = now.toISOString();
  const sent = await inTransaction(ctx.db, async (trx) => {
    const departure = await findDeparture(trx, membershipId);
    if (!departure) throw new AppError('NOT_FOUND', DEPARTURE_MESSAGES.notFound);
    if (!(await claimWinBack(trx, membershipId, at))) {
      const already = (await findDeparture(trx, membershipId))?.win_back_sent_at ?? departure.win_back_sent_at ?? at;
      throw new AppError('CONFLICT', DEPARTURE_MESSAGES.winBackSent(new Date(already).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: ACADEMY.timeZone })));
    }
    const [messageId] = await sendStaffMessages(
      trx,
      { id: admin.id, name: admin.name.trim() || 'Bravo Academy' },
      [{ id: departure.family_id }],
      { subject: WIN_BACK_SUBJECT, body: input.body.trim() },
      undefined,
      now,
    );
    await setWinBackMessage(trx, membershipId, messageId!);
    await recordAudit(
      trx,
      {
        actor: { id: admin.id, email: admin.email },
        action: 'departure.win-back',
        target: { type: 'membership', id: membershipId },
        subjectUserId: departure.family_id,
        summary: `Sent a win-back to ${departure.email}`,
        details: { familyId: departure.family_id, messageId },
      },
      now,
    );
    return { familyId: departure.family_id };
  });
  await announceThreadChange(ctx, [sent.familyId]);
  return { winBackSentAt: at };
}
