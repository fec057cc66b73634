/**
 * Sign-in protection (issue 11): the devices each family has signed in from, so a correct password
 * from one of them still gets in while the account is locked against guessing. Only a hash of the
 * device cookie is kept; the rows go with the account.
 */
import { columnTypes, type MigrationDb, nowDefault } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('known_devices')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('last_used_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('known_devices_pk', ['user_id', 'device_hash'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('known_devices').execute();
}
