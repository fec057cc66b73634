/**
 * First admin (issue 11, point 4). `admin_bootstrap` becomes the durable fact "this academy has had
 * an admin": one row, primary key 1, set by /admin-setup and by every grant of the admin role, never
 * removed, so demoting the last admin does not reopen /admin-setup. It no longer names the user:
 * account deletion must leave no row that mentions the family. `admin_setup_codes` holds the hash
 * of the one live setup code the server prints while there has never been an admin.
 */
import { sql } from 'kysely';
import { columnTypes, type MigrationDb, nowDefault } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  const previous = await db.selectFrom('admin_bootstrap').select('created_at').executeTakeFirst();
  const admin = await db.selectFrom('users').select('id').where('role', '=', 'admin').limit(1).executeTakeFirst();

  // Recreated rather than altered: dropping a column is not the same statement on both dialects.
  await db.schema.dropTable('admin_bootstrap').execute();
  await db.schema
    .createTable('admin_bootstrap')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  if (previous) await db.insertInto('admin_bootstrap').values({ id: 1, created_at: previous.created_at }).execute();
  else if (admin) await db.insertInto('admin_bootstrap').values({ id: 1 }).execute();

  // Primary key 1: at most one code exists, and issuing a new one replaces it.
  await db.schema
    .createTable('admin_setup_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema.dropTable('admin_setup_codes').execute();
  const previous = await db.selectFrom('admin_bootstrap').select('created_at').executeTakeFirst();
  const admin = await db.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('created_at').limit(1).executeTakeFirst();
  await db.schema.dropTable('admin_bootstrap').execute();
  await db.schema
    .createTable('admin_bootstrap')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  // The old shape needs a user; without a current admin the fact cannot be kept in it.
  if (previous && admin) {
    await db.insertInto('admin_bootstrap').values({ id: 1, user_id: admin.id, created_at: previous.created_at }).execute();
  }
}
