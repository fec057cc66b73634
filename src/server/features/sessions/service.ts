/**
 * Training sessions (issue 38; docs/product.md, Training sessions): the schedule's rows as families
 * and staff read them, each athlete's sessions being those of their group (plan and birth year),
 * and the families' "Can't make it". The rows are made by generate.ts.
 */
import { academyDate, academyMidnight, addDays } from '#shared/progress/time';
import type { TrainingGroup } from '#shared/training-groups';
import { AppError } from '#shared/errors';
import { SESSION_CHANGE_LOCK_MS, SESSION_MESSAGES, type TAbsence, type TAbsenceInput, type TFamilySchedule, type TSessionRange, type TStaffSessions } from '#shared/validation/sessions';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { inTransaction, type Trx } from '#server/db/transaction';
import { requireOwnedAthlete } from '../athletes/service';
import { getMemberships } from '../membership/service';
import { athleteGroups } from './athlete-groups';
import { listAllGroups, toGroup } from './group-queries';
import { deleteAbsence, findSession, listAbsences, listSessionVersions, listSessions, upsertAbsence } from './queries';
import { readSessionsRemaining } from './remaining';
import { trainsAt } from './trains-at';

// Sessions remaining, for the features that show them (membership, dashboard, admin, assistant).
export { attachSessionsRemaining, readSessionsRemaining } from './remaining';
export { trainsAt } from './trains-at';
// A session's roster: coaching records verified results for its athletes (issue 42, point 4).
export { readSessionRoster } from './roster';
export { generateSessions } from './generate';
// A declined application's trial goes with it (the admin's applications inbox).
export { cancelTrialOfApplicationIn } from './trials';

/** Every training group, archived ones marked: the staff's messages to a group read them (messaging). */
export async function readTrainingGroups(db: Db | Trx): Promise<{ group: TrainingGroup; isArchived: boolean }[]> {
  return (await listAllGroups(db)).map((row) => ({ group: toGroup(row), isArchived: row.archived_at !== null }));
}

export type SessionRow = Awaited<ReturnType<typeof listSessions>>[number];

function rangeRows(ctx: Pick<AppContext, 'db'>, range: TSessionRange): Promise<SessionRow[]> {
  return listSessions(ctx.db, academyMidnight(range.from).toISOString(), academyMidnight(addDays(range.from, range.days)).toISOString());
}

/** The family's athletes who train, each with the sessions of their group (plan and birth year) in the range. */
export async function familySchedule(ctx: Pick<AppContext, 'db'>, familyId: string, range: TSessionRange, now = new Date()): Promise<TFamilySchedule> {
  const memberships = (await getMemberships(ctx.db, familyId, now)).filter((m) => m.athleteId !== null && m.status !== 'expired');
  if (memberships.length === 0) return { athletes: [] };
  const [rows, groupOf] = await Promise.all([rangeRows(ctx, range), athleteGroups(ctx.db, memberships)]);
  const [absences, remaining] = await Promise.all([
    listAbsences(ctx.db, memberships.map((m) => m.athleteId!), rows.map((r) => r.id)),
    readSessionsRemaining(ctx.db, memberships, now),
  ]);
  const absenceOf = new Map(absences.map((a) => [`${a.session_id}:${a.athlete_id}`, toAbsence(a)]));
  return {
    athletes: memberships.map((m, i) => ({
      athleteId: m.athleteId!,
      athleteName: m.athleteName ?? '',
      groupId: groupOf.get(m.athleteId!)!.id,
      groupLabel: groupOf.get(m.athleteId!)!.label,
      tier: m.plan.tier,
      remaining: remaining[i]!,
      sessions: rows
        .filter((r) => r.group_id === groupOf.get(m.athleteId!)!.id && trainsAt(m, toSession(r).startsAt))
        .map((r) => ({ ...familySession(r), absence: absenceOf.get(`${r.id}:${m.athleteId}`) ?? null, locksAt: locksAt(r.starts_at).toISOString() })),
    })),
  };
}

function toAbsence(row: { reason: TAbsence['reason']; note: string | null; reported_at: string }): TAbsence {
  return { reason: row.reason, note: row.note, reportedAt: new Date(row.reported_at).toISOString() };
}

/** Replies for a session close 2 hours before it starts. */
export function locksAt(startsAt: string): Date {
  return new Date(new Date(startsAt).getTime() - SESSION_CHANGE_LOCK_MS);
}

/**
 * The session, if it is on this family's athlete's schedule and still open to replies: another
 * family's athlete, or a session of another group, is 404; a cancelled one or one within 2 hours
 * of its start is 409 with its reason.
 */
async function openSessionFor(ctx: AppContext, familyId: string, sessionId: string, athleteId: string, now: Date) {
  await requireOwnedAthlete(ctx.db, familyId, athleteId);
  const session = await findSession(ctx.db, sessionId);
  const memberships = (await getMemberships(ctx.db, familyId, now)).filter((m) => m.athleteId === athleteId);
  const groupOf = await athleteGroups(ctx.db, memberships);
  const startsAt = session ? new Date(session.starts_at).toISOString() : '';
  const trains = memberships.some((m) => groupOf.get(athleteId)?.id === session?.group_id && trainsAt(m, startsAt));
  if (!session || !trains) throw new AppError('NOT_FOUND', SESSION_MESSAGES.notOnSchedule);
  if (session.status === 'cancelled') throw new AppError('CONFLICT', SESSION_MESSAGES.cancelled);
  if (now >= locksAt(session.starts_at)) throw new AppError('CONFLICT', SESSION_MESSAGES.locked);
  return session;
}

/** "Can't make it": the athlete's reply for one session, made or changed. */
export async function reportAbsence(ctx: AppContext, familyId: string, sessionId: string, athleteId: string, input: TAbsenceInput, now = new Date()): Promise<TAbsence> {
  await openSessionFor(ctx, familyId, sessionId, athleteId, now);
  const row = await inTransaction(ctx.db, (trx) =>
    upsertAbsence(trx, { session_id: sessionId, athlete_id: athleteId, reason: input.reason, note: input.note ? input.note : null, reported_at: now.toISOString() }),
  );
  return toAbsence(row);
}

/** Takes a "Can't make it" back: the athlete is attending again. */
export async function withdrawAbsence(ctx: AppContext, familyId: string, sessionId: string, athleteId: string, now = new Date()): Promise<void> {
  await openSessionFor(ctx, familyId, sessionId, athleteId, now);
  await inTransaction(ctx.db, (trx) => deleteAbsence(trx, sessionId, athleteId));
}

function familySession(r: SessionRow): Omit<TStaffSessions['sessions'][number], 'groupId' | 'groupLabel'> {
  return {
    id: r.id,
    date: r.local_date,
    startsAt: new Date(r.starts_at).toISOString(),
    endsAt: new Date(r.ends_at).toISOString(),
    location: r.location,
    status: r.status,
    cancelReason: r.cancel_reason,
  };
}

/** Timestamps read back as ISO strings on both dialects. */
export function toSession(r: SessionRow): TStaffSessions['sessions'][number] {
  return { ...familySession(r), groupId: r.group_id, groupLabel: r.group_label ?? r.group_id };
}

/** The sessions of the academy's days [from, from + days) as staff see them, in order. */
export async function staffSessions(ctx: AppContext, range: TSessionRange): Promise<TStaffSessions> {
  const rows = await rangeRows(ctx, range);
  return { sessions: rows.map(toSession) };
}

/**
 * Each session's version for a calendar (the family's feed, docs/product.md, Training sessions):
 * `sequence` rises with each change of time, place or status; `updatedAt` is its last change.
 */
export async function sessionVersions(ctx: AppContext, ids: string[]): Promise<Map<string, { sequence: number; updatedAt: string }>> {
  const rows = await listSessionVersions(ctx.db, ids);
  return new Map(rows.map((r) => [r.id, { sequence: Number(r.sequence), updatedAt: new Date(r.updated_at).toISOString() }]));
}

/** How far ahead the assistant looks for a family's sessions. */
const UPCOMING_DAYS = 14;

/** The family's training athletes with their sessions still to start, today through two weeks ahead (the assistant's Schedule answer). */
export async function upcomingFamilySessions(db: Db, familyId: string, now = new Date()): Promise<TFamilySchedule> {
  const schedule = await familySchedule({ db }, familyId, { from: academyDate(now), days: UPCOMING_DAYS }, now);
  const nowIso = now.toISOString();
  return { athletes: schedule.athletes.map((a) => ({ ...a, sessions: a.sessions.filter((s) => s.startsAt > nowIso) })) };
}

// --- Attendance figures for the admin's overview and churn radar: see insights.ts ---
export { countAttendance, listAttendanceMarks } from './insights';
