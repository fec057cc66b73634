import { sql } from 'kysely';
import { columnTypes, isPostgres, type MigrationDb } from './helpers';

/**
 * Billing operations (issue 39, point 8; decision 079). Refunds are rows of their own, each unique by
 * an idempotency key, and a payment keeps what was refunded of it (`refunded_cents`, reserved by a
 * conditional update, so refunds never exceed the payment). A succeeded refund is summed per UTC hour
 * under the status 'refunded' (migration 0020's table), so revenue figures are net of refunds.
 * Credits are a ledger per family (a grant is positive, a use negative and unique by the charge it
 * reduced) with the family's available balance beside it. Payments gain an index on
 * (created_at, id) for the accountant's CSV, read by range in pages.
 */
export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('payments').addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('payments_created_idx').on('payments').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('payment_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'succeeded', 'failed')`))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_reference', 'text')
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_refunds_payment_idx').on('payment_refunds').columns(['payment_id', 'created_at']).execute();
  await db.schema.createIndex('payment_refunds_user_idx').on('payment_refunds').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('billing_credits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents <> 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    // A grant's key (identical requests grant once); a use's key is the charge it reduced.
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('payment_reference', 'text')
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('billing_credits_user_idx').on('billing_credits').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createTable('billing_credit_balances')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('available_cents', 'integer', (c) => c.notNull().check(sql`available_cents >= 0`))
    .execute();

  if (isPostgres(db)) {
    await sql`
      create function payment_refund_totals_sync() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.status = 'succeeded' then
          update payment_hour_totals set cents = cents - old.amount_cents, payments = payments - 1
          where status = 'refunded' and hour = to_char(old.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24');
        end if;
        if tg_op in ('UPDATE', 'INSERT') and new.status = 'succeeded' then
          insert into payment_hour_totals (status, hour, cents, payments)
          values ('refunded', to_char(new.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24'), new.amount_cents, 1)
          on conflict (status, hour) do update
          set cents = payment_hour_totals.cents + excluded.cents, payments = payment_hour_totals.payments + 1;
        end if;
        return null;
      end $$`.execute(db);
    await sql`
      create trigger payment_refund_totals_sync
      after insert or update of status, amount_cents, created_at or delete on payment_refunds
      for each row execute function payment_refund_totals_sync()`.execute(db);
  } else {
    const add = sql`
        insert into payment_hour_totals (status, hour, cents, payments)
        select 'refunded', substr(new.created_at, 1, 13), new.amount_cents, 1 where new.status = 'succeeded'
        on conflict (status, hour) do update set cents = cents + excluded.cents, payments = payments + 1;`;
    const remove = sql`
        update payment_hour_totals set cents = cents - old.amount_cents, payments = payments - 1
        where old.status = 'succeeded' and status = 'refunded' and hour = substr(old.created_at, 1, 13);`;
    await sql`create trigger payment_refund_totals_insert after insert on payment_refunds begin ${add} end`.execute(db);
    await sql`
      create trigger payment_refund_totals_update after update of status, amount_cents, created_at on payment_refunds
      begin ${remove} ${add} end`.execute(db);
    await sql`create trigger payment_refund_totals_delete after delete on payment_refunds begin ${remove} end`.execute(db);
  }
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists payment_refund_totals_sync on payment_refunds`.execute(db);
    await sql`drop function if exists payment_refund_totals_sync()`.execute(db);
  } else {
    for (const name of ['payment_refund_totals_insert', 'payment_refund_totals_update', 'payment_refund_totals_delete']) {
      await sql`drop trigger if exists ${sql.raw(name)}`.execute(db);
    }
  }
  await db.deleteFrom('payment_hour_totals').where('status', '=', 'refunded').execute();
  await db.schema.dropTable('billing_credit_balances').execute();
  await db.schema.dropTable('billing_credits').execute();
  await db.schema.dropTable('payment_refunds').execute();
  await db.schema.dropIndex('payments_created_idx').execute();
  await db.schema.alterTable('payments').dropColumn('refunded_cents').execute();
}
