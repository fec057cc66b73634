/**
 * Changes made offline (issue 45, point 3): each queued write carries an id the app made (a UUID) in
 * the Idempotency-Key header; the server applies the first request with it and answers every repeat
 * with that first answer.
 */
import { z } from 'zod';

export const CLIENT_ID_HEADER = 'idempotency-key';

export const OFFLINE_MESSAGES = {
  badClientId: 'This change’s id is not valid (it must be a UUID made by the app). Nothing was applied.',
  clientIdTaken: 'This change’s id was already used by another account. Nothing was applied.',
  clientIdReused: 'This change’s id was already used for a different change. Nothing was applied.',
  stillApplying: 'This change is still being applied. It will be sent again in a moment.',
} as const;

/** The optional header; every other header passes through untouched. */
export const ZClientIdHeaders = z.looseObject({
  [CLIENT_ID_HEADER]: z.uuid({ error: OFFLINE_MESSAGES.badClientId }).optional(),
});
