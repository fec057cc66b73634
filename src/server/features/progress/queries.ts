import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '#server/db/schema';
import { timeOrderedId } from '#server/db/ids';
import { type Placeholders, prepareForCount, prepareQuery } from '#server/db/prepared';
import { isPostgres } from '#server/db/database';
import { ACADEMY } from '#shared/academy';
import { academyHour } from '#shared/progress/time';

export type Executor = Kysely<Database> | Transaction<Database>;

/*
 * The statements every award runs, several times over on a lesson's completion (the award, its
 * achievements and challenges), are prepared once (db/prepared.ts): building each with the query
 * builder cost more than SQLite takes to run it (bench:progress, lesson completion).
 */

type RowParams = Record<string, string | number>;

/** n ledger rows in one statement, each skipped when its reference was already paid. */
const ledgerRows = prepareForCount((db, p: Placeholders<RowParams>, count) =>
  db
    .insertInto('xp_transactions')
    .values(
      Array.from({ length: count }, (_, i) => ({
        id: p[`id${i}`] as string,
        athlete_id: p.athleteId as string,
        amount: p[`amount${i}`] as number,
        reason: p[`reason${i}`] as string,
        reference_type: p[`referenceType${i}`] as string,
        reference_id: p[`referenceId${i}`] as string,
        created_at: p.createdAt as string,
      })),
    )
    .onConflict((oc) => oc.columns(['athlete_id', 'reference_type', 'reference_id']).doNothing())
    .returning(['reference_type', 'reference_id']),
);

type LedgerEntry = { amount: number; reason: string; referenceType: string; referenceId: string };

/** What identifies a payment within one athlete's ledger. */
export function ledgerKey(entry: { referenceType: string; referenceId: string }): string {
  return `${entry.referenceType}\u0000${entry.referenceId}`;
}

/**
 * Adds one ledger row per entry unless its reference was already paid to the athlete; returns the
 * keys (ledgerKey) of the rows added. The references must differ from one another.
 */
export async function insertLedgerRows(db: Executor, athleteId: string, entries: readonly LedgerEntry[], createdAt: string): Promise<Set<string>> {
  if (entries.length === 0) return new Set();
  const params: RowParams = { athleteId, createdAt };
  entries.forEach((e, i) => {
    params[`id${i}`] = timeOrderedId();
    params[`amount${i}`] = e.amount;
    params[`reason${i}`] = e.reason;
    params[`referenceType${i}`] = e.referenceType;
    params[`referenceId${i}`] = e.referenceId;
  });
  const rows = await ledgerRows(entries.length).all(db, params);
  return new Set(rows.map((r) => ledgerKey({ referenceType: r.reference_type, referenceId: r.reference_id })));
}

const progressRowCreation = prepareQuery((db, p: { athleteId: string }) =>
  db.insertInto('athlete_progress').values({ athlete_id: p.athleteId }).onConflict((oc) => oc.column('athlete_id').doNothing()),
);

export async function ensureProgressRow(db: Executor, athleteId: string): Promise<void> {
  await progressRowCreation.all(db, { athleteId });
}

const lifetimeAddition = prepareQuery((db, p: { athleteId: string; amount: number; now: string }) =>
  db
    .insertInto('athlete_progress')
    .values({ athlete_id: p.athleteId, total_xp: p.amount, updated_at: p.now })
    .onConflict((oc) =>
      oc.column('athlete_id').doUpdateSet((eb) => ({
        total_xp: eb('athlete_progress.total_xp', '+', eb.ref('excluded.total_xp')),
        updated_at: p.now,
      })),
    )
    .returning(['total_xp', 'current_level']),
);

/**
 * Adds to the lifetime total, creating the athlete's row on a first award; returns the new total
 * and the level stored before this award.
 */
export async function addToLifetimeTotal(db: Executor, athleteId: string, amount: number, now: string) {
  const row = await lifetimeAddition.first(db, { athleteId, amount, now });
  if (!row) throw new Error('the lifetime total was not written');
  return row;
}

const levelUpdate = prepareQuery((db, p: { athleteId: string; level: number }) =>
  db.updateTable('athlete_progress').set({ current_level: p.level }).where('athlete_id', '=', p.athleteId),
);

export async function setLevel(db: Executor, athleteId: string, level: number): Promise<void> {
  await levelUpdate.all(db, { athleteId, level });
}

export type PeriodStart = { type: 'week' | 'month' | 'weekend' | 'skill' | 'all'; start: string };

/** The period-totals upsert for n periods (an award moves three to five). */
const periodTotalsUpsert = prepareForCount((db, p: Placeholders<RowParams>, periods) => {
  const hidden = sql<number>`(select hide_from_rankings from athletes where id = ${p.athleteId})`;
  return db
    .insertInto('xp_period_totals')
    .values(
      Array.from({ length: periods }, (_, i) => ({
        period_type: p[`type${i}`] as PeriodStart['type'],
        period_start: p[`start${i}`] as string,
        athlete_id: p.athleteId as string,
        xp: p[`amount${i}`] as number,
        hidden,
        updated_at: p.now as string,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['period_type', 'period_start', 'athlete_id']).doUpdateSet((eb) => ({
        xp: eb('xp_period_totals.xp', '+', eb.ref('excluded.xp')),
        updated_at: p.now as string,
      })),
    );
});

/**
 * Adds to the athlete's totals of the given periods (this week, month, weekend...), each its own
 * amount, in one statement. A new row copies the athlete's rankings privacy
 * (docs/decisions/032-player-rankings.md).
 */
export async function addToPeriodTotals(db: Executor, athleteId: string, totals: readonly (PeriodStart & { amount: number })[], now: string): Promise<void> {
  const params: RowParams = { athleteId, now };
  totals.forEach((t, i) => {
    params[`type${i}`] = t.type;
    params[`start${i}`] = t.start;
    params[`amount${i}`] = t.amount;
  });
  await periodTotalsUpsert(totals.length).all(db, params);
}

const progressRow = prepareQuery((db, p: { athleteId: string }) => db.selectFrom('athlete_progress').selectAll().where('athlete_id', '=', p.athleteId));
const progressRowForUpdate = prepareQuery((db, p: { athleteId: string }) => db.selectFrom('athlete_progress').selectAll().where('athlete_id', '=', p.athleteId).forUpdate());

export async function findProgressRow(db: Executor, athleteId: string, forUpdate: boolean) {
  return (forUpdate ? progressRowForUpdate : progressRow).first(db, { athleteId });
}

const streakUpdate = prepareQuery((db, p: { athleteId: string; current: number; longest: number; lastActivityDate: string; now: string }) =>
  db
    .updateTable('athlete_progress')
    .set({ current_streak: p.current, longest_streak: p.longest, last_activity_date: p.lastActivityDate, updated_at: p.now })
    .where('athlete_id', '=', p.athleteId),
);

export async function updateStreak(
  db: Executor,
  athleteId: string,
  streak: { current: number; longest: number; lastActivityDate: string },
  now: string,
): Promise<void> {
  await streakUpdate.all(db, { athleteId, ...streak, now });
}

const periodTotals = prepareQuery((db, p: { athleteId: string; week: string; month: string }) =>
  db
    .selectFrom('xp_period_totals')
    .select(['period_type', 'xp'])
    .where('athlete_id', '=', p.athleteId)
    .where((eb) =>
      eb.or([
        eb.and([eb('period_type', '=', 'week'), eb('period_start', '=', p.week)]),
        eb.and([eb('period_type', '=', 'month'), eb('period_start', '=', p.month)]),
      ]),
    ),
);

export async function findPeriodTotals(db: Executor, athleteId: string, week: string, month: string) {
  return periodTotals.all(db, { athleteId, week, month });
}

const recentLedger = prepareQuery((db, p: { athleteId: string; limit: number }) =>
  db
    .selectFrom('xp_transactions')
    .select(['id', 'amount', 'reason', 'reference_type', 'created_at'])
    .where('athlete_id', '=', p.athleteId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(p.limit),
);

export async function listRecentLedger(db: Executor, athleteId: string, limit: number) {
  return recentLedger.all(db, { athleteId, limit });
}

/** One paid award by its reference (a held award's amount and when it was paid). */
export async function findLedgerAward(db: Executor, athleteId: string, referenceType: string, referenceId: string) {
  return db
    .selectFrom('xp_transactions')
    .select(['amount', 'created_at'])
    .where('athlete_id', '=', athleteId)
    .where('reference_type', '=', referenceType)
    .where('reference_id', '=', referenceId)
    .executeTakeFirst();
}

export async function listLedger(db: Executor, athleteId: string) {
  return db
    .selectFrom('xp_transactions')
    .select(['amount', 'reason', 'reference_type', 'reference_id', 'created_at'])
    .where('athlete_id', '=', athleteId)
    .orderBy('created_at')
    .execute();
}

export async function clearAthleteXp(db: Executor, athleteId: string, now: string): Promise<void> {
  await db.deleteFrom('xp_transactions').where('athlete_id', '=', athleteId).execute();
  await db.deleteFrom('xp_period_totals').where('athlete_id', '=', athleteId).execute();
  await db
    .updateTable('athlete_progress')
    .set({ total_xp: 0, current_level: 1, updated_at: now })
    .where('athlete_id', '=', athleteId)
    .execute();
}

type DashboardStatsParams = { athleteId: string; parentId: string; week: string; month: string };

/**
 * The athlete, if this parent's, with everything the dashboard counts for them, in one statement:
 * totals, streak, this week's and month's XP, completed lessons and challenges, and badges. Each
 * part is an indexed lookup.
 */
const dashboardStats = prepareQuery((db, p: DashboardStatsParams) =>
  db
    .selectFrom('athletes as a')
    .select((eb) => {
      // Scalar lookups by key: on SQLite several times cheaper than a join to the progress row.
      const progress = <C extends 'total_xp' | 'current_level' | 'current_streak' | 'longest_streak' | 'last_activity_date'>(column: C) =>
        eb.selectFrom('athlete_progress').select(column).where('athlete_id', '=', p.athleteId).as(column);
      const period = (type: 'week' | 'month', start: string) =>
        eb
          .selectFrom('xp_period_totals')
          .select('xp')
          .where('period_type', '=', type)
          .where('period_start', '=', start)
          .where('athlete_id', '=', p.athleteId);
      return [
        'a.id',
        'a.name',
        progress('total_xp'),
        progress('current_level'),
        progress('current_streak'),
        progress('longest_streak'),
        progress('last_activity_date'),
        period('week', p.week).as('week_xp'),
        period('month', p.month).as('month_xp'),
        eb
          .selectFrom('lesson_progress')
          .select((s) => s.fn.countAll<number>().as('n'))
          .where('athlete_id', '=', p.athleteId)
          .where('completed_at', 'is not', null)
          .as('lessons_completed'),
        eb
          .selectFrom('athlete_challenges')
          .select((s) => s.fn.countAll<number>().as('n'))
          .where('athlete_id', '=', p.athleteId)
          .where('completed_at', 'is not', null)
          .as('challenges_completed'),
        eb
          .selectFrom('athlete_achievements')
          .select((s) => s.fn.countAll<number>().as('n'))
          .where('athlete_id', '=', p.athleteId)
          .as('badges'),
      ];
    })
    .where('a.id', '=', p.athleteId)
    .where('a.parent_id', '=', p.parentId),
);

export async function findDashboardStats(db: Executor, params: DashboardStatsParams) {
  return dashboardStats.first(db, params);
}

export type StartKind = 'lesson' | 'challenge';

/**
 * Records a start and returns the one in force: a new row, or the existing one moved to now when it
 * began at or before `replaceBefore` (a start still current is kept: reopening a page costs nothing).
 */
export async function upsertStart(
  db: Executor,
  row: { athleteId: string; kind: StartKind; subjectId: string; now: string; replaceBefore: string },
): Promise<string> {
  const kept = await db
    .insertInto('training_starts')
    .values({ athlete_id: row.athleteId, kind: row.kind, subject_id: row.subjectId, started_at: row.now })
    .onConflict((oc) =>
      oc.columns(['athlete_id', 'kind', 'subject_id']).doUpdateSet((eb) => ({
        started_at: eb
          .case()
          .when('training_starts.started_at', '<=', row.replaceBefore)
          .then(eb.ref('excluded.started_at'))
          .else(eb.ref('training_starts.started_at'))
          .end(),
      })),
    )
    .returning('started_at')
    .executeTakeFirstOrThrow();
  return kept.started_at;
}

const startOf = prepareQuery((db, p: { athleteId: string; kind: StartKind; subjectId: string }) =>
  db.selectFrom('training_starts').select('started_at').where('athlete_id', '=', p.athleteId).where('kind', '=', p.kind).where('subject_id', '=', p.subjectId),
);

export async function findStart(db: Executor, athleteId: string, kind: StartKind, subjectId: string): Promise<string | undefined> {
  return (await startOf.first(db, { athleteId, kind, subjectId }))?.started_at;
}

const otherStartsMove = prepareQuery((db, p: { athleteId: string; kind: StartKind; subjectId: string; now: string }) =>
  db
    .updateTable('training_starts')
    .set({ started_at: p.now })
    .where('athlete_id', '=', p.athleteId)
    .where('kind', '=', p.kind)
    .where('subject_id', '<>', p.subjectId)
    .where('started_at', '<', p.now),
);

/** Moves the athlete's other starts of this kind to now (see restartOtherStarts). */
export async function moveOtherStarts(db: Executor, athleteId: string, kind: StartKind, subjectId: string, now: string): Promise<void> {
  await otherStartsMove.all(db, { athleteId, kind, subjectId, now });
}

/** The academy's offset from UTC, in whole hours, at an instant (-8 or -7 in San Diego). */
function academyOffsetHours(instant: number): number {
  const diff = academyHour(new Date(instant)) - new Date(instant).getUTCHours();
  return diff > 12 ? diff - 24 : diff < -12 ? diff + 24 : diff;
}

const transitionsByYear = new Map<number, { at: number; offset: number }[]>();

/** The instants of a UTC year at which the academy's offset changes, and the offset from then on. */
function offsetTransitions(year: number): { at: number; offset: number }[] {
  const cached = transitionsByYear.get(year);
  if (cached) return cached;
  const found: { at: number; offset: number }[] = [];
  // Noon UTC each day, then the hours of the day a change falls in: a few hundred lookups, once a year.
  let previous = academyOffsetHours(Date.UTC(year, 0, 1, 12));
  for (let noon = Date.UTC(year, 0, 2, 12); noon < Date.UTC(year + 1, 0, 1, 12); noon += 86_400_000) {
    const offset = academyOffsetHours(noon);
    if (offset === previous) continue;
    let at = noon - 23 * 3_600_000;
    while (academyOffsetHours(at) === previous) at += 3_600_000;
    found.push({ at, offset });
    previous = offset;
  }
  transitionsByYear.set(year, found);
  return found;
}

/**
 * The academy's calendar date of `created_at` in SQLite, which knows no time zones: the UTC time
 * shifted by the academy's offset, which changes only at the daylight-saving instants between `from`
 * and `until`.
 */
function sqliteAcademyDate(from: number, until: number) {
  const changes = [];
  for (let year = new Date(from).getUTCFullYear(); year <= new Date(until).getUTCFullYear(); year += 1) {
    changes.push(...offsetTransitions(year).filter((t) => t.at > from && t.at <= until));
  }
  const modifier = (offset: number) => `${offset} hours`;
  if (!changes.length) return sql<string>`date(created_at, ${modifier(academyOffsetHours(from))})`;
  const whens = [];
  let offset = academyOffsetHours(from);
  for (const change of changes) {
    whens.push(sql`when created_at < ${new Date(change.at).toISOString()} then ${modifier(offset)}`);
    offset = change.offset;
  }
  return sql<string>`date(created_at, case ${sql.join(whens, sql` `)} else ${modifier(offset)} end)`;
}

/**
 * The athlete's XP per academy day from an instant on, summed in SQL by the ledger's
 * (athlete_id, created_at) index, for a progress report: PostgreSQL converts to the academy's time
 * zone itself; SQLite shifts by the academy's offset at each instant.
 */
export async function sumLedgerByDay(db: Executor, athleteId: string, from: Date): Promise<{ day: string; xp: number | string }[]> {
  const day = isPostgres(db)
    ? sql<string>`to_char(created_at at time zone ${sql.lit(ACADEMY.timeZone)}, 'YYYY-MM-DD')`
    : sqliteAcademyDate(from.getTime(), Date.now() + 86_400_000);
  return db
    .selectFrom('xp_transactions')
    .select((eb) => [day.as('day'), eb.fn.sum<number | string>('amount').as('xp')])
    .where('athlete_id', '=', athleteId)
    .where('created_at', '>=', from.toISOString())
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
}
