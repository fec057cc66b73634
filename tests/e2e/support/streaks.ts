/** Days trained, written straight in the browser tests' database (a streak takes days to earn). */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { academyDate, addDays } from '#shared/progress/time';

export function seedTrainingDays(athleteId: string, daysAgo: readonly number[]): void {
  const db = new Database(join(tmpdir(), `bravo-e2e-${process.env.E2E_PORT}.db`));
  try {
    db.pragma('busy_timeout = 5000');
    const today = academyDate(new Date());
    const insert = db.prepare("insert into training_days (athlete_id, day, source) values (?, ?, 'training')");
    db.transaction(() => daysAgo.forEach((ago) => insert.run(athleteId, addDays(today, -ago))))();
  } finally {
    db.close();
  }
}
