/**
 * Staff alert preferences (issue 39, point 1; docs/product.md, Needs attention; decision 081): how
 * each coach and admin is told what waits. E-mail and web push each on or off, a digest or at once,
 * and quiet hours on the academy's clock. A safety flag ignores the mode and the quiet hours but
 * keeps to the channels chosen. A core module: the safety alert (alerts.ts) and the admin feature
 * (the settings and the digest job) read it.
 */
import { DEFAULT_STAFF_ALERT_PREFERENCES, type TStaffAlertPreferences } from '#shared/validation/attention';
import type { Db } from '../db/database';
import type { Trx } from '../db/transaction';

type Row = { email: number; push: number; mode: 'digest' | 'instant'; quiet_start: string | null; quiet_end: string | null };

export function fromRow(row: Row | undefined | null): TStaffAlertPreferences {
  if (!row) return { ...DEFAULT_STAFF_ALERT_PREFERENCES };
  return { email: row.email === 1, push: row.push === 1, mode: row.mode, quietStart: row.quiet_start, quietEnd: row.quiet_end };
}

/** Each user's preferences, the defaults for those who chose nothing. */
export async function staffAlertPreferencesOf(db: Db | Trx, userIds: string[]): Promise<Map<string, TStaffAlertPreferences>> {
  const rows = userIds.length === 0 ? [] : await db.selectFrom('staff_alert_preferences').selectAll().where('user_id', 'in', userIds).execute();
  const byId = new Map(rows.map((r) => [r.user_id, r]));
  return new Map(userIds.map((id) => [id, fromRow(byId.get(id))]));
}

export async function saveStaffAlertPreferences(db: Db | Trx, userId: string, p: TStaffAlertPreferences, now = new Date()): Promise<TStaffAlertPreferences> {
  const values = { email: p.email ? 1 : 0, push: p.push ? 1 : 0, mode: p.mode, quiet_start: p.quietStart, quiet_end: p.quietEnd, updated_at: now.toISOString() };
  await db
    .insertInto('staff_alert_preferences')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return fromRow(values);
}
