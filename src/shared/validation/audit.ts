/** The admins' audit log as the API sends it (docs/product.md, Admin). */
import { z } from 'zod';

export const AUDIT_ACTIONS = [
  'role.granted',
  'role.revoked',
  'family.deleted',
  'message.sent',
  'departure.win-back',
  'message.bulk-sent',
  'message.hidden',
  'announcement.created',
  'announcement.updated',
  'announcement.deleted',
  'application.updated',
  'application.invited',
  'resource.saved',
  'resource.published',
  'resource.unpublished',
  'lesson.saved',
  'lesson.published',
  'lesson.unpublished',
  'store.updated',
  'store.fulfilled',
  'session.added',
  'session.moved',
  'session.cancelled',
  'session.restored',
  'session-group.added',
  'session-group.archived',
  'payment.refunded',
  'billing.credited',
  'payments.exported',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const ZAuditEntry = z.object({
  id: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  summary: z.string(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  /** The last id of the previous page (ids are time-ordered). */
  cursor: z.string().max(64).optional(),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditPage = z.object({ entries: z.array(ZAuditEntry), nextCursor: z.string().nullable() });
export type TAuditPage = z.infer<typeof ZAuditPage>;
