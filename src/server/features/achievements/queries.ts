import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/schema';
import { type Placeholders, prepareForCount, prepareQuery } from '#server/db/prepared';

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

/** Unlocks n achievements in one statement, each once: returns the rows this statement wrote. */
const unlocks = prepareForCount((db, p: Placeholders<Record<string, string | number>>, count) =>
  db
    .insertInto('athlete_achievements')
    .values(
      Array.from({ length: count }, (_, i) => ({
        athlete_id: p.athleteId as string,
        achievement_id: p[`achievementId${i}`] as string,
        progress_value: p[`progressValue${i}`] as number,
        unlocked_at: p.now as string,
      })),
    )
    .onConflict((oc) => oc.columns(['athlete_id', 'achievement_id']).doNothing())
    .returning('achievement_id'),
);

/** Unlocks each achievement once; returns the ids of the rows this call wrote. */
export async function insertUnlocks(db: Executor, athleteId: string, list: readonly { achievementId: string; progressValue: number }[], now: string): Promise<Set<string>> {
  if (list.length === 0) return new Set();
  const params: Record<string, string | number> = { athleteId, now };
  list.forEach((u, i) => {
    params[`achievementId${i}`] = u.achievementId;
    params[`progressValue${i}`] = u.progressValue;
  });
  const rows = await unlocks(list.length).all(db, params);
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

/** The family's unlocked badges, for its data export. */
export async function listFamilyUnlocks(db: Executor, parentId: string) {
  return db
    .selectFrom('athlete_achievements as u')
    .innerJoin('athletes as a', 'a.id', 'u.athlete_id')
    .innerJoin('achievements as c', 'c.id', 'u.achievement_id')
    .select(['a.id as athlete_id', 'a.name as athlete_name', 'c.id', 'c.name', 'c.rarity', 'c.xp_reward', 'u.progress_value', 'u.unlocked_at'])
    .where('a.parent_id', '=', parentId)
    .orderBy('u.unlocked_at')
    .orderBy('c.id')
    .execute();
}
