import { type Insertable, type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '#server/db/schema';
import { prepareQuery } from '#server/db/prepared';

type Executor = Kysely<Database> | Transaction<Database>;

export type CompetitionRow = Selectable<Database['competitions']>;

const competitionColumns = [
  'id',
  'month',
  'competition_type',
  'name',
  'description',
  'target_value',
  'xp_reward',
  'bonus_reward',
  'start_date',
  'end_date',
  'is_active',
  'ranked_at',
  'created_at',
] as const;

/** Inserts a month's competitions; a (month, type) that exists already (another run, another instance) is left alone. */
export async function insertCompetitions(
  db: Executor,
  rows: Insertable<Database['competitions']>[],
): Promise<number> {
  if (!rows.length) return 0;
  const inserted = await db
    .insertInto('competitions')
    .values(rows)
    .onConflict((oc) => oc.columns(['month', 'competition_type']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

const monthCount = prepareQuery((db, p: { month: string }) =>
  db.selectFrom('competitions').select((eb) => eb.fn.countAll<number>().as('count')).where('month', '=', p.month),
);

export async function countMonthCompetitions(db: Executor, month: string): Promise<number> {
  return Number((await monthCount.first(db as Kysely<Database>, { month }))?.count ?? 0);
}

/** The competitions a page lists: those not ended before `sinceIso`, soonest ending first. */
export async function listCompetitions(db: Executor, sinceIso: string) {
  return db
    .selectFrom('competitions')
    .select(competitionColumns)
    .where('is_active', '=', 1)
    .where('end_date', '>', sinceIso)
    .orderBy('start_date', 'desc')
    .orderBy('competition_type')
    .execute();
}

export async function findCompetition(db: Executor, id: string) {
  return db.selectFrom('competitions').select(competitionColumns).where('id', '=', id).where('is_active', '=', 1).executeTakeFirst();
}

export async function countEntries(db: Executor, competitionIds: string[]): Promise<Map<string, number>> {
  if (!competitionIds.length) return new Map();
  const rows = await db
    .selectFrom('competition_entries')
    .select(['competition_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('competition_id', 'in', competitionIds)
    .groupBy('competition_id')
    .execute();
  return new Map(rows.map((r) => [r.competition_id, Number(r.count)]));
}

export async function listAthleteEntries(db: Executor, athleteId: string, competitionIds: string[]) {
  if (!competitionIds.length) return [];
  return db
    .selectFrom('competition_entries')
    .select(['competition_id', 'joined_at', 'current_progress', 'completed_at', 'rank'])
    .where('athlete_id', '=', athleteId)
    .where('competition_id', 'in', competitionIds)
    .execute();
}

/** Joins once: false when the athlete had already joined (a double tap, another tab). */
export async function insertEntry(db: Executor, entry: { competitionId: string; athleteId: string; now: string }): Promise<boolean> {
  const row = await db
    .insertInto('competition_entries')
    .values({ competition_id: entry.competitionId, athlete_id: entry.athleteId, joined_at: entry.now, updated_at: entry.now })
    .onConflict((oc) => oc.columns(['competition_id', 'athlete_id']).doNothing())
    .returning('competition_id')
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * The athlete's entries still open at this instant (joined, not completed, competition running),
 * each with the athlete's own count of its kind since joining, in one round trip: lessons first
 * completed, XP earned (competition rewards left out, so finishing one does not advance another),
 * the current streak, achievements unlocked. Each entry runs only its own type's subquery.
 */
const openEntries = prepareQuery((db, p: { athleteId: string; now: string }) =>
  db
    .selectFrom('competition_entries as e')
    .innerJoin('competitions as c', 'c.id', 'e.competition_id')
    .select(['e.competition_id', 'e.joined_at', 'e.current_progress', 'c.competition_type', 'c.name', 'c.target_value', 'c.xp_reward', 'c.bonus_reward'])
    .select(
      sql<number>`case c.competition_type
        when 'lessons_completed' then (select count(*) from lesson_progress lp where lp.athlete_id = e.athlete_id and lp.completed_at >= e.joined_at)
        when 'xp_earned' then (select coalesce(sum(x.amount), 0) from xp_transactions x
          where x.athlete_id = e.athlete_id and x.created_at >= e.joined_at and x.reference_type <> 'competition')
        when 'achievements_unlocked' then (select count(*) from athlete_achievements aa where aa.athlete_id = e.athlete_id and aa.unlocked_at >= e.joined_at)
        else (select ap.current_streak from athlete_progress ap where ap.athlete_id = e.athlete_id)
      end`.as('value'),
    )
    .where('e.athlete_id', '=', p.athleteId)
    .where('e.completed_at', 'is', null)
    .where('c.start_date', '<=', p.now)
    .where('c.end_date', '>', p.now),
);

export type OpenEntry = {
  competition_id: string;
  joined_at: string;
  current_progress: number;
  competition_type: string;
  name: string;
  target_value: number;
  xp_reward: number;
  bonus_reward: number;
  /** The athlete's count since joining (null: no progress row yet for a streak). */
  value: number | null;
};

export async function listOpenEntries(db: Executor, athleteId: string, now: string): Promise<OpenEntry[]> {
  return openEntries.all(db as Kysely<Database>, { athleteId, now });
}

export async function setEntryProgress(db: Executor, competitionId: string, athleteId: string, progress: number, now: string): Promise<void> {
  await db
    .updateTable('competition_entries')
    .set({ current_progress: progress, updated_at: now })
    .where('competition_id', '=', competitionId)
    .where('athlete_id', '=', athleteId)
    .where('completed_at', 'is', null)
    .execute();
}

/** Marks the entry completed once: false when it already was. */
export async function markEntryCompleted(db: Executor, competitionId: string, athleteId: string, progress: number, now: string): Promise<boolean> {
  const row = await db
    .updateTable('competition_entries')
    .set({ current_progress: progress, completed_at: now, updated_at: now })
    .where('competition_id', '=', competitionId)
    .where('athlete_id', '=', athleteId)
    .where('completed_at', 'is', null)
    .returning('competition_id')
    .executeTakeFirst();
  return Boolean(row);
}

/** Ended competitions whose final ranks are not written yet. */
export async function listUnrankedEnded(db: Executor, now: string) {
  return db.selectFrom('competitions').select('id').where('end_date', '<=', now).where('ranked_at', 'is', null).execute();
}

/**
 * Writes the final ranks in one statement: who completed first, then the most progress, then who
 * joined first. Running it again writes the same ranks.
 */
export async function writeFinalRanks(db: Executor, competitionId: string, now: string): Promise<void> {
  await sql`
    update competition_entries set rank = ranked.place
    from (
      select athlete_id, row_number() over (
        order by case when completed_at is null then 1 else 0 end, completed_at, current_progress desc, joined_at, athlete_id
      ) as place
      from competition_entries where competition_id = ${competitionId}
    ) as ranked
    where competition_entries.competition_id = ${competitionId} and competition_entries.athlete_id = ranked.athlete_id`.execute(db);
  await db.updateTable('competitions').set({ ranked_at: now }).where('id', '=', competitionId).where('ranked_at', 'is', null).execute();
}

export async function listFamilyEntries(db: Executor, parentId: string) {
  return db
    .selectFrom('competition_entries as e')
    .innerJoin('athletes as a', 'a.id', 'e.athlete_id')
    .innerJoin('competitions as c', 'c.id', 'e.competition_id')
    .select(['a.id as athlete_id', 'a.name as athlete_name', 'c.name', 'c.competition_type', 'c.month', 'e.joined_at', 'e.current_progress', 'e.completed_at', 'e.rank'])
    .where('a.parent_id', '=', parentId)
    .orderBy('e.joined_at')
    .execute();
}
