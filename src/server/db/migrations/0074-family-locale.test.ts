/** Migration 0074: families that existed before it read English; going down takes the column away. */
import { describe, expect, it } from 'vitest';
import { testDialects } from '#server/testing/harness';
import { databaseBefore } from './testing';

describe.each(testDialects())('migration 0074 on %s', (dialect) => {
  it('gives every existing family English, keeps a chosen language, and goes down cleanly', async () => {
    const migration = await databaseBefore(dialect, '0074-family-locale');
    const { raw } = migration;
    try {
      const at = '2026-12-01T00:00:00.000Z';
      const user = (id: string) => ({ id, name: 'Ana', email: `${id}@example.com`, email_verified: dialect === 'postgres' ? true : 1, created_at: at, updated_at: at });
      await raw.insertInto('users').values(user('before')).execute();

      await migration.up();
      expect(await raw.selectFrom('users').select(['id', 'locale']).execute()).toEqual([{ id: 'before', locale: 'en' }]);
      await raw.insertInto('users').values({ ...user('after'), locale: 'es' }).execute();
      expect((await raw.selectFrom('users').select('locale').where('id', '=', 'after').executeTakeFirstOrThrow()).locale).toBe('es');

      await migration.down();
      const columns = Object.keys((await raw.selectFrom('users').selectAll().where('id', '=', 'before').executeTakeFirstOrThrow()));
      expect(columns).not.toContain('locale');
    } finally {
      await migration.close();
    }
  });
});
