/** Departures as the API takes and sends them (issue 39, point 3; decision 074; docs/product.md, Admin). */
import { z } from 'zod';
import { DEPARTURE_MESSAGES, DEPARTURE_NOTE_MAX, DEPARTURE_REASONS, WIN_BACK_MAX } from '../departures';
import { multiLineText } from './text';

/**
 * Why a family leaves. Optional in the API (an older page's cancel records `not-given`); the
 * Manage Billing dialog always sends one.
 */
export const ZDepartureFields = z.object({
  reason: z.enum(DEPARTURE_REASONS, { error: DEPARTURE_MESSAGES.reason }).optional(),
  note: multiLineText({ error: DEPARTURE_MESSAGES.noteTooLong })
    .max(DEPARTURE_NOTE_MAX, { error: DEPARTURE_MESSAGES.noteTooLong })
    .transform((s) => s.trim())
    .optional(),
});
export type TDepartureFields = z.infer<typeof ZDepartureFields>;

export const ZDeparture = z.object({
  membershipId: z.string(),
  familyId: z.string(),
  familyName: z.string(),
  /** The athlete's first name only; null when the athlete was removed or the membership is a family's. */
  athleteFirstName: z.string().nullable(),
  planLabel: z.string(),
  kind: z.enum(['cancel', 'withdraw']),
  reason: z.enum(DEPARTURE_REASONS),
  note: z.string().nullable(),
  askedAt: z.string(),
  effectiveAt: z.string(),
  winBackSentAt: z.string().nullable(),
});
export type TDeparture = z.infer<typeof ZDeparture>;

export const ZDeparturesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});
export type TDeparturesQuery = z.infer<typeof ZDeparturesQuery>;

export const ZDeparturesPage = z.object({ departures: z.array(ZDeparture), nextCursor: z.string().nullable() });
export type TDeparturesPage = z.infer<typeof ZDeparturesPage>;

export const ZDepartureParams = z.object({ membershipId: z.string().min(1).max(64) });

export const ZWinBackRequest = z.object({
  body: multiLineText({ error: DEPARTURE_MESSAGES.winBackRequired })
    .max(WIN_BACK_MAX, { error: DEPARTURE_MESSAGES.winBackTooLong })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, { error: DEPARTURE_MESSAGES.winBackRequired })),
});
export type TWinBackRequest = z.input<typeof ZWinBackRequest>;

export const ZWinBackResponse = z.object({ winBackSentAt: z.string() });
