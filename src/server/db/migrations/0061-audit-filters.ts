import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './helpers';

/**
 * A complete, filterable audit log (issue 39, point 6; decision 080). `subject_user_id` is the family
 * (or staff account) an entry is about, so deleting that account finds its entries by index and
 * replaces every name and e-mail with a pseudonym; `action_group` is the part of the action before the
 * dot ("role", "lesson"). Every filter of the admin's page is an equality on one indexed column and a
 * range of the time-ordered id, newest first, so a filtered page is one index range scan.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('subject_user_id', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('action_group', 'text').execute();
  await sql`update audit_log set subject_user_id = target_id where target_type = 'user'`.execute(db);
  await (isPostgres(db)
    ? sql`update audit_log set action_group = split_part(action, '.', 1)`
    : sql`update audit_log set action_group = substr(action, 1, instr(action || '.', '.') - 1)`
  ).execute(db);
  await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'id']).execute();
  await db.schema.createIndex('audit_log_action_group').on('audit_log').columns(['action_group', 'id']).execute();
  await db.schema.createIndex('audit_log_actor_email').on('audit_log').columns(['actor_email', 'id']).execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_id', 'id']).execute();
  await db.schema.createIndex('audit_log_target_type').on('audit_log').columns(['target_type', 'id']).execute();
  await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target_type', 'target_id', 'id']).execute();
  await db.schema.createIndex('audit_log_subject').on('audit_log').columns(['subject_user_id', 'id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const name of ['audit_log_subject', 'audit_log_target', 'audit_log_target_type', 'audit_log_actor', 'audit_log_actor_email', 'audit_log_action_group', 'audit_log_action']) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.alterTable('audit_log').dropColumn('action_group').execute();
  await db.schema.alterTable('audit_log').dropColumn('subject_user_id').execute();
}
