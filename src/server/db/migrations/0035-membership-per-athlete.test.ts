/**
 * Migration 0035 on a database that already has memberships: each moves to its family's first
 * athlete (born 2014-2017 first, then the oldest added), a family without an athlete keeps its
 * membership, and afterwards a family may hold several while an athlete holds one live one.
 */
import { describe, expect, it } from 'vitest';
import { testDialects } from '#server/testing/harness';
import { databaseBefore } from './testing';

describe.each(testDialects())('migration 0035 on %s', (dialect) => {
  it('moves each existing membership to the family’s first athlete and allows one live membership per athlete', async () => {
    const migration = await databaseBefore(dialect, '0035-membership-per-athlete');
    const { raw } = migration;
    try {
      await raw.insertInto('membership_types').values({ id: 'core-monthly', tier: 'core', name: 'Core Plan', label: 'Core Plan (Monthly)', description: '', interval: 'month', price_cents: 30_000, join_fee_cents: 15_000, sessions_per_month: 12, hours_per_session: 1, commitment_months: 3, schedule: '{}', benefits: '[]', sort_order: 1 }).execute();
      for (const id of ['fam-a', 'fam-b']) {
        await raw.insertInto('users').values({ id, name: id, email: `${id}@example.com`, email_verified: dialect === 'postgres' ? true : 1, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' }).execute();
      }
      // Family A: an older sibling born 2012 added first, then two eligible athletes.
      const athlete = (id: string, year: number, createdAt: string) => ({ id, parent_id: 'fam-a', name: `${id} A`, date_of_birth: `${year}-03-03`, birth_year: year, created_at: createdAt, updated_at: createdAt });
      await raw.insertInto('athletes').values([athlete('older', 2012, '2026-01-01T00:00:00.000Z'), athlete('first', 2015, '2026-01-02T00:00:00.000Z'), athlete('second', 2016, '2026-01-03T00:00:00.000Z')]).execute();
      const membership = (id: string, userId: string) => ({ id, user_id: userId, membership_type_id: 'core-monthly', status: 'active', sessions_remaining: 12, current_period_start: '2026-11-01T00:00:00.000Z', current_period_end: '2099-12-01T00:00:00.000Z', provider: 'test' });
      await raw.insertInto('memberships').values([membership('m-a', 'fam-a'), membership('m-b', 'fam-b')]).execute();

      await migration.up();

      const rows = await raw.selectFrom('memberships').select(['id', 'athlete_id']).orderBy('id').execute();
      expect(rows).toEqual([
        { id: 'm-a', athlete_id: 'first' },
        { id: 'm-b', athlete_id: null },
      ]);
      // A second membership for the family, for its other athlete, is allowed; a second live one for the same athlete is not.
      await raw.insertInto('memberships').values({ ...membership('m-a2', 'fam-a'), athlete_id: 'second' }).execute();
      await expect(raw.insertInto('memberships').values({ ...membership('m-a3', 'fam-a'), athlete_id: 'first' }).execute()).rejects.toThrow();
      await raw.insertInto('memberships').values({ ...membership('m-a4', 'fam-a'), athlete_id: 'first', status: 'expired' }).execute();
      // Removing an athlete keeps the membership, without its athlete.
      await raw.deleteFrom('athletes').where('id', '=', 'second').execute();
      expect((await raw.selectFrom('memberships').select('athlete_id').where('id', '=', 'm-a2').executeTakeFirstOrThrow()).athlete_id).toBeNull();
    } finally {
      await migration.close();
    }
  }, 60_000);
});
