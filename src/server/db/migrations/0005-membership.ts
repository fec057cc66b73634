import { columnTypes, type MigrationDb, nowDefault } from './helpers';

/**
 * Memberships and payments (membership issue): the plans, checkout sessions, one membership per
 * family, every charge once (unique provider reference), every provider event once, bookings and
 * the billing history. Everything keyed to a family cascades from users.
 */
export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('membership_types')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('interval', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('join_fee_cents', 'integer', (c) => c.notNull())
    .addColumn('sessions_per_month', 'integer', (c) => c.notNull())
    .addColumn('hours_per_session', 'integer', (c) => c.notNull())
    .addColumn('commitment_months', 'integer', (c) => c.notNull())
    .addColumn('schedule', t.json, (c) => c.notNull())
    .addColumn('benefits', t.json, (c) => c.notNull())
    .addColumn('is_most_popular', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('billing_customers')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();

  // id is the provider's session id (cs_...); reference is ours, sent as metadata.checkoutId.
  await db.schema
    .createTable('checkout_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('membership_type_id', 'text', (c) => c.notNull().references('membership_types.id'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('join_fee_cents', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('completed_at', t.timestamp)
    .execute();
  await db.schema.createIndex('checkout_sessions_user_idx').on('checkout_sessions').columns(['user_id', 'status']).execute();

  await db.schema
    .createTable('memberships')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
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
  await db.schema.createIndex('memberships_status_idx').on('memberships').columns(['status']).execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('payment_type', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_reference', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('payments_user_idx').on('payments').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();

  await db.schema
    .createTable('bookings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parent_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('source_reference', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('bookings_parent_idx').on('bookings').columns(['parent_id', 'status']).execute();

  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('billing_events_user_idx').on('billing_events').columns(['user_id', 'created_at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    'billing_events',
    'bookings',
    'payment_events',
    'payments',
    'memberships',
    'checkout_sessions',
    'billing_customers',
    'membership_types',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
