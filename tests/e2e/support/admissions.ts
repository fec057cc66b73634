/** Admissions for browser journeys whose subject is not the invitation itself. */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { openE2eDatabase } from './database';

/**
 * Invites the address straight in the browser tests' database, as an admin's invitation would, but
 * without its e-mail (journeys read the outbox by address): the family may then buy a membership,
 * and its first purchase uses the invitation (decision 078).
 */
export function inviteFamily(email: string): void {
  const db = openE2eDatabase();
  try {
    db.pragma('busy_timeout = 5000');
    const now = new Date();
    db.prepare(
      'insert into invitations (id, email, code_hash, issued_via, created_at, expires_at) values (?, ?, ?, ?, ?, ?)',
    ).run(randomUUID(), email.toLowerCase(), createHash('sha256').update(randomBytes(32)).digest('hex'), 'operator', now.toISOString(), new Date(now.getTime() + 30 * 86_400_000).toISOString());
  } finally {
    db.close();
  }
}
