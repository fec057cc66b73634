/**
 * Verified results (issue 42, point 4; docs/product.md, Coaching: Verified results): what a coach
 * records or confirms at a session, and what the session's sheet lists. The same schemas check the
 * coach's form and the server's routes.
 */
import { z } from 'zod';

/** The most any lesson's measurement counts (a lesson's own target is checked by the server). */
export const RESULT_MAX_COUNT = 10_000;

export const VERIFIED_RESULT_MESSAGES = {
  badCount: `Enter a whole number from 0 to ${RESULT_MAX_COUNT}.`,
  noLesson: 'Choose a lesson with a measured result.',
  unknownLesson: 'That lesson has no measured result. Choose one from the list.',
  notOnRoster: 'That athlete is not on this session’s roster.',
  noResult: 'That result was not found.',
  recorded: 'Result recorded',
  confirmed: 'Result confirmed',
} as const;

const M = VERIFIED_RESULT_MESSAGES;
const ZId = z.string().min(1).max(64);

/** A count out of the lesson's own range: "Enter a number from 0 to 50 for Juggling basics." */
export function countOutOfRangeMessage(target: number, lessonTitle: string): string {
  return `Enter a number from 0 to ${target} for ${lessonTitle}.`;
}

export const ZSessionResultsParams = z.object({ sessionId: ZId });

export const ZRecordResultInput = z.object({
  athleteId: ZId,
  lessonId: z.string({ error: M.noLesson }).min(1, M.noLesson).max(64, M.noLesson),
  count: z.number({ error: M.badCount }).int(M.badCount).min(0, M.badCount).max(RESULT_MAX_COUNT, M.badCount),
});
export type TRecordResultInput = z.infer<typeof ZRecordResultInput>;

/** A family's logged result is named by its athlete, lesson and session start (lesson history). */
export const ZConfirmResultInput = z.object({
  athleteId: ZId,
  lessonId: ZId,
  startedAt: z.iso.datetime({ error: M.noResult }),
});
export type TConfirmResultInput = z.infer<typeof ZConfirmResultInput>;

export const ZVerifiedResult = z.object({
  athleteId: z.string(),
  athleteName: z.string(),
  lessonId: z.string(),
  lessonTitle: z.string(),
  metric: z.string().nullable(),
  count: z.number().int(),
  startedAt: z.string(),
  /** The best verified count of the lesson before this one; null when none was verified. */
  bestVerified: z.number().int().nullable(),
  isVerified: z.boolean(),
  isFlagged: z.boolean(),
  /** Recorded by a coach at a session, not logged by the family. */
  isRecordedByCoach: z.boolean(),
});
export type TVerifiedResult = z.infer<typeof ZVerifiedResult>;

export const ZSessionResults = z.object({
  /** The lessons a result can be recorded for (those with a measurement), with their range. */
  lessons: z.array(z.object({ id: z.string(), title: z.string(), metric: z.string(), target: z.number().int() })),
  /** The roster's athletes, by name. */
  athletes: z.array(z.object({ athleteId: z.string(), name: z.string() })),
  /** Results of the roster's athletes flagged as more than twice their best verified count. */
  toConfirm: z.array(ZVerifiedResult),
  /** Results recorded or confirmed at this session. */
  verified: z.array(ZVerifiedResult),
});
export type TSessionResults = z.infer<typeof ZSessionResults>;

export const ZVerifiedResultResponse = z.object({ result: ZVerifiedResult });
