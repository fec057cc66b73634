/**
 * Renewals with the test provider (issue 17, point 3; decision 044).
 *
 * membership_payment_methods: the test card a membership renews with, one per membership, as
 * Stripe Checkout sets a subscription's default payment method. Only what a real provider lets us
 * keep: a brand label and the last 4 digits, plus what the test card does when charged (pays or
 * declines). Never the number.
 *
 * membership_renewal_notices: the once-per-period claims of the renewal job's e-mails (the annual
 * reminder, the failed payment, the expiry). The primary key is the claim: two instances, or two
 * runs at once, insert it once, in the transaction that queues the e-mail.
 */
import { sql } from 'kysely';
import { columnTypes, type MigrationDb, nowDefault } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('membership_payment_methods')
    .addColumn('membership_id', 'text', (c) => c.primaryKey().references('memberships.id').onDelete('cascade'))
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('test_outcome', 'text', (c) => c.notNull().check(sql`test_outcome in ('pays', 'declines')`))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema
    .createTable('membership_renewal_notices')
    .addColumn('membership_id', 'text', (c) => c.notNull().references('memberships.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    /** The period the notice is about: the ISO time its renewal is due (the paid period's end). */
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addPrimaryKeyConstraint('membership_renewal_notices_pk', ['membership_id', 'kind', 'due_at'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('membership_renewal_notices').execute();
  await db.schema.dropTable('membership_payment_methods').execute();
}
