/**
 * Migration 0041 on a database that already has notifications: the rows, the unique key and the
 * jobs' partial indexes survive, a `safety` notification is accepted after it and refused before,
 * and going down takes the safety alerts away and the narrow check back.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDialects } from '#server/testing/harness';
import { databaseBefore } from './testing';

describe.each(testDialects())('migration 0041 on %s', (dialect) => {
  it('widens the notification kinds to safety and keeps every row and index', async () => {
    const migration = await databaseBefore(dialect, '0041-safety-alerts');
    const { raw } = migration;
    try {
      const at = '2026-11-01T00:00:00.000Z';
      await raw.insertInto('users').values({ id: 'adm', name: 'Admin', email: 'adm@example.com', email_verified: dialect === 'postgres' ? true : 1, created_at: at, updated_at: at }).execute();
      const row = (id: string, kind: string) => ({ id, family_id: 'adm', kind, source_id: `src-${id}`, title: 'T', body: 'B', url: '/messages', is_urgent: 0, created_at: at });
      await raw.insertInto('notifications').values([row('n1', 'message'), row('n2', 'announcement')]).execute();
      await expect(raw.insertInto('notifications').values(row('n3', 'safety')).execute()).rejects.toThrow();
      const rows = () => raw.selectFrom('notifications').select(['id', 'kind', 'source_id']).orderBy('id').execute();
      const before = await rows();

      await migration.up();
      expect(await rows()).toEqual(before);
      await raw.insertInto('notifications').values(row('n3', 'safety')).execute();
      await expect(raw.insertInto('notifications').values(row('n4', 'other')).execute()).rejects.toThrow();
      // The unique key per family, kind and source still holds.
      await expect(raw.insertInto('notifications').values({ ...row('n5', 'safety'), source_id: 'src-n3' }).execute()).rejects.toThrow();
      const listed = dialect === 'postgres'
        ? sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'notifications'`
        : sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'notifications'`;
      const indexes = (await listed.execute(raw)).rows.map((r) => r.name);
      expect(indexes).toEqual(expect.arrayContaining(['notifications_email_due', 'notifications_push_due']));

      await migration.down();
      expect(await rows()).toEqual(before);
      await expect(raw.insertInto('notifications').values(row('n6', 'safety')).execute()).rejects.toThrow();
    } finally {
      await migration.close();
    }
  });
});
