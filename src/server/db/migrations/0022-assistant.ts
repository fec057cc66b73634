import { columnTypes, type MigrationDb, nowDefault } from './helpers';

/**
 * The academy assistant (issue 15, part 5): each family's transcript, and the safety flags staff
 * read. Both belong to the family's account and go with it (cascade). A flag outlives Clear Chat:
 * it is the staff's record that a child or parent needed help, not part of the chat.
 */
export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('assistant_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('is_ai', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('suggests_membership', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('suggestions', t.json, (c) => c.notNull().defaultTo('[]'))
    /** On a reply: the question it answers, when that question may go to Academy Support. */
    .addColumn('handoff_question_id', 'text')
    /** On a question: when it was sent to Academy Support (once). */
    .addColumn('handed_off_at', t.timestamp)
    /** built-in, openai, fallback, safety, handoff: which path answered. */
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('assistant_messages_family').on('assistant_messages').columns(['family_id', 'id']).execute();

  await db.schema
    .createTable('assistant_flags')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('family_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('concern', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('assistant_flags_family').on('assistant_flags').column('family_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('assistant_flags').execute();
  await db.schema.dropTable('assistant_messages').execute();
}
