/**
 * Durability at start-up: a commit the app reports as done (an XP award, a payment) must survive a
 * power cut. SQLite must sync at FULL or EXTRA; PostgreSQL must have synchronous_commit, fsync and
 * full_page_writes on. Otherwise the server refuses to start unless ALLOW_UNSAFE_DURABILITY=1.
 */
import { sql } from 'kysely';
import { type Db, isPostgres } from './database';

/** SQLite's PRAGMA synchronous values: 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA. */
const SQLITE_FULL = 2;

/** What makes commits on this database less than durable; empty when nothing does. */
export async function durabilityProblems(db: Db): Promise<string[]> {
  if (!isPostgres(db)) {
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
    const level = Number(rows[0]?.synchronous);
    return level >= SQLITE_FULL ? [] : [`SQLite synchronous is ${level} (below FULL): a commit may be lost in a power cut`];
  }
  const problems: string[] = [];
  const setting = async (name: string) => {
    const { rows } = await sql<{ setting: string }>`select current_setting(${name}) as setting`.execute(db);
    return rows[0]?.setting ?? '';
  };
  if ((await setting('synchronous_commit')) === 'off') problems.push('PostgreSQL synchronous_commit is off: a reported commit may be lost in a crash');
  if ((await setting('fsync')) === 'off') problems.push('PostgreSQL fsync is off: a crash may corrupt the database');
  if ((await setting('full_page_writes')) === 'off') problems.push('PostgreSQL full_page_writes is off: a crash may corrupt the database');
  return problems;
}

export class UnsafeDurabilityError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Refusing to start: the database does not guarantee durable commits.\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'Fix the database settings, or set ALLOW_UNSAFE_DURABILITY=1 to start anyway (never for real families).',
    );
    this.name = 'UnsafeDurabilityError';
  }
}

/** Throws UnsafeDurabilityError unless commits are durable or the operator allowed otherwise. */
export async function assertDurable(db: Db, options: { isAllowedUnsafe: boolean; warn: (message: string) => void }): Promise<void> {
  const problems = await durabilityProblems(db);
  if (!problems.length) return;
  if (!options.isAllowedUnsafe) throw new UnsafeDurabilityError(problems);
  for (const problem of problems) options.warn(`ALLOW_UNSAFE_DURABILITY is set: ${problem}`);
}
