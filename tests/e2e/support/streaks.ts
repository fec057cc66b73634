/** Days trained, written straight in the browser tests' database (a streak takes days to earn). */
import { academyDate, addDays } from '#shared/progress/time';
import { openE2eDatabase } from './database';

export function seedTrainingDays(athleteId: string, daysAgo: readonly number[]): void {
  const db = openE2eDatabase();
  try {
    db.pragma('busy_timeout = 5000');
    const today = academyDate(new Date());
    const insert = db.prepare("insert into training_days (athlete_id, day, source) values (?, ?, 'training')");
    db.transaction(() => daysAgo.forEach((ago) => insert.run(athleteId, addDays(today, -ago))))();
  } finally {
    db.close();
  }
}
