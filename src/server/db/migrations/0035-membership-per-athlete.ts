/**
 * A membership covers one athlete (issue 17, point 1; decision 040). memberships and checkout
 * sessions gain athlete_id; each existing membership moves to its family's first athlete (an
 * eligible birth year first, then the oldest added); a family may now hold several memberships, and
 * a partial unique index keeps one live membership (active, past_due, canceled) per athlete, so two
 * paid checkouts racing for the same athlete cannot both grant one.
 *
 * Deleting an athlete keeps its memberships with athlete_id null (their payments and any running
 * subscription still need a row to land on); deleting the account removes them through user_id.
 */
import { sql } from 'kysely';
import { columnTypes, isPostgres, type MigrationDb, nowDefault } from './helpers';

const LIVE = sql<boolean>`status in ('active', 'past_due', 'canceled')`;

/** The family's first athlete: born 2014-2017 first, then the oldest added. */
const FIRST_ATHLETE = sql`(
  select a.id from athletes a
  where a.parent_id = memberships.user_id
  order by case when a.birth_year between 2014 and 2017 then 0 else 1 end, a.created_at, a.id
  limit 1
)`;

export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('checkout_sessions')
    .addColumn('athlete_id', 'text', (c) => c.references('athletes.id').onDelete('set null'))
    .execute();

  if (isPostgres(db)) {
    await db.schema.alterTable('memberships').dropConstraint('memberships_user_id_key').execute();
    await db.schema
      .alterTable('memberships')
      .addColumn('athlete_id', 'text', (c) => c.references('athletes.id').onDelete('set null'))
      .execute();
  } else {
    // SQLite cannot drop a column's UNIQUE: the table is rebuilt with the same columns, plus athlete_id.
    await db.schema
      .createTable('memberships_next')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('athlete_id', 'text', (c) => c.references('athletes.id').onDelete('set null'))
      .addColumn('membership_type_id', 'text', (c) => c.notNull().references('membership_types.id'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('sessions_remaining', 'integer', (c) => c.notNull())
      .addColumn('current_period_start', t.timestamp, (c) => c.notNull())
      .addColumn('current_period_end', t.timestamp, (c) => c.notNull())
      .addColumn('cancel_at_period_end', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('provider_subscription_id', 'text', (c) => c.unique())
      .addColumn('provider_customer_id', 'text')
      .addColumn('last_event_at', t.timestamp)
      .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
      .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
      .execute();
    const columns = sql.raw(
      'id, user_id, membership_type_id, status, sessions_remaining, current_period_start, current_period_end, cancel_at_period_end, provider, provider_subscription_id, provider_customer_id, last_event_at, created_at, updated_at',
    );
    await sql`insert into memberships_next (${columns}) select ${columns} from memberships`.execute(db);
    await db.schema.dropTable('memberships').execute();
    await db.schema.alterTable('memberships_next').renameTo('memberships').execute();
    await db.schema.createIndex('memberships_status_idx').on('memberships').columns(['status']).execute();
  }

  await sql`update memberships set athlete_id = ${FIRST_ATHLETE}`.execute(db);
  await db.schema.createIndex('memberships_user_idx').on('memberships').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('memberships_live_athlete_idx').unique().on('memberships').column('athlete_id').where(LIVE).execute();
}

/** Back to one membership per family: each family keeps its newest, and user_id is unique again. */
export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('memberships_live_athlete_idx').execute();
  await db.schema.dropIndex('memberships_user_idx').execute();
  await sql`delete from memberships where exists (
    select 1 from memberships newer
    where newer.user_id = memberships.user_id
      and (newer.created_at > memberships.created_at or (newer.created_at = memberships.created_at and newer.id > memberships.id))
  )`.execute(db);
  await db.schema.alterTable('memberships').dropColumn('athlete_id').execute();
  await db.schema.alterTable('checkout_sessions').dropColumn('athlete_id').execute();
  // The name PostgreSQL gave the original column constraint, so that up() finds it again.
  if (isPostgres(db)) await db.schema.alterTable('memberships').addUniqueConstraint('memberships_user_id_key', ['user_id']).execute();
  else await db.schema.createIndex('memberships_user_id_key').unique().on('memberships').column('user_id').execute();
}
