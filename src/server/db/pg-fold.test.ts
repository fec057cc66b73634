import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { createTestApp, type TestApp, testDialects } from '../testing/harness';
import { type Db, pipelinedLanes } from './database';
import { foldStatements } from './pg-fold';
import { prepareQuery } from './prepared';

const byIdentifier = prepareQuery((db, p: { identifier: string }) =>
  db.selectFrom('verifications').select(['id', 'identifier', 'value', 'expires_at']).where('identifier', '=', p.identifier).orderBy('value', 'desc'),
);

const counted = prepareQuery((db, p: { identifier: string }) =>
  db
    .selectFrom('verifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('identifier', '=', p.identifier),
);

// Every kind of value JSON carries, as the app's type parsers give it.
const typed = prepareQuery((db, p: { day: string; flag: boolean; doc: string; n: number; nan: string }) =>
  db.selectNoFrom([
    sql<string>`cast(${p.day} as date)`.as('day'),
    sql<string>`cast(${p.day} as timestamp)`.as('plain_time'),
    sql<boolean>`cast(${p.flag} as boolean)`.as('flag'),
    sql<unknown>`cast(${p.doc} as jsonb)`.as('doc'),
    sql<number>`cast(${p.n} as bigint)`.as('big'),
    sql<number>`cast(${p.n} as numeric) / 4`.as('quarter'),
    // Not a number, which JSON carries as a string: a number again, as pg's parsers give it.
    sql<number>`cast(${p.n} as double precision) * cast(${p.nan} as double precision)`.as('not_a_float'),
    sql<number>`cast(${p.nan} as numeric)`.as('not_a_numeric'),
    sql<string | null>`cast(null as text)`.as('nothing'),
  ]),
);

// Eleven placeholders: folded after another statement, they are numbered on into two digits.
const eleven = prepareQuery((db, p: { identifier: string }) =>
  db
    .selectFrom('verifications')
    .select('value')
    .where((eb) => eb.or(Array.from({ length: 11 }, () => eb('identifier', '=', p.identifier))))
    .orderBy('value'),
);

// A string literal in the SQL: never folded.
const literal = prepareQuery((db) => db.selectFrom('verifications').select('value').where('identifier', '=', sql.lit('beta')));

describe.skipIf(!testDialects().includes('postgres'))('folded statements (PostgreSQL read tasks)', () => {
  let t: TestApp;
  const stamp = '2030-01-01T00:00:00.000Z';
  const verification = (identifier: string, value: string, expires: string) => ({ id: randomUUID(), identifier, value, expires_at: expires, created_at: stamp, updated_at: stamp });
  const sent: string[] = [];
  const query = pg.Client.prototype.query;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    await t.ctx.db
      .insertInto('verifications')
      .values([
        verification('alpha', 'a1', '2030-01-01T10:00:00.123Z'),
        verification('alpha', 'a3', '2030-03-01T00:00:00.000Z'),
        verification('alpha', 'a2', '2031-06-15T23:59:59.999Z'),
        verification('beta', 'b1', stamp),
      ])
      .execute();
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const config = args[0] as { text?: string } | string;
      sent.push(typeof config === 'string' ? config : (config.text ?? ''));
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
  });
  afterEach(() => {
    sent.length = 0;
  });
  afterAll(async () => {
    pg.Client.prototype.query = query;
    await t?.close();
  });

  /** A read task's own view of the database, whose prepared statements fold. */
  function taskView(): Db {
    const view = t.ctx.db.withoutPlugins();
    foldStatements(view, pipelinedLanes(t.ctx.db)!);
    return view;
  }

  const reads = (db: Db, day = '2026-11-24') =>
    Promise.all([
      byIdentifier.all(db, { identifier: 'alpha' }),
      counted.first(db, { identifier: 'alpha' }),
      typed.first(db, { day, flag: true, doc: '{"a":[1,"x"],"b":null}', n: 10, nan: 'NaN' }),
      byIdentifier.all(db, { identifier: 'nobody' }),
      eleven.all(db, { identifier: 'beta' }),
      literal.all(db, {}),
    ]);

  it('answers a task’s statements issued together in one statement, each caller with its own rows as run alone', async () => {
    const alone = await reads(t.ctx.db);
    expect(alone[0].map((r) => r.value)).toEqual(['a3', 'a2', 'a1']);
    expect(alone[0][0]!.expires_at).toBe('2030-03-01T00:00:00.000Z');
    expect(alone[2]).toEqual({ day: '2026-11-24', plain_time: '2026-11-24T00:00:00.000Z', flag: true, doc: { a: [1, 'x'], b: null }, big: 10, quarter: 2.5, not_a_float: Number.NaN, not_a_numeric: Number.NaN, nothing: null });

    // The first batch learns each statement's columns from its own run; later ones fold.
    expect(await reads(taskView())).toEqual(alone);
    sent.length = 0;
    expect(await reads(taskView())).toEqual(alone);
    const folded = sent.filter((text) => text.includes('json_agg'));
    expect(folded).toHaveLength(1);
    // Five statements in the fold, and the one with a string literal on its own.
    expect(sent).toHaveLength(2);
    expect(folded[0]).toContain('$15');
  });

  it('fails every statement of a folded batch with the batch’s error, and folds the next batch again', async () => {
    await reads(taskView());
    const settled = await Promise.allSettled([
      byIdentifier.all(taskView(), { identifier: 'alpha' }),
      (async () => {
        const view = taskView();
        return Promise.all([byIdentifier.all(view, { identifier: 'alpha' }), typed.first(view, { day: 'not a day', flag: true, doc: '{}', n: 1, nan: 'NaN' })]);
      })(),
    ]);
    expect(settled[0].status).toBe('fulfilled');
    expect(settled[1].status).toBe('rejected');
    expect(String((settled[1] as PromiseRejectedResult).reason)).toMatch(/invalid input syntax for type (date|timestamp)/);
    expect((await reads(taskView()))[0].map((r) => r.value)).toEqual(['a3', 'a2', 'a1']);
  });
});
