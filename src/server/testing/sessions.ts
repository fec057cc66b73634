/**
 * Training sessions as tests need them: a session at any instant (the schedule makes only coming
 * ones), a coach's mark and a family's reply written as the attendance sheet and "Can't make it"
 * would leave them, so sessions remaining can be counted across past periods.
 */
import type { AttendanceMark } from '#shared/sessions-remaining';
import { timeOrderedId } from '#server/db/ids';
import type { TestApp } from './harness';

/** A one-off session of a group (no slot, so it never meets the schedule's), optionally cancelled. */
export async function addTestSession(t: TestApp, startsAt: Date, options: { groupId?: string; isCancelled?: boolean } = {}): Promise<string> {
  const id = timeOrderedId();
  await t.ctx.db
    .insertInto('training_sessions')
    .values({
      id,
      group_id: options.groupId ?? 'core',
      slot_key: null,
      local_date: startsAt.toISOString().slice(0, 10),
      starts_at: startsAt.toISOString(),
      ends_at: new Date(startsAt.getTime() + 3_600_000).toISOString(),
      location: 'Test field',
      status: options.isCancelled ? 'cancelled' : 'scheduled',
      cancel_reason: options.isCancelled ? 'weather' : null,
    })
    .execute();
  return id;
}

/** The coach's mark for the athlete at the session. */
export async function markTestAttendance(t: TestApp, sessionId: string, athleteId: string, status: AttendanceMark): Promise<void> {
  await t.ctx.db.insertInto('session_attendance').values({ session_id: sessionId, athlete_id: athleteId, status, marked_by: 'test-coach' }).execute();
}

/** The family's "Can't make it", sent at `reportedAt`. */
export async function replyTestAbsence(t: TestApp, sessionId: string, athleteId: string, reportedAt: Date): Promise<void> {
  await t.ctx.db.insertInto('session_absences').values({ session_id: sessionId, athlete_id: athleteId, reason: 'sick', note: null, reported_at: reportedAt.toISOString() }).execute();
}

/** `count` sessions the athlete attended, one every `spacingMs` (a day by default) from `from`. */
export async function attendTestSessions(t: TestApp, athleteId: string, from: Date, count: number, spacingMs = 86_400_000): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await markTestAttendance(t, await addTestSession(t, new Date(from.getTime() + i * spacingMs)), athleteId, 'present');
  }
}
