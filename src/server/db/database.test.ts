import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness';
import { dropIndexSamples, refreshStatistics } from './database';

describe('SQLite planner statistics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const stamp = new Date().toISOString();
    await t.ctx.db
      .insertInto('verifications')
      .values(Array.from({ length: 200 }, (_, i) => ({ id: randomUUID(), identifier: `who-${i % 20}`, value: 'v', expires_at: stamp, created_at: stamp, updated_at: stamp })))
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  const count = async (table: 'sqlite_stat1' | 'sqlite_stat4') =>
    Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where tbl = 'verifications'`.execute(t.ctx.db)).rows[0]!.n);

  it('keeps the per-index averages and drops the samples that recompile statements on every new value', async () => {
    await sql`analyze verifications`.execute(t.ctx.db);
    expect(await count('sqlite_stat4')).toBeGreaterThan(0);
    await dropIndexSamples(t.ctx.db);
    expect(await count('sqlite_stat4')).toBe(0);
    expect(await count('sqlite_stat1')).toBeGreaterThan(0);
  });

  it('refreshes statistics without leaving samples behind', async () => {
    await sql`analyze verifications`.execute(t.ctx.db);
    await refreshStatistics(t.ctx.db);
    expect(await count('sqlite_stat4')).toBe(0);
    expect(await count('sqlite_stat1')).toBeGreaterThan(0);
  });
});
