import { sql } from 'kysely';
import { columnTypes, isPostgres, type MigrationDb } from './helpers';

/**
 * Payments summed per status and UTC hour (issue 14, point 6: the admin Overview's revenue and
 * failed payments). An academy month begins at midnight Pacific, a whole UTC hour, so any month's
 * revenue is a sum over at most 744 of these rows, and the total ever over one row per hour that
 * saw a payment, instead of a read of every payment. Triggers keep the rows exact through every
 * insert, change and cascade delete (an account deletion takes its payments with it), on both
 * dialects, as the XP histograms are kept (migration 0003).
 */
export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('payment_hour_totals')
    .addColumn('status', 'text', (c) => c.notNull())
    // 'YYYY-MM-DDTHH' in UTC: ordered as text on both dialects, compared with an instant's first 13 characters.
    .addColumn('hour', 'text', (c) => c.notNull())
    .addColumn('cents', t.bigint, (c) => c.notNull())
    .addColumn('payments', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_hour_totals_pk', ['status', 'hour'])
    .$call((table) => (isPostgres(db) ? table : table.modifyEnd(sql`without rowid`)))
    .execute();

  if (isPostgres(db)) {
    await sql`
      create function payment_hour_totals_sync() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          update payment_hour_totals set cents = cents - old.amount_cents, payments = payments - 1
          where status = old.status and hour = to_char(old.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24');
        end if;
        if tg_op in ('UPDATE', 'INSERT') then
          insert into payment_hour_totals (status, hour, cents, payments)
          values (new.status, to_char(new.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24'), new.amount_cents, 1)
          on conflict (status, hour) do update
          set cents = payment_hour_totals.cents + excluded.cents, payments = payment_hour_totals.payments + 1;
        end if;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger payment_hour_totals_sync
      after insert or update of status, amount_cents, created_at or delete on payments
      for each row execute function payment_hour_totals_sync()`.execute(db);
    await sql`
      insert into payment_hour_totals (status, hour, cents, payments)
      select status, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24'), sum(amount_cents), count(*)
      from payments group by 1, 2`.execute(db);
  } else {
    const add = sql`
        insert into payment_hour_totals (status, hour, cents, payments)
        values (new.status, substr(new.created_at, 1, 13), new.amount_cents, 1)
        on conflict (status, hour) do update set cents = cents + excluded.cents, payments = payments + 1;`;
    const remove = sql`
        update payment_hour_totals set cents = cents - old.amount_cents, payments = payments - 1
        where status = old.status and hour = substr(old.created_at, 1, 13);`;
    await sql`create trigger payment_hour_totals_insert after insert on payments begin ${add} end`.execute(db);
    await sql`
      create trigger payment_hour_totals_update after update of status, amount_cents, created_at on payments
      begin ${remove} ${add} end`.execute(db);
    await sql`create trigger payment_hour_totals_delete after delete on payments begin ${remove} end`.execute(db);
    await sql`
      insert into payment_hour_totals (status, hour, cents, payments)
      select status, substr(created_at, 1, 13), sum(amount_cents), count(*)
      from payments group by 1, 2`.execute(db);
  }
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists payment_hour_totals_sync on payments`.execute(db);
    await sql`drop function if exists payment_hour_totals_sync()`.execute(db);
  } else {
    for (const name of ['payment_hour_totals_insert', 'payment_hour_totals_update', 'payment_hour_totals_delete']) {
      await sql`drop trigger if exists ${sql.raw(name)}`.execute(db);
    }
  }
  await db.schema.dropTable('payment_hour_totals').execute();
}
