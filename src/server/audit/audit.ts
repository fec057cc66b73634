/**
 * The admins' audit log (docs/product.md, Audit log; decision 080): every staff action that changes
 * what families see, who may do what, or what leaves the academy writes one row, in the same
 * transaction as the action when there is one, so an action and its record stand or fall together.
 * Admins read it newest first (GET /api/v1/admin/audit), filtered by action or kind, actor, target
 * and dates, and export it as CSV (audit-csv.ts).
 */
import { academyMidnight, addDays } from '#shared/progress/time';
import { auditGroupOf, type AuditAction, type TAuditEntry, type TAuditFilters, type TAuditPage, type TAuditQuery } from '#shared/validation/audit';
import type { Db } from '#server/db/database';
import { timeOrderedIds } from '#server/db/ids';

export type AuditEntry = {
  actor: { id: string; email: string };
  action: AuditAction;
  target: { type: string; id?: string | null };
  /** The account the entry is about, when the target is not that account itself (a message, a membership). */
  subjectUserId?: string | null;
  /** One line a person reads: "Granted coach to maria@example.com". */
  summary: string;
  /** What changed; edits carry `before` and `after`. */
  details?: Record<string, unknown>;
};

/** The operator's `npm run admin` command acts as this actor: no account, a fixed id and name. */
export const COMMAND_LINE_ACTOR = { id: 'operator:command-line', email: 'operator (command line)' } as const;

const nextId = timeOrderedIds();
let lastMs = 0;

/**
 * An entry's id carries the moment it records (UUIDv7), so a date filter is a range of ids. An entry
 * recorded for an earlier moment than the last one (a test's clock, a clock step back) takes that
 * moment exactly rather than the ordered maker's.
 */
function auditId(now: Date): string {
  const ms = now.getTime();
  if (ms < lastMs) return timeOrderedIds()(ms);
  lastMs = ms;
  return nextId(ms);
}

export async function recordAudit(db: Db, entry: AuditEntry, now = new Date()): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: auditId(now),
      actor_id: entry.actor.id,
      actor_email: entry.actor.email,
      action: entry.action,
      action_group: auditGroupOf(entry.action),
      target_type: entry.target.type,
      target_id: entry.target.id ?? null,
      subject_user_id: entry.subjectUserId ?? (entry.target.type === 'user' ? (entry.target.id ?? null) : null),
      summary: entry.summary,
      details: JSON.stringify(entry.details ?? {}),
      created_at: now.toISOString(),
    })
    .execute();
}

/** The smallest id a UUIDv7 made at or after this instant can have (its time, then the dashes). */
function idFloor(at: Date): string {
  const time = Math.max(0, at.getTime()).toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8)}-`;
}

/**
 * The filters as conditions on one indexed column each plus a range of ids: every index of migration
 * 0061 ends with the id, so the page is read newest first straight from the index.
 */
export function filteredAuditLog(db: Db, filters: TAuditFilters, before?: string) {
  let query = db.selectFrom('audit_log');
  if (filters.action) query = filters.action.includes('.') ? query.where('action', '=', filters.action) : query.where('action_group', '=', filters.action);
  if (filters.actor) query = query.where('actor_email', '=', filters.actor);
  if (filters.targetType) query = query.where('target_type', '=', filters.targetType);
  if (filters.targetId) query = query.where('target_id', '=', filters.targetId);
  if (filters.from) query = query.where('id', '>=', idFloor(academyMidnight(filters.from)));
  if (filters.to) query = query.where('id', '<', idFloor(academyMidnight(addDays(filters.to, 1))));
  if (before) query = query.where('id', '<', before);
  return query;
}

type AuditRow = { id: string; actor_email: string; action: string; target_type: string; target_id: string | null; summary: string; details: string; created_at: string };

export const AUDIT_COLUMNS = ['id', 'actor_email', 'action', 'target_type', 'target_id', 'summary', 'details', 'created_at'] as const;

function parseDetails(details: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(details);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function toAuditEntry(r: AuditRow): TAuditEntry {
  return {
    id: r.id,
    actorEmail: r.actor_email,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    summary: r.summary,
    details: parseDetails(r.details),
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** Newest first, a page at a time; ids are time-ordered, so the cursor is the last id. */
export async function listAuditLog(db: Db, page: TAuditQuery): Promise<TAuditPage> {
  const rows = await filteredAuditLog(db, page, page.cursor).select(AUDIT_COLUMNS).orderBy('id', 'desc').limit(page.limit + 1).execute();
  const shown = rows.slice(0, page.limit);
  return {
    entries: shown.map(toAuditEntry),
    nextCursor: rows.length > page.limit ? shown.at(-1)!.id : null,
  };
}

/**
 * An edit's record: the fields that changed, each as it was and as it is (`after`'s keys; values
 * compared as JSON, so a row's stored text and an input's parsed value of the same content match).
 */
export function changesOf(before: Record<string, unknown>, after: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = Object.keys(after).filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null));
  return { before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])), after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])) };
}
