import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
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
    pool = createReadPool({ database: config, entry: new URL('../testing/read-tasks-fixture.ts', import.meta.url), size: 2, onError: (m) => errors.push(m) });
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

  it('runs the same tasks in process (an in-memory SQLite database)', async () => {
    const local = inProcessReads(t.ctx.db, fixtureTasks);
    expect(await local.run('count', { identifier: 'committed' })).toBe(2);
    await expect(local.run('notFound', { what: 'It' })).rejects.toBeInstanceOf(AppError);
  });

  it('refuses reads once closed', async () => {
    const config = t.ctx.config.database;
    if (config.dialect !== 'sqlite') return;
    const closing = createReadPool<typeof fixtureTasks>({ database: config, entry: new URL('../testing/read-tasks-fixture.ts', import.meta.url), size: 1, onError: () => undefined });
    closing.warm();
    expect(await closing.run('count', { identifier: 'committed' })).toBe(2);
    await closing.close();
    await expect(closing.run('count', { identifier: 'committed' })).rejects.toThrow('the read pool is closed');
  });
});

describe.runIf(testDialects().includes('postgres'))('PostgreSQL reads (in read workers, shared reads kept per snapshot)', () => {
  let t: TestApp;
  let pool: ReadPool<typeof fixtureTasks>;
  const stamp = '2030-01-01T00:00:00.000Z';
  const addVerification = (identifier: string) =>
    t.ctx.db.insertInto('verifications').values({ id: randomUUID(), identifier, value: 'v', expires_at: stamp, created_at: stamp, updated_at: stamp }).execute();

  beforeAll(async () => {
    t = await createTestApp('postgres');
    pool = createReadPool({ database: t.ctx.config.database, entry: new URL('../testing/read-tasks-fixture.ts', import.meta.url), size: 1, onError: () => undefined });
  });
  afterAll(async () => {
    await pool?.close();
    await t?.close();
  });

  it('reads what every family shares once for the tasks that start under one snapshot, and again after a commit', async () => {
    for (const reads of [snapshotReads(t.ctx.db, fixtureTasks), pool]) {
      const identifier = randomUUID();
      await addVerification(identifier);
      const before = (await reads.run('sharedCount', { identifier })).reads;
      // Started together, they take their snapshot together; a commit anywhere on the server (another
      // test's) may fall between two of them, and then two snapshots are read, never ten.
      const together = await Promise.all(Array.from({ length: 10 }, () => reads.run('sharedCount', { identifier })));
      expect(together.map((r) => r.count)).toEqual(Array.from({ length: 10 }, () => 1));
      expect(Math.max(...together.map((r) => r.reads)) - before).toBeLessThanOrEqual(2);
      // A task that starts after a commit sees it: a page that reads after its own write sees that write.
      await addVerification(identifier);
      expect(await reads.run('sharedCount', { identifier })).toMatchObject({ count: 2 });
      await addVerification(identifier);
      expect(await reads.run('sharedCount', { identifier })).toMatchObject({ count: 3 });
    }
  });

  it('runs a worker\'s tasks as they come: a quick read is not held behind a slow one', async () => {
    const finished: string[] = [];
    const slow = pool.run('countTwice', { identifier: 'anything', apartMs: 400 }).then(() => finished.push('slow'));
    const quick = pool.run('count', { identifier: 'anything' }).then(() => finished.push('quick'));
    await Promise.all([slow, quick]);
    expect(finished).toEqual(['quick', 'slow']);
  });

  it('passes an AppError back with its code, and refuses writes', async () => {
    const error = await pool.run('notFound', { what: 'The athlete' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'The athlete was not found', status: 404 });
    await expect(pool.run('write', { identifier: 'sneaky' })).rejects.toThrow(/read-only transaction/);
    expect(await t.ctx.db.selectFrom('verifications').select('id').where('identifier', '=', 'sneaky').execute()).toEqual([]);
  });

  it('closes: a worker finishes what it is reading, and its connections end with it', async () => {
    const closing = createReadPool<typeof fixtureTasks>({ database: t.ctx.config.database, entry: new URL('../testing/read-tasks-fixture.ts', import.meta.url), size: 1, onError: () => undefined });
    const identifier = randomUUID();
    await addVerification(identifier);
    const backend = await closing.run('backend', undefined as never);
    const reading = closing.run('countTwice', { identifier, apartMs: 200 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await closing.close();
    expect(await reading).toEqual([1, 1]);
    await expect(closing.run('count', { identifier })).rejects.toThrow('the read pool is closed');
    // Ended by the worker, not dropped: PostgreSQL's process for the connection has gone.
    await expect.poll(async () => (await sql`select 1 from pg_stat_activity where pid = ${backend}`.execute(t.ctx.db)).rows.length, { timeout: 1_000 }).toBe(0);
  });
});
