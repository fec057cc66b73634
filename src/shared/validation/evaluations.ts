/**
 * Evaluations and the skill passport (issue 42, points 1-2; decision 090): what the coaches' and the
 * families' routes take and give. The same schemas check the coach's form.
 */
import { z } from 'zod';
import { EVALUATION_KINDS, SKILL_BANDS, SKILL_PILLARS } from '../skills';
import { noteText, singleLineText } from './text';

export const NOTE_MAX = 1_000;
export const GOAL_MAX = 200;
export const LESSONS_MAX = 6;

export const EVALUATION_MESSAGES = {
  level: 'Choose a level from 1 (Emerging) to 5 (Elite).',
  noteTooLong: `A note can be at most ${NOTE_MAX.toLocaleString('en-US')} characters.`,
  strengthsTooLong: `Strengths can be at most ${NOTE_MAX.toLocaleString('en-US')} characters.`,
  goalTooLong: `A goal can be at most ${GOAL_MAX} characters.`,
  unknownSkill: 'That skill is not in the academy’s skill catalogue.',
  repeatedSkill: 'Rate each skill once.',
  unknownLesson: 'That lesson is not in the academy’s training.',
  tooManyLessons: `Link at most ${LESSONS_MAX} lessons.`,
  notOnRoster: 'That athlete is not on a roster you may see.',
  noEvaluation: 'That evaluation does not exist.',
  lightSkills: 'A light check rates 3 or 4 skills.',
  fullSkills: 'A full evaluation rates every skill in the catalogue.',
  twoGoals: 'Write two goals before publishing.',
  notPublished: 'Only a published evaluation can be corrected; edit the draft instead.',
  noPassport: 'That athlete does not exist.',
  badCursor: 'That page of the roster does not exist. Open the roster again.',
} as const;

/** The roster's pages: 50 athletes by default, the evaluations due first (decision 096). */
export const ROSTER_PAGE_SIZE = 50;

const ZId = z.string().min(1).max(64);
export const ZAthleteParams = z.object({ athleteId: ZId });
export const ZEvaluationParams = z.object({ evaluationId: ZId });

export const ZRating = z.object({
  skillId: z.string().min(1).max(64),
  level: z.int({ error: EVALUATION_MESSAGES.level }).min(1, EVALUATION_MESSAGES.level).max(5, EVALUATION_MESSAGES.level),
  note: noteText(NOTE_MAX, EVALUATION_MESSAGES.noteTooLong).default(''),
});
export type TRating = z.infer<typeof ZRating>;

/**
 * A draft as the coach saves it: anything may still be missing. What publishing needs (the skills of
 * the kind, two goals) is checked when publishing.
 */
export const ZEvaluationInput = z.object({
  kind: z.enum(EVALUATION_KINDS),
  ratings: z
    .array(ZRating)
    .max(20)
    .refine((ratings) => new Set(ratings.map((r) => r.skillId)).size === ratings.length, EVALUATION_MESSAGES.repeatedSkill),
  strengths: noteText(NOTE_MAX, EVALUATION_MESSAGES.strengthsTooLong).default(''),
  goals: z.array(singleLineText().transform((g) => g.trim()).pipe(z.string().max(GOAL_MAX, EVALUATION_MESSAGES.goalTooLong))).max(2),
  lessonIds: z.array(z.string().min(1).max(100)).max(LESSONS_MAX, EVALUATION_MESSAGES.tooManyLessons),
});
export type TEvaluationInput = z.input<typeof ZEvaluationInput>;
export type TEvaluationBody = z.output<typeof ZEvaluationInput>;

export const ZLinkedLesson = z.object({ id: z.string(), title: z.string() });

export const ZEvaluation = z.object({
  id: z.string(),
  athleteId: z.string(),
  kind: z.enum(EVALUATION_KINDS),
  status: z.enum(['draft', 'published']),
  ratings: z.array(z.object({ skillId: z.string(), level: z.number(), note: z.string() })),
  strengths: z.string(),
  goals: z.array(z.string()),
  lessons: z.array(ZLinkedLesson),
  /** 1 when published; each correction after publishing adds one. */
  version: z.number(),
  authorName: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type TEvaluation = z.infer<typeof ZEvaluation>;

/** An earlier published version, kept for staff when a coach corrects an evaluation. */
export const ZEvaluationVersion = ZEvaluation.pick({ ratings: true, strengths: true, goals: true, lessons: true, version: true }).extend({ replacedAt: z.string(), replacedBy: z.string() });

export const ZStaffEvaluations = z.object({
  athlete: z.object({ id: z.string(), name: z.string(), birthYear: z.number() }),
  evaluations: z.array(ZEvaluation.extend({ versions: z.array(ZEvaluationVersion) })),
});
export type TStaffEvaluations = z.infer<typeof ZStaffEvaluations>;

export const ZSkill = z.object({
  id: z.string(),
  pillar: z.enum(SKILL_PILLARS),
  name: z.string(),
  description: z.string(),
  lessons: z.array(ZLinkedLesson),
  levels: z.record(z.enum(SKILL_BANDS), z.array(z.string())),
});
export const ZSkillCatalogue = z.object({ skills: z.array(ZSkill) });
export type TSkill = z.infer<typeof ZSkill>;
export type TSkillCatalogue = z.infer<typeof ZSkillCatalogue>;

export const ZDue = z.object({ state: z.enum(['full-due', 'overdue', 'due', 'up-to-date']), kind: z.enum(EVALUATION_KINDS).nullable(), dueOn: z.string() });

/** A page of the roster: `cursor` from the page before, `q` part of a name, `limit` 1 to 100. */
export const ZEvaluationRosterQuery = z.object({
  cursor: z.string().max(300).optional(),
  q: z.string().trim().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ROSTER_PAGE_SIZE),
});
export type TEvaluationRosterQuery = z.output<typeof ZEvaluationRosterQuery>;

/**
 * The coach's roster, a page at a time: athletes who train, the overdue first, then those due a
 * full evaluation, then a skill check, then the up to date, each by name; with whether a draft waits,
 * and the whole roster's counts.
 */
export const ZEvaluationRoster = z.object({
  counts: z.object({ due: z.number(), total: z.number() }),
  nextCursor: z.string().nullable(),
  athletes: z.array(
    z.object({
      athleteId: z.string(),
      name: z.string(),
      birthYear: z.number(),
      due: ZDue,
      lastPublishedAt: z.string().nullable(),
      draftId: z.string().nullable(),
    }),
  ),
});
export type TEvaluationRoster = z.infer<typeof ZEvaluationRoster>;

/**
 * The family's skill passport: the athlete's own levels over time, nothing about anyone else. Each
 * skill's points are the published evaluations that rated it, oldest first.
 */
export const ZPassport = z.object({
  athlete: z.object({ id: z.string(), name: z.string(), band: z.enum(SKILL_BANDS) }),
  skills: z.array(
    ZSkill.omit({ levels: true }).extend({
      levels: z.array(z.string()),
      history: z.array(z.object({ evaluationId: z.string(), date: z.string(), level: z.number(), note: z.string() })),
    }),
  ),
  current: z
    .object({ evaluationId: z.string(), publishedAt: z.string(), kind: z.enum(EVALUATION_KINDS), strengths: z.string(), goals: z.array(z.string()), lessons: z.array(ZLinkedLesson), authorName: z.string() })
    .nullable(),
  evaluationCount: z.number(),
});
export type TPassport = z.infer<typeof ZPassport>;
