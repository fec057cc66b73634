import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '#server/db/schema';
import { prepareQuery } from '#server/db/prepared';

type Executor = Kysely<Database> | Transaction<Database>;

export async function listActiveCatalogue(db: Executor) {
  return db.selectFrom('challenges').selectAll().where('is_active', '=', 1).orderBy('sort_order').execute();
}

/** Marks the athlete's week as generated; false when it already was (by us or anyone else). */
export async function claimWeek(db: Executor, athleteId: string, weekStart: string): Promise<boolean> {
  const row = await db
    .insertInto('challenge_weeks')
    .values({ athlete_id: athleteId, week_start: weekStart })
    .onConflict((oc) => oc.columns(['athlete_id', 'week_start']).doNothing())
    .returning('week_start')
    .executeTakeFirst();
  return Boolean(row);
}

const weekMarker = prepareQuery((db, p: { athleteId: string; weekStart: string }) =>
  db.selectFrom('challenge_weeks').select('week_start').where('athlete_id', '=', p.athleteId).where('week_start', '=', p.weekStart),
);

export async function hasWeek(db: Executor, athleteId: string, weekStart: string): Promise<boolean> {
  return Boolean(await weekMarker.first(db, { athleteId, weekStart }));
}

export async function insertWeekChallenges(
  db: Executor,
  rows: { id: string; athlete_id: string; challenge_id: string; week_start: string; end_date: string }[],
): Promise<void> {
  if (!rows.length) return;
  await db
    .insertInto('athlete_challenges')
    .values(rows)
    .onConflict((oc) => oc.columns(['athlete_id', 'challenge_id', 'week_start']).doNothing())
    .execute();
}

const challengeColumns = [
  'ac.id',
  'ac.athlete_id',
  'ac.challenge_id',
  'ac.week_start',
  'ac.end_date',
  'ac.current_progress',
  'ac.completed_at',
  'ac.claimed_at',
  'ac.remaining_seconds',
  'ac.best_result',
  'c.name',
  'c.description',
  'c.category',
  'c.difficulty',
  'c.target_value',
  'c.target_type',
  'c.xp_reward',
  'c.bonus_xp',
  'c.timer_duration',
  'c.equipment',
  'c.space',
] as const;

const weekChallenges = prepareQuery((db, p: { athleteId: string; weekStart: string }) =>
  db
    .selectFrom('athlete_challenges as ac')
    .innerJoin('challenges as c', 'c.id', 'ac.challenge_id')
    .select(challengeColumns)
    .where('ac.athlete_id', '=', p.athleteId)
    .where('ac.week_start', '=', p.weekStart)
    .orderBy('c.is_featured', 'desc')
    // Tracked challenges first, then by timer: the same order on both dialects (NULLs sort differently).
    .orderBy(sql`case when c.timer_duration is null then 0 else 1 end`)
    .orderBy('c.timer_duration')
    .orderBy('c.sort_order'),
);

export async function listWeekChallenges(db: Executor, athleteId: string, weekStart: string) {
  return weekChallenges.all(db, { athleteId, weekStart });
}

export type ChallengeRow = Awaited<ReturnType<typeof listWeekChallenges>>[number];

/** One of this parent's athletes' weekly challenges, or undefined (another family's: not found). */
export async function findOwnedChallenge(db: Executor, parentId: string, athleteId: string, id: string) {
  return db
    .selectFrom('athlete_challenges as ac')
    .innerJoin('challenges as c', 'c.id', 'ac.challenge_id')
    .innerJoin('athletes as a', 'a.id', 'ac.athlete_id')
    .select(challengeColumns)
    .where('ac.id', '=', id)
    .where('ac.athlete_id', '=', athleteId)
    .where('a.parent_id', '=', parentId)
    .executeTakeFirst();
}

export async function findChallengeRow(db: Executor, id: string) {
  return db
    .selectFrom('athlete_challenges as ac')
    .innerJoin('challenges as c', 'c.id', 'ac.challenge_id')
    .select(challengeColumns)
    .where('ac.id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Completes once: only the first caller sees a row updated. */
export async function markCompleted(db: Executor, id: string, targetValue: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('athlete_challenges')
    .set({ current_progress: targetValue, completed_at: now, updated_at: now })
    .where('id', '=', id)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const progressUpdate = prepareQuery((db, p: { id: string; progress: number; now: string }) =>
  db.updateTable('athlete_challenges').set({ current_progress: p.progress, updated_at: p.now }).where('id', '=', p.id).where('completed_at', 'is', null),
);

export async function setProgress(db: Executor, id: string, progress: number, now: string): Promise<void> {
  await progressUpdate.all(db, { id, progress, now });
}

/** A result reported below the target: the best result of the week and the progress it makes (decision 038). */
export async function recordShortResult(db: Executor, id: string, bestResult: number, progress: number, now: string): Promise<void> {
  await db
    .updateTable('athlete_challenges')
    .set({ best_result: bestResult, current_progress: progress, remaining_seconds: null, updated_at: now })
    .where('id', '=', id)
    .where('completed_at', 'is', null)
    .execute();
}

/** The result that completed the challenge (at least the target, so the best of the week). */
export async function setBestResult(db: Executor, id: string, bestResult: number): Promise<void> {
  await db.updateTable('athlete_challenges').set({ best_result: bestResult }).where('id', '=', id).execute();
}

/** The seconds left on a timer closed part-way (null: none kept, the next Start is from the full time). */
export async function setRemainingSeconds(db: Executor, id: string, remaining: number | null, now: string): Promise<void> {
  await db
    .updateTable('athlete_challenges')
    .set({ remaining_seconds: remaining, updated_at: now })
    .where('id', '=', id)
    .where('completed_at', 'is', null)
    .execute();
}

/** Marks every completed, unclaimed challenge of the athlete claimed; returns what it claimed. */
export async function claimCompleted(db: Executor, athleteId: string, now: string) {
  return db
    .updateTable('athlete_challenges')
    .set({ claimed_at: now, updated_at: now })
    .where('athlete_id', '=', athleteId)
    .where('completed_at', 'is not', null)
    .where('claimed_at', 'is', null)
    .returning(['id', 'challenge_id'])
    .execute();
}

const completedCount = prepareQuery((db, p: { athleteId: string }) =>
  db
    .selectFrom('athlete_challenges')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('athlete_id', '=', p.athleteId)
    .where('completed_at', 'is not', null),
);

export async function countCompleted(db: Executor, athleteId: string): Promise<number> {
  return Number((await completedCount.first(db, { athleteId }))?.n ?? 0);
}

/**
 * The athlete's training days this week: ledger rows for lessons, practice, counts and challenges,
 * which are written only for training the server believed (training/service.ts).
 */
const trainingTimes = prepareQuery((db, p: { athleteId: string; fromIso: string }) =>
  db
    .selectFrom('xp_transactions')
    .select('created_at')
    .where('athlete_id', '=', p.athleteId)
    .where('created_at', '>=', p.fromIso)
    .where('reference_type', 'in', ['lesson', 'lesson-practice', 'lesson-measurement', 'challenge']),
);

export async function listTrainingTimes(db: Executor, athleteId: string, fromIso: string) {
  return trainingTimes.all(db, { athleteId, fromIso });
}

export async function deleteAthleteChallengeProgress(db: Executor, athleteId: string): Promise<void> {
  await db
    .updateTable('athlete_challenges')
    .set({ current_progress: 0, completed_at: null, claimed_at: null })
    .where('athlete_id', '=', athleteId)
    .execute();
}

export async function listAthleteIdsWithoutWeek(db: Executor, weekStart: string, limit: number) {
  return db
    .selectFrom('athletes as a')
    .leftJoin('challenge_weeks as w', (join) => join.onRef('w.athlete_id', '=', 'a.id').on('w.week_start', '=', weekStart))
    .select('a.id')
    .where('w.athlete_id', 'is', null)
    .limit(limit)
    .execute();
}

/** What the claimed challenges actually paid: their ledger rows. */
export async function sumPaid(db: Executor, athleteId: string, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const row = await db
    .selectFrom('xp_transactions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('athlete_id', '=', athleteId)
    .where('reference_type', '=', 'challenge')
    .where('reference_id', 'in', ids)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Challenges the athlete completed in [fromIso, toIso), oldest first (a progress report). */
export async function listCompletedBetween(db: Executor, athleteId: string, fromIso: string, toIso: string) {
  return db
    .selectFrom('athlete_challenges as ac')
    .innerJoin('challenges as c', 'c.id', 'ac.challenge_id')
    .select(['ac.id', 'c.name', 'c.category', 'c.difficulty', 'c.xp_reward', 'c.bonus_xp', 'ac.completed_at'])
    .where('ac.athlete_id', '=', athleteId)
    .where('ac.completed_at', '>=', fromIso)
    .where('ac.completed_at', '<', toIso)
    .orderBy('ac.completed_at')
    .execute();
}

/** Every weekly challenge of the family's athletes, for its data export. */
export async function listFamilyChallenges(db: Executor, parentId: string) {
  return db
    .selectFrom('athlete_challenges as ac')
    .innerJoin('athletes as a', 'a.id', 'ac.athlete_id')
    .innerJoin('challenges as c', 'c.id', 'ac.challenge_id')
    .select([
      'a.id as athlete_id',
      'a.name as athlete_name',
      'c.name',
      'c.target_value',
      'c.target_type',
      'c.xp_reward',
      'c.bonus_xp',
      'ac.week_start',
      'ac.current_progress',
      'ac.best_result',
      'ac.completed_at',
      'ac.claimed_at',
    ])
    .where('a.parent_id', '=', parentId)
    .orderBy('ac.week_start')
    .orderBy('c.name')
    .execute();
}
