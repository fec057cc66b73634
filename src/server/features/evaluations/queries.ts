/** The evaluations' SQL (issue 42, point 2): rosters, evaluations and their earlier versions. */
import { sql } from 'kysely';
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

/** The academy days that decide each athlete's place in the roster (evaluationDue, `#shared/skills`). */
export type RosterDays = { now: string; season: string; overdueFrom: string; dueFrom: string };
export type RosterCursor = { rank: number; name: string; id: string };

/**
 * Every athlete who trains (a membership not expired: effectiveMembershipStatus in SQL), with the
 * stored summary of their evaluations and their place: 0 overdue, 1 full evaluation due, 2 skill
 * check due, 3 up to date. A derived table, so pages and counts read the same rows.
 */
function rosterRows(db: Executor, days: RosterDays, q?: string) {
  const training = db
    .selectFrom('memberships as m')
    .select('m.athlete_id')
    .where('m.status', '!=', 'expired')
    .where((eb) => eb.or([eb('m.current_period_end', '>', days.now), eb.and([eb('m.status', '!=', 'canceled'), eb.not(eb.and([eb('m.status', '=', 'active'), eb('m.provider', '=', 'test')]))])]));
  let rows = db
    .selectFrom('athletes as a')
    .leftJoin('athlete_evaluation_summaries as s', 's.athlete_id', 'a.id')
    .select(['a.id', 'a.name', 'a.birth_year', 's.last_published_at', 's.last_published_on', 's.last_full_on', 's.draft_id'])
    .select(
      sql<number>`case when s.last_full_on is null or s.last_full_on < ${days.season} then 1 when s.last_published_on <= ${days.overdueFrom} then 0 when s.last_published_on <= ${days.dueFrom} then 2 else 3 end`.as(
        'rank',
      ),
    )
    .where('a.id', 'in', training);
  if (q) rows = rows.where(sql<boolean>`lower(a.name) like ${`%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`);
  return rows;
}

/** A page of the roster after the cursor: the due first, then by name and id. */
export function listRosterPage(db: Executor, days: RosterDays, page: { q?: string; after?: RosterCursor; limit: number }) {
  let query = db.selectFrom(rosterRows(db, days, page.q).as('r')).selectAll();
  const after = page.after;
  if (after) query = query.where(({ eb, refTuple, tuple }) => eb(refTuple('r.rank', 'r.name', 'r.id'), '>', tuple(after.rank, after.name, after.id)));
  return query.orderBy('r.rank').orderBy('r.name').orderBy('r.id').limit(page.limit).execute();
}

/** The whole roster's counts: athletes who train, and those with an evaluation due. */
export async function countRoster(db: Executor, days: RosterDays) {
  const row = await db
    .selectFrom(rosterRows(db, days).as('r'))
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.sum<number>(sql`case when r.rank < 3 then 1 else 0 end`).as('due')])
    .executeTakeFirst();
  return { total: Number(row?.total ?? 0), due: Number(row?.due ?? 0) };
}

/** The draft is the athlete's open one (made or edited in the same transaction). */
export function keepDraftInSummary(trx: Trx, athleteId: string, draftId: string) {
  return trx
    .insertInto('athlete_evaluation_summaries')
    .values({ athlete_id: athleteId, draft_id: draftId })
    .onConflict((oc) => oc.column('athlete_id').doUpdateSet({ draft_id: draftId }))
    .execute();
}

/** A publish: the athlete's latest evaluation (a full one is the latest full one too), and no draft open. */
export function keepPublishInSummary(trx: Trx, p: { athleteId: string; at: string; on: string; isFull: boolean }) {
  const set = { last_published_at: p.at, last_published_on: p.on, draft_id: null, ...(p.isFull ? { last_full_on: p.on } : {}) };
  return trx
    .insertInto('athlete_evaluation_summaries')
    .values({ athlete_id: p.athleteId, last_full_on: p.isFull ? p.on : null, ...set })
    .onConflict((oc) => oc.column('athlete_id').doUpdateSet(set))
    .execute();
}

const EVALUATION_COLUMNS = ['id', 'athlete_id', 'kind', 'status', 'body', 'version', 'author_name', 'updated_at', 'published_at'] as const;

export function listAthleteEvaluations(db: Executor, athleteId: string) {
  return db.selectFrom('skill_evaluations').select(EVALUATION_COLUMNS).where('athlete_id', '=', athleteId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

/**
 * The family's passport in one indexed read: the athlete if it is the family's, with its published
 * evaluations oldest first (a passport is a history); no evaluation row when there is none yet.
 */
export const listPassportRows = prepareQuery((db, p: { athleteId: string; parentId: string }) =>
  db
    .selectFrom('athletes as a')
    .leftJoin('skill_evaluations as e', (join) => join.onRef('e.athlete_id', '=', 'a.id').on('e.status', '=', 'published'))
    .select(['a.id as athlete_id', 'a.name', 'a.birth_year', 'e.id', 'e.kind', 'e.body', 'e.author_name', 'e.published_at'])
    .where('a.id', '=', p.athleteId)
    .where('a.parent_id', '=', p.parentId)
    .orderBy('e.published_at')
    .orderBy('e.id'),
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
