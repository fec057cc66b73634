import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../testing/harness';
import { inTransaction } from './transaction';

describe.each(testDialects())('transactions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const application = (name: string) => ({
    id: randomUUID(),
    player_name: name,
    player_age: 10,
    parent_name: 'P',
    email: 'p@example.com',
    phone: '555 0100',
    experience: 'beginner',
    commitment: 'full',
    message: 'm',
  });
  const names = async () =>
    (await t.ctx.db.selectFrom('applications').select('player_name').execute()).map((r) => r.player_name).sort();

  it('keeps each of many concurrent transactions all-or-nothing, whatever its neighbours do', async () => {
    await t.ctx.db.deleteFrom('applications').execute();
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        inTransaction(t.ctx.db, async (trx) => {
          await trx.insertInto('applications').values(application(`first-${i}`)).execute();
          await trx.insertInto('applications').values(application(`second-${i}`)).execute();
          if (i % 5 === 0) throw new Error(`job ${i} fails after writing`);
          return i;
        }),
      ),
    );
    const failed = results.filter((r) => r.status === 'rejected').length;
    expect(failed).toBe(8);
    expect(results.filter((r) => r.status === 'fulfilled').map((r) => (r as PromiseFulfilledResult<number>).value)).toHaveLength(32);
    const written = await names();
    expect(written).toHaveLength(64);
    for (let i = 0; i < 40; i += 1) {
      const expected = i % 5 === 0 ? 0 : 2;
      expect(written.filter((n) => n === `first-${i}` || n === `second-${i}`), `job ${i}`).toHaveLength(expected);
    }
  });

  it('runs a nested call inside the caller’s transaction', async () => {
    await t.ctx.db.deleteFrom('applications').execute();
    await expect(
      inTransaction(t.ctx.db, async (trx) => {
        await inTransaction(trx, (inner) => inner.insertInto('applications').values(application('nested')).execute());
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(await names()).toEqual([]);
  });

  it('answers only once the work is committed', async () => {
    await t.ctx.db.deleteFrom('applications').execute();
    await inTransaction(t.ctx.db, (trx) => trx.insertInto('applications').values(application('durable')).execute());
    expect(await names()).toEqual(['durable']);
  });
});
