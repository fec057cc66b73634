/**
 * The browser tests' own SQLite database (playwright.config.ts makes it per run), opened directly for
 * what no page or API should offer: making a user staff, dating a row back instead of waiting.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export const E2E_DATABASE_FILE = join(tmpdir(), `bravo-e2e-${process.env.E2E_PORT}.db`);

export function openE2eDatabase(): Database.Database {
  return new Database(E2E_DATABASE_FILE);
}

/** Dates an address's e-mails of a kind `ms` earlier, as if they had been sent that long ago. */
export function ageMail(to: string, kind: string, ms: number): void {
  const db = openE2eDatabase();
  try {
    const rows = db.prepare('select id, created_at from outbox where to_address = ? and kind = ?').all(to, kind) as { id: string; created_at: string }[];
    const update = db.prepare('update outbox set created_at = ? where id = ?');
    for (const row of rows) update.run(new Date(new Date(row.created_at).getTime() - ms).toISOString(), row.id);
  } finally {
    db.close();
  }
}
