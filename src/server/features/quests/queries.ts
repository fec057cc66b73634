/** The quests' SQL (Kysely): the ledger rows quests read, the daily quest rows, squad quests and contributions. */
import { sql } from 'kysely';
import type { Db } from '#server/db/database';
import type { Trx } from '#server/db/transaction';

export type Executor = Db | Trx;

/** Ledger rows that count as training a lesson (a completion, or a day's practice). */
export const LESSON_REFERENCES = ['lesson', 'lesson-practice'] as const;
export const DAILY_QUEST_REFERENCE = 'daily-quest';
export const SQUAD_QUEST_REFERENCE = 'squad-quest';

/** The athlete's ledger rows from an instant (inclusive) to another (exclusive). */
export function listLedgerBetween(db: Executor, athleteId: string, from: string, to: string) {
  return db
    .selectFrom('xp_transactions')
    .select(['amount', 'reference_type', 'reference_id'])
    .where('athlete_id', '=', athleteId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .execute();
}

/** The lessons the athlete trained (paid) before an instant: which categories they have tried. */
export function listLessonReferencesBefore(db: Executor, athleteId: string, before: string) {
  return db
    .selectFrom('xp_transactions')
    .select(['reference_type', 'reference_id'])
    .where('athlete_id', '=', athleteId)
    .where('reference_type', 'in', LESSON_REFERENCES)
    .where('created_at', '<', before)
    .execute();
}

/** How many lessons the athlete trained (paid) from an instant on. */
export async function countLessonsSince(db: Executor, athleteId: string, from: string): Promise<number> {
  const row = await db
    .selectFrom('xp_transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('athlete_id', '=', athleteId)
    .where('reference_type', 'in', LESSON_REFERENCES)
    .where('created_at', '>=', from)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function listCategories(db: Executor) {
  return db.selectFrom('training_categories').select(['id', 'title']).orderBy('sort_order').orderBy('id').execute();
}

export async function listLessonCategories(db: Executor, lessonIds: readonly string[]): Promise<Map<string, string>> {
  if (!lessonIds.length) return new Map();
  const rows = await db.selectFrom('lessons').select(['id', 'category_id']).where('id', 'in', [...lessonIds]).execute();
  return new Map(rows.map((r) => [r.id, r.category_id]));
}

export function findAthleteQuestFacts(db: Executor, athleteId: string) {
  return db
    .selectFrom('athletes as a')
    .leftJoin('athlete_progress as p', 'p.athlete_id', 'a.id')
    .select(['a.id', 'a.parent_id', 'a.birth_year', 'p.total_xp'])
    .where('a.id', '=', athleteId)
    .executeTakeFirst();
}

export function listDailyQuestRows(db: Executor, athleteId: string, day: string) {
  return db.selectFrom('daily_quests').selectAll().where('athlete_id', '=', athleteId).where('day', '=', day).execute();
}

export type DailyQuestRow = { athleteId: string; day: string; key: string; title: string; target: number; xp: number; progress: number; completedAt: string | null };

/** Records the day's quests as far as they went; a completion, once set, stays. */
export async function upsertDailyQuests(db: Executor, rows: readonly DailyQuestRow[], now: string): Promise<void> {
  if (!rows.length) return;
  await db
    .insertInto('daily_quests')
    .values(
      rows.map((r) => ({
        athlete_id: r.athleteId,
        day: r.day,
        quest_key: r.key,
        title: r.title,
        target: r.target,
        xp: r.xp,
        progress: r.progress,
        completed_at: r.completedAt,
        updated_at: now,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['athlete_id', 'day', 'quest_key']).doUpdateSet((eb) => ({
        progress: eb.ref('excluded.progress'),
        completed_at: sql<string | null>`coalesce(daily_quests.completed_at, excluded.completed_at)`,
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

export async function countBirthYear(db: Executor, birthYear: number): Promise<number> {
  const row = await db.selectFrom('athletes').select((eb) => eb.fn.countAll<number>().as('n')).where('birth_year', '=', birthYear).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function findSquadQuest(db: Executor, weekStart: string, birthYear: number) {
  return db.selectFrom('squad_quests').selectAll().where('week_start', '=', weekStart).where('birth_year', '=', birthYear).executeTakeFirst();
}

export async function insertSquadQuest(
  db: Executor,
  row: { id: string; weekStart: string; birthYear: number; title: string; target: number; xp: number },
): Promise<void> {
  await db
    .insertInto('squad_quests')
    .values({ id: row.id, week_start: row.weekStart, birth_year: row.birthYear, title: row.title, target: row.target, xp: row.xp })
    .onConflict((oc) => oc.columns(['week_start', 'birth_year']).doNothing())
    .execute();
}

export function findContribution(db: Executor, squadQuestId: string, athleteId: string) {
  return db.selectFrom('squad_contributions').selectAll().where('squad_quest_id', '=', squadQuestId).where('athlete_id', '=', athleteId).executeTakeFirst();
}

export async function setContribution(db: Executor, squadQuestId: string, athleteId: string, lessons: number, now: string): Promise<void> {
  await db
    .insertInto('squad_contributions')
    .values({ squad_quest_id: squadQuestId, athlete_id: athleteId, lessons, updated_at: now })
    .onConflict((oc) => oc.columns(['squad_quest_id', 'athlete_id']).doUpdateSet({ lessons, updated_at: now }))
    .execute();
}

/** Moves a squad's progress by `delta` (atomically: several athletes' saves meet on this row) and returns it. */
export function addSquadProgress(db: Executor, squadQuestId: string, delta: number) {
  return db
    .updateTable('squad_quests')
    .set((eb) => ({ progress: eb('progress', '+', delta) }))
    .where('id', '=', squadQuestId)
    .returning(['progress', 'target', 'completed_at'])
    .executeTakeFirstOrThrow();
}

/** Marks the squad's goal met, once: true for the one transaction that did. */
export async function markSquadCompleted(db: Executor, squadQuestId: string, now: string): Promise<boolean> {
  const rows = await db.updateTable('squad_quests').set({ completed_at: now }).where('id', '=', squadQuestId).where('completed_at', 'is', null).returning('id').execute();
  return rows.length > 0;
}

/** Contributors of met squad quests whose reward is not yet recorded as paid. */
export function listUnrewarded(db: Executor, squadQuestId?: string) {
  let query = db
    .selectFrom('squad_contributions as c')
    .innerJoin('squad_quests as q', 'q.id', 'c.squad_quest_id')
    .innerJoin('athletes as a', 'a.id', 'c.athlete_id')
    .select(['q.id as squad_quest_id', 'q.title', 'q.xp', 'q.birth_year', 'c.athlete_id', 'a.parent_id'])
    .where('q.completed_at', 'is not', null)
    .where('c.rewarded_at', 'is', null)
    .where('c.lessons', '>', 0);
  if (squadQuestId) query = query.where('q.id', '=', squadQuestId);
  return query.orderBy('q.id').orderBy('c.athlete_id').limit(1000).execute();
}

export async function markRewarded(db: Executor, squadQuestId: string, athleteId: string, now: string): Promise<void> {
  await db
    .updateTable('squad_contributions')
    .set({ rewarded_at: now })
    .where('squad_quest_id', '=', squadQuestId)
    .where('athlete_id', '=', athleteId)
    .where('rewarded_at', 'is', null)
    .execute();
}

/** Who helped, most lessons first, with whether their parents hid them from rankings. */
export function listContributors(db: Executor, squadQuestId: string) {
  return db
    .selectFrom('squad_contributions as c')
    .innerJoin('athletes as a', 'a.id', 'c.athlete_id')
    .select(['c.athlete_id', 'a.name', 'a.hide_from_rankings', 'c.lessons'])
    .where('c.squad_quest_id', '=', squadQuestId)
    .where('c.lessons', '>', 0)
    .orderBy('c.lessons', 'desc')
    .orderBy('a.name')
    .execute();
}

/** Reset XP: the athlete's open squad contributions, to take back out of their squads' progress. */
export function listOpenContributions(db: Executor, athleteId: string) {
  return db
    .selectFrom('squad_contributions as c')
    .innerJoin('squad_quests as q', 'q.id', 'c.squad_quest_id')
    .select(['c.squad_quest_id', 'c.lessons'])
    .where('c.athlete_id', '=', athleteId)
    .where('q.completed_at', 'is', null)
    .execute();
}

export async function deleteContribution(db: Executor, squadQuestId: string, athleteId: string): Promise<void> {
  await db.deleteFrom('squad_contributions').where('squad_quest_id', '=', squadQuestId).where('athlete_id', '=', athleteId).execute();
}

export async function deleteDailyQuests(db: Executor, athleteId: string): Promise<void> {
  await db.deleteFrom('daily_quests').where('athlete_id', '=', athleteId).execute();
}

/** The family's export: every athlete's daily quest rows and squad contributions. */
export async function listFamilyQuestRows(db: Executor, parentId: string) {
  const [daily, squad] = await Promise.all([
    db
      .selectFrom('daily_quests as d')
      .innerJoin('athletes as a', 'a.id', 'd.athlete_id')
      .select(['d.athlete_id', 'd.day', 'd.quest_key', 'd.title', 'd.target', 'd.progress', 'd.xp', 'd.completed_at'])
      .where('a.parent_id', '=', parentId)
      .orderBy('d.day')
      .execute(),
    db
      .selectFrom('squad_contributions as c')
      .innerJoin('athletes as a', 'a.id', 'c.athlete_id')
      .innerJoin('squad_quests as q', 'q.id', 'c.squad_quest_id')
      .select(['c.athlete_id', 'q.week_start', 'q.title', 'c.lessons', 'q.completed_at', 'c.rewarded_at'])
      .where('a.parent_id', '=', parentId)
      .orderBy('q.week_start')
      .execute(),
  ]);
  return { daily, squad };
}

/** Today's lesson sessions of the athlete (saved from an instant on, before another): minutes and counts. */
export function listSessionsSavedBetween(db: Executor, athleteId: string, from: string, to: string) {
  return db
    .selectFrom('lesson_sessions')
    .select(['lesson_id', 'minutes', 'count'])
    .where('athlete_id', '=', athleteId)
    .where('updated_at', '>=', from)
    .where('updated_at', '<', to)
    .execute();
}

/** The athlete's best count of each of these lessons in sessions saved before an instant. */
export async function listBestCountsBefore(db: Executor, athleteId: string, lessonIds: readonly string[], before: string): Promise<Map<string, number>> {
  if (!lessonIds.length) return new Map();
  const rows = await db
    .selectFrom('lesson_sessions')
    .select((eb) => ['lesson_id', eb.fn.max<number>('count').as('best')])
    .where('athlete_id', '=', athleteId)
    .where('lesson_id', 'in', [...lessonIds])
    .where('count', 'is not', null)
    .where('updated_at', '<', before)
    .groupBy('lesson_id')
    .execute();
  return new Map(rows.map((r) => [r.lesson_id, Number(r.best)]));
}

/** Whether the athlete recorded a count in any routine before an instant. */
export async function hasCountBefore(db: Executor, athleteId: string, before: string): Promise<boolean> {
  const row = await db.selectFrom('lesson_sessions').select('lesson_id').where('athlete_id', '=', athleteId).where('count', 'is not', null).where('updated_at', '<', before).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The daily job's slice: athletes after an id, in id order, with their lifetime XP. */
export function listAthletesAfter(db: Executor, afterId: string, limit: number) {
  return db
    .selectFrom('athletes as a')
    .leftJoin('athlete_progress as p', 'p.athlete_id', 'a.id')
    .select(['a.id', 'p.total_xp'])
    .where('a.id', '>', afterId)
    .orderBy('a.id')
    .limit(limit)
    .execute();
}

/** Which of these athletes already have quest rows for the day (drawn by an earlier run or a save). */
export async function listDrawnAthletes(db: Executor, athleteIds: readonly string[], day: string): Promise<Set<string>> {
  const rows = await db.selectFrom('daily_quests').select('athlete_id').distinct().where('day', '=', day).where('athlete_id', 'in', [...athleteIds]).execute();
  return new Set(rows.map((r) => r.athlete_id));
}

/** These athletes' ledger rows from an instant on, before another (at the day's start, few or none). */
export function listLedgerOfBetween(db: Executor, athleteIds: readonly string[], from: string, to: string) {
  return db
    .selectFrom('xp_transactions')
    .select(['athlete_id', 'amount', 'reference_type', 'reference_id'])
    .where('athlete_id', 'in', [...athleteIds])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .execute();
}

/**
 * How many paid lessons of each category each of these athletes has, ever: read from the ledger's
 * unique (athlete, reference) index alone, with no time condition, which would send each row to
 * the table (a practice's reference is `<lesson id>:<day>`).
 */
export function countLessonCategories(db: Executor, athleteIds: readonly string[]) {
  return db
    .selectFrom('xp_transactions as x')
    .innerJoin('lessons as l', (join) =>
      join.on(sql<boolean>`l.id = case when x.reference_type = 'lesson-practice' then substr(x.reference_id, 1, length(x.reference_id) - 11) else x.reference_id end`),
    )
    .select((eb) => ['x.athlete_id', 'l.category_id', eb.fn.countAll<number>().as('lessons')])
    .where('x.athlete_id', 'in', [...athleteIds])
    .where('x.reference_type', 'in', LESSON_REFERENCES)
    .groupBy(['x.athlete_id', 'l.category_id'])
    .execute();
}

/** Which of these athletes recorded a count in a routine before an instant. */
export async function listCountedAthletes(db: Executor, athleteIds: readonly string[], before: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('lesson_sessions')
    .select('athlete_id')
    .distinct()
    .where('athlete_id', 'in', [...athleteIds])
    .where('count', 'is not', null)
    .where('updated_at', '<', before)
    .execute();
  return new Set(rows.map((r) => r.athlete_id));
}

/** The day's drawn quests, not started; rows a save wrote first are kept. */
export async function insertDrawnQuests(db: Executor, rows: readonly Omit<DailyQuestRow, 'completedAt' | 'progress'>[], now: string): Promise<void> {
  if (!rows.length) return;
  await db
    .insertInto('daily_quests')
    .values(rows.map((r) => ({ athlete_id: r.athleteId, day: r.day, quest_key: r.key, title: r.title, target: r.target, xp: r.xp, progress: 0, completed_at: null, updated_at: now })))
    .onConflict((oc) => oc.columns(['athlete_id', 'day', 'quest_key']).doNothing())
    .execute();
}

/** Quests of days before `day` that these athletes never started: nothing to keep or export. */
export async function deleteUntouchedBefore(db: Executor, athleteIds: readonly string[], day: string): Promise<void> {
  await db
    .deleteFrom('daily_quests')
    .where('athlete_id', 'in', [...athleteIds])
    .where('day', '<', day)
    .where('progress', '=', 0)
    .where('completed_at', 'is', null)
    .execute();
}
