import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
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

describe('transactions on a SQLite file another process also writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('hold the write lock from their start: a transaction that reads first is not failed by another writer’s commit', async () => {
    const config = t.ctx.config.database;
    if (config.dialect !== 'sqlite') throw new Error('SQLite only');
    // Another process on the same file (the operator's `npm run admin`), impatient so the test is quick.
    const other = new SQLite(config.filename);
    other.pragma('busy_timeout = 50');
    const stamp = '2030-01-01T00:00:00.000Z';
    const insertOther = other.prepare('insert into verifications (id, identifier, value, expires_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?)');
    let otherOutcome = '';
    try {
      await inTransaction(t.ctx.db, async (trx) => {
        await trx.selectFrom('verifications').select('id').execute();
        // The other process commits between this transaction's read and its write. With a deferred
        // begin it would commit, and the write below would fail at once with "database is locked".
        try {
          insertOther.run(randomUUID(), 'other', 'v', stamp, stamp, stamp);
          otherOutcome = 'committed';
        } catch (error) {
          otherOutcome = (error as { code?: string }).code ?? String(error);
        }
        await trx.insertInto('verifications').values({ id: randomUUID(), identifier: 'ours', value: 'v', expires_at: stamp, created_at: stamp, updated_at: stamp }).execute();
      });
      // The other process waited for the lock (here it gave up after its 50 ms); ours went through.
      expect(otherOutcome).toBe('SQLITE_BUSY');
      expect(await t.ctx.db.selectFrom('verifications').select('identifier').where('identifier', '=', 'ours').execute()).toHaveLength(1);
      // Once ours has committed, the other process writes as usual.
      insertOther.run(randomUUID(), 'other', 'v', stamp, stamp, stamp);
    } finally {
      other.close();
    }
  });
});
