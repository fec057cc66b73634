/**
 * Athletes (docs/product.md, Athletes): name and date of birth required, born 2014-2017 to
 * train, the option lists shared by the athletes form and the setup wizard (docs/decisions/005).
 */
import { z } from 'zod';
import { ELIGIBLE_BIRTH_YEARS } from '../academy';
import { publicName } from '../names';
import { academyDate } from '../progress/time';
import { isRealDate } from './accounts';
import { BIDI_CONTROLS_MESSAGE, CONTROL_CHARACTERS_MESSAGE, LINE_BREAK_MESSAGE, hasNoBidiControls, isCleanText, isSingleLineText } from './text';

export const PLAYING_LEVELS = ['MLS Next', 'ECNL', 'Flight 1', 'Flight 2', 'Flight 3'] as const;
export const SKILL_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const POSITIONS = ['Goalkeeper', 'Defender', 'Midfielder', 'Forward', 'Winger'] as const;

export const ATHLETE_BIRTH_YEAR_MESSAGE = `Athletes must be born between ${ELIGIBLE_BIRTH_YEARS.from} and ${ELIGIBLE_BIRTH_YEARS.to} to be eligible for training programs.`;

/**
 * The general birth-year rule: 1900 up to the current year in the academy's calendar (the same on
 * the server and in any browser), or its message (docs/product.md, Messages).
 */
export function birthYearProblem(year: number, now: Date = new Date()): string | null {
  const currentYear = Number(academyDate(now).slice(0, 4));
  if (!Number.isInteger(year) || year < 1900 || year > currentYear) {
    return `Invalid birth year: ${year}. Must be between 1900 and ${currentYear}`;
  }
  return null;
}

/** Eligibility for the academy's programs: born 2014 to 2017 inclusive. */
export function isEligibleBirthYear(year: number): boolean {
  return year >= ELIGIBLE_BIRTH_YEARS.from && year <= ELIGIBLE_BIRTH_YEARS.to;
}

export function birthYearOf(dateOfBirth: string): number {
  return Number(dateOfBirth.slice(0, 4));
}

const trimmedOrNull = (max: number, label: string, lines: 'single' | 'multi' = 'single') =>
  z
    .union([z.string(), z.null()])
    .optional()
    .refine((v) => typeof v !== 'string' || (lines === 'single' ? isSingleLineText(v) : isCleanText(v)), {
      error: `${label}: ${lines === 'single' ? LINE_BREAK_MESSAGE : CONTROL_CHARACTERS_MESSAGE}`,
    })
    .transform((v) => (typeof v === 'string' ? v.trim() : null))
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || v.length <= max, { error: `${label} must be at most ${max} characters` });

const optionFrom = <T extends readonly [string, ...string[]]>(options: T, label: string) =>
  z
    .union([z.enum(options, { error: `Choose a ${label} from the list` }), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

export const ZDateOfBirth = z
  .string({ error: 'Date of birth is required' })
  .trim()
  .min(1, { error: 'Date of birth is required' })
  .refine(isRealDate, { error: 'Date of birth must be a valid date' })
  .superRefine((value, ctx) => {
    const problem = birthYearProblem(birthYearOf(value));
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
    else if (!isEligibleBirthYear(birthYearOf(value))) {
      ctx.addIssue({ code: 'custom', message: ATHLETE_BIRTH_YEAR_MESSAGE, params: { appCode: 'ATHLETE_BIRTH_YEAR' } });
    }
  });

export const ZAthleteRequest = z.object({
  name: z
    .string({ error: 'Name is required' })
    .refine(isSingleLineText, { error: `Name: ${LINE_BREAK_MESSAGE}` })
    .refine(hasNoBidiControls, { error: `Name: ${BIDI_CONTROLS_MESSAGE}` })
    .trim()
    .min(1, { error: 'Name is required' })
    .max(80, { error: 'Name must be at most 80 characters' }),
  dateOfBirth: ZDateOfBirth,
  ageGroup: optionFrom(PLAYING_LEVELS, 'playing level'),
  skillLevel: optionFrom(SKILL_LEVELS, 'skill level'),
  preferredPosition: optionFrom(POSITIONS, 'position'),
  emergencyContact: trimmedOrNull(200, 'Emergency contact'),
  medicalNotes: trimmedOrNull(1000, 'Medical notes', 'multi'),
});
export type TAthleteRequest = z.infer<typeof ZAthleteRequest>;
export type TAthleteInput = z.input<typeof ZAthleteRequest>;

/** Profile setup, step 2: position and skill level are required there (docs/product.md, Accounts). */
export const ZSetupAthleteRequest = ZAthleteRequest.extend({
  skillLevel: z.enum(SKILL_LEVELS, { error: 'Skill level is required' }),
  preferredPosition: z.enum(POSITIONS, { error: 'Preferred position is required' }),
});

/** An athlete as the family sees it. */
export const ZAthlete = z.object({
  id: z.string(),
  name: z.string(),
  dateOfBirth: z.string(),
  birthYear: z.number(),
  ageGroup: z.string().nullable(),
  skillLevel: z.string().nullable(),
  preferredPosition: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  medicalNotes: z.string().nullable(),
  createdAt: z.string(),
});
export type TAthlete = z.infer<typeof ZAthlete>;

/**
 * What other families may see of an athlete's name: the first name and the last name's initial
 * ("Leo M.", as Settings promises), never the surname. The avatar shows the first name's letter.
 */
export function publicAthleteName(name: string): string {
  return publicName(name, 'Unknown Player');
}
