/**
 * Migrations on one PostgreSQL schema must not see the others: while another database side by side
 * drops a column, our migrator's search for its own tables still succeeds.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { freshDatabase } from '../testing/harness';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';

describe.skipIf(!inject('postgresUrl'))('PostgreSQL introspection', () => {
  it('lists only the connection’s own schema, and migrates while another schema changes under it', async () => {
    const ours = await freshDatabase('postgres');
    const theirs = await freshDatabase('postgres');
    const database = createDatabase(ours.config);
    const other = new pg.Client({ connectionString: inject('postgresUrl') });
    await other.connect();
    const schema = theirs.config.dialect === 'postgres' ? theirs.config.schema : '';
    let changing = true;
    try {
      await other.query(`create table ${schema}.churn (id int)`);
      // The other database adds and drops a column as fast as it can while we migrate.
      const churn = (async () => {
        for (let i = 0; changing; i += 1) {
          await other.query(`alter table ${schema}.churn add column c${i} int`);
          await other.query(`alter table ${schema}.churn drop column c${i}`);
        }
      })();
      expect((await migrateToLatest(database.db)).length).toBeGreaterThan(30);
      changing = false;
      await churn;

      const tables = await database.db.introspection.getTables();
      expect(tables.every((t) => t.schema === tables[0]!.schema)).toBe(true);
      const names = tables.map((t) => t.name);
      expect(names).toContain('users');
      expect(names).not.toContain('churn');
      expect(names).not.toContain('kysely_migration');
      const withKysely = await database.db.introspection.getTables({ withInternalKyselyTables: true });
      expect(withKysely.map((t) => t.name)).toContain('kysely_migration');
      const users = tables.find((t) => t.name === 'users')!;
      expect(users.columns.find((c) => c.name === 'email')).toMatchObject({ isNullable: false, hasDefaultValue: false });
      const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(database.db);
      expect(users.schema).toBe(rows[0]!.s);
    } finally {
      changing = false;
      await other.end();
      await database.close();
      await ours.cleanup();
      await theirs.cleanup();
    }
  });
});
