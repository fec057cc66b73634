/** The evaluations' SQL (issue 42, point 2): rosters, evaluations and their earlier versions. */
import type { Db } from '#server/db/database';
import { prepareQuery } from '#server/db/prepared';
import type { Trx } from '#server/db/transaction';
import { isPostgres } from '#server/db/database';

type Executor = Db | Trx;

/**
 * Athletes who may train (a membership not expired), with what decides whether it still counts
 * now; one row per membership, several for an athlete who has more than one.
 */
export function listRosterMemberships(db: Executor, athleteId?: string) {
  const query = db
    .selectFrom('memberships as m')
    .innerJoin('athletes as a', 'a.id', 'm.athlete_id')
    .select(['a.id as athlete_id', 'a.name', 'a.birth_year', 'a.parent_id', 'm.status', 'm.current_period_end', 'm.provider'])
    .where('m.status', '!=', 'expired');
  return (athleteId ? query.where('a.id', '=', athleteId) : query).execute();
}

/** Per athlete: the last published evaluation, the last full one, and the open draft. */
export function listEvaluationDates(db: Executor) {
  return db
    .selectFrom('skill_evaluations')
    .select((eb) => [
      'athlete_id',
      eb.fn.max(eb.case().when('status', '=', 'published').then(eb.ref('published_at')).end()).as('last_any'),
      eb.fn.max(eb.case().when(eb.and([eb('status', '=', 'published'), eb('kind', '=', 'full')])).then(eb.ref('published_at')).end()).as('last_full'),
      eb.fn.max(eb.case().when('status', '=', 'draft').then(eb.ref('id')).end()).as('draft_id'),
    ])
    .groupBy('athlete_id')
    .execute();
}

const EVALUATION_COLUMNS = ['id', 'athlete_id', 'kind', 'status', 'body', 'version', 'author_name', 'updated_at', 'published_at'] as const;

export function listAthleteEvaluations(db: Executor, athleteId: string) {
  return db.selectFrom('skill_evaluations').select(EVALUATION_COLUMNS).where('athlete_id', '=', athleteId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/** The family's view: published evaluations only, oldest first (a passport is a history). */
export const listPublishedEvaluations = prepareQuery((db, p: { athleteId: string }) =>
  db
    .selectFrom('skill_evaluations')
    .select(['id', 'kind', 'body', 'author_name', 'published_at'])
    .where('athlete_id', '=', p.athleteId)
    .where('status', '=', 'published')
    .orderBy('published_at')
    .orderBy('id'),
);

export const findOwnedAthlete = prepareQuery((db, p: { athleteId: string; parentId: string }) =>
  db.selectFrom('athletes').select(['id', 'name', 'birth_year']).where('id', '=', p.athleteId).where('parent_id', '=', p.parentId),
);

export function listVersions(db: Executor, evaluationIds: string[]) {
  if (evaluationIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('skill_evaluation_versions').selectAll().where('evaluation_id', 'in', evaluationIds).orderBy('version', 'desc').execute();
}

export function findDraft(trx: Executor, athleteId: string) {
  return trx.selectFrom('skill_evaluations').select(EVALUATION_COLUMNS).where('athlete_id', '=', athleteId).where('status', '=', 'draft').executeTakeFirst();
}

/** The evaluation, locked for the rest of the transaction on PostgreSQL (SQLite has one writer). */
export function findEvaluationForUpdate(trx: Trx, id: string) {
  const query = trx.selectFrom('skill_evaluations').select([...EVALUATION_COLUMNS, 'created_by']).where('id', '=', id);
  return (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst();
}

export function findEvaluation(db: Executor, id: string) {
  return db.selectFrom('skill_evaluations').select(EVALUATION_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type EvaluationRow = NonNullable<Awaited<ReturnType<typeof findEvaluation>>>;

/** Published lessons among these ids, with their titles. */
export function listLessonTitles(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('lessons').select(['id', 'title']).where('id', 'in', [...new Set(ids)]).where('is_published', '=', 1).execute();
}
