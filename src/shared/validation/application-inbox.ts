/**
 * The admins' applications inbox (docs/product.md, Admin): what the API sends for each application
 * from the public form, and what staff may change on it (its status and their notes).
 */
import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, isCleanText } from './text';

/** Where an application stands: new until staff act, then contacted, invited (the e-mail went) or declined. */
export const APPLICATION_STATUSES = ['new', 'contacted', 'invited', 'declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  invited: 'Invited',
  declined: 'Declined',
};

/** Staff notes on one application: enough for a phone call's summary, not a file. */
export const APPLICATION_NOTES_MAX_LENGTH = 2000;

export const APPLICATION_MESSAGES = {
  unknownStatus: 'Choose a status: new, contacted, invited or declined.',
  notesTooLong: `Notes must be at most ${APPLICATION_NOTES_MAX_LENGTH} characters.`,
  nothingToChange: 'Change the status or the notes.',
  notFound: 'This application no longer exists.',
  badCursor: 'This page of applications is not valid. Reload the list.',
  /** A second invitation needs the admin's confirmation (resend: true). */
  alreadyInvited: (email: string) => `An invitation was already sent to ${email}. Confirm to send it again.`,
  alreadyDeclined: 'This application was already declined.',
  updated: 'Application updated',
  declined: 'Application declined',
  replied: (email: string) => `Reply sent to ${email}`,
  invited: (email: string) => `Invitation sent to ${email}`,
} as const;

const ZStatus = z.enum(APPLICATION_STATUSES, { error: APPLICATION_MESSAGES.unknownStatus });

/** The list's cursor: the last row's creation time and id ("2026-11-25T19:00:00.000Z_<id>"). */
const CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_[A-Za-z0-9-]{1,64}$/;

export const ZApplicationsQuery = z.object({
  status: ZStatus.optional(),
  limit: z.coerce.number({ error: 'Limit must be a number from 1 to 100' }).int().min(1).max(100).default(20),
  cursor: z.string().max(100).regex(CURSOR, { error: APPLICATION_MESSAGES.badCursor }).optional(),
});
export type TApplicationsQuery = z.infer<typeof ZApplicationsQuery>;

export const ZApplicationIdParams = z.object({ id: z.string().min(1).max(64, { error: APPLICATION_MESSAGES.notFound }) });

export const ZUpdateApplicationRequest = z
  .object({
    status: ZStatus.optional(),
    notes: z
      .string({ error: 'Notes must be text' })
      .refine(isCleanText, { error: `Notes: ${CONTROL_CHARACTERS_MESSAGE}` })
      .trim()
      .max(APPLICATION_NOTES_MAX_LENGTH, { error: APPLICATION_MESSAGES.notesTooLong })
      .optional(),
  })
  .refine((v) => v.status !== undefined || v.notes !== undefined, { error: APPLICATION_MESSAGES.nothingToChange, path: ['status'] });
export type TUpdateApplicationRequest = z.infer<typeof ZUpdateApplicationRequest>;
export type TUpdateApplicationInput = z.input<typeof ZUpdateApplicationRequest>;

export const ZInviteApplicationRequest = z.object({
  /** The admin confirmed sending it again; without it a second invitation is refused (409). */
  resend: z.boolean({ error: 'resend must be true or false' }).default(false),
});
export type TInviteApplicationRequest = z.infer<typeof ZInviteApplicationRequest>;

export const ZApplication = z.object({
  id: z.string(),
  playerName: z.string(),
  playerAge: z.number(),
  parentName: z.string(),
  email: z.string(),
  phone: z.string(),
  experience: z.string(),
  commitment: z.string(),
  message: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  notes: z.string(),
  invitedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type TApplication = z.infer<typeof ZApplication>;

export const ZApplicationsPage = z.object({ applications: z.array(ZApplication), nextCursor: z.string().nullable() });
export type TApplicationsPage = z.infer<typeof ZApplicationsPage>;
