import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, testDialects } from '#server/testing/harness';
import { createDatabase, type DatabaseHandle } from '../database';
import { migrateToLatest } from '../migrate';
import { seedFeatures } from '#server/features/index';

describe.each(testDialects())('seeding content on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function seededDatabase(includeTestContent = false): Promise<DatabaseHandle> {
    const fresh = await freshDatabase(dialect);
    cleanups.push(fresh.cleanup);
    const database = createDatabase(fresh.config);
    cleanups.push(() => database.close());
    await migrateToLatest(database.db);
    await seedFeatures(database.db, { includeTestContent });
    return database;
  }

  const CONTENT_TABLES = ['training_categories', 'lessons', 'challenges', 'achievements', 'resources'] as const;

  /** Starts counting the content rows written from now on; the count comes from the function returned. */
  async function countRewrites(db: DatabaseHandle['db']): Promise<() => Promise<number>> {
    if (dialect === 'postgres') {
      // Every write gives a row a new version, with its writing transaction's id.
      const versions = async () => {
        const all = await Promise.all(CONTENT_TABLES.map((table) => sql<{ v: string }>`select ${sql.ref(table)}.id || ':' || xmin::text as v from ${sql.table(table)}`.execute(db)));
        return new Set(all.flatMap((r) => r.rows.map((row) => row.v)));
      };
      const before = await versions();
      return async () => [...(await versions())].filter((v) => !before.has(v)).length;
    }
    await sql`create temp table content_writes (n integer not null)`.execute(db);
    for (const table of CONTENT_TABLES) {
      await sql`create temp trigger ${sql.raw(`${table}_written`)} after update on ${sql.table(table)} begin insert into content_writes values (1); end`.execute(db);
    }
    return async () => Number((await sql<{ n: number }>`select count(*) as n from content_writes`.execute(db)).rows[0]!.n);
  }

  it('keeps what staff set across a restart and puts the files’ content back', async () => {
    const { db } = await seededDatabase();
    await db.updateTable('challenges').set({ is_featured: 1 }).where('id', '=', 'turn-master').execute();
    await db.updateTable('challenges').set({ is_active: 0 }).where('id', '=', 'weak-foot-wake-up').execute();
    await db.updateTable('achievements').set({ is_active: 0 }).where('id', '=', 'first-lesson').execute();
    // Content edited in the database, not in the files, is not the source of truth.
    await db.updateTable('challenges').set({ name: 'Renamed by hand', xp_reward: 999 }).where('id', '=', 'turn-master').execute();
    await db.updateTable('lessons').set({ title: 'Renamed by hand' }).where('id', '=', 'ball-mastery-toe-taps-sole-rolls').execute();

    await seedFeatures(db); // what every start does

    const turnMaster = await db.selectFrom('challenges').select(['is_featured', 'is_active', 'name', 'xp_reward']).where('id', '=', 'turn-master').executeTakeFirstOrThrow();
    expect(turnMaster).toEqual({ is_featured: 1, is_active: 1, name: 'Turn Master', xp_reward: 70 });
    const retired = await db.selectFrom('challenges').select(['is_featured', 'is_active']).where('id', '=', 'weak-foot-wake-up').executeTakeFirstOrThrow();
    expect(retired).toEqual({ is_featured: 0, is_active: 0 });
    const badge = await db.selectFrom('achievements').select(['is_active', 'name']).where('id', '=', 'first-lesson').executeTakeFirstOrThrow();
    expect(badge).toEqual({ is_active: 0, name: 'First Touch' });
    const lesson = await db.selectFrom('lessons').select('title').where('id', '=', 'ball-mastery-toe-taps-sole-rolls').executeTakeFirstOrThrow();
    expect(lesson.title).toBe('Toe Taps and Sole Rolls');
  });

  it('inserts every item once, in the files’ order, and a second seed adds nothing', async () => {
    const { db } = await seededDatabase();
    const count = async () => ({
      categories: (await db.selectFrom('training_categories').select('id').execute()).length,
      lessons: (await db.selectFrom('lessons').select('id').execute()).length,
      challenges: (await db.selectFrom('challenges').select('id').execute()).length,
      achievements: (await db.selectFrom('achievements').select('id').execute()).length,
    });
    expect(await count()).toEqual({ categories: 6, lessons: 62, challenges: 31, achievements: 30 });
    const rewrites = await countRewrites(db);
    await seedFeatures(db);
    expect(await count()).toEqual({ categories: 6, lessons: 62, challenges: 31, achievements: 30 });
    // Rows the files have not changed are not written again (a dead row version each, on PostgreSQL).
    expect(await rewrites()).toBe(0);
    const first = await db.selectFrom('challenges').select(['id', 'timer_duration', 'is_featured']).orderBy('sort_order').executeTakeFirstOrThrow();
    expect(first).toEqual({ id: 'weak-foot-wake-up', timer_duration: 300, is_featured: 0 });
    const lesson = await db.selectFrom('lessons').select(['id', 'measurement', 'minimum_seconds']).orderBy('sort_order').executeTakeFirstOrThrow();
    expect(lesson).toEqual({
      id: 'ball-mastery-toe-taps-sole-rolls',
      measurement: '{"metric":"touches","target":60,"xpPerUnit":1,"bonusXp":10,"timeBonus":15,"milestoneBonus":25}',
      minimum_seconds: null,
    });
  });

  it('adds the browser tests’ content only for them, featured from the start, and a normal start restores the quick lesson', async () => {
    const { db } = await seededDatabase(true);
    const quick = await db.selectFrom('challenges').select(['is_featured', 'timer_duration', 'sort_order']).where('id', '=', 'e2e-quick-touches').executeTakeFirstOrThrow();
    expect(quick).toEqual({ is_featured: 1, timer_duration: 3, sort_order: -1 });
    const minimum = () => db.selectFrom('lessons').select('minimum_seconds').where('id', '=', 'first-touch-toss-and-trap').executeTakeFirstOrThrow();
    expect((await minimum()).minimum_seconds).toBe(3);
    await seedFeatures(db, { includeTestContent: false });
    expect((await minimum()).minimum_seconds).toBeNull();
  });
});
