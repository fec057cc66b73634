import { columnTypes, type MigrationDb, nowDefault } from './helpers';

/**
 * Messages from staff to a family (issue 14, part 4): always to the family's account, the parent,
 * never to a child. The family's rows go with its account (cascade); a sender who leaves keeps the
 * messages they sent, with their name. The contacts list reads families newest first.
 */
export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('staff_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sender_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('family_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('read_at', t.timestamp)
    .execute();
  await db.schema.createIndex('staff_messages_family').on('staff_messages').columns(['family_id', 'id']).execute();
  await db.schema.createIndex('staff_messages_sender').on('staff_messages').column('sender_id').execute();
  await db.schema.createIndex('users_joined').on('users').columns(['created_at', 'id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('users_joined').execute();
  await db.schema.dropTable('staff_messages').execute();
}
