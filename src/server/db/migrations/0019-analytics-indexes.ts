/**
 * The admin Overview's figures (issue 14, point 6) read by range of time: revenue per academy month
 * and failed payments from an index on (status, created_at) carrying the amount, weekly active
 * athletes from the ledger by time, and the messages card from the messages by time and each
 * family's first message. Without them each request scans every payment, XP row and message.
 */
import type { MigrationDb } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex('payments_status_time_idx')
    .on('payments')
    .columns(['status', 'created_at', 'amount_cents'])
    .execute();
  await db.schema
    .createIndex('xp_transactions_time_idx')
    .on('xp_transactions')
    .columns(['created_at', 'athlete_id'])
    .execute();
  await db.schema
    .createIndex('staff_messages_time_idx')
    .on('staff_messages')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('staff_messages_family_time_idx')
    .on('staff_messages')
    .columns(['family_id', 'created_at'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('staff_messages_family_time_idx').execute();
  await db.schema.dropIndex('staff_messages_time_idx').execute();
  await db.schema.dropIndex('xp_transactions_time_idx').execute();
  await db.schema.dropIndex('payments_status_time_idx').execute();
}
