/**
 * The admins' audit log: every admin action writes one row, in the same transaction as the action
 * when there is one, so an action and its record stand or fall together. Admins read it newest
 * first (GET /api/v1/admin/audit).
 */
import type { AuditAction, TAuditPage, TAuditQuery } from '#shared/validation/audit';
import type { Db } from '#server/db/database';
import { timeOrderedId } from '#server/db/ids';

export type AuditEntry = {
  actor: { id: string; email: string };
  action: AuditAction;
  target: { type: string; id?: string | null };
  /** One line a person reads: "Granted coach to maria@example.com". */
  summary: string;
  details?: Record<string, unknown>;
};

export async function recordAudit(db: Db, entry: AuditEntry, now = new Date()): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: timeOrderedId(now.getTime()),
      actor_id: entry.actor.id,
      actor_email: entry.actor.email,
      action: entry.action,
      target_type: entry.target.type,
      target_id: entry.target.id ?? null,
      summary: entry.summary,
      details: JSON.stringify(entry.details ?? {}),
      created_at: now.toISOString(),
    })
    .execute();
}

/** Newest first, a page at a time; ids are time-ordered, so the cursor is the last id. */
export async function listAuditLog(db: Db, page: TAuditQuery): Promise<TAuditPage> {
  let query = db.selectFrom('audit_log').select(['id', 'actor_email', 'action', 'target_type', 'target_id', 'summary', 'created_at']);
  if (page.cursor) query = query.where('id', '<', page.cursor);
  const rows = await query.orderBy('id', 'desc').limit(page.limit + 1).execute();
  const shown = rows.slice(0, page.limit);
  return {
    entries: shown.map((r) => ({
      id: r.id,
      actorEmail: r.actor_email,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      summary: r.summary,
      createdAt: r.created_at,
    })),
    nextCursor: rows.length > page.limit ? shown.at(-1)!.id : null,
  };
}
