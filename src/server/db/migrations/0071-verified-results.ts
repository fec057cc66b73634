import { columnTypes, type MigrationDb } from './helpers';

/**
 * Verified results (issue 42, point 4; decision 095): a lesson session's count may be recorded by a
 * coach at a training session or confirmed by one (verified_by, verified_at, the session it was
 * verified at), and a family's count over twice the best verified one is flagged (flagged_at), its
 * skill XP held off the Performance board under the ledger reference kept in held_reference.
 * Plain columns, no foreign keys: SQLite cannot drop a column a foreign key names, and a staff
 * member's id stays a record of who verified.
 */
const COLUMNS = ['recorded_by', 'verified_by', 'verified_at', 'verified_session_id', 'flagged_at', 'held_reference'] as const;

export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('lesson_sessions').addColumn('recorded_by', 'text').execute();
  await db.schema.alterTable('lesson_sessions').addColumn('verified_by', 'text').execute();
  await db.schema.alterTable('lesson_sessions').addColumn('verified_at', t.timestamp).execute();
  await db.schema.alterTable('lesson_sessions').addColumn('verified_session_id', 'text').execute();
  await db.schema.alterTable('lesson_sessions').addColumn('flagged_at', t.timestamp).execute();
  await db.schema.alterTable('lesson_sessions').addColumn('held_reference', 'text').execute();
  // The coaches' "results to confirm": flagged and not yet verified, oldest first.
  await db.schema.createIndex('lesson_sessions_flagged_idx').on('lesson_sessions').column('flagged_at').execute();
  await db.schema.createIndex('lesson_sessions_verified_session_idx').on('lesson_sessions').column('verified_session_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('lesson_sessions_verified_session_idx').execute();
  await db.schema.dropIndex('lesson_sessions_flagged_idx').execute();
  for (const column of [...COLUMNS].reverse()) await db.schema.alterTable('lesson_sessions').dropColumn(column).execute();
}
