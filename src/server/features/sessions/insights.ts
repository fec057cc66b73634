/**
 * What other features read of the sessions (issue 38, points 7 and 8; docs/product.md, Training
 * sessions): attendance figures for the admin's overview and churn radar. Only sessions that went
 * ahead count: not cancelled, already started.
 * Every read ranges the sessions by `starts_at` (its index) and reaches the marks by their key.
 */
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '#server/db/database';

export type AttendanceTally = { attended: number; marked: number };

const isAttended = sql<SqlBool>`a.status in ('present', 'late')`;

function countWhere(condition: Expression<SqlBool>) {
  return sql<string | number | null>`sum(case when ${condition} then 1 else 0 end)`;
}

/** Marks of sessions that went ahead before `now`, joined to their session, in [from, to). */
function markedSessions(db: Db, from: string, to: string) {
  return db
    .selectFrom('training_sessions as s')
    .innerJoin('session_attendance as a', 'a.session_id', 's.id')
    .where('s.starts_at', '>=', from)
    .where('s.starts_at', '<', to)
    .where('s.status', '=', 'scheduled');
}

/** Present or late, and all marks, in each [from, to) range of session starts, counting only sessions started before `now`. */
export async function countAttendance(db: Db, ranges: [string, string][], now: Date): Promise<AttendanceTally[]> {
  if (ranges.length === 0) return [];
  const nowIso = now.toISOString();
  const from = ranges.map(([f]) => f).sort()[0]!;
  const latest = ranges.map(([, t]) => t).sort().at(-1)!;
  let query = markedSessions(db, from, latest < nowIso ? latest : nowIso).select(sql<number>`count(*)`.as('n'));
  ranges.forEach(([start, end], i) => {
    const inRange = sql<SqlBool>`s.starts_at >= ${start} and s.starts_at < ${end}`;
    query = query.select(countWhere(inRange).as(`m${i}`)).select(countWhere(sql<SqlBool>`${inRange} and ${isAttended}`).as(`a${i}`));
  });
  const row = (await query.executeTakeFirst()) as Record<string, string | number | null> | undefined;
  return ranges.map((_, i) => ({ attended: Number(row?.[`a${i}`] ?? 0), marked: Number(row?.[`m${i}`] ?? 0) }));
}

export type AttendanceMark = { athleteId: string; startsAt: string; status: 'present' | 'late' | 'absent' | 'excused' };

/** Every mark of the sessions that went ahead from `from` until `now`, each athlete's oldest first. */
export async function listAttendanceMarks(db: Db, from: string, now: Date): Promise<AttendanceMark[]> {
  const rows = await markedSessions(db, from, now.toISOString())
    .select(['a.athlete_id', 's.starts_at', 'a.status'])
    .orderBy('a.athlete_id')
    .orderBy('s.starts_at')
    .execute();
  return rows.map((r) => ({ athleteId: r.athlete_id, startsAt: new Date(r.starts_at).toISOString(), status: r.status }));
}
