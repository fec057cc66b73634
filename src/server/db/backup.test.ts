import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { addTestAthlete, as, createFamily } from '../testing/families';
import { freshDatabase, testConfig, testDialects, type TestApp } from '../testing/harness';
import { backupDatabase, restoreDatabase } from './backup';
import { createDatabase, type DatabaseHandle, isPostgres } from './database';
import { durabilityProblems } from './durability';
import { migrateToLatest } from './migrate';
import { seedFeatures } from '#server/features/index';

/** Every row of every table, in a stable order: what "the same rows" means. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function snapshot(db: Kysely<any>): Promise<Record<string, unknown[]>> {
  const tables = isPostgres(db)
    ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)).rows
    : (await sql<{ name: string }>`select name from sqlite_schema where type = 'table' and name not like 'sqlite_%'`.execute(db)).rows;
  const result: Record<string, unknown[]> = {};
  for (const { name } of tables.sort((a, b) => a.name.localeCompare(b.name))) {
    const { rows } = await sql`select * from ${sql.table(name)}`.execute(db);
    result[name] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return result;
}

describe.each(testDialects())('backup and restore on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function openApp(config: ReturnType<typeof testConfig>, database: DatabaseHandle): Promise<TestApp> {
    const app = await buildApp(config, { database });
    await app.ready();
    return { app, ctx: app.ctx, dialect, close: async () => app.close() };
  }

  it('gives back exactly the rows of the backup, whatever changed after it', async () => {
    const fresh = await freshDatabase(dialect);
    cleanups.push(fresh.cleanup);
    const folder = mkdtempSync(join(tmpdir(), 'bravo-backup-'));
    cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
    const config = testConfig(fresh.config);

    let database = createDatabase(config.database);
    await migrateToLatest(database.db);
    await seedFeatures(database.db);
    const t = await openApp(config, database);
    const family = await createFamily(t);
    const athlete = await addTestAthlete(t, family);
    const before = await snapshot(database.db);
    expect(before.athletes).toHaveLength(1);

    const file = join(folder, dialect === 'sqlite' ? 'academy.db' : 'academy.dump');
    await backupDatabase(config.database, file);
    await expect(backupDatabase(config.database, file)).rejects.toThrow(/exists already/);

    // After the backup: another family joins, the first one removes its athlete.
    await createFamily(t, 'later');
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/athletes/${athlete.id}`, headers: as(family) });
    expect(removed.statusCode).toBe(204);
    expect(await snapshot(database.db)).not.toEqual(before);
    await t.close();
    await database.close();

    const { previous } = await restoreDatabase(config.database, file);
    database = createDatabase(config.database);
    cleanups.push(() => database.close());
    expect(await snapshot(database.db)).toEqual(before);

    // The database the restore replaced was kept, with the later family in it.
    if (dialect === 'sqlite') {
      const kept = new SQLite(previous, { readonly: true });
      expect(kept.prepare('select count(*) as n from users').get()).toEqual({ n: 2 });
      kept.close();
    }
  });

  it('refuses to restore a file that is not an academy backup, and changes nothing', async () => {
    const fresh = await freshDatabase(dialect);
    cleanups.push(fresh.cleanup);
    const folder = mkdtempSync(join(tmpdir(), 'bravo-backup-'));
    cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
    const config = testConfig(fresh.config);
    const database = createDatabase(config.database);
    cleanups.push(() => database.close());
    await migrateToLatest(database.db);
    await seedFeatures(database.db);
    const before = await snapshot(database.db);

    const bogus = join(folder, 'not-a-backup');
    new SQLite(bogus).exec('create table t (x)');
    await expect(restoreDatabase(config.database, bogus)).rejects.toThrow();
    await expect(restoreDatabase(config.database, join(folder, 'missing'))).rejects.toThrow(/does not exist/);
    expect(await snapshot(database.db)).toEqual(before);
  });
});

describe.each(testDialects())('the durability check on %s', (dialect) => {
  it('passes on the app’s own settings and names what is unsafe', async () => {
    const fresh = await freshDatabase(dialect);
    const database = createDatabase(fresh.config);
    try {
      expect(await durabilityProblems(database.db)).toEqual([]);
      if (fresh.config.dialect === 'sqlite') {
        await sql`pragma synchronous = NORMAL`.execute(database.db);
        expect(await durabilityProblems(database.db)).toEqual([expect.stringMatching(/synchronous is 1 \(below FULL\)/)]);
      } else {
        const unsafe = createDatabase({ dialect: 'postgres', url: withOptions(fresh.config.url, '-c synchronous_commit=off') });
        try {
          expect(await durabilityProblems(unsafe.db)).toEqual([expect.stringMatching(/synchronous_commit is off/)]);
        } finally {
          await unsafe.close();
        }
      }
    } finally {
      await database.close();
      await fresh.cleanup();
    }
  });
});

function withOptions(url: string, options: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', options);
  return parsed.toString();
}
