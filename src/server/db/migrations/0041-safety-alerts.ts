import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './helpers';

/**
 * Safety alerts (issue 37, point 1; decision 061): a notification may now be of kind `safety`, the
 * alert every admin gets at once when the assistant hears of a child at risk. Only the kind's check
 * widens. SQLite cannot alter a check, so the table is built anew from its own stored definition
 * (whatever columns it has by now), copied, and its indexes made again as they were.
 */
const NARROW = "kind in ('message', 'announcement')";
const WIDE = "kind in ('message', 'announcement', 'safety')";

export async function up(db: MigrationDb): Promise<void> {
  await setKinds(db, NARROW, WIDE);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.deleteFrom('notifications').where('kind', '=', 'safety').execute();
  await setKinds(db, WIDE, NARROW);
}

async function setKinds(db: MigrationDb, from: string, to: string): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table notifications drop constraint if exists notifications_kind_check`.execute(db);
    await sql`alter table notifications add constraint notifications_kind_check check (${sql.raw(to)})`.execute(db);
    return;
  }
  const table = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'notifications'`.execute(db);
  const definition = table.rows[0]?.sql ?? '';
  if (!definition.includes(from)) throw new Error(`notifications: expected the check ${from}`);
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name = 'notifications' and sql is not null`.execute(db);
  const created = definition.replace(/^create table\s+("?)notifications\1/i, 'create table "notifications_new"').replace(from, to);
  await sql.raw(created).execute(db);
  await sql`insert into notifications_new select * from notifications`.execute(db);
  await sql`drop table notifications`.execute(db);
  await sql`alter table notifications_new rename to notifications`.execute(db);
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
}
