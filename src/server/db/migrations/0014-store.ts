import { sql } from 'kysely';
import { columnTypes, type MigrationDb, nowDefault } from './helpers';

/**
 * The store (issue 13): products staff manage (price in cents, status, an image key drawn by the
 * client), stock per size, and the families' orders. A size's stock never goes below zero (the
 * CHECK backs the conditional UPDATE that reserves it), and an order keeps the name and amount it
 * was bought at, whatever staff change later. Orders cascade from the family's account.
 */
export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('store_products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents > 0`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('coming_soon'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();

  await db.schema
    .createTable('store_product_sizes')
    .addColumn('product_id', 'text', (c) =>
      c.notNull().references('store_products.id').onDelete('cascade'),
    )
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`stock >= 0`),
    )
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('store_product_sizes_pk', ['product_id', 'size'])
    .execute();

  await db.schema
    .createTable('store_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('store_products.id'))
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('checkout_session_id', 'text', (c) => c.unique())
    .addColumn('checkout_url', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('paid_at', t.timestamp)
    .addColumn('fulfilled_at', t.timestamp)
    .addColumn('fulfilled_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('store_orders_user_idx')
    .on('store_orders')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('store_orders_status_idx')
    .on('store_orders')
    .columns(['status', 'expires_at'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['store_orders', 'store_product_sizes', 'store_products'])
    await db.schema.dropTable(table).execute();
}
