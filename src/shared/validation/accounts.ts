/**
 * Account inputs (docs/product.md, Accounts): e-mail normalisation, the password policy, sign-up,
 * sign-in and profile fields. The same schemas validate the forms and the server.
 */
import { z } from 'zod';
import { LOCALES } from '../i18n/locale';
import { academyDate } from '../progress/time';
import { ZEmail } from './application';
import { BIDI_CONTROLS_MESSAGE, CONTROL_CHARACTERS_MESSAGE, LINE_BREAK_MESSAGE, hasNoBidiControls, isCleanText, isSingleLineText } from './text';

export { ZEmail };

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIALS = '@$!%*?&';
export const PASSWORD_HINT =
  'Password must be at least 8 characters and include uppercase, lowercase, number, and special character';
export const SHORT_PASSWORD_MESSAGE = 'Password must be at least 8 characters long.';

/** Trimmed and lower-cased, the one form an address is stored and compared in. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * What a password lacks under the policy: at least 8 characters with a lowercase letter, an
 * uppercase letter, a digit and one of @$!%*?&, and no other characters. Empty when it passes.
 */
export function passwordProblems(password: string): string[] {
  if (password.length < PASSWORD_MIN_LENGTH) return [SHORT_PASSWORD_MESSAGE];
  if (password.length > PASSWORD_MAX_LENGTH) return [`Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`];
  if (/[^A-Za-z0-9@$!%*?&]/.test(password)) {
    return [`Password may only contain letters, numbers and these special characters: ${PASSWORD_SPECIALS}`];
  }
  const missing: string[] = [];
  if (!/[a-z]/.test(password)) missing.push('a lowercase letter');
  if (!/[A-Z]/.test(password)) missing.push('an uppercase letter');
  if (!/[0-9]/.test(password)) missing.push('a number');
  if (!/[@$!%*?&]/.test(password)) missing.push(`a special character (${PASSWORD_SPECIALS})`);
  if (!missing.length) return [];
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]}`;
  return [`Password must include ${list}.`];
}

export const ZPassword = z
  .string({ error: 'Password is required' })
  .superRefine((password, ctx) => {
    for (const message of passwordProblems(password)) ctx.addIssue({ code: 'custom', message });
  });

export const ZDisplayName = z
  .string()
  .refine(isSingleLineText, { error: `Display name: ${LINE_BREAK_MESSAGE}` })
  .refine(hasNoBidiControls, { error: `Display name: ${BIDI_CONTROLS_MESSAGE}` })
  .trim()
  .max(80, { error: 'Display name must be at most 80 characters' })
  .optional()
  .transform((v) => (v ? v : undefined));

export const ZSignUpRequest = z.object({
  name: ZDisplayName,
  email: ZEmail,
  password: ZPassword,
});
export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;

export const ZSignInRequest = z.object({
  email: ZEmail,
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .min(PASSWORD_MIN_LENGTH, { error: SHORT_PASSWORD_MESSAGE })
    .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.` }),
});
export type TSignInRequest = z.infer<typeof ZSignInRequest>;

export const ZEmailOnlyRequest = z.object({ email: ZEmail });

export const ZResetPasswordRequest = z
  .object({ password: ZPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { error: 'The passwords do not match.', path: ['confirmPassword'] });

export const ZChangePasswordRequest = z
  .object({
    currentPassword: z.string().min(1, { error: 'Enter your current password' }),
    newPassword: ZPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { error: 'The passwords do not match.', path: ['confirmPassword'] });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/* ---------------------------------------------------------------------------------------------- */

/** A calendar date typed as YYYY-MM-DD that exists (no 31 February). */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Trims; an empty value becomes null (profile edits save empty fields as null). */
const optionalText = (label: string, max: number, lines: 'single' | 'multi' = 'single') =>
  z
    .union([z.string(), z.null()])
    .optional()
    .refine((v) => typeof v !== 'string' || (lines === 'single' ? isSingleLineText(v) : isCleanText(v)), {
      error: `${label}: ${lines === 'single' ? LINE_BREAK_MESSAGE : CONTROL_CHARACTERS_MESSAGE}`,
    })
    .transform((v) => (typeof v === 'string' ? v.trim() : v ?? null))
    .transform((v) => (v === '' ? null : v))
    .refine((v) => v === null || v.length <= max, { error: `${label} must be at most ${max} characters` });

/** Parents are adults: at least this old on their birth date's anniversary. */
export const PARENT_MIN_AGE = 18;
/** The earliest birth year any form accepts (1900: docs/product.md, Accounts and Athletes). */
export const EARLIEST_BIRTH_YEAR = 1900;

/** The latest birth date a parent can have today, in the academy's calendar: PARENT_MIN_AGE years ago. */
export function latestParentBirthDate(now: Date = new Date()): string {
  const today = academyDate(now);
  const y = Number(today.slice(0, 4)) - PARENT_MIN_AGE;
  const md = today.slice(4, 10);
  // 29 February of a year that is not a leap year falls back to 28 February.
  return isRealDate(`${y}${md}`) ? `${y}${md}` : `${y}-02-28`;
}

/** Why a parent's birth date is not plausible, or null: a real date from 1900 to 18 years ago. */
export function parentBirthDateProblem(value: string, now: Date = new Date()): string | null {
  if (!isRealDate(value)) return 'Birth date must be a valid date';
  const latest = latestParentBirthDate(now);
  if (value < `${EARLIEST_BIRTH_YEAR}-01-01` || value > latest) {
    return `Birth date must be between ${EARLIEST_BIRTH_YEAR} and ${latest.slice(0, 4)}: parents are at least ${PARENT_MIN_AGE}.`;
  }
  return null;
}

const optionalParentBirthDate = (label: string) =>
  optionalText(label, 10).superRefine((v, ctx) => {
    const problem = v === null ? null : parentBirthDateProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Settings, Language (decision 098): one of the academy's languages. */
export const ZUpdateLocaleRequest = z.object({
  locale: z.enum(LOCALES, { error: 'Please choose English or Spanish.' }),
});
export type TUpdateLocaleRequest = z.infer<typeof ZUpdateLocaleRequest>;

export const ZUpdateProfileRequest = z.object({
  displayName: optionalText('Display name', 80).refine((v) => v === null || hasNoBidiControls(v), { error: `Display name: ${BIDI_CONTROLS_MESSAGE}` }),
  phone: optionalText('Phone', 30).refine((v) => v === null || /^\+?[0-9()\-.\s]{7,20}$/.test(v), {
    error: 'Please enter a valid phone number.',
  }),
  address: optionalText('Address', 200),
  birthDate: optionalParentBirthDate('Birth date'),
  bio: optionalText('Bio', 500, 'multi'),
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;
export type TUpdateProfileInput = z.input<typeof ZUpdateProfileRequest>;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .refine(isSingleLineText, { error: `${label}: ${LINE_BREAK_MESSAGE}` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** Profile setup, step 1 (docs/product.md, Accounts): all four fields required, trimmed. */
export const ZParentSetupRequest = z.object({
  fullName: requiredText('Full name', 80).refine(hasNoBidiControls, { error: `Full name: ${BIDI_CONTROLS_MESSAGE}` }),
  phone: requiredText('Phone', 30).regex(/^\+?[0-9()\-.\s]{7,20}$/, { error: 'Please enter a valid phone number.' }),
  address: requiredText('Address', 200),
  birthDate: requiredText('Birth date', 10).superRefine((v, ctx) => {
    const problem = parentBirthDateProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
export type TParentSetupRequest = z.infer<typeof ZParentSetupRequest>;

export const ROLES = ['parent', 'coach', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ZDeleteAccountRequest = z.object({
  confirmation: z.literal('DELETE', { error: 'Type DELETE to confirm' }),
});

/* ---------------------------------------------------------------------------------------------- */
/* Responses                                                                                       */

export const ZProfile = z.object({
  displayName: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  birthDate: z.string().nullable(),
  bio: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  email: z.string(),
  createdAt: z.string(),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZSessionUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  createdAt: z.string(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;
