import { columnTypes, type MigrationDb, nowDefault } from './helpers';

/**
 * Admissions (issue 39, point 2; decision 078): an invitation lets the family of one e-mail address
 * buy its first membership. The link carries a random code; only its SHA-256 is stored. It comes from
 * an accepted application, an admin or the operator's command, expires, can be revoked, and is used
 * once: by the purchase that starts the family's first membership.
 */
export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('issued_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('issued_via', 'text', (c) => c.notNull())
    .addColumn('application_id', 'text', (c) => c.references('applications.id').onDelete('set null'))
    .addColumn('trial_session_id', 'text', (c) => c.references('training_sessions.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('used_at', t.timestamp)
    .addColumn('used_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('revoked_at', t.timestamp)
    .execute();
  await db.schema.createIndex('invitations_email').on('invitations').columns(['email', 'created_at']).execute();
  await db.schema.createIndex('invitations_used_by').on('invitations').column('used_by').execute();
  await db.schema.createIndex('invitations_newest').on('invitations').columns(['created_at', 'id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('invitations').execute();
}
