/**
 * A move, a cancellation or a restore reaches every family with an athlete on the session at once
 * (issue 38, point 5): a live event, a web push and an e-mail, all through quiet hours. Exactly once
 * per change, however many instances: the change row's `notified_at` is claimed with a conditional
 * update in the same transaction that queues the notifications (kind `session`, the change's id as
 * source, unique per family) and the e-mails, so claimed means queued. The request that made the
 * change sends right after its commit; a job every minute sends what a crash in between left.
 */
import { CANCEL_REASON_LABELS, describeSessionTime } from '#shared/validation/session-admin';
import { paths } from '#shared/page-paths';
import type { AppContext } from '#server/context';
import { isPostgres } from '#server/db/database';
import { timeOrderedId } from '#server/db/ids';
import { inTransaction } from '#server/db/transaction';
import { composeMail } from '#server/mail/mail';
import { type OutgoingMail, queueMails } from '#server/mail/outbox';
import { preview } from '#server/notifications/queue';
import { type AdminSessionRow, claimChangeNotice, findAdminSession, insertNotices, listMailableFamilies, listStaffIds, listUnnotifiedChanges, markEmailed } from './admin-queries';
import { familiesOnSessions } from './audience';
import { sessionName } from './session-name';

export { sessionName };

type NoticeContext = Pick<AppContext, 'db' | 'config' | 'log' | 'events'>;

/** Where and when a session was, as a change's `detail` keeps it. */
export type SessionSnapshot = { date: string; startsAt: string; endsAt: string; location: string };
export type ChangeDetail = { before?: Partial<SessionSnapshot> & { status?: string }; after?: Partial<SessionSnapshot> & { status?: string }; reason?: string; note?: string | null };


const when = (s: SessionSnapshot) => `${describeSessionTime(s)} at ${s.location}`;

function snapshotOf(row: AdminSessionRow): SessionSnapshot {
  return { date: row.local_date, startsAt: new Date(row.starts_at).toISOString(), endsAt: new Date(row.ends_at).toISOString(), location: row.location };
}

/** The notice's title and the e-mail's paragraphs: what changed, when and where, and why. */
export function describeChange(change: string, detail: ChangeDetail, session: AdminSessionRow): { title: string; lines: string[] } {
  const name = sessionName(session);
  const now = snapshotOf(session);
  if (change === 'cancelled') {
    const reason = CANCEL_REASON_LABELS[detail.reason as keyof typeof CANCEL_REASON_LABELS] ?? 'Other';
    return {
      title: `Cancelled: ${name}, ${describeSessionTime(now)}`,
      lines: [`${name} on ${when(now)} is cancelled.`, `Reason: ${reason}.${detail.note ? ` ${detail.note}` : ''}`, 'A cancellation by the academy never counts against your sessions.'],
    };
  }
  if (change === 'moved') {
    const before = { ...now, ...detail.before } as SessionSnapshot;
    return { title: `Moved: ${name}, now ${describeSessionTime(now)}`, lines: [`${name} has moved.`, `Before: ${when(before)}.`, `Now: ${when(now)}.`] };
  }
  return { title: `Back on: ${name}, ${describeSessionTime(now)}`, lines: [`${name} on ${when(now)} is back on: it is no longer cancelled.`] };
}

/**
 * Sends one change's notice if nobody has; returns how many families it went to (0 when another
 * caller sent it, or for a change that tells nobody).
 */
export async function sendChangeNotice(ctx: NoticeContext, changeId: string, now = new Date()): Promise<number> {
  const change = await ctx.db.selectFrom('training_session_changes').select(['session_id', 'change', 'detail', 'notified_at']).where('id', '=', changeId).executeTakeFirst();
  if (!change || change.notified_at !== null) return 0;
  const session = await findAdminSession(ctx.db, change.session_id);
  if (!session) return 0;
  const detail = JSON.parse(change.detail) as ChangeDetail;
  // Families on the session before a move as well as after it.
  const starts = [...new Set([new Date(session.starts_at).toISOString(), detail.before?.startsAt].filter((s): s is string => Boolean(s)))];
  const audience = await familiesOnSessions(ctx, starts.map((startsAt) => ({ id: session.id, group_id: session.group_id, starts_at: startsAt })), now);
  const { title, lines } = describeChange(change.change, detail, session);
  const at = now.toISOString();
  const told = await inTransaction(ctx.db, async (trx) => {
    if (!(await claimChangeNotice(trx, changeId, at))) return null;
    const rows = [...audience.keys()].map((familyId) => ({
      id: timeOrderedId(now.getTime()), family_id: familyId, kind: 'session' as const, source_id: changeId,
      title: preview(title, 120), body: preview(lines.join(' ')), url: paths.schedule(), is_urgent: 1, created_at: at,
    }));
    const fresh = await insertNotices(trx, rows);
    const families = await listMailableFamilies(trx, fresh, isPostgres(ctx.db) ? true : 1);
    await queueMails(trx, families.map((f) => changeMail(ctx, f, title, lines)));
    await markEmailed(trx, 'session', changeId, fresh, at);
    return fresh;
  });
  if (told === null) return 0;
  const staff = await listStaffIds(ctx.db);
  for (const userId of new Set([...told, ...staff])) ctx.events.publish({ userId }, [{ type: 'sessions' }]);
  return told.length;
}

function changeMail(ctx: NoticeContext, family: { email: string; name: string }, title: string, lines: string[]): OutgoingMail {
  return {
    kind: 'session-change',
    to: family.email,
    subject: `Bravo Academy: ${preview(title, 120)}`,
    ...composeMail({
      greeting: `Hi ${family.name},`,
      paragraphs: lines,
      links: [{ label: 'Open your schedule', url: `${ctx.config.appUrl}${paths.schedule()}` }],
      signOff: 'Bravo Academy, 4S Ranch, San Diego. Changes to your sessions are sent at once, at any hour.',
    }),
  };
}

/** The job's sweep: changes of the last day nobody has notified yet (a crash after the commit). */
export async function sendPendingChangeNotices(ctx: NoticeContext, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - 86_400_000).toISOString();
  let sent = 0;
  for (const { id } of await listUnnotifiedChanges(ctx.db, since)) sent += await sendChangeNotice(ctx, id, now);
  return sent;
}
