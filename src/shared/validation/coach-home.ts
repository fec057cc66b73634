/**
 * The coach's home beyond its sessions (issue 42, point 5; docs/product.md, Coaching: the coach's
 * home): the families' Coach threads waiting for an answer, the lessons written, and the counts of
 * evaluations due and plans running. Coaches and admins; a coach's lessons are their own, an admin's
 * every coach's.
 */
import { z } from 'zod';

/** How many threads and lessons the home lists; the counts cover them all. */
export const COACH_HOME_LIMIT = 10;

export const ZCoachHome = z.object({
  threads: z.object({
    count: z.number().int(),
    items: z.array(z.object({ id: z.string(), familyName: z.string(), waitingSince: z.string(), preview: z.string().nullable() })),
  }),
  lessons: z.object({
    /** True for an admin: every coach's lessons, each with its author. */
    isEveryCoach: z.boolean(),
    count: z.number().int(),
    items: z.array(z.object({ id: z.string(), title: z.string(), status: z.enum(['draft', 'published']), authorName: z.string().nullable(), updatedAt: z.string() })),
  }),
  counts: z.object({ evaluationsDue: z.number().int(), athletes: z.number().int(), plansRunning: z.number().int() }),
});
export type TCoachHome = z.infer<typeof ZCoachHome>;
