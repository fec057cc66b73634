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

/** A session's verification as a save leaves it (decision 095): kept while its count stands. */
export type SessionCheck = {
  verifiedBy: string | null;
  verifiedAt: string | null;
  verifiedSessionId: string | null;
  flaggedAt: string | null;
  heldReference: string | null;
};

type SessionSave = { athleteId: string; lessonId: string; startedAt: string; minutes: number; count: number | null; notes: string | null; xpAwarded: number; completed: number; now: string } & SessionCheck;

const sessionUpsert = prepareQuery((db, row: Placeholders<SessionSave>) => {
  const values = {
    minutes: row.minutes,
    count: row.count,
    notes: row.notes,
    xp_awarded: row.xpAwarded,
    completed: row.completed,
    updated_at: row.now,
    verified_by: row.verifiedBy,
    verified_at: row.verifiedAt,
    verified_session_id: row.verifiedSessionId,
    flagged_at: row.flaggedAt,
    held_reference: row.heldReference,
  };
  return db
    .insertInto('lesson_sessions')
    .values({ athlete_id: row.athleteId, lesson_id: row.lessonId, started_at: row.startedAt, ...values })
    .onConflict((oc) => oc.columns(['athlete_id', 'lesson_id', 'started_at']).doUpdateSet(values));
});

export async function saveLessonSession(
  db: Executor,
  row: { athleteId: string; lessonId: string; startedAt: string; minutes: number; count: number | null; notes: string | null; xpAwarded: number; isCompleted: boolean; now: string } & Partial<SessionCheck>,
): Promise<void> {
  const { isCompleted, ...rest } = row;
  const check: SessionCheck = { verifiedBy: null, verifiedAt: null, verifiedSessionId: null, flaggedAt: null, heldReference: null };
  await sessionUpsert.all(db, { ...check, ...rest, completed: isCompleted ? 1 : 0 });
}

/** Adds XP a save paid to its session's entry (written before the save's awards, so that what runs after progress sees it). */
export async function addLessonSessionXp(db: Executor, session: { athleteId: string; lessonId: string; startedAt: string }, xp: number, heldReference: string | null = null): Promise<void> {
  await db
    .updateTable('lesson_sessions')
    .set((eb) => ({ xp_awarded: eb('xp_awarded', '+', xp), ...(heldReference ? { held_reference: heldReference } : {}) }))
    .where('athlete_id', '=', session.athleteId)
    .where('lesson_id', '=', session.lessonId)
    .where('started_at', '=', session.startedAt)
    .execute();
}

/** A page of the athlete's sessions of a lesson, newest first, from the (athlete, lesson, started_at desc) index. */
export async function listLessonSessions(db: Executor, athleteId: string, lessonId: string, before: string | null, limit: number) {
  let query = db
    .selectFrom('lesson_sessions')
    .select(['started_at', 'minutes', 'count', 'notes', 'xp_awarded', 'completed', 'verified_at', 'flagged_at', 'recorded_by'])
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
    .select(['s.athlete_id', 's.lesson_id', 's.started_at', 's.minutes', 's.count', 's.notes', 's.xp_awarded', 's.completed', 's.recorded_by', 's.verified_at', 's.flagged_at'])
    .where('a.parent_id', '=', parentId)
    .orderBy('s.athlete_id')
    .orderBy('s.started_at')
    .execute();
}

/** The athlete's best verified count of a lesson, leaving out one session (the one being saved). */
export async function findBestVerifiedCount(db: Executor, athleteId: string, lessonId: string, exceptStartedAt: string | null): Promise<number | null> {
  let query = db
    .selectFrom('lesson_sessions')
    .select((eb) => eb.fn.max('count').as('best'))
    .where('athlete_id', '=', athleteId)
    .where('lesson_id', '=', lessonId)
    .where('verified_at', 'is not', null);
  if (exceptStartedAt) query = query.where('started_at', '!=', exceptStartedAt);
  const row = await query.executeTakeFirst();
  return row?.best === null || row?.best === undefined ? null : Number(row.best);
}

/** A count a coach recorded at a training session: a session of its own, verified from the start. */
export async function insertRecordedResult(
  db: Executor,
  row: { athleteId: string; lessonId: string; count: number; coachId: string; sessionId: string; now: string },
): Promise<void> {
  await db
    .insertInto('lesson_sessions')
    .values({
      athlete_id: row.athleteId,
      lesson_id: row.lessonId,
      started_at: row.now,
      minutes: 0,
      count: row.count,
      notes: null,
      xp_awarded: 0,
      completed: 0,
      updated_at: row.now,
      recorded_by: row.coachId,
      verified_by: row.coachId,
      verified_at: row.now,
      verified_session_id: row.sessionId,
    })
    .execute();
}

/** A coach confirms a session's count: verified, no longer flagged, nothing held. */
export async function markSessionVerified(
  db: Executor,
  key: { athleteId: string; lessonId: string; startedAt: string },
  by: { coachId: string; sessionId: string; now: string },
): Promise<void> {
  await db
    .updateTable('lesson_sessions')
    .set({ verified_by: by.coachId, verified_at: by.now, verified_session_id: by.sessionId, flagged_at: null, held_reference: null })
    .where('athlete_id', '=', key.athleteId)
    .where('lesson_id', '=', key.lessonId)
    .where('started_at', '=', key.startedAt)
    .execute();
}

/** The athlete's flagged, unconfirmed sessions of a lesson (to clear when a new verified best covers them). */
export async function listFlaggedSessions(db: Executor, athleteId: string, lessonId: string) {
  return db
    .selectFrom('lesson_sessions')
    .select(['started_at', 'count', 'held_reference'])
    .where('athlete_id', '=', athleteId)
    .where('lesson_id', '=', lessonId)
    .where('flagged_at', 'is not', null)
    .where('verified_at', 'is', null)
    .execute();
}

export async function clearSessionFlag(db: Executor, key: { athleteId: string; lessonId: string; startedAt: string }): Promise<void> {
  await db
    .updateTable('lesson_sessions')
    .set({ flagged_at: null, held_reference: null })
    .where('athlete_id', '=', key.athleteId)
    .where('lesson_id', '=', key.lessonId)
    .where('started_at', '=', key.startedAt)
    .execute();
}

/** The lessons a coach can record a result for: published ones with a measurement. */
export async function listMeasuredLessons(db: Executor) {
  return db.selectFrom('lessons').select(['id', 'title', 'measurement']).where('measurement', 'is not', null).where('is_published', '=', 1).orderBy('sort_order').orderBy('title').execute();
}

/** Result rows as a coach reads them, with each one's best verified count of the lesson before it. */
function resultRows(db: Executor) {
  return db
    .selectFrom('lesson_sessions as s')
    .innerJoin('athletes as a', 'a.id', 's.athlete_id')
    .innerJoin('lessons as l', 'l.id', 's.lesson_id')
    .select(['s.athlete_id', 'a.name as athlete_name', 's.lesson_id', 'l.title as lesson_title', 'l.measurement', 's.count', 's.started_at', 's.verified_at', 's.flagged_at', 's.recorded_by'])
    .select((eb) =>
      eb
        .selectFrom('lesson_sessions as v')
        .select((v) => v.fn.max('v.count').as('best'))
        .whereRef('v.athlete_id', '=', 's.athlete_id')
        .whereRef('v.lesson_id', '=', 's.lesson_id')
        .where('v.verified_at', 'is not', null)
        .whereRef('v.started_at', '!=', 's.started_at')
        .as('best_verified'),
    )
    .where('s.count', 'is not', null);
}

/** Flagged results waiting for a coach (of these athletes, or everyone's), oldest first. */
export async function listFlaggedResults(db: Executor, athleteIds: readonly string[] | null, limit: number) {
  if (athleteIds && athleteIds.length === 0) return [];
  let query = resultRows(db).where('s.flagged_at', 'is not', null).where('s.verified_at', 'is', null);
  if (athleteIds) query = query.where('s.athlete_id', 'in', athleteIds);
  return query.orderBy('s.flagged_at').limit(limit).execute();
}

export async function countFlaggedResults(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('lesson_sessions')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('flagged_at', 'is not', null)
    .where('verified_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Results recorded or confirmed at a training session, newest first. */
export async function listResultsVerifiedAt(db: Executor, sessionId: string) {
  return resultRows(db).where('s.verified_session_id', '=', sessionId).orderBy('s.verified_at', 'desc').execute();
}

/** One session's result (a coach confirms it). */
export async function findResult(db: Executor, key: { athleteId: string; lessonId: string; startedAt: string }) {
  return resultRows(db).where('s.athlete_id', '=', key.athleteId).where('s.lesson_id', '=', key.lessonId).where('s.started_at', '=', key.startedAt).executeTakeFirst();
}

/** Which of these athletes have a result verified since an instant (the Performance board's mark). */
export async function listAthletesVerifiedSince(db: Executor, athleteIds: readonly string[], sinceIso: string): Promise<string[]> {
  if (athleteIds.length === 0) return [];
  const rows = await db
    .selectFrom('lesson_sessions')
    .select('athlete_id')
    .distinct()
    .where('athlete_id', 'in', athleteIds)
    .where('verified_at', '>=', sinceIso)
    .execute();
  return rows.map((r) => r.athlete_id);
}
