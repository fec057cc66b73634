/**
 * The payments summed per hour (migration 0020) stay equal to the payments themselves through
 * inserts, changes and an account deletion's cascade, on both dialects.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';

describe.each(testDialects())('payments summed per hour on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Every rollup row with payments in it, and the same figures worked out from the payments. */
  async function bothWays() {
    const db = t.ctx.db;
    const rolled = await db
      .selectFrom('payment_hour_totals')
      .select(['status', 'hour', 'cents', 'payments'])
      .where('payments', '>', 0)
      .orderBy('status')
      .orderBy('hour')
      .execute();
    const payments = await db.selectFrom('payments').select(['status', 'created_at', 'amount_cents']).execute();
    const expected = new Map<string, { status: string; hour: string; cents: number; payments: number }>();
    for (const p of payments) {
      const hour = new Date(p.created_at).toISOString().slice(0, 13);
      const key = `${p.status}|${hour}`;
      const row = expected.get(key) ?? { status: p.status, hour, cents: 0, payments: 0 };
      row.cents += p.amount_cents;
      row.payments += 1;
      expected.set(key, row);
    }
    return {
      rolled: rolled.map((r) => ({ ...r, cents: Number(r.cents), payments: Number(r.payments) })),
      expected: [...expected.values()].sort((a, b) => a.status.localeCompare(b.status) || a.hour.localeCompare(b.hour)),
    };
  }

  it('follows every insert, change and cascade delete', async () => {
    const [ana, ben] = [await createFamily(t, 'rollup-a'), await createFamily(t, 'rollup-b')];
    let n = 0;
    const pay = (userId: string, cents: number, status: 'completed' | 'failed', at: string) =>
      t.ctx.db
        .insertInto('payments')
        .values({
          id: `rollup-${++n}`,
          user_id: userId,
          payment_type: 'membership',
          description: 'Core Plan',
          amount_cents: cents,
          status,
          provider: 'test',
          provider_reference: `rollup-ref-${dialect}-${n}`,
          created_at: at,
        })
        .execute();
    await pay(ana.userId, 30_000, 'completed', '2026-03-01T07:59:59.999Z');
    await pay(ana.userId, 37_500, 'completed', '2026-03-01T07:10:00.000Z');
    await pay(ben.userId, 30_000, 'completed', '2026-03-01T08:00:00.000Z');
    await pay(ben.userId, 30_000, 'failed', '2026-03-01T08:30:00.000Z');
    let { rolled, expected } = await bothWays();
    expect(rolled).toEqual(expected);
    expect(rolled).toContainEqual({ status: 'completed', hour: '2026-03-01T07', cents: 67_500, payments: 2 });

    await t.ctx.db.updateTable('payments').set({ status: 'completed' }).where('id', '=', 'rollup-4').execute();
    ({ rolled, expected } = await bothWays());
    expect(rolled).toEqual(expected);

    // An account deletion cascades to its payments, and the sums follow.
    await sql`delete from users where id = ${ben.userId}`.execute(t.ctx.db);
    ({ rolled, expected } = await bothWays());
    expect(rolled).toEqual(expected);
    expect(rolled.filter((r) => r.hour === '2026-03-01T08')).toEqual([]);
  });
});
