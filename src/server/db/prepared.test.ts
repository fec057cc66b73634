import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../testing/harness';
import { createDatabase, readOnlyConnection } from './database';
import { type Placeholders, prepareForCount, prepareQuery } from './prepared';
import { inTransaction } from './transaction';

const byIdentifier = prepareQuery((db, p: { identifier: string }) =>
  db.selectFrom('verifications').select(['id', 'value']).where('identifier', '=', p.identifier).orderBy('value'),
);

// One placeholder twice, a constant and a limit.
const matching = prepareQuery((db, p: { text: string; limit: number }) =>
  db
    .selectFrom('verifications')
    .select('value')
    .where((eb) => eb.or([eb('identifier', '=', p.text), eb('value', '=', p.text)]))
    .where('expires_at', '>', '2000-01-01T00:00:00.000Z')
    .orderBy('value')
    .limit(p.limit),
);

// A multi-row insert, prepared once per number of rows.
const verificationRows = prepareForCount((db, p: Placeholders<Record<string, string>>, count) =>
  db
    .insertInto('verifications')
    .values(
      Array.from({ length: count }, (_, i) => ({
        id: p[`id${i}`]!,
        identifier: p.identifier!,
        value: p[`value${i}`]!,
        expires_at: p.stamp!,
        created_at: p.stamp!,
        updated_at: p.stamp!,
      })),
    )
    .returning('value'),
);

describe.each(testDialects())('prepared queries on %s', (dialect) => {
  let t: TestApp;
  const stamp = '2030-01-01T00:00:00.000Z';
  const verification = (identifier: string, value: string) => ({ id: randomUUID(), identifier, value, expires_at: stamp, created_at: stamp, updated_at: stamp });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.ctx.db
      .insertInto('verifications')
      .values([verification('alpha', 'a1'), verification('alpha', 'a2'), verification('beta', 'b1'), verification('gamma', 'alpha')])
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('builds the SQL once and binds each run’s own values', async () => {
    const sql = byIdentifier.sqlFor(t.ctx.db);
    expect(sql).not.toMatch(/alpha|beta/);
    expect((await byIdentifier.all(t.ctx.db, { identifier: 'alpha' })).map((r) => r.value)).toEqual(['a1', 'a2']);
    expect((await byIdentifier.first(t.ctx.db, { identifier: 'beta' }))?.value).toBe('b1');
    expect(await byIdentifier.first(t.ctx.db, { identifier: 'nobody' })).toBeUndefined();
    expect(byIdentifier.sqlFor(t.ctx.db)).toBe(sql);
  });

  it('binds a placeholder used twice, keeps the constants written in the query and limits', async () => {
    expect((await matching.all(t.ctx.db, { text: 'alpha', limit: 10 })).map((r) => r.value)).toEqual(['a1', 'a2', 'alpha']);
    expect((await matching.all(t.ctx.db, { text: 'alpha', limit: 1 })).map((r) => r.value)).toEqual(['a1']);
  });

  it('names a value it was not given', async () => {
    await expect(byIdentifier.all(t.ctx.db, {} as { identifier: string })).rejects.toThrow('prepared query: no value for "identifier"');
  });

  it('runs inside a transaction, seeing its uncommitted writes, and not after a rollback', async () => {
    await expect(
      inTransaction(t.ctx.db, async (trx) => {
        await trx.insertInto('verifications').values(verification('delta', 'd1')).execute();
        expect((await byIdentifier.all(trx, { identifier: 'delta' })).map((r) => r.value)).toEqual(['d1']);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await byIdentifier.all(t.ctx.db, { identifier: 'delta' })).toEqual([]);
  });

  it.runIf(dialect === 'sqlite')('runs directly on a read-only connection, with the same rows', async () => {
    const config = t.ctx.config.database;
    if (config.dialect !== 'sqlite') return;
    const reader = createDatabase(config, { isReadOnly: true });
    try {
      expect(readOnlyConnection(reader.db)).toBeDefined();
      expect(readOnlyConnection(t.ctx.db)).toBeUndefined();
      expect(await byIdentifier.all(reader.db, { identifier: 'alpha' })).toEqual(await byIdentifier.all(t.ctx.db, { identifier: 'alpha' }));
      await expect(reader.db.insertInto('verifications').values(verification('epsilon', 'e1')).execute()).rejects.toThrow(/readonly/);
    } finally {
      await reader.close();
    }
  });

  it('prepares a multi-row insert once for each number of rows, each row with its own values', async () => {
    expect(verificationRows(2)).toBe(verificationRows(2));
    expect(verificationRows(3).sqlFor(t.ctx.db)).not.toBe(verificationRows(2).sqlFor(t.ctx.db));
    const insert = (values: string[]) =>
      verificationRows(values.length).all(t.ctx.db, {
        identifier: 'delta',
        stamp,
        ...Object.fromEntries(values.flatMap((value, i) => [[`id${i}`, randomUUID()], [`value${i}`, value]])),
      });
    expect((await insert(['d1', 'd2'])).map((r) => r.value).sort()).toEqual(['d1', 'd2']);
    expect((await insert(['d3', 'd4', 'd5'])).map((r) => r.value).sort()).toEqual(['d3', 'd4', 'd5']);
    expect((await insert(['d6', 'd7'])).map((r) => r.value).sort()).toEqual(['d6', 'd7']);
    const stored = await t.ctx.db.selectFrom('verifications').select('value').where('identifier', '=', 'delta').orderBy('value').execute();
    expect(stored.map((r) => r.value)).toEqual(['d1', 'd2', 'd3', 'd4', 'd5', 'd6', 'd7']);
  });
});
