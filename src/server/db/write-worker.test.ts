import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#shared/errors';
import { createTestApp, type TestApp, testDialects } from '../testing/harness';
import { writeFixtureTasks } from '../testing/write-tasks-fixture';
import { inTransaction } from './transaction';
import { createWriteWorker, type WriteWorker } from './write-worker';

describe.each(testDialects())('the write worker on %s', (dialect) => {
  let t: TestApp;
  let writer: WriteWorker<typeof writeFixtureTasks>;
  const errors: string[] = [];
  const stamp = '2030-01-01T00:00:00.000Z';
  const rows = async (identifier: string) => (await t.ctx.db.selectFrom('verifications').select('id').where('identifier', '=', identifier).execute()).length;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    writer = createWriteWorker(t.ctx.db, t.ctx.config.database, {
      tasks: writeFixtureTasks,
      entry: new URL('../testing/write-tasks-fixture.ts', import.meta.url),
      onError: (m) => errors.push(m),
    });
  });
  afterAll(async () => {
    await writer?.close();
    await t?.close();
  });

  it('commits a task whole, while the app’s own writes wait for it and the event loop keeps turning', async () => {
    const identifier = randomUUID();
    const task = writer.run('writeRows', { identifier, count: 20, pauseMs: 5 });
    // Queued while the task writes: runs after it (on SQLite) or beside it (PostgreSQL), never lost.
    const other = randomUUID();
    const own = inTransaction(t.ctx.db, (trx) => trx.insertInto('verifications').values({ id: other, identifier: other, value: 'v', expires_at: stamp, created_at: stamp, updated_at: stamp }).execute());
    let ticks = 0;
    const ticking = setInterval(() => (ticks += 1), 5);
    expect(await task).toBe(20);
    clearInterval(ticking);
    await own;
    expect(await rows(identifier)).toBe(20);
    expect(await rows(other)).toBe(1);
    expect(ticks).toBeGreaterThan(3);
  });

  it('writes nothing of a task that fails, and reports the task’s own error', async () => {
    const identifier = randomUUID();
    const failed = writer.run('writeRows', { identifier, count: 5, pauseMs: 0, fail: true });
    await expect(failed).rejects.toThrow(AppError);
    await expect(failed).rejects.toThrow('the task failed after writing');
    expect(await rows(identifier)).toBe(0);
    expect(errors).toEqual([]);
  });
});
