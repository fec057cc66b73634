import { sql } from 'kysely';
import { timeOrderedId } from '../ids';
import { columnTypes, type MigrationDb, nowDefault } from './helpers';

/**
 * Conversations (issue 15): each family has at most one support and one coach thread, both owned by
 * the family's account (the parent), never a child's. `staff_waiting_since` is the time of the
 * oldest family message staff have not answered: the staff inbox reads the waiting threads oldest
 * first from one index, then the answered ones newest first from another. Messages are never
 * deleted by staff: an admin hides one (hidden_at, hidden_by). The family's read marker is the
 * newest message id it has read (ids are time-ordered). `announcement_reads` is the family's marker
 * for Training Updates. Every staff message of migration 0017 moves into its family's support
 * thread with its id, time and read state; then staff_messages goes.
 */
export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('support', 'coach')`))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('first_message_at', t.timestamp)
    .addColumn('last_message_at', t.timestamp)
    .addColumn('last_message_id', 'text')
    .addColumn('family_last_read_id', 'text')
    .addColumn('family_last_read_at', t.timestamp)
    .addColumn('staff_waiting_since', t.timestamp)
    .addUniqueConstraint('conversations_family_kind_uq', ['family_id', 'kind'])
    .execute();
  // The staff inbox: waiting threads oldest first; then answered threads, most recent first.
  await db.schema.createIndex('conversations_waiting').on('conversations').columns(['staff_waiting_since', 'id']).execute();
  await db.schema.createIndex('conversations_recent').on('conversations').columns(['last_message_at', 'id']).execute();
  // The admin Overview counts threads with messages, and those that had one before a date.
  await db.schema.createIndex('conversations_first_message').on('conversations').column('first_message_at').execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('author_role', 'text', (c) => c.notNull().check(sql`author_role in ('family', 'staff', 'system')`))
    .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('is_urgent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden_at', t.timestamp)
    .addColumn('hidden_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('messages_conversation').on('messages').columns(['conversation_id', 'id']).execute();
  await db.schema.createIndex('messages_family').on('messages').columns(['family_id', 'id']).execute();
  await db.schema.createIndex('messages_time').on('messages').column('created_at').execute();
  await db.schema.createIndex('messages_author').on('messages').column('author_id').execute();
  await db.schema.createIndex('messages_hidden_by').on('messages').column('hidden_by').execute();

  await db.schema
    .createTable('announcement_reads')
    .addColumn('family_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('read_through', t.timestamp, (c) => c.notNull())
    .execute();

  await moveStaffMessages(db);
  await db.schema.dropTable('staff_messages').execute();
}

async function moveStaffMessages(db: MigrationDb): Promise<void> {
  const families = await db
    .selectFrom('staff_messages')
    .select(['family_id', sql<string>`min(created_at)`.as('first')])
    .groupBy('family_id')
    .execute();
  for (let i = 0; i < families.length; i += 200) {
    await db
      .insertInto('conversations')
      .values(
        families.slice(i, i + 200).map((f: { family_id: string; first: string | Date }) => {
          const first = new Date(f.first).toISOString();
          return { id: timeOrderedId(Date.parse(first)), family_id: f.family_id, kind: 'support', created_at: first, first_message_at: first };
        }),
      )
      .execute();
  }
  if (!families.length) return;
  await sql`
    insert into messages (id, conversation_id, family_id, author_role, author_id, author_name, subject, body, is_urgent, created_at)
    select s.id, c.id, s.family_id, 'staff', s.sender_id, s.sender_name, s.subject, s.body, 0, s.created_at
    from staff_messages s join conversations c on c.family_id = s.family_id and c.kind = 'support'`.execute(db);
  // The read marker keeps every unread message unread: the newest read message older than the
  // family's oldest unread one.
  await sql`
    update conversations set
      last_message_id = (select max(m.id) from messages m where m.conversation_id = conversations.id),
      last_message_at = (select max(m.created_at) from messages m where m.conversation_id = conversations.id),
      family_last_read_id = (
        select max(s.id) from staff_messages s
        where s.family_id = conversations.family_id and s.read_at is not null
          and not exists (select 1 from staff_messages u where u.family_id = s.family_id and u.read_at is null and u.id < s.id)),
      family_last_read_at = (
        select max(s.read_at) from staff_messages s
        where s.family_id = conversations.family_id and s.read_at is not null
          and not exists (select 1 from staff_messages u where u.family_id = s.family_id and u.read_at is null and u.id < s.id))
    where kind = 'support'`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
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
  await db.schema.createIndex('staff_messages_time_idx').on('staff_messages').column('created_at').execute();
  await db.schema.createIndex('staff_messages_family_time_idx').on('staff_messages').columns(['family_id', 'created_at']).execute();
  await sql`
    insert into staff_messages (id, sender_id, sender_name, family_id, subject, body, created_at, read_at)
    select m.id, m.author_id, m.author_name, m.family_id, coalesce(m.subject, ''), m.body, m.created_at,
      case when c.family_last_read_id is not null and m.id <= c.family_last_read_id then c.family_last_read_at end
    from messages m join conversations c on c.id = m.conversation_id where m.author_role = 'staff'`.execute(db);
  await db.schema.dropTable('announcement_reads').execute();
  await db.schema.dropTable('messages').execute();
  await db.schema.dropTable('conversations').execute();
}
