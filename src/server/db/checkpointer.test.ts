import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startCheckpointer } from './checkpointer';

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

  it('stops at once when asked twice', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bravo-checkpoint-'));
    dirs.push(dir);
    const checkpointer = startCheckpointer(join(dir, 'empty.db'), () => undefined);
    await checkpointer.stop();
    await checkpointer.stop();
  });
});
