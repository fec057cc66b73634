import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/schema';
import { prepareQuery } from '#server/db/prepared';

type Executor = Kysely<Database> | Transaction<Database>;

/* Evaluated after every award (service.ts): prepared once, not built per award. */

const activeAchievements = prepareQuery((db) => db.selectFrom('achievements').selectAll().where('is_active', '=', 1).orderBy('sort_order'));

export async function listActiveAchievements(db: Executor) {
  return activeAchievements.all(db, {});
}

const unlockedOf = prepareQuery((db, p: { athleteId: string }) =>
  db
    .selectFrom('athlete_achievements')
    .select(['achievement_id', 'unlocked_at', 'progress_value'])
    .where('athlete_id', '=', p.athleteId)
    .orderBy('unlocked_at', 'desc'),
);

export async function listUnlocked(db: Executor, athleteId: string) {
  return unlockedOf.all(db, { athleteId });
}

/** Unlocks once: true only for the call that wrote the row. */
const unlock = prepareQuery((db, p: { athleteId: string; achievementId: string; progressValue: number; now: string }) =>
  db
    .insertInto('athlete_achievements')
    .values({ athlete_id: p.athleteId, achievement_id: p.achievementId, progress_value: p.progressValue, unlocked_at: p.now })
    .onConflict((oc) => oc.columns(['athlete_id', 'achievement_id']).doNothing())
    .returning('achievement_id'),
);

/** Unlocks each achievement once; returns the ids of the rows this call wrote. */
export async function insertUnlocks(db: Executor, athleteId: string, unlocks: readonly { achievementId: string; progressValue: number }[], now: string): Promise<Set<string>> {
  if (unlocks.length === 0) return new Set();
  if (unlocks.length === 1) {
    const row = await unlock.first(db, { athleteId, ...unlocks[0]!, now });
    return new Set(row ? [row.achievement_id] : []);
  }
  const rows = await db
    .insertInto('athlete_achievements')
    .values(unlocks.map((u) => ({ athlete_id: athleteId, achievement_id: u.achievementId, progress_value: u.progressValue, unlocked_at: now })))
    .onConflict((oc) => oc.columns(['athlete_id', 'achievement_id']).doNothing())
    .returning('achievement_id')
    .execute();
  return new Set(rows.map((r) => r.achievement_id));
}

export async function countUnlocked(db: Executor, athleteId: string): Promise<number> {
  const row = await db
    .selectFrom('athlete_achievements')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('athlete_id', '=', athleteId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const recentUnlocks = prepareQuery((db, p: { athleteId: string; limit: number }) =>
  db
    .selectFrom('athlete_achievements as u')
    .innerJoin('achievements as a', 'a.id', 'u.achievement_id')
    .select(['a.id', 'a.name', 'a.icon_name', 'a.rarity', 'a.xp_reward', 'u.unlocked_at'])
    .where('u.athlete_id', '=', p.athleteId)
    .orderBy('u.unlocked_at', 'desc')
    .limit(p.limit),
);

export async function listRecentUnlocks(db: Executor, athleteId: string, limit: number) {
  return recentUnlocks.all(db, { athleteId, limit });
}

/** Badges the athlete unlocked in [fromIso, toIso), oldest first (a progress report). */
export async function listUnlockedBetween(db: Executor, athleteId: string, fromIso: string, toIso: string) {
  return db
    .selectFrom('athlete_achievements as u')
    .innerJoin('achievements as a', 'a.id', 'u.achievement_id')
    .select(['a.id', 'a.name', 'a.rarity', 'a.xp_reward', 'u.unlocked_at'])
    .where('u.athlete_id', '=', athleteId)
    .where('u.unlocked_at', '>=', fromIso)
    .where('u.unlocked_at', '<', toIso)
    .orderBy('u.unlocked_at')
    .execute();
}
