/**
 * Safeguarding cases (issue 39, point 4; docs/product.md, Safeguarding cases): what the staff's case
 * routes take and give. A safety flag opens a case, or joins the family's case still open; staff
 * move it through its states, take it on, write notes and, as an admin, export it.
 */
import { z } from 'zod';
import { noteText } from './text';

export const CASE_STATES = ['open', 'in-review', 'closed'] as const;
export type CaseState = (typeof CASE_STATES)[number];
export const CASE_STATE_LABELS: Record<CaseState, string> = { open: 'Open', 'in-review': 'In review', closed: 'Closed' };

export const CASE_CONCERNS = ['self-harm', 'abuse', 'neglect', 'bullying', 'profanity', 'moderation'] as const;
export type CaseConcern = (typeof CASE_CONCERNS)[number];
export const CASE_CONCERN_LABELS: Record<CaseConcern, string> = {
  'self-harm': 'Self-harm',
  abuse: 'Abuse or inappropriate contact',
  neglect: 'Neglect',
  bullying: 'Bullying',
  profanity: 'Language',
  moderation: 'Flagged by moderation',
};

/** What a case's history holds: the family's flagged words, and every change staff made. */
export const CASE_ENTRY_KINDS = ['flag', 'state', 'owner', 'note', 'export'] as const;
export type CaseEntryKind = (typeof CASE_ENTRY_KINDS)[number];

export const CASE_NOTE_MAX = 2000;

export const CASE_MESSAGES = {
  notFound: 'That safety case does not exist.',
  badState: 'Choose a state: open, in review or closed.',
  noteRequired: 'Write a note.',
  noteTooLong: `A note can be at most ${CASE_NOTE_MAX.toLocaleString('en-US')} characters.`,
  closingNote: 'Say what was done in a note before closing the case.',
  notStaff: 'Choose a coach or an admin as the case’s owner.',
  nothingChanged: 'Change the state or the owner.',
} as const;

const ZId = z.string().min(1).max(64);
const ZNote = noteText(CASE_NOTE_MAX, CASE_MESSAGES.noteTooLong, CASE_MESSAGES.noteRequired);

export const ZCaseParams = z.object({ caseId: ZId });
export const ZCaseListQuery = z.object({
  /** `active`: open and in review, longest open first; `closed`: newest first, a page at a time. */
  view: z.enum(['active', 'closed']).default('active'),
  cursor: ZId.optional(),
});
export type TCaseListQuery = z.infer<typeof ZCaseListQuery>;

export const ZCaseUpdate = z
  .object({
    state: z.enum(CASE_STATES, { error: CASE_MESSAGES.badState }).optional(),
    /** A coach's or an admin's id; null gives the case back to nobody. */
    ownerId: ZId.nullable().optional(),
    /** Required to close: what was done. */
    note: ZNote.optional(),
  })
  .refine((u) => u.state !== undefined || u.ownerId !== undefined, { error: CASE_MESSAGES.nothingChanged });
export type TCaseUpdate = z.infer<typeof ZCaseUpdate>;

export const ZCaseNoteInput = z.object({ body: ZNote });

/** The family as staff see it on a case: a coach never receives the e-mail (issue 37, point 17). */
const ZCaseFamily = z.object({
  /** Null when the family deleted its account: the case stays, under `reference` only. */
  id: z.string().nullable(),
  /** The family's name, or "Deleted family" and the case's reference. */
  name: z.string(),
  /** A stable pseudonymous reference ("F-7KQ2MD"), the same before and after a deletion. */
  reference: z.string(),
  email: z.string().optional(),
  /** The family's Academy Support thread, for a reply one tap away (null: none, or deleted). */
  supportThreadId: z.string().nullable(),
});

export const ZCaseSummary = z.object({
  id: z.string(),
  state: z.enum(CASE_STATES),
  concern: z.enum(CASE_CONCERNS),
  family: ZCaseFamily.pick({ id: true, name: true, reference: true }),
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  flags: z.number().int(),
  openedAt: z.string(),
  updatedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type TCaseSummary = z.infer<typeof ZCaseSummary>;
export const ZCaseList = z.object({ cases: z.array(ZCaseSummary), nextCursor: z.string().nullable() });
export type TCaseList = z.infer<typeof ZCaseList>;

export const ZCaseEntry = z.object({
  id: z.string(),
  kind: z.enum(CASE_ENTRY_KINDS),
  /** Who made it (null: the family's flagged words, or a staff account since deleted). */
  author: z.string().nullable(),
  body: z.string(),
  concern: z.enum(CASE_CONCERNS).nullable(),
  createdAt: z.string(),
});
export type TCaseEntry = z.infer<typeof ZCaseEntry>;

export const ZCaseDetail = ZCaseSummary.extend({
  family: ZCaseFamily,
  entries: z.array(ZCaseEntry),
  /** Who may own the case: the academy's coaches and admins. */
  staff: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TCaseDetail = z.infer<typeof ZCaseDetail>;
