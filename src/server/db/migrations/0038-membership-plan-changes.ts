/**
 * Plan changes (issue 17, point 2; decision 043). A downgrade waits for the end of the paid period:
 * the plan it goes to and when are stored on the membership, and with Stripe the subscription
 * schedule that carries it. plan_change_claimed_at is the claim an immediate change takes before it
 * calls the provider, so two clicks (or twenty) charge once.
 */
import { columnTypes, type MigrationDb } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('memberships').addColumn('scheduled_membership_type_id', 'text').execute();
  await db.schema.alterTable('memberships').addColumn('scheduled_change_at', t.timestamp).execute();
  await db.schema.alterTable('memberships').addColumn('provider_schedule_id', 'text').execute();
  await db.schema.alterTable('memberships').addColumn('plan_change_claimed_at', t.timestamp).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const column of ['plan_change_claimed_at', 'provider_schedule_id', 'scheduled_change_at', 'scheduled_membership_type_id']) {
    await db.schema.alterTable('memberships').dropColumn(column).execute();
  }
}
