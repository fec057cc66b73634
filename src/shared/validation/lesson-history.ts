import { z } from 'zod';
import { ZAthleteQuery } from './training';

export const ZLessonHistoryQuery = ZAthleteQuery.extend({
  /** The page after the one that ended with this session (its start, from nextBefore). */
  before: z.iso.datetime({ error: 'Sessions before a valid date and time only' }).optional(),
});
export type TLessonHistoryQuery = z.infer<typeof ZLessonHistoryQuery>;

export const ZLessonSession = z.object({
  startedAt: z.string(),
  minutes: z.number().int(),
  count: z.number().int().nullable(),
  notes: z.string().nullable(),
  xpAwarded: z.number().int(),
  isCompleted: z.boolean(),
  /** Recorded or confirmed by a coach (issue 42, point 4). */
  isVerified: z.boolean(),
  /** Over twice the best verified count: waiting for a coach, off the Performance board. */
  isFlagged: z.boolean(),
  isRecordedByCoach: z.boolean(),
});
export type TLessonSession = z.infer<typeof ZLessonSession>;

export const ZLessonHistory = z.object({
  sessions: z.array(ZLessonSession),
  /** Over all the athlete's sessions of the lesson, not only this page. */
  bests: z.object({
    sessionCount: z.number().int(),
    bestCount: z.number().int().nullable(),
    longestMinutes: z.number().int().nullable(),
  }),
  /** Pass as `before` for the next older page; null on the last page. */
  nextBefore: z.string().nullable(),
});
export type TLessonHistory = z.infer<typeof ZLessonHistory>;
