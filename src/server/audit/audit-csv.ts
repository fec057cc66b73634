/**
 * The audit log as CSV (GET /api/v1/admin/audit.csv): the page's filters, newest first, read a page
 * of rows at a time so an export of the whole log never sits in memory. Cells are formula-safe and
 * quoted when needed (#shared/csv).
 */
import { csvLine } from '#shared/csv';
import type { TAuditFilters } from '#shared/validation/audit';
import type { Db } from '#server/db/database';
import { AUDIT_COLUMNS, filteredAuditLog, toAuditEntry } from './audit';

const CSV_PAGE = 500;
export const AUDIT_CSV_HEADER = ['id', 'created_at', 'actor', 'action', 'target_type', 'target_id', 'summary', 'details'];

/** The CSV, a chunk of rows at a time (each chunk one page of the log). */
export async function* auditCsv(db: Db, filters: TAuditFilters): AsyncGenerator<string> {
  yield csvLine(AUDIT_CSV_HEADER);
  let before: string | undefined;
  for (;;) {
    const rows = await filteredAuditLog(db, filters, before).select(AUDIT_COLUMNS).orderBy('id', 'desc').limit(CSV_PAGE).execute();
    if (rows.length === 0) return;
    yield rows
      .map(toAuditEntry)
      .map((e) => csvLine([e.id, e.createdAt, e.actorEmail, e.action, e.targetType, e.targetId ?? '', e.summary, JSON.stringify(e.details)]))
      .join('');
    if (rows.length < CSV_PAGE) return;
    before = rows.at(-1)!.id;
  }
}
