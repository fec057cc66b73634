/** Staff accounts for browser journeys. */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect } from '@playwright/test';

/**
 * Makes a staff admin straight in the browser tests' database. Not `npm run admin -- grant`: that
 * records that the academy has had an admin and closes /admin-setup, which the first-admin journey
 * (accounts-admin.spec.ts), running in parallel on the same database, must find open.
 */
export function makeAdmin(email: string): void {
  const db = new Database(join(tmpdir(), `bravo-e2e-${process.env.E2E_PORT}.db`));
  try {
    db.pragma('busy_timeout = 5000');
    expect(db.prepare("update users set role = 'admin' where email = ?").run(email).changes).toBe(1);
  } finally {
    db.close();
  }
}
