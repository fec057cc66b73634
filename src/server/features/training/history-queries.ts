import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/schema';
import { type Placeholders, prepareQuery } from '#server/db/prepared';

type Executor = Kysely<Database> | Transaction<Database>;

/* A lesson save reads and writes its session (history.ts): prepared once, not built per save. */

const lessonSession = prepareQuery((db, p: { athleteId: string; lessonId: string; startedAt: string }) =>
  db.selectFrom('lesson_sessions').selectAll().where('athlete_id', '=', p.athleteId).where('lesson_id', '=', p.lessonId).where('started_at', '=', p.startedAt),
);

export async function findLessonSession(db: Executor, athleteId: string, lessonId: string, startedAt: string) {
  return lessonSession.first(db, { athleteId, lessonId, startedAt });
}

type SessionSave = { athleteId: string; lessonId: string; startedAt: string; minutes: number; count: number | null; notes: string | null; xpAwarded: number; completed: number; now: string };

const sessionUpsert = prepareQuery((db, row: Placeholders<SessionSave>) => {
  const values = { minutes: row.minutes, count: row.count, notes: row.notes, xp_awarded: row.xpAwarded, completed: row.completed, updated_at: row.now };
  return db
    .insertInto('lesson_sessions')
    .values({ athlete_id: row.athleteId, lesson_id: row.lessonId, started_at: row.startedAt, ...values })
    .onConflict((oc) => oc.columns(['athlete_id', 'lesson_id', 'started_at']).doUpdateSet(values));
});

export async function saveLessonSession(
  db: Executor,
  row: { athleteId: string; lessonId: string; startedAt: string; minutes: number; count: number | null; notes: string | null; xpAwarded: number; isCompleted: boolean; now: string },
): Promise<void> {
  const { isCompleted, ...rest } = row;
  await sessionUpsert.all(db, { ...rest, completed: isCompleted ? 1 : 0 });
}

/** Adds XP a save paid to its session's entry (written before the save's awards, so that what runs after progress sees it). */
export async function addLessonSessionXp(db: Executor, session: { athleteId: string; lessonId: string; startedAt: string }, xp: number): Promise<void> {
  await db
    .updateTable('lesson_sessions')
    .set((eb) => ({ xp_awarded: eb('xp_awarded', '+', xp) }))
    .where('athlete_id', '=', session.athleteId)
    .where('lesson_id', '=', session.lessonId)
    .where('started_at', '=', session.startedAt)
    .execute();
}

/** A page of the athlete's sessions of a lesson, newest first, from the (athlete, lesson, started_at desc) index. */
export async function listLessonSessions(db: Executor, athleteId: string, lessonId: string, before: string | null, limit: number) {
  let query = db
    .selectFrom('lesson_sessions')
    .select(['started_at', 'minutes', 'count', 'notes', 'xp_awarded', 'completed'])
    .where('athlete_id', '=', athleteId)
    .where('lesson_id', '=', lessonId);
  if (before) query = query.where('started_at', '<', before);
  return query.orderBy('started_at', 'desc').limit(limit).execute();
}

export async function findLessonSessionBests(db: Executor, athleteId: string, lessonId: string) {
  return db
    .selectFrom('lesson_sessions')
    .select((eb) => [eb.fn.countAll<number>().as('sessions'), eb.fn.max('count').as('best_count'), eb.fn.max('minutes').as('longest_minutes')])
    .where('athlete_id', '=', athleteId)
    .where('lesson_id', '=', lessonId)
    .executeTakeFirstOrThrow();
}

/** Every session of the family's athletes (the family's data export). */
export async function listFamilySessions(db: Executor, parentId: string) {
  return db
    .selectFrom('lesson_sessions as s')
    .innerJoin('athletes as a', 'a.id', 's.athlete_id')
    .select(['s.athlete_id', 's.lesson_id', 's.started_at', 's.minutes', 's.count', 's.notes', 's.xp_awarded', 's.completed'])
    .where('a.parent_id', '=', parentId)
    .orderBy('s.athlete_id')
    .orderBy('s.started_at')
    .execute();
}
