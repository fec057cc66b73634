/**
 * Attendance sheets (issue 38, point 3; docs/product.md, Training sessions: Attendance). A coach or
 * an admin marks each rostered athlete Present, Late, Absent or Excused, from 7 days before a
 * session starts until 72 hours after it ends. One row per athlete and session however many taps
 * or requests arrive together, and one audit row per mark that changed something.
 */
import { AppError } from '#shared/errors';
import {
  ATTENDANCE_CLOSES_AFTER_MS,
  ATTENDANCE_MESSAGES,
  ATTENDANCE_OPENS_BEFORE_MS,
  type AttendanceStatus,
  type TAttendanceSheet,
  type TRosterEntry,
  type TTrialGuest,
} from '#shared/validation/attendance';
import { TRIAL_MESSAGES } from '#shared/validation/trials';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { isPostgres } from '#server/db/database';
import { timeOrderedId } from '#server/db/ids';
import { inTransaction, type Trx } from '#server/db/transaction';
import { listAbsences } from './queries';
import { requireSession, rosterOf, type RosterAthlete, type Session } from './roster';
import { toSession } from './service';
import { listGuestsOf, markGuest } from './trial-queries';

type Executor = Db | Trx;
type Mark = { sessionId: string; athleteId: string; status: AttendanceStatus; by: string; at: string };

function listMarks(db: Executor, sessionId: string) {
  return db.selectFrom('session_attendance').select(['athlete_id', 'status']).where('session_id', '=', sessionId).execute();
}

/** The sheet's window: from 7 days before the start until 72 hours after the end. */
export function attendanceWindow(session: { starts_at: string; ends_at: string }) {
  return {
    opensAt: new Date(new Date(session.starts_at).getTime() - ATTENDANCE_OPENS_BEFORE_MS),
    closesAt: new Date(new Date(session.ends_at).getTime() + ATTENDANCE_CLOSES_AFTER_MS),
  };
}

/** Marks are taken only while the sheet is open and the session goes ahead (409 with the reason). */
function requireOpen(session: Session, now: Date): void {
  const { opensAt, closesAt } = attendanceWindow(session);
  if (session.status === 'cancelled') throw new AppError('CONFLICT', ATTENDANCE_MESSAGES.cancelled);
  if (now < opensAt) throw new AppError('CONFLICT', ATTENDANCE_MESSAGES.notOpenYet);
  if (now > closesAt) throw new AppError('CONFLICT', ATTENDANCE_MESSAGES.closed);
}

async function readEntries(db: Executor, sessionId: string, roster: RosterAthlete[]): Promise<TRosterEntry[]> {
  const [marks, replies] = await Promise.all([listMarks(db, sessionId), listAbsences(db, roster.map((a) => a.athleteId), [sessionId])]);
  const markOf = new Map(marks.map((m) => [m.athlete_id, m.status]));
  const replyOf = new Map(replies.map((r) => [r.athlete_id, { reason: r.reason, note: r.note, reportedAt: new Date(r.reported_at).toISOString() }]));
  return roster.map((a) => {
    const mark = markOf.get(a.athleteId);
    const reply = replyOf.get(a.athleteId) ?? null;
    return { athleteId: a.athleteId, name: a.name, reply, status: mark ?? (reply ? 'excused' : null), isMarked: mark !== undefined };
  });
}

/** The session, its window and its roster with each family's reply and the current mark. */
export async function getAttendanceSheet(ctx: AppContext, sessionId: string, now = new Date()): Promise<TAttendanceSheet> {
  const session = await requireSession(ctx.db, sessionId);
  const roster = await rosterOf(ctx.db, session, now);
  const { opensAt, closesAt } = attendanceWindow(session);
  return {
    session: toSession(session),
    opensAt: opensAt.toISOString(),
    closesAt: closesAt.toISOString(),
    isOpen: session.status !== 'cancelled' && now >= opensAt && now <= closesAt,
    roster: await readEntries(ctx.db, sessionId, roster),
    guests: await readGuests(ctx.db, sessionId),
  };
}

/** The session's trial guests (decision 084): first name and initial, their mark kept on the trial. */
async function readGuests(db: Executor, sessionId: string, trialId?: string): Promise<TTrialGuest[]> {
  return (await listGuestsOf(db, sessionId, trialId)).map((g) => ({ trialId: g.id, name: g.guest_name, status: g.attendance, isMarked: g.attendance !== null, isCancelled: g.status === 'cancelled' }));
}

/**
 * A trial guest's mark: only on the guest's own session (404), while the sheet is open (409) and the
 * trial booked (409). It is written on the trial, never as attendance: sessions remaining, XP and
 * memberships never see it.
 */
export async function markTrialGuest(ctx: AppContext, staffId: string, sessionId: string, trialId: string, status: AttendanceStatus, now = new Date()): Promise<TTrialGuest> {
  const session = await requireSession(ctx.db, sessionId);
  const [guest] = await readGuests(ctx.db, sessionId, trialId);
  if (!guest) throw new AppError('NOT_FOUND', TRIAL_MESSAGES.notOnSession);
  requireOpen(session, now);
  if (guest.isCancelled || !(await inTransaction(ctx.db, (trx) => markGuest(trx, trialId, status, staffId, now.toISOString())))) {
    throw new AppError('CONFLICT', TRIAL_MESSAGES.trialCancelled);
  }
  return (await readGuests(ctx.db, sessionId, trialId))[0]!;
}

async function audit(trx: Trx, mark: Mark, previous: AttendanceStatus | null): Promise<void> {
  await trx
    .insertInto('session_attendance_changes')
    .values({ id: timeOrderedId(), session_id: mark.sessionId, athlete_id: mark.athleteId, previous, status: mark.status, changed_by: mark.by, created_at: mark.at })
    .execute();
}

/**
 * Writes one mark; returns whether it changed anything. The insert that loses a race does nothing and
 * the row is then read locked (PostgreSQL; SQLite runs one writer at a time), so 20 identical marks
 * at once leave one row and one audit entry.
 */
async function writeMark(trx: Trx, mark: Mark): Promise<boolean> {
  if (await writeFirstMark(trx, mark)) return true;
  const query = trx.selectFrom('session_attendance').select('status').where('session_id', '=', mark.sessionId).where('athlete_id', '=', mark.athleteId);
  const current = await (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirstOrThrow();
  if (current.status === mark.status) return false;
  await trx.updateTable('session_attendance').set({ status: mark.status, marked_by: mark.by, marked_at: mark.at }).where('session_id', '=', mark.sessionId).where('athlete_id', '=', mark.athleteId).execute();
  await audit(trx, mark, current.status);
  return true;
}

/** After a mark commits: the athletes' families' open pages refresh their schedule. */
function announce(ctx: AppContext, parentIds: string[]): void {
  for (const userId of new Set(parentIds)) ctx.events.publish({ userId }, [{ type: 'sessions' }]);
}

/** One athlete's mark at one session, by a coach or an admin; returns the athlete's row of the sheet. */
export async function markAttendance(ctx: AppContext, staffId: string, sessionId: string, athleteId: string, status: AttendanceStatus, now = new Date()): Promise<TRosterEntry> {
  const session = await requireSession(ctx.db, sessionId);
  // Only this athlete's memberships are read: a tap costs the same whatever the group's size.
  const [athlete] = await rosterOf(ctx.db, session, now, athleteId);
  if (!athlete) throw new AppError('NOT_FOUND', ATTENDANCE_MESSAGES.notOnRoster);
  requireOpen(session, now);
  const isChanged = await inTransaction(ctx.db, (trx) => writeMark(trx, { sessionId, athleteId, status, by: staffId, at: now.toISOString() }));
  if (isChanged) announce(ctx, [athlete.parentId]);
  return (await readEntries(ctx.db, sessionId, [athlete]))[0]!;
}

/** "Mark all present": every rostered athlete not yet marked and without a family's reply; returns the sheet. */
export async function markAllPresent(ctx: AppContext, staffId: string, sessionId: string, now = new Date()): Promise<TAttendanceSheet> {
  const session = await requireSession(ctx.db, sessionId);
  requireOpen(session, now);
  const roster = await rosterOf(ctx.db, session, now);
  const waiting = (await readEntries(ctx.db, sessionId, roster)).filter((e) => !e.isMarked && !e.reply).map((e) => e.athleteId);
  const marked = await inTransaction(ctx.db, async (trx) => {
    const at = now.toISOString();
    const changed: string[] = [];
    for (const athleteId of waiting) {
      if (await writeFirstMark(trx, { sessionId, athleteId, status: 'present', by: staffId, at })) changed.push(athleteId);
    }
    return changed;
  });
  announce(ctx, roster.filter((a) => marked.includes(a.athleteId)).map((a) => a.parentId));
  return getAttendanceSheet(ctx, sessionId, now);
}

/** A mark only where none exists yet (a coach's tap made meanwhile wins); audited when written. */
async function writeFirstMark(trx: Trx, mark: Mark): Promise<boolean> {
  const row = { session_id: mark.sessionId, athlete_id: mark.athleteId, status: mark.status, marked_by: mark.by, marked_at: mark.at };
  const inserted = await trx.insertInto('session_attendance').values(row).onConflict((oc) => oc.columns(['session_id', 'athlete_id']).doNothing()).returning('status').executeTakeFirst();
  if (inserted) await audit(trx, mark, null);
  return inserted !== undefined;
}
