import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { startCheckpointer } from './checkpointer';
import { createDatabase } from './database';
import { inTransaction } from './transaction';

describe('the background checkpointer', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('copies committed pages from the log into the database without the writer checkpointing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bravo-checkpoint-'));
    dirs.push(dir);
    const filename = join(dir, 'test.db');
    const writer = new SQLite(filename);
    writer.pragma('journal_mode = WAL');
    writer.pragma('wal_autocheckpoint = 0');
    writer.exec('create table t (id integer primary key, body text)');
    const insert = writer.prepare('insert into t (body) values (?)');
    writer.transaction(() => {
      for (let i = 0; i < 2000; i += 1) insert.run('x'.repeat(200));
    })();
    const sizeBefore = statSync(filename).size;

    const errors: string[] = [];
    const checkpointer = startCheckpointer(filename, (message) => errors.push(message));
    const deadline = Date.now() + 5000;
    while (statSync(filename).size <= sizeBefore && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await checkpointer.stop();

    expect(errors).toEqual([]);
    expect(statSync(filename).size).toBeGreaterThan(sizeBefore);
    // Everything is in the database file now: a full checkpoint finds nothing left to copy.
    const [status] = writer.pragma('wal_checkpoint(PASSIVE)') as { log: number; checkpointed: number }[];
    expect(status!.checkpointed).toBe(status!.log);
    writer.close();
  });

  /**
   * The most frames the log has held: SQLite writes a restarted log over the old one from its start,
   * so the file keeps the size of the longest log (a 32-byte header, then each frame's 24-byte
   * header and page).
   */
  const longestLog = (filename: string, pageSize: number) => (statSync(`${filename}-wal`).size - 32) / (24 + pageSize);

  it.each([
    { restartPages: 200, isBounded: true },
    // The same stream of commits with no restart asked for grows the log to the backstop.
    { restartPages: 1_000_000, isBounded: false },
  ])('starts the log again under a steady stream of commits when it passes $restartPages pages', async ({ restartPages, isBounded }) => {
    const dir = mkdtempSync(join(tmpdir(), 'bravo-checkpoint-'));
    dirs.push(dir);
    const filename = join(dir, 'app.db');
    const { db, close } = createDatabase({ dialect: 'sqlite', filename }, { checkpoints: { intervalMs: 10, restartPages } });
    try {
      await sql`create table t (id integer primary key, body text)`.execute(db);
      // Eight writers at once keep the group commit busy: the checkpointer never finds a moment
      // between two transactions with every frame copied, so the log starts again only when asked.
      // A count, not a deadline: a busy machine commits fewer in a given time, never fewer in all.
      await Promise.all(
        Array.from({ length: 8 }, async (_, writer) => {
          for (let i = 0; i < 200; i += 1) {
            await inTransaction(db, (trx) => sql`insert into t (body) values (${`${writer}-${i}-${'x'.repeat(600)}`})`.execute(trx));
            // As requests do, each writer lets the event loop turn (and hear the checkpointer).
            await new Promise((resolve) => setImmediate(resolve));
          }
        }),
      );
      const { rows } = await sql<{ n: number }>`select count(*) as n from t`.execute(db);
      expect(rows[0]!.n).toBe(1_600);
      const { rows: page } = await sql<{ page_size: number }>`pragma page_size`.execute(db);
      const frames = longestLog(filename, page[0]!.page_size);
      // Asked at 200 pages, the log stays within a few hundred; never asked, it holds about a frame
      // for each of the thousands of transactions.
      expect(frames < 600, `${frames} frames in the longest log`).toBe(isBounded);
    } finally {
      await close();
    }
  });

  it('lets the writes go at once when asked for a restart after it has stopped', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bravo-checkpoint-'));
    dirs.push(dir);
    const checkpointer = startCheckpointer(join(dir, 'stopped.db'), () => undefined);
    await checkpointer.stop();
    const started = Date.now();
    await checkpointer.checkpointForRestart();
    expect(Date.now() - started).toBeLessThan(100);
    expect(checkpointer.isRestartWanted()).toBe(false);
  });

  it('stops at once when asked twice', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bravo-checkpoint-'));
    dirs.push(dir);
    const checkpointer = startCheckpointer(join(dir, 'empty.db'), () => undefined);
    await expect(checkpointer.stop()).resolves.toBeUndefined();
    // The worker is gone: the second stop returns without waiting on it.
    const started = Date.now();
    await expect(checkpointer.stop()).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(100);
  });
});
