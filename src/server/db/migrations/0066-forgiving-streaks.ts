/**
 * Streaks that forgive (issue 43; decision 088): the academy days each athlete trained, and the
 * pauses a parent sets. The streak is replayed from these days (src/shared/progress/streak.ts).
 *
 * The days are filled from what the ledger already shows (a paid lesson, practice, measurement or
 * challenge, on the academy's calendar) and from the streak each athlete holds, so no streak is
 * lost at the change; a Reset XP clears the ledger but never the streak, so the held streak's days
 * come from its own row.
 *
 * A family may ask for the streak reminder (`notification_preferences.streak_reminder`, off by
 * default), a notification of kind `streak`.
 */
import { academyDate, addDays } from '#shared/progress/time';
import { columnTypes, nowDefault, type MigrationDb, setNotificationKinds } from './helpers';

const KINDS = "kind in ('message', 'announcement', 'safety', 'session', 'session-reminder', 'attention')";
const WITH_STREAK = "kind in ('message', 'announcement', 'safety', 'session', 'session-reminder', 'attention', 'streak')";

const TRAINING_REFERENCES = ['lesson', 'lesson-practice', 'lesson-measurement', 'challenge'];

export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('training_days')
    .addColumn('athlete_id', 'text', (c) => c.notNull().references('athletes.id').onDelete('cascade'))
    .addColumn('day', t.date, (c) => c.notNull())
    /** `training` from a paid save; `logged` from "Log yesterday", with its minutes. */
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('minutes', 'integer')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addPrimaryKeyConstraint('training_days_pk', ['athlete_id', 'day'])
    .execute();
  await db.schema
    .createTable('streak_pauses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('athlete_id', 'text', (c) => c.notNull().references('athletes.id').onDelete('cascade'))
    .addColumn('starts_on', t.date, (c) => c.notNull())
    .addColumn('ends_on', t.date, (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('streak_pauses_athlete_idx').on('streak_pauses').columns(['athlete_id', 'starts_on']).execute();

  await db.schema.alterTable('notification_preferences').addColumn('streak_reminder', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await setNotificationKinds(db, KINDS, WITH_STREAK);

  const days = new Set<string>();
  const ledger = await db.selectFrom('xp_transactions').select(['athlete_id', 'created_at']).where('reference_type', 'in', TRAINING_REFERENCES).execute();
  for (const row of ledger) days.add(`${row.athlete_id}|${academyDate(new Date(row.created_at))}`);
  const held = await db.selectFrom('athlete_progress').select(['athlete_id', 'current_streak', 'last_activity_date']).where('current_streak', '>', 0).execute();
  for (const row of held) {
    if (!row.last_activity_date) continue;
    const last = String(row.last_activity_date).slice(0, 10);
    for (let i = 0; i < Number(row.current_streak); i++) days.add(`${row.athlete_id}|${addDays(last, -i)}`);
  }
  const rows = [...days].map((key) => {
    const [athleteId, day] = key.split('|') as [string, string];
    return { athlete_id: athleteId, day, source: 'training' };
  });
  for (let i = 0; i < rows.length; i += 500) await db.insertInto('training_days').values(rows.slice(i, i + 500)).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.deleteFrom('notifications').where('kind', '=', 'streak').execute();
  await setNotificationKinds(db, WITH_STREAK, KINDS);
  await db.schema.alterTable('notification_preferences').dropColumn('streak_reminder').execute();
  await db.schema.dropTable('streak_pauses').execute();
  await db.schema.dropTable('training_days').execute();
}
