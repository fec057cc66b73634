import { z } from 'zod';
import { BIDI_CONTROLS_MESSAGE, CONTROL_CHARACTERS_MESSAGE, LINE_BREAK_MESSAGE, hasNoBidiControls, isCleanText, isSingleLineText } from './text';

/** The academy application form (docs/product.md, Public site): every field required. */
export const PLAYER_AGES = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17] as const;

export const EXPERIENCE_OPTIONS = [
  { value: 'beginner', label: 'Beginner (0-2 years)' },
  { value: 'intermediate', label: 'Intermediate (3-5 years)' },
  { value: 'advanced', label: 'Advanced (6+ years)' },
  { value: 'competitive', label: 'Competitive (club level)' },
] as const;

export const COMMITMENT_OPTIONS = [
  { value: 'full', label: 'Full commitment (3 days/week, year-round)' },
  { value: 'seasonal', label: 'Seasonal' },
  { value: 'exploring', label: 'Just exploring' },
] as const;

type Values<T extends readonly { value: string }[]> = T[number]['value'];
const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as [Values<T>, ...Values<T>[]];

/** A required single-line field: it may end up in an e-mail's subject, so no line breaks. */
const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .refine(isSingleLineText, { error: `${label}: ${LINE_BREAK_MESSAGE}` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

const requiredMultiLine = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .refine(isCleanText, { error: `${label}: ${CONTROL_CHARACTERS_MESSAGE}` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** The longest address SMTP can carry (RFC 5321: 254 characters in a path). */
export const EMAIL_MAX_LENGTH = 254;

export const ZEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Email is required' })
  .max(EMAIL_MAX_LENGTH, { error: `Email must be at most ${EMAIL_MAX_LENGTH} characters` })
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

export const ZPhone = z
  .string({ error: 'Phone is required' })
  .refine(isSingleLineText, { error: 'Please enter a valid phone number.' })
  .trim()
  .min(1, { error: 'Phone is required' })
  .regex(/^\+?[0-9()\-.\s]{7,20}$/, { error: 'Please enter a valid phone number.' })
  .refine((v) => v.replace(/\D/g, '').length >= 7, { error: 'Please enter a valid phone number.' });

export const ZCreateApplicationRequest = z.object({
  playerName: required('Player name', 100).refine(hasNoBidiControls, { error: `Player name: ${BIDI_CONTROLS_MESSAGE}` }),
  playerAge: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: 'Player age is required' })
      .int({ error: 'Player age must be between 8 and 17' })
      .min(8, { error: 'Player age must be between 8 and 17' })
      .max(17, { error: 'Player age must be between 8 and 17' }),
  ),
  parentName: required('Parent name', 100).refine(hasNoBidiControls, { error: `Parent name: ${BIDI_CONTROLS_MESSAGE}` }),
  email: ZEmail,
  phone: ZPhone,
  experience: z.enum(values(EXPERIENCE_OPTIONS), { error: 'Choose the player’s experience' }),
  commitment: z.enum(values(COMMITMENT_OPTIONS), { error: 'Choose a commitment level' }),
  message: requiredMultiLine('Message', 2000),
});

export type TCreateApplicationRequest = z.infer<typeof ZCreateApplicationRequest>;
export type TCreateApplicationInput = z.input<typeof ZCreateApplicationRequest>;
