/**
 * Sessions remaining for many memberships at once (issue 38, point 4; docs/product.md, Training
 * sessions, "Sessions remaining"): two indexed reads of the athletes' marks and replies over the
 * window the rule looks at, then the pure rule (`computeSessionsRemaining`) per membership.
 */
import { computeSessionsRemaining, type RemainingFor, remainingWindowEnd, remainingWindowStart, type SessionMark } from '#shared/sessions-remaining';
import type { TSessionsRemaining } from '#shared/validation/sessions';
import type { Db } from '#server/db/database';
import { listAbsenceMarks, listAttendanceMarks } from './queries';

const iso = (value: string | Date) => new Date(value).toISOString();

/** Each athlete's marks by session: the coach's mark and the family's reply on one line. */
async function readMarks(db: Db, athleteIds: string[], from: Date, to: Date): Promise<Map<string, SessionMark[]>> {
  const [attendance, absences] = await Promise.all([
    listAttendanceMarks(db, athleteIds, from.toISOString(), to.toISOString()),
    listAbsenceMarks(db, athleteIds, from.toISOString(), to.toISOString()),
  ]);
  const bySession = new Map<string, SessionMark & { athleteId: string }>();
  const line = (athleteId: string, sessionId: string, startsAt: string | Date, status: string) => {
    const key = `${athleteId}:${sessionId}`;
    const mark = bySession.get(key) ?? { athleteId, startsAt: iso(startsAt), isCancelled: status === 'cancelled', attendance: null, absenceReportedAt: null };
    bySession.set(key, mark);
    return mark;
  };
  for (const a of attendance) line(a.athlete_id, a.session_id, a.starts_at, a.status).attendance = a.attendance;
  for (const r of absences) line(r.athlete_id, r.session_id, r.starts_at, r.status).absenceReportedAt = iso(r.reported_at);
  const byAthlete = new Map<string, SessionMark[]>();
  for (const { athleteId, ...mark } of bySession.values()) byAthlete.set(athleteId, [...(byAthlete.get(athleteId) ?? []), mark]);
  return byAthlete;
}

/** Sessions remaining for each membership, in the order given. */
export async function readSessionsRemaining(db: Db, memberships: readonly RemainingFor[], now = new Date()): Promise<TSessionsRemaining[]> {
  const athleteIds = [...new Set(memberships.flatMap((m) => (m.athleteId ? [m.athleteId] : [])))];
  const from = memberships.reduce<Date | null>((earliest, m) => {
    const start = remainingWindowStart(m, now);
    return earliest && earliest < start ? earliest : start;
  }, null);
  // The current period's coming sessions too: a reply for one of them already holds its make-up credit.
  const to = new Date(Math.max(now.getTime(), ...memberships.map((m) => remainingWindowEnd(m, now).getTime())));
  const marks = from && athleteIds.length ? await readMarks(db, athleteIds, from, to) : new Map<string, SessionMark[]>();
  return memberships.map((m) => computeSessionsRemaining(m, (m.athleteId && marks.get(m.athleteId)) || [], now));
}

/** The memberships with their `remaining` filled in. */
export async function attachSessionsRemaining<M extends RemainingFor>(db: Db, memberships: readonly M[], now = new Date()): Promise<(M & { remaining: TSessionsRemaining })[]> {
  const remaining = await readSessionsRemaining(db, memberships, now);
  return memberships.map((m, i) => ({ ...m, remaining: remaining[i]! }));
}
