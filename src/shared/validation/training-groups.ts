/**
 * Training groups (issue 38, point 1; docs/product.md, Training sessions: Groups): what the staff's
 * list gives and what an admin's "Add a group" and "Archive" take. The same schemas check the admin
 * page's form and the server's routes.
 */
import { z } from 'zod';
import { GROUP_BIRTH_YEARS } from '../training-groups';
import { singleLineText } from './text';

export const GROUP_LABEL_MAX = 40;

export const TRAINING_GROUP_MESSAGES = {
  badTier: 'Choose a plan: Core or Pro.',
  badYears: `Choose birth years from ${GROUP_BIRTH_YEARS[0]} to ${GROUP_BIRTH_YEARS.at(-1)}.`,
  noYears: 'Choose at least one birth year.',
  noLabel: 'Give the group a name, such as Core 2014–2015.',
  labelTooLong: `A name can be at most ${GROUP_LABEL_MAX} characters.`,
  overlap: (label: string, years: string) => `${label} already takes ${years}. Archive it first, or choose other years.`,
  notFound: 'That group does not exist.',
  planWide: 'A plan’s own group can’t be archived: it takes every birth year no other group takes.',
  alreadyArchived: 'This group is already archived.',
  changedMeanwhile: 'Someone changed a session of this group a moment ago. Reload and try again.',
  added: 'Group added: its sessions are on the schedule',
  archived: 'Group archived: its athletes train with their plan’s group again',
} as const;

export const ZTrainingGroup = z.object({
  id: z.string(),
  tier: z.enum(['core', 'pro']),
  label: z.string(),
  /** The years the admin gave a split; null for a plan's own group. */
  birthYears: z.array(z.number().int()).nullable(),
  /** The birth years it takes now (a plan's own group: those no split takes); empty when it has nobody to train. */
  yearsTaken: z.array(z.number().int()),
  isPlanWide: z.boolean(),
  createdAt: z.string(),
});
export type TTrainingGroup = z.infer<typeof ZTrainingGroup>;
export const ZTrainingGroups = z.object({ groups: z.array(ZTrainingGroup) });
export type TTrainingGroups = z.infer<typeof ZTrainingGroups>;

export const ZAddTrainingGroupInput = z.object({
  tier: z.enum(['core', 'pro'], { error: TRAINING_GROUP_MESSAGES.badTier }),
  birthYears: z
    .array(z.number({ error: TRAINING_GROUP_MESSAGES.badYears }).int(TRAINING_GROUP_MESSAGES.badYears).refine((year) => GROUP_BIRTH_YEARS.includes(year), TRAINING_GROUP_MESSAGES.badYears), {
      error: TRAINING_GROUP_MESSAGES.noYears,
    })
    .min(1, TRAINING_GROUP_MESSAGES.noYears)
    .max(GROUP_BIRTH_YEARS.length * 2, TRAINING_GROUP_MESSAGES.badYears)
    .transform((years) => [...new Set(years)].sort()),
  label: singleLineText({ error: TRAINING_GROUP_MESSAGES.noLabel })
    .transform((v) => v.trim())
    .pipe(z.string().min(1, TRAINING_GROUP_MESSAGES.noLabel).max(GROUP_LABEL_MAX, TRAINING_GROUP_MESSAGES.labelTooLong)),
});
export type TAddTrainingGroupInput = z.infer<typeof ZAddTrainingGroupInput>;

export const ZTrainingGroupParams = z.object({ groupId: z.string().min(1).max(64) });
export const ZTrainingGroupResponse = z.object({ group: ZTrainingGroup });
