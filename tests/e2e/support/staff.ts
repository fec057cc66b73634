/** Staff accounts for browser journeys. */
import { expect } from '@playwright/test';
import { openE2eDatabase } from './database';

/**
 * Makes a staff admin straight in the browser tests' database. Not `npm run admin -- grant`: that
 * records that the academy has had an admin and closes /admin-setup, which the first-admin journey
 * (accounts-admin.spec.ts), running in parallel on the same database, must find open.
 */
export function makeAdmin(email: string): void {
  setRole(email, 'admin');
}

/** Makes a coach, the same way. */
export function makeCoach(email: string): void {
  setRole(email, 'coach');
}

function setRole(email: string, role: 'admin' | 'coach'): void {
  const db = openE2eDatabase();
  try {
    db.pragma('busy_timeout = 5000');
    expect(db.prepare('update users set role = ? where email = ?').run(role, email).changes).toBe(1);
  } finally {
    db.close();
  }
}
