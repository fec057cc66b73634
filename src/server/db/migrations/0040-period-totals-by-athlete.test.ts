/**
 * Migration 0040 on a database that already has period totals: every row and the histogram's
 * counts survive the rebuild, the triggers still keep the histogram, an athlete's removal still
 * takes its rows, and going down gives the old table back with the same rows.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isPostgres } from '../database';
import { testDialects } from '#server/testing/harness';
import { databaseBefore } from './testing';

describe.each(testDialects())('migration 0040 on %s', (dialect) => {
  it('keeps every period total and the histogram, and the triggers still count', async () => {
    const migration = await databaseBefore(dialect, '0040-period-totals-by-athlete');
    const { db, raw } = migration;
    try {
      const at = '2026-11-01T00:00:00.000Z';
      await raw.insertInto('users').values({ id: 'fam', name: 'Fam', email: 'fam@example.com', email_verified: dialect === 'postgres' ? true : 1, created_at: at, updated_at: at }).execute();
      const athlete = (id: string, hidden: number) => ({ id, parent_id: 'fam', name: `${id} A`, date_of_birth: '2015-03-03', birth_year: 2015, created_at: at, updated_at: at, hide_from_rankings: hidden });
      await raw.insertInto('athletes').values([athlete('ana', 0), athlete('ben', 0), athlete('cat', 1)]).execute();
      const total = (athleteId: string, periodType: string, periodStart: string, xp: number, hidden = 0) => ({ athlete_id: athleteId, period_type: periodType, period_start: periodStart, xp, hidden, updated_at: at });
      await raw
        .insertInto('xp_period_totals')
        .values([
          total('ana', 'week', '2026-11-23', 50),
          total('ana', 'month', '2026-11-01', 120),
          total('ana', 'all', '2000-01-01', 900),
          total('ben', 'week', '2026-11-23', 50),
          total('ben', 'all', '2000-01-01', 40),
          total('cat', 'week', '2026-11-23', 70, 1),
        ])
        .execute();
      const totals = () => raw.selectFrom('xp_period_totals').select(['athlete_id', 'period_type', 'period_start', 'xp', 'hidden']).orderBy('athlete_id').orderBy('period_type').execute();
      const histogram = () => raw.selectFrom('xp_period_histogram').select(['period_type', 'period_start', 'xp', 'athletes']).where('athletes', '>', 0).orderBy('period_type').orderBy('xp').execute();
      const before = { totals: await totals(), histogram: await histogram() };
      expect(before.histogram).toContainEqual({ period_type: 'week', period_start: '2026-11-23', xp: 50, athletes: 2 });

      await migration.up();
      expect(await totals()).toEqual(before.totals);
      expect(await histogram()).toEqual(before.histogram);
      if (!isPostgres(db)) {
        const { rows } = await sql<{ sql: string }>`select sql from sqlite_schema where name = 'xp_period_totals'`.execute(db);
        expect(rows[0]!.sql).toMatch(/without rowid/i);
      }

      // An award's upsert, as the app writes it: the histogram moves by its triggers.
      await raw
        .insertInto('xp_period_totals')
        .values(total('ben', 'week', '2026-11-23', 10))
        .onConflict((oc) => oc.columns(['period_type', 'period_start', 'athlete_id']).doUpdateSet((eb) => ({ xp: eb('xp_period_totals.xp', '+', eb.ref('excluded.xp')) })))
        .execute();
      await raw.deleteFrom('athletes').where('id', '=', 'ana').execute();
      expect(await raw.selectFrom('xp_period_totals').select('athlete_id').where('athlete_id', '=', 'ana').execute()).toEqual([]);
      const week = (await histogram()).filter((h) => h.period_type === 'week');
      expect(week).toEqual([{ period_type: 'week', period_start: '2026-11-23', xp: 60, athletes: 1 }]);

      const after = { totals: await totals(), histogram: await histogram() };
      await migration.down();
      expect({ totals: await totals(), histogram: await histogram() }).toEqual(after);
    } finally {
      await migration.close();
    }
  }, 60_000);
});
