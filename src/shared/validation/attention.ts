/**
 * "Needs attention" and staff alerts (issue 39, point 1; docs/product.md, Needs attention): what
 * GET /api/v1/staff/attention gives, and the staff member's alert preferences.
 */
import { z } from 'zod';
import { ACADEMY } from '../academy';
import { QUIET_HOURS } from '../notifications';

export const ATTENTION_SECTIONS = ['threads', 'safetyCases', 'applications', 'failedPayments', 'grace', 'departures'] as const;
export type AttentionSection = (typeof ATTENTION_SECTIONS)[number];

/** What a coach may see: the families' threads and the safety cases (never a family's e-mail). */
export const COACH_ATTENTION_SECTIONS: readonly AttentionSection[] = ['threads', 'safetyCases'];

export const ATTENTION_SECTION_LABELS: Record<AttentionSection, string> = {
  threads: 'Families waiting for an answer',
  safetyCases: 'Safety flags not yet handled',
  applications: 'New applications',
  failedPayments: 'Failed payments',
  grace: 'Memberships in grace',
  departures: 'Cancellations and withdrawals pending',
};

/** How many items a section lists; its count says how many there are in all. */
export const ATTENTION_SECTION_LIMIT = 20;
/** A failed payment is news for this long, unless a later payment of the family went through. */
export const FAILED_PAYMENT_DAYS = 30;

export const ZAttentionItem = z.object({
  id: z.string(),
  title: z.string(),
  detail: z.string(),
  /** Since when it waits (ISO): the family's unanswered message, the application, the flag, the failure. */
  since: z.string(),
  /** The page that handles it, one tap away. */
  path: z.string(),
});
export type TAttentionItem = z.infer<typeof ZAttentionItem>;

export const ZAttentionSection = z.object({ key: z.enum(ATTENTION_SECTIONS), label: z.string(), count: z.number().int(), items: z.array(ZAttentionItem) });
export type TAttentionSection = z.infer<typeof ZAttentionSection>;

export const ZAttention = z.object({ total: z.number().int(), sections: z.array(ZAttentionSection), checkedAt: z.string() });
export type TAttention = z.infer<typeof ZAttention>;

// --- Alert preferences ---

export const ALERT_MODES = ['digest', 'instant'] as const;
export type AlertMode = (typeof ALERT_MODES)[number];

export const ALERT_MESSAGES = {
  time: 'Enter a time as HH:MM, e.g. 20:00.',
  bothTimes: 'Give quiet hours a start and an end, or neither.',
  sameTimes: 'Quiet hours need a start and an end that differ.',
  mode: 'Choose a digest or at once.',
  saved: 'Alert settings saved',
  saveFailed: 'Could not save your alert settings',
} as const;

const ZTime = z.string({ error: ALERT_MESSAGES.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: ALERT_MESSAGES.time });

export const ZStaffAlertPreferences = z
  .object({
    email: z.boolean(),
    push: z.boolean(),
    mode: z.enum(ALERT_MODES, { error: ALERT_MESSAGES.mode }),
    quietStart: ZTime.nullable(),
    quietEnd: ZTime.nullable(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if ((value.quietStart === null) !== (value.quietEnd === null)) ctx.addIssue({ code: 'custom', path: ['quietEnd'], message: ALERT_MESSAGES.bothTimes });
    else if (value.quietStart !== null && value.quietStart === value.quietEnd) ctx.addIssue({ code: 'custom', path: ['quietEnd'], message: ALERT_MESSAGES.sameTimes });
  });
export type TStaffAlertPreferences = z.infer<typeof ZStaffAlertPreferences>;

const pad = (n: number) => String(n).padStart(2, '0');
/** No choice yet: e-mail and push on, a digest, quiet from 20:00 to 08:00 (the families' quiet hours). */
export const DEFAULT_STAFF_ALERT_PREFERENCES: TStaffAlertPreferences = {
  email: true,
  push: true,
  mode: 'digest',
  quietStart: `${pad(QUIET_HOURS.start)}:00`,
  quietEnd: `${pad(QUIET_HOURS.end)}:00`,
};

const minuteFormatter = new Intl.DateTimeFormat('en-US', { timeZone: ACADEMY.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The minute of the academy's day (0-1439) at this instant. */
export function academyMinuteOfDay(now: Date): number {
  const parts = minuteFormatter.formatToParts(now);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0) % 24;
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return hour * 60 + minute;
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether this instant is inside a staff member's quiet hours (start inclusive, end exclusive; may span midnight). */
export function isInQuietHours(now: Date, quietStart: string | null, quietEnd: string | null): boolean {
  if (quietStart === null || quietEnd === null) return false;
  const at = academyMinuteOfDay(now);
  const start = toMinutes(quietStart);
  const end = toMinutes(quietEnd);
  return start < end ? at >= start && at < end : at >= start || at < end;
}
