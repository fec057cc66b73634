import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#shared/errors';
import { createTestApp, type TestApp, testDialects } from '../testing/harness';
import { fixtureTasks } from '../testing/read-tasks-fixture';
import { createReadPool, inProcessReads, type ReadPool, snapshotReads } from './read-pool';

describe('the read pool (SQLite read workers)', () => {
  let t: TestApp;
  let pool: ReadPool<typeof fixtureTasks>;
  const errors: string[] = [];
  const stamp = '2030-01-01T00:00:00.000Z';
  const addVerification = (identifier: string) =>
    t.ctx.db.insertInto('verifications').values({ id: randomUUID(), identifier, value: 'v', expires_at: stamp, created_at: stamp, updated_at: stamp }).execute();

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const config = t.ctx.config.database;
    if (config.dialect !== 'sqlite') throw new Error('SQLite only');
    pool = createReadPool({ filename: config.filename, entry: new URL('../testing/read-tasks-fixture.ts', import.meta.url), size: 2, onError: (m) => errors.push(m) });
  });
  afterAll(async () => {
    await pool?.close();
    await t?.close();
  });

  it('reads in a worker what was committed before the read began', async () => {
    await addVerification('committed');
    expect(await pool.run('count', { identifier: 'committed' })).toBe(1);
    await addVerification('committed');
    const counts = await Promise.all(Array.from({ length: 8 }, () => pool.run('count', { identifier: 'committed' })));
    expect(counts).toEqual(Array.from({ length: 8 }, () => 2));
  });

  it('spreads reads one at a time over every worker, so none is left cold for the first burst', async () => {
    pool.warm();
    const tasksByThread = new Map<number, number>();
    for (let i = 0; i < 6; i += 1) {
      const thread = await pool.run('thread', undefined as never);
      tasksByThread.set(thread, (tasksByThread.get(thread) ?? 0) + 1);
    }
    expect([...tasksByThread.values()]).toEqual([3, 3]);
  });

  it('reads what every family shares once per change of the database, and again after each commit', async () => {
    await addVerification('shared');
    const readsBefore = new Map<number, number>();
    for (let i = 0; i < 6; i += 1) {
      const { count, thread, reads } = await pool.run('sharedCount', { identifier: 'shared' });
      expect(count).toBe(1);
      if (!readsBefore.has(thread)) readsBefore.set(thread, reads);
      // Each worker read it from the database once; every later task got the kept result.
      expect(reads).toBe(readsBefore.get(thread));
    }
    await addVerification('shared');
    for (let i = 0; i < 4; i += 1) expect((await pool.run('sharedCount', { identifier: 'shared' })).count).toBe(2);
  });

  it('gives each task one snapshot, whatever commits while it reads', async () => {
    await addVerification('moving');
    const reading = pool.run('countTwice', { identifier: 'moving', apartMs: 300 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await addVerification('moving');
    expect(await reading).toEqual([1, 1]);
    expect(await pool.run('count', { identifier: 'moving' })).toBe(2);
  });

  it('passes an AppError back with its code, and refuses writes', async () => {
    const error = await pool.run('notFound', { what: 'The athlete' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'The athlete was not found', status: 404 });
    await expect(pool.run('write', { identifier: 'sneaky' })).rejects.toThrow(/readonly/);
    expect(await t.ctx.db.selectFrom('verifications').select('id').where('identifier', '=', 'sneaky').execute()).toEqual([]);
  });

  it('fails the reads of a worker that stops, and reads again with a new one', async () => {
    await expect(Promise.all([pool.run('stop', undefined as never), pool.run('stop', undefined as never)])).rejects.toThrow('the read worker stopped');
    expect(await pool.run('count', { identifier: 'committed' })).toBe(2);
    expect(errors).toContain('a read worker stopped (exit code 1); the next task starts another');
  });

  it('runs the same tasks in process (PostgreSQL, in-memory SQLite)', async () => {
    const local = inProcessReads(t.ctx.db, fixtureTasks);
    expect(await local.run('count', { identifier: 'committed' })).toBe(2);
    await expect(local.run('notFound', { what: 'It' })).rejects.toBeInstanceOf(AppError);
  });

  it('refuses reads once closed', async () => {
    const config = t.ctx.config.database;
    if (config.dialect !== 'sqlite') return;
    const closing = createReadPool<typeof fixtureTasks>({ filename: config.filename, entry: new URL('../testing/read-tasks-fixture.ts', import.meta.url), size: 1, onError: () => undefined });
    closing.warm();
    expect(await closing.run('count', { identifier: 'committed' })).toBe(2);
    await closing.close();
    await expect(closing.run('count', { identifier: 'committed' })).rejects.toThrow('the read pool is closed');
  });
});

describe.runIf(testDialects().includes('postgres'))('PostgreSQL reads (in process, shared reads kept per snapshot)', () => {
  let t: TestApp;
  const stamp = '2030-01-01T00:00:00.000Z';
  const addVerification = (identifier: string) =>
    t.ctx.db.insertInto('verifications').values({ id: randomUUID(), identifier, value: 'v', expires_at: stamp, created_at: stamp, updated_at: stamp }).execute();

  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads what every family shares once for the tasks that start under one snapshot, and again after a commit', async () => {
    const reads = snapshotReads(t.ctx.db, fixtureTasks);
    await addVerification('shared');
    const before = (await reads.run('sharedCount', { identifier: 'shared' })).reads;
    // Started together, they take their snapshot together; a commit anywhere on the server (another
    // test's) may fall between two of them, and then two snapshots are read, never ten.
    const together = await Promise.all(Array.from({ length: 10 }, () => reads.run('sharedCount', { identifier: 'shared' })));
    expect(together.map((r) => r.count)).toEqual(Array.from({ length: 10 }, () => 1));
    expect(Math.max(...together.map((r) => r.reads)) - before).toBeLessThanOrEqual(2);
    // A task that starts after a commit sees it: a page that reads after its own write sees that write.
    await addVerification('shared');
    expect(await reads.run('sharedCount', { identifier: 'shared' })).toMatchObject({ count: 2 });
    await addVerification('shared');
    expect(await reads.run('sharedCount', { identifier: 'shared' })).toMatchObject({ count: 3 });
  });
});
