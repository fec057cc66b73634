/**
 * Membership breaks (issue 17, point 5; decision 042): a family pauses a membership for 1 to 4
 * months. A partial unique index keeps at most one open break per membership (neither resumed nor
 * ended), so two pause requests racing cannot both start one. reminded_at, resumed_at and ended_at
 * are the scheduled job's claims: each is set by a conditional update, so the reminder, the
 * resumption and the removal happen once whatever the number of instances.
 */
import { sql } from 'kysely';
import { columnTypes, type MigrationDb, nowDefault } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('membership_breaks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('membership_id', 'text', (c) => c.notNull().references('memberships.id').onDelete('cascade'))
    .addColumn('starts_at', t.timestamp, (c) => c.notNull())
    .addColumn('ends_at', t.timestamp, (c) => c.notNull())
    .addColumn('months', 'integer', (c) => c.notNull())
    .addColumn('reminded_at', t.timestamp)
    .addColumn('resumed_at', t.timestamp)
    .addColumn('ended_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema
    .createIndex('membership_breaks_open_idx')
    .unique()
    .on('membership_breaks')
    .column('membership_id')
    .where(sql<boolean>`resumed_at is null and ended_at is null`)
    .execute();
  await db.schema.createIndex('membership_breaks_membership_idx').on('membership_breaks').columns(['membership_id', 'starts_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('membership_breaks').execute();
}
