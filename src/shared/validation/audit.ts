/** The admins' audit log as the API sends it (docs/product.md, Admin; Audit log). */
import { z } from 'zod';
import { isSingleLineText } from './text';

export const AUDIT_ACTIONS = [
  'role.first-admin',
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
  'announcement.published',
  'announcement.unpublished',
  'application.updated',
  'application.invited',
  'application.replied',
  'application.declined',
  'invitation.issued',
  'invitation.revoked',
  'trial.booked',
  'trial.cancelled',
  'resource.saved',
  'resource.published',
  'resource.unpublished',
  'lesson.saved',
  'lesson.published',
  'lesson.unpublished',
  'video.uploaded',
  'video.removed',
  'store.updated',
  'store.fulfilled',
  'session.added',
  'session.moved',
  'session.cancelled',
  'session.restored',
  'session-group.added',
  'session-group.archived',
  'safety-case.exported',
  'audit.exported',
  'payment.refunded',
  'billing.credited',
  'payments.exported',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The part of an action before its dot: "role" of "role.granted". The log filters by either. */
export const auditGroupOf = (action: string): string => action.split('.')[0]!;

/** Every kind of action ("role", "lesson", ...), in the order the actions are listed. */
export const AUDIT_ACTION_GROUPS: readonly string[] = [...new Set(AUDIT_ACTIONS.map(auditGroupOf))];

export const AUDIT_QUERY_MESSAGES = {
  action: 'Action: choose one of the listed actions or kinds.',
  actor: 'Actor: at most 254 characters on one line.',
  targetType: 'Target type: lowercase letters, dashes and underscores, at most 64.',
  targetId: 'Target id: at most 64 characters on one line.',
  date: 'Dates: a calendar date such as 2026-12-03.',
  range: 'Dates: "to" must not be before "from".',
  cursor: 'That page link is not valid. Reload the audit log.',
} as const;

const isCalendarDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};
const calendarDate = z.string().max(10, { error: AUDIT_QUERY_MESSAGES.date }).refine(isCalendarDate, { error: AUDIT_QUERY_MESSAGES.date });

export const ZAuditEntry = z.object({
  id: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  summary: z.string(),
  /** What changed: `before` and `after` for edits. */
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** The filters the page and the CSV share; every one is optional. Dates are academy days, both included. */
const auditFilterFields = z.object({
  /** One action ("role.granted") or a kind of action ("role"). */
  action: z
    .string()
    .max(64, { error: AUDIT_QUERY_MESSAGES.action })
    .refine((v) => v === '' || (AUDIT_ACTIONS as readonly string[]).includes(v) || AUDIT_ACTION_GROUPS.includes(v), { error: AUDIT_QUERY_MESSAGES.action })
    .optional(),
  /** Who acted: an e-mail address (or a deleted account's pseudonym), matched whole, any case. */
  actor: z
    .string()
    .max(254, { error: AUDIT_QUERY_MESSAGES.actor })
    .refine(isSingleLineText, { error: AUDIT_QUERY_MESSAGES.actor })
    .transform((v) => v.trim().toLowerCase())
    .optional(),
  targetType: z
    .string()
    .max(64, { error: AUDIT_QUERY_MESSAGES.targetType })
    .regex(/^[a-z_-]*$/, { error: AUDIT_QUERY_MESSAGES.targetType })
    .optional(),
  targetId: z.string().max(64, { error: AUDIT_QUERY_MESSAGES.targetId }).refine(isSingleLineText, { error: AUDIT_QUERY_MESSAGES.targetId }).optional(),
  from: z.union([z.literal(''), calendarDate]).optional(),
  to: z.union([z.literal(''), calendarDate]).optional(),
});
const isOrderedRange = (f: { from?: string | undefined; to?: string | undefined }) => !f.from || !f.to || f.from <= f.to;

export const ZAuditFilters = auditFilterFields.refine(isOrderedRange, { error: AUDIT_QUERY_MESSAGES.range, path: ['to'] });
export type TAuditFilters = z.infer<typeof ZAuditFilters>;

export const ZAuditQuery = auditFilterFields
  .extend({
    limit: z.coerce.number().int().min(1).max(100).default(25),
    /** The last id of the previous page (ids are time-ordered UUIDs). */
    cursor: z.string().max(64).regex(/^[0-9a-f-]+$/, { error: AUDIT_QUERY_MESSAGES.cursor }).optional(),
  })
  .refine(isOrderedRange, { error: AUDIT_QUERY_MESSAGES.range, path: ['to'] });
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditPage = z.object({ entries: z.array(ZAuditEntry), nextCursor: z.string().nullable() });
export type TAuditPage = z.infer<typeof ZAuditPage>;
