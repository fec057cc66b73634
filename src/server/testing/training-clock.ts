/**
 * Tests: the server times lessons and challenge timers from the start it recorded (issue 11). These
 * helpers set that start in the past, as if the athlete had been training for a while.
 */
import type { TestApp } from './harness';

export async function startedAgo(
  t: TestApp,
  athleteId: string,
  kind: 'lesson' | 'challenge',
  subjectId: string,
  seconds: number,
  now = new Date(),
): Promise<void> {
  const startedAt = new Date(now.getTime() - seconds * 1000).toISOString();
  await t.ctx.db
    .insertInto('training_starts')
    .values({ athlete_id: athleteId, kind, subject_id: subjectId, started_at: startedAt })
    .onConflict((oc) => oc.columns(['athlete_id', 'kind', 'subject_id']).doUpdateSet({ started_at: startedAt }))
    .execute();
}

/** The athlete opened the lesson `minutes` ago. */
export function lessonStartedAgo(t: TestApp, athleteId: string, lessonId: string, minutes: number, now = new Date()): Promise<void> {
  return startedAgo(t, athleteId, 'lesson', lessonId, minutes * 60, now);
}
