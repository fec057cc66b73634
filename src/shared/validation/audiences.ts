/**
 * Messages to groups (issue 39, point 7; docs/product.md, Messages: Groups): instead of a search,
 * staff write to everyone with a membership, a plan, a birth year, a training group (its window), or
 * the families with a failed payment or in grace. The server resolves the audience; the page shows
 * the count before sending.
 */
import { z } from 'zod';
import { GROUP_BIRTH_YEARS } from '../training-groups';
import { ZMessageBody } from './messaging';
import { singleLineText } from './text';

export const AUDIENCE_KINDS = ['members', 'plan', 'birth-year', 'group', 'payment-trouble'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];
export const AUDIENCE_SUBJECT_MAX = 200;

export const AUDIENCE_MESSAGES = {
  badKind: 'Choose who the message is for.',
  badPlan: 'Choose a plan: Core or Pro.',
  badYear: `Choose a birth year from ${GROUP_BIRTH_YEARS[0]} to ${GROUP_BIRTH_YEARS.at(-1)}.`,
  badGroup: 'Choose a training group.',
  unknownGroup: 'That training group does not exist.',
  archivedGroup: 'That training group is archived. Choose one of the active groups.',
  noRecipients: 'No families match this group.',
  subjectTooLong: `A subject has at most ${AUDIENCE_SUBJECT_MAX} characters.`,
  loadFailed: 'Failed to load the groups',
} as const;

export const ZAudience = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('members') }),
    z.object({ kind: z.literal('plan'), value: z.enum(['core', 'pro'], { error: AUDIENCE_MESSAGES.badPlan }) }),
    z.object({
      kind: z.literal('birth-year'),
      value: z.number({ error: AUDIENCE_MESSAGES.badYear }).int(AUDIENCE_MESSAGES.badYear).refine((year) => GROUP_BIRTH_YEARS.includes(year), AUDIENCE_MESSAGES.badYear),
    }),
    z.object({ kind: z.literal('group'), value: z.string({ error: AUDIENCE_MESSAGES.badGroup }).min(1, AUDIENCE_MESSAGES.badGroup).max(64, AUDIENCE_MESSAGES.unknownGroup) }),
    z.object({ kind: z.literal('payment-trouble') }),
  ],
  { error: AUDIENCE_MESSAGES.badKind },
);
export type TAudience = z.infer<typeof ZAudience>;

/** One choice of the picker: the audience, how it reads, and how many families it reaches now. */
export const ZAudienceChoice = z.object({ audience: ZAudience, label: z.string(), families: z.number().int() });
export type TAudienceChoice = z.infer<typeof ZAudienceChoice>;
export const ZAudienceChoices = z.object({ audiences: z.array(ZAudienceChoice) });
export type TAudienceChoices = z.infer<typeof ZAudienceChoices>;

export const ZAudienceMessageRequest = z.object({
  audience: ZAudience,
  /** Optional: the notification's title when given (the thread shows it above the message). */
  subject: singleLineText()
    .max(AUDIENCE_SUBJECT_MAX, { error: AUDIENCE_MESSAGES.subjectTooLong })
    .transform((s) => s.trim() || undefined)
    .optional(),
  body: ZMessageBody,
  isUrgent: z.boolean().default(false),
});
export type TAudienceMessageRequest = z.input<typeof ZAudienceMessageRequest>;

/** "birth-year:2015": the key of an audience in the page's picker (one per choice). */
export function audienceKey(audience: TAudience): string {
  return 'value' in audience ? `${audience.kind}:${audience.value}` : audience.kind;
}
