/**
 * Admins change the schedule (issue 38, point 1; docs/product.md, Training sessions: Admins change
 * the schedule): add a one-off session, move one, cancel one with a reason, restore it. A session is
 * never deleted. Each change is one transaction: the session only if nobody changed it since it was
 * read (its `sequence`, raised by every change of time, place or status), a history row with the
 * before and after, and the audit row. After the commit the change's urgent notice goes out
 * (notify.ts). A session that has started is history: it can no longer change.
 */
import { formatAddress } from '#shared/academy';
import { AppError } from '#shared/errors';
import { academyInstant } from '#shared/sessions';
import { trainingGroups } from '#shared/training-groups';
import { academyMidnight, addDays } from '#shared/progress/time';
import {
  academyClock,
  CANCEL_REASON_LABELS,
  SESSION_ADMIN_MESSAGES as M,
  type TAddSessionInput,
  type TAdminSession,
  type TCancelSessionInput,
  type TMoveSessionInput,
  type TSessionHistory,
} from '#shared/validation/session-admin';
import type { TSessionRange } from '#shared/validation/sessions';
import { changesOf, recordAudit } from '#server/audit/audit';
import type { SessionUser } from '#server/auth/session';
import type { AppContext } from '#server/context';
import { timeOrderedId } from '#server/db/ids';
import { inTransaction, type Trx } from '#server/db/transaction';
import { type AdminSessionRow, type ChangeKind, findAdminSession, insertChange, insertOneOff, listAdminSessions, listChanges, updateIfUnchanged } from './admin-queries';
import { listActiveGroups } from './group-queries';
import { type ChangeDetail, sendChangeNotice, sessionName } from './notify';
import { cancelTrialsWithSessionIn, tellTrialsOfMoveIn } from './trials';

type Admin = Pick<SessionUser, 'id' | 'email'>;

export function toAdminSession(r: AdminSessionRow): TAdminSession {
  return {
    id: r.id,
    groupId: r.group_id,
    groupLabel: r.group_label ?? r.group_id,
    date: r.local_date,
    startsAt: new Date(r.starts_at).toISOString(),
    endsAt: new Date(r.ends_at).toISOString(),
    location: r.location,
    title: r.title,
    isOneOff: r.slot_key === null,
    status: r.status,
    cancelReason: r.cancel_reason,
    cancelNote: r.cancel_note,
    sequence: r.sequence,
  };
}

/** The sessions of the academy's days [from, from + days), as the admin page lists them. */
export async function adminSessions(ctx: AppContext, range: TSessionRange): Promise<{ sessions: TAdminSession[] }> {
  const rows = await listAdminSessions(ctx.db, academyMidnight(range.from).toISOString(), academyMidnight(addDays(range.from, range.days)).toISOString());
  return { sessions: rows.map(toAdminSession) };
}

/** A one-off session (a clinic, a make-up day): no slot, at the academy unless the admin says where. */
export async function addSession(ctx: AppContext, admin: Admin, input: TAddSessionInput, now = new Date()): Promise<TAdminSession> {
  const startsAt = academyInstant(input.date, input.start);
  if (startsAt <= now) throw new AppError('VALIDATION', M.startPassed, { start: M.startPassed });
  // A one-off is for a group that trains now: not an archived one, nor a plan's own group whose years all went to splits.
  if (!trainingGroups(await listActiveGroups(ctx.db)).some((g) => g.id === input.groupId)) throw new AppError('VALIDATION', M.badGroup, { groupId: M.badGroup });
  const id = timeOrderedId(now.getTime());
  const at = now.toISOString();
  const row = {
    id, group_id: input.groupId, local_date: input.date, starts_at: startsAt.toISOString(), ends_at: academyInstant(input.date, input.end).toISOString(),
    location: input.place || formatAddress(), title: input.title || null, updated_at: at,
  };
  const session = await inTransaction(ctx.db, async (trx) => {
    await insertOneOff(trx, row);
    const after = { date: row.local_date, startsAt: row.starts_at, endsAt: row.ends_at, location: row.location, title: row.title };
    await insertChange(trx, { id: timeOrderedId(now.getTime()), session_id: id, changed_by: admin.id, change: 'created', detail: { by: 'admin', after }, created_at: at });
    const added = (await findAdminSession(trx, id))!;
    await recordAudit(trx, { actor: admin, action: 'session.added', target: { type: 'training_session', id }, summary: `Added ${sessionName(added)} on ${row.local_date}` }, now);
    return added;
  });
  // A new session is news to the open schedules, not a notification.
  ctx.events.publish('everyone', [{ type: 'sessions' }]);
  return toAdminSession(session);
}

/** The session to change, read in the change's transaction: 404 if none, 409 once it has started. */
async function changeable(trx: Trx, sessionId: string, now: Date): Promise<AdminSessionRow> {
  const session = await findAdminSession(trx, sessionId);
  if (!session) throw new AppError('NOT_FOUND', M.notFound);
  if (new Date(session.starts_at) <= now) throw new AppError('CONFLICT', M.started);
  return session;
}

const AUDIT_OF = { moved: 'session.moved', cancelled: 'session.cancelled', restored: 'session.restored' } as const;

type Change = { set: Parameters<typeof updateIfUnchanged>[3]; kind: Exclude<ChangeKind, 'created'>; detail: ChangeDetail; summary: string };

/** One change: the session if unchanged since read, its history row and its audit row; then the notice. */
async function applyChange(ctx: AppContext, admin: Admin, sessionId: string, now: Date, decide: (session: AdminSessionRow) => Change): Promise<TAdminSession> {
  const at = now.toISOString();
  const changeId = timeOrderedId(now.getTime());
  const session = await inTransaction(ctx.db, async (trx) => {
    const before = await changeable(trx, sessionId, now);
    const change = decide(before);
    if (!(await updateIfUnchanged(trx, sessionId, before.sequence, change.set, at))) throw new AppError('CONFLICT', M.changedMeanwhile);
    await insertChange(trx, { id: changeId, session_id: sessionId, changed_by: admin.id, change: change.kind, detail: change.detail as Record<string, unknown>, created_at: at });
    await recordAudit(
      trx,
      { actor: admin, action: AUDIT_OF[change.kind], target: { type: 'training_session', id: sessionId }, summary: change.summary, details: changesOf(before, change.set) },
      now,
    );
    const after = (await findAdminSession(trx, sessionId))!;
    // Trial guests booked from applications hear of it in the same transaction (trials.ts).
    if (change.kind === 'cancelled') await cancelTrialsWithSessionIn(trx, ctx, admin, after, change.detail.reason as keyof typeof CANCEL_REASON_LABELS, now);
    if (change.kind === 'moved') await tellTrialsOfMoveIn(trx, ctx, before, after);
    return after;
  });
  try {
    await sendChangeNotice(ctx, changeId, now);
  } catch (error) {
    // The change stands; the job's sweep sends its notice within a minute.
    ctx.log.warn({ err: error, changeId }, 'session change notice deferred');
  }
  return toAdminSession(session);
}

/** Moves a session to a new date, time and/or place; what the input leaves out stays. */
export function moveSession(ctx: AppContext, admin: Admin, sessionId: string, input: TMoveSessionInput, now = new Date()): Promise<TAdminSession> {
  return applyChange(ctx, admin, sessionId, now, (s) => {
    if (s.status === 'cancelled') throw new AppError('CONFLICT', M.cancelledCannotMove);
    const date = input.date ?? s.local_date;
    const start = input.start ?? academyClock(s.starts_at);
    const end = input.end ?? academyClock(s.ends_at);
    if (end <= start) throw new AppError('VALIDATION', M.endBeforeStart, { end: M.endBeforeStart });
    const startsAt = academyInstant(date, start);
    if (startsAt <= now) throw new AppError('VALIDATION', M.startPassed, { start: M.startPassed });
    const after = { date, startsAt: startsAt.toISOString(), endsAt: academyInstant(date, end).toISOString(), location: input.place || s.location };
    const before = { date: s.local_date, startsAt: new Date(s.starts_at).toISOString(), endsAt: new Date(s.ends_at).toISOString(), location: s.location };
    if (JSON.stringify(after) === JSON.stringify(before)) throw new AppError('VALIDATION', M.sameAsBefore);
    return {
      set: { local_date: after.date, starts_at: after.startsAt, ends_at: after.endsAt, location: after.location },
      kind: 'moved',
      detail: { before, after },
      summary: `Moved ${sessionName(s)} of ${s.local_date} to ${date} ${start}-${end}`,
    };
  });
}

/** Cancels a session with a reason (weather, field, other) and an optional note for families. */
export function cancelSession(ctx: AppContext, admin: Admin, sessionId: string, input: TCancelSessionInput, now = new Date()): Promise<TAdminSession> {
  return applyChange(ctx, admin, sessionId, now, (s) => {
    if (s.status === 'cancelled') throw new AppError('CONFLICT', M.alreadyCancelled);
    const note = input.note || null;
    return {
      set: { status: 'cancelled', cancel_reason: input.reason, cancel_note: note },
      kind: 'cancelled',
      detail: { before: { status: 'scheduled' }, after: { status: 'cancelled' }, reason: input.reason, note },
      summary: `Cancelled ${sessionName(s)} of ${s.local_date}: ${CANCEL_REASON_LABELS[input.reason]}`,
    };
  });
}

/** Puts a cancelled session back on the schedule. */
export function restoreSession(ctx: AppContext, admin: Admin, sessionId: string, now = new Date()): Promise<TAdminSession> {
  return applyChange(ctx, admin, sessionId, now, (s) => {
    if (s.status !== 'cancelled') throw new AppError('CONFLICT', M.notCancelled);
    return {
      set: { status: 'scheduled', cancel_reason: null, cancel_note: null },
      kind: 'restored',
      detail: { before: { status: 'cancelled', reason: s.cancel_reason ?? undefined, note: s.cancel_note }, after: { status: 'scheduled' } },
      summary: `Restored ${sessionName(s)} of ${s.local_date}`,
    };
  });
}

/** A session's history, oldest first: who changed what, when, before and after. */
export async function sessionHistory(ctx: AppContext, sessionId: string): Promise<TSessionHistory> {
  if (!(await findAdminSession(ctx.db, sessionId))) throw new AppError('NOT_FOUND', M.notFound);
  const rows = await listChanges(ctx.db, sessionId);
  return { changes: rows.map((r) => ({ id: r.id, change: r.change, by: r.by_name ?? null, at: new Date(r.created_at).toISOString(), detail: JSON.parse(r.detail) as Record<string, unknown> })) };
}
