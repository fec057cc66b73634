/**
 * PostgreSQL: keep the XP histogram at commit time, not at each award.
 *
 * Most athletes' first award of a week lands in the same few histogram buckets (a lesson's XP),
 * and the trigger's update of a bucket locks that row until the award's transaction commits. A
 * lesson completion also evaluates achievements and challenges before it commits, so completions
 * queued behind each other's bucket locks (p50 about 0.6 s at 50 a second). As a deferred
 * constraint trigger, the same function runs for each row change just before commit, so a bucket
 * stays locked only while the transaction commits. Nothing reads the histogram inside an award's
 * transaction. SQLite has a single writer and keeps its immediate triggers.
 *
 * Its few hundred rows per period are updated on every award, so each leaves a dead row version
 * behind: pages keep room for updates in place, and autovacuum visits after a thousand dead rows
 * instead of after a fifth of the table, so summing the buckets stays a read of a few pages.
 */
import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './helpers';

export async function up(db: MigrationDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger xp_period_histogram_sync on xp_period_totals`.execute(db);
  await sql`
    create constraint trigger xp_period_histogram_sync after insert or update of xp or delete on xp_period_totals
    deferrable initially deferred
    for each row execute function xp_period_histogram_sync()`.execute(db);
  await sql`
    alter table xp_period_histogram
    set (fillfactor = 50, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000)`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table xp_period_histogram reset (fillfactor, autovacuum_vacuum_scale_factor, autovacuum_vacuum_threshold)`.execute(db);
  await sql`drop trigger xp_period_histogram_sync on xp_period_totals`.execute(db);
  await sql`
    create trigger xp_period_histogram_sync after insert or update of xp or delete on xp_period_totals
    for each row execute function xp_period_histogram_sync()`.execute(db);
}
