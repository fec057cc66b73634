/**
 * Store orders name their athlete and a quantity, and a family holds one size once (issue 37,
 * points 5 and 21).
 *
 * athlete_id / athlete_name: who the order is for; the first name is kept with the order, so staff
 * still see it after the athlete is removed. Older orders have neither.
 * quantity: how many of the size; the amount is the unit price times it (1 for older orders).
 * payment_id: the paid charge, so the billing tab links an order to its receipt and lists it once.
 * store_orders_one_hold: a family has at most one pending order (hold) per product and size, so two
 * requests at once, or ordering again, never hold a second one.
 */
import { sql } from 'kysely';
import type { MigrationDb } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('store_orders').addColumn('athlete_id', 'text').execute();
  await db.schema.alterTable('store_orders').addColumn('athlete_name', 'text').execute();
  await db.schema.alterTable('store_orders').addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('store_orders').addColumn('payment_id', 'text').execute();
  // A family's older duplicate holds (if any) end before the index goes on: the newest is kept.
  await sql`
    update store_orders set status = 'expired'
    where status = 'pending' and exists (
      select 1 from store_orders newer
      where newer.user_id = store_orders.user_id and newer.product_id = store_orders.product_id and newer.size = store_orders.size
        and newer.status = 'pending' and (newer.created_at > store_orders.created_at or (newer.created_at = store_orders.created_at and newer.id > store_orders.id))
    )`.execute(db);
  await db.schema
    .createIndex('store_orders_one_hold')
    .on('store_orders')
    .columns(['user_id', 'product_id', 'size'])
    .unique()
    .where(sql<boolean>`status = 'pending'`)
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('store_orders_one_hold').execute();
  for (const column of ['payment_id', 'quantity', 'athlete_name', 'athlete_id']) {
    await db.schema.alterTable('store_orders').dropColumn(column).execute();
  }
}
