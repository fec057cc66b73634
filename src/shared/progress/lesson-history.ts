/**
 * Lesson history (issue 18, point 2: "each athlete's past sessions of a lesson (date, time spent,
 * counts, notes, XP) shown on the lesson page, with personal bests; time spent recorded once per
 * session"). A session is one server-recorded start of the lesson; every save of it updates the
 * same entry. docs/decisions/039-lesson-history.md.
 */

export type LessonSessionEntry = {
  minutes: number;
  count: number | null;
  notes: string | null;
  xpAwarded: number;
  isCompleted: boolean;
};

export type LessonSessionSave = {
  /** Minutes credited by this save (the session's time so far, as the page's stopwatch shows it). */
  minutes: number;
  count: number | null;
  notes: string | null;
  /** XP this save actually paid (0 when today's was already earned). */
  xpAwarded: number;
  isCompletion: boolean;
};

/**
 * A save folded into its session: the session's time is the most any of its saves showed, never
 * their sum (one 10-minute session saved three times is 10 minutes); the count is the session's
 * best; the latest notes win unless the save has none; XP adds up, since each save's award is new;
 * a completion stays.
 */
export function mergeSessionSave(previous: LessonSessionEntry | null, save: LessonSessionSave): LessonSessionEntry {
  if (!previous) {
    return { minutes: save.minutes, count: save.count, notes: save.notes, xpAwarded: save.xpAwarded, isCompleted: save.isCompletion };
  }
  return {
    minutes: Math.max(previous.minutes, save.minutes),
    count: save.count === null ? previous.count : Math.max(previous.count ?? 0, save.count),
    notes: save.notes ?? previous.notes,
    xpAwarded: previous.xpAwarded + save.xpAwarded,
    isCompleted: previous.isCompleted || save.isCompletion,
  };
}

/** Sessions the lesson page shows at a time; older ones come with "Show older sessions". */
export const LESSON_HISTORY_PAGE_SIZE = 10;
