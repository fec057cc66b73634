/**
 * Announcements (docs/product.md, Announcements): what admins write, what families see
 * on the dashboard, and the messages of the spec's catalogue. The spec validates neither title nor
 * message; we do, on both sides (non-empty after trimming, length limits).
 */
import { z } from 'zod';
import { multiLineText, singleLineText } from './text';

export const ANNOUNCEMENT_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export const ANNOUNCEMENT_AUDIENCES = ['all', 'members', 'free_users'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

export const ANNOUNCEMENT_TYPE_LABELS: Record<AnnouncementType, string> = { info: 'Info', success: 'Success', warning: 'Warning', error: 'Important' };
export const ANNOUNCEMENT_AUDIENCE_LABELS: Record<AnnouncementAudience, string> = {
  all: 'All families',
  members: 'Members (an active membership)',
  free_users: 'Free users (no membership)',
};

export const ANNOUNCEMENT_LIMITS = { title: 120, message: 2000, priorityMin: 1, priorityMax: 10, defaultPriority: 1 } as const;
/** The dashboard shows 2, its "View all" 5 (docs/product.md, Announcements). */
export const ANNOUNCEMENTS_ON_DASHBOARD = 2;
export const ANNOUNCEMENTS_VISIBLE_MAX = 5;

/** The spec's catalogue, word for word (docs/product.md, Announcements). */
export const ANNOUNCEMENT_MESSAGES = {
  signedOut: 'You must be logged in to create announcements',
  forbidden: 'You don’t have permission to access the admin dashboard.',
  created: 'Announcement created successfully',
  updated: 'Announcement updated successfully',
  deleted: 'Announcement deleted successfully',
  createFailed: 'Failed to create announcement',
  updateFailed: 'Failed to update announcement',
  deleteFailed: 'Failed to delete announcement',
  confirmDelete: 'Are you sure you want to delete this announcement?',
  notFound: 'This announcement no longer exists.',
} as const;

export const ANNOUNCEMENT_FIELD_MESSAGES = {
  title: `Enter a title of 1 to ${ANNOUNCEMENT_LIMITS.title} characters.`,
  message: `Enter a message of 1 to ${ANNOUNCEMENT_LIMITS.message} characters.`,
  type: 'Choose a type: info, success, warning or error.',
  priority: 'Priority must be a whole number from 1 to 10.',
  audience: 'Choose an audience: all, members or free_users.',
  startDate: 'Enter a valid start date and time.',
  endDate: 'Enter a valid end date and time.',
  endBeforeStart: 'The end must be after the start.',
  endInPast: 'The end is in the past, so families would never see it. Choose a later end, or leave it empty.',
} as const;
const M = ANNOUNCEMENT_FIELD_MESSAGES;

/** A number input's value: anything not numeric falls back to priority 1 (docs/product.md, Announcements). */
export function toPriority(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : ANNOUNCEMENT_LIMITS.defaultPriority;
}

const ZDateTime = (error: string) =>
  z
    .string({ error })
    .max(40, { error })
    .refine((v) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v), { error })
    .transform((v) => new Date(v).toISOString());

export const ZAnnouncementInput = z
  .object({
    title: singleLineText({ error: M.title }).trim().min(1, { error: M.title }).max(ANNOUNCEMENT_LIMITS.title, { error: M.title }),
    message: multiLineText({ error: M.message }).trim().min(1, { error: M.message }).max(ANNOUNCEMENT_LIMITS.message, { error: M.message }),
    type: z.enum(ANNOUNCEMENT_TYPES, { error: M.type }).default('info'),
    priority: z
      .union([z.number(), z.string().max(20)], { error: M.priority })
      .optional()
      .transform(toPriority)
      .pipe(z.number({ error: M.priority }).int({ error: M.priority }).min(1, { error: M.priority }).max(10, { error: M.priority })),
    audience: z.enum(ANNOUNCEMENT_AUDIENCES, { error: M.audience }).default('all'),
    startDate: ZDateTime(M.startDate).nullable().optional(),
    endDate: ZDateTime(M.endDate).nullable().optional(),
    isActive: z.boolean().default(true),
    /** Also e-mail every family of the audience, once each, when it is first visible. */
    emailFamilies: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.startDate && value.endDate && Date.parse(value.endDate) <= Date.parse(value.startDate)) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.endBeforeStart });
    }
  });
export type TAnnouncementInput = z.input<typeof ZAnnouncementInput>;

/**
 * An end already past is refused when it is set (docs/product.md, Announcements; decision 073):
 * such an announcement would never be shown. An edit that keeps the end it had is let through, so an
 * ended announcement can still be switched off or corrected.
 */
export function isEndInPast(endDate: string | null | undefined, now: Date, previousEndDate: string | null = null): boolean {
  if (!endDate) return false;
  const end = Date.parse(endDate);
  // The form edits to the minute: the end it had, read back from the form, is the same minute.
  if (previousEndDate !== null && Math.floor(end / 60_000) === Math.floor(Date.parse(previousEndDate) / 60_000)) return false;
  return end <= now.getTime();
}

export const ANNOUNCEMENT_STATUSES = ['inactive', 'scheduled', 'active', 'ended'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];
export const ANNOUNCEMENT_STATUS_LABELS: Record<AnnouncementStatus, string> = { inactive: 'Inactive', scheduled: 'Scheduled', active: 'Active', ended: 'Ended' };

/** What families see of it now: switched off, not started yet, shown, or over (the dashboard's rule). */
export function announcementStatus(a: { isActive: boolean; startDate: string | null; endDate: string | null }, now: Date): AnnouncementStatus {
  if (!a.isActive) return 'inactive';
  const at = now.getTime();
  if (a.endDate && Date.parse(a.endDate) <= at) return 'ended';
  if (a.startDate && Date.parse(a.startDate) > at) return 'scheduled';
  return 'active';
}
export type TAnnouncementInputParsed = z.output<typeof ZAnnouncementInput>;

export const ZAnnouncementParams = z.object({ id: z.string().min(1).max(64) });

/** What a family sees: no author, no audience. */
export const ZVisibleAnnouncement = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  priority: z.number().int(),
  createdAt: z.string(),
});
export type TVisibleAnnouncement = z.infer<typeof ZVisibleAnnouncement>;

export const ZAnnouncement = ZVisibleAnnouncement.extend({
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
  emailFamilies: z.boolean(),
  /** When the e-mails were queued; null while none went (or none were asked for). */
  emailedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

export const ZAnnouncementList = z.object({ announcements: z.array(ZAnnouncement) });
export type TAnnouncementList = z.infer<typeof ZAnnouncementList>;
export const ZAnnouncementResponse = z.object({ announcement: ZAnnouncement });
export type TAnnouncementResponse = z.infer<typeof ZAnnouncementResponse>;
