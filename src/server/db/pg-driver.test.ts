import { Socket } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testDialects } from '../testing/harness';
import { createDatabase, type DatabaseHandle } from './database';
import { prepareQuery } from './prepared';

const backend = prepareQuery((db, p: { tag: string }) => db.selectNoFrom([sql<number>`pg_backend_pid()`.as('pid'), sql<string>`${p.tag}::text`.as('tag')]));

// One of each kind of value the app reads: a timestamp, a date, a count, an integer, a flag, text, nothing.
const kinds = prepareQuery((db, p: { at: string; day: string }) =>
  db.selectNoFrom([
    sql<string>`${p.at}::timestamptz`.as('at'),
    sql<string>`${p.day}::date`.as('day'),
    sql<number>`count(*) over ()`.as('total'),
    sql<number>`(1 = 1)::int`.as('is_set'),
    sql<string>`'text'`.as('label'),
    sql<null>`null::timestamptz`.as('never'),
  ]),
);

// A negative limit is an error that PostgreSQL reports when the statement runs, with these values only.
const limited = prepareQuery((db, p: { limit: number; tag: string }) => db.selectNoFrom(sql<string>`${p.tag}::text`.as('tag')).limit(p.limit));

describe.runIf(testDialects().includes('postgres'))('the pipelined PostgreSQL driver', () => {
  let database: DatabaseHandle;
  let cleanup: () => Promise<void>;
  const warnings: string[] = [];

  beforeAll(async () => {
    const fresh = await freshDatabase('postgres');
    cleanup = fresh.cleanup;
    database = createDatabase(fresh.config, { onWarning: (message) => warnings.push(message) });
  });
  afterAll(async () => {
    await database?.close();
    await cleanup?.();
  });

  it('reads every kind of value in the form the rest of the app expects, as an unprepared statement does', async () => {
    const params = { at: '2030-01-02T03:04:05.678Z', day: '2030-01-02' };
    const [prepared] = await kinds.all(database.db, params);
    const { rows } = await sql`select ${params.at}::timestamptz as at, ${params.day}::date as day, count(*) over () as total, (1 = 1)::int as is_set, 'text' as label, null::timestamptz as never`.execute(database.db);
    expect(prepared).toEqual({ at: '2030-01-02T03:04:05.678Z', day: '2030-01-02', total: 1, is_set: 1, label: 'text', never: null });
    expect(rows[0]).toEqual(prepared);
  });

  it('sends concurrent prepared statements down at most two connections, each caller getting its own rows', async () => {
    const reads = await Promise.all(Array.from({ length: 40 }, (_, i) => backend.first(database.db, { tag: `read ${i}` })));
    expect(reads.map((row) => row?.tag)).toEqual(Array.from({ length: 40 }, (_, i) => `read ${i}`));
    expect(new Set(reads.map((row) => row?.pid)).size).toBeLessThanOrEqual(2);
  });

  it('writes the statements issued in one turn of the event loop with one system call per connection', async () => {
    await Promise.all(Array.from({ length: 4 }, (_, i) => backend.first(database.db, { tag: `warm ${i}` })));
    const writes: number[] = [];
    const original = { write: Socket.prototype._write, writev: Socket.prototype._writev };
    Socket.prototype._write = function (...args) {
      writes.push(1);
      return original.write.apply(this, args);
    };
    Socket.prototype._writev = function (chunks, callback) {
      writes.push(chunks.length);
      return original.writev!.call(this, chunks, callback);
    };
    try {
      const reads = await Promise.all(Array.from({ length: 10 }, (_, i) => backend.first(database.db, { tag: `held ${i}` })));
      expect(reads.map((row) => row?.tag)).toEqual(Array.from({ length: 10 }, (_, i) => `held ${i}`));
    } finally {
      Object.assign(Socket.prototype, { _write: original.write, _writev: original.writev });
    }
    // Ten statements, several messages each, in at most one write per lane.
    expect(writes.length).toBeLessThanOrEqual(2);
    expect(writes.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(10);
  });

  it('fails only the statement that failed, not those pipelined beside it', async () => {
    const results = await Promise.allSettled([limited.all(database.db, { limit: 1, tag: 'before' }), limited.all(database.db, { limit: -1, tag: 'bad' }), limited.all(database.db, { limit: 1, tag: 'after' })]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[0]).toMatchObject({ value: [{ tag: 'before' }] });
    expect(results[1]).toMatchObject({ reason: { message: expect.stringMatching(/LIMIT must not be negative/) } });
    expect(results[2]).toMatchObject({ value: [{ tag: 'after' }] });
  });

  it('runs a transaction on a connection of its own, where prepared statements see its uncommitted work', async () => {
    const lanes = new Set((await Promise.all([1, 2, 3, 4].map(() => backend.first(database.db, { tag: 'lane' })))).map((row) => row?.pid));
    await database.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      expect(lanes.has(rows[0]!.pid)).toBe(false);
      expect((await backend.first(trx, { tag: 'in transaction' }))?.pid).toBe(rows[0]!.pid);
    });
  });

  it('keeps one session for db.connection(), as a session-level lock needs', async () => {
    const pids = await database.db.connection().execute(async (session) => {
      const first = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(session);
      const second = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(session);
      return [first.rows[0]!.pid, second.rows[0]!.pid];
    });
    expect(pids[0]).toBe(pids[1]);
  });

  it('replaces a pipelined connection the server closed', async () => {
    const lanes = new Set((await Promise.all([1, 2, 3, 4].map(() => backend.first(database.db, { tag: 'lane' })))).map((row) => row?.pid));
    await sql`select pg_terminate_backend(pid) from unnest(${[...lanes]}::int[]) as pid`.execute(database.db);
    // The closed connections are noticed when their end arrives; until then a statement may fail.
    await expect.poll(async () => (await backend.first(database.db, { tag: 'again' }).catch(() => undefined))?.tag).toBe('again');
    const pid = (await backend.first(database.db, { tag: 'again' }))?.pid;
    expect(lanes.has(pid!)).toBe(false);
    expect(warnings.join('\n')).toMatch(/pipelined connection closed/);
  });
});
