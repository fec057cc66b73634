/**
 * The daily job (decision 097): every athlete's three quests for the new academy day, drawn and
 * recorded once, so the day's first save or page reads them back instead of the athlete's whole
 * history. An athlete the job has not reached yet (or one added since) is drawn on first ask, by the
 * same rule from the same inputs (service.ts, readDay), so either way they get the same three.
 *
 * It runs beside the requests of the same process, so it works in slices of athletes, and yields to
 * the event loop between statements whenever a slice has held it for its budget: on SQLite each
 * statement runs on the event loop, so a slice's statements are kept small.
 */
import { performance } from 'node:perf_hooks';
import { type DailyQuest, drawDailyQuests, type QuestCategory } from '#shared/progress/quests';
import { levelForXp } from '#shared/progress/levels';
import { academyDate, academyMidnight, addDays } from '#shared/progress/time';
import type { Db } from '#server/db/database';
import {
  deleteUntouchedBefore,
  insertDrawnQuests,
  listAthletesAfter,
  listCategories,
  listCountedAthletes,
  countLessonCategories,
  listDrawnAthletes,
  listLedgerOfBetween,
  listLessonCategories,
  LESSON_REFERENCES,
} from './queries';

export type DrawOptions = {
  /** Athletes per slice: each slice is seven small statements. */
  sliceSize?: number;
  /** How long the job may hold the event loop before it lets other work in. */
  budgetMs?: number;
};

const LESSON_TYPES: readonly string[] = LESSON_REFERENCES;

/** A practice's reference is `<lesson id>:<day>`; a completion's is the lesson id. */
function lessonIdOf(referenceType: string, referenceId: string): string {
  return referenceType === 'lesson-practice' ? referenceId.slice(0, -11) : referenceId;
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Draws and records the day's quests of every athlete without them; returns how many were drawn. Safe to run twice. */
export async function drawDailyQuestsForAll(db: Db, now: Date, options: DrawOptions = {}): Promise<{ athletes: number; drawn: number }> {
  const sliceSize = options.sliceSize ?? 100;
  const budgetMs = options.budgetMs ?? 5;
  const day = academyDate(now);
  const from = academyMidnight(day).toISOString();
  const to = academyMidnight(addDays(day, 1)).toISOString();
  const nowIso = now.toISOString();
  const categories: QuestCategory[] = await listCategories(db);
  let slotStart = performance.now();
  /** Lets other work in once the job has held the event loop for its budget. */
  const pause = async () => {
    if (performance.now() - slotStart < budgetMs) return;
    await yieldToLoop();
    slotStart = performance.now();
  };
  let after = '';
  let athletes = 0;
  let drawn = 0;
  for (;;) {
    await pause();
    const slice = await listAthletesAfter(db, after, sliceSize);
    if (!slice.length) break;
    after = slice[slice.length - 1]!.id;
    athletes += slice.length;
    const ids = slice.map((a) => a.id);
    await pause();
    await deleteUntouchedBefore(db, ids, day);
    await pause();
    const done = await listDrawnAthletes(db, ids, day);
    const waiting = slice.filter((a) => !done.has(a.id));
    if (!waiting.length) continue;
    const waitingIds = waiting.map((a) => a.id);
    await pause();
    // Today's rows: what was earned since the day began (the level is the day's first), and the
    // lessons of today, which are not yet "tried before".
    const today = await listLedgerOfBetween(db, waitingIds, from, to);
    const earned = new Map<string, number>();
    for (const r of today) earned.set(r.athlete_id, (earned.get(r.athlete_id) ?? 0) + Number(r.amount));
    const todayLessons = today.filter((r) => LESSON_TYPES.includes(r.reference_type));
    const categoryOf = await listLessonCategories(db, todayLessons.map((r) => lessonIdOf(r.reference_type, r.reference_id)));
    const todayCount = new Map<string, number>();
    for (const r of todayLessons) {
      const key = `${r.athlete_id}|${categoryOf.get(lessonIdOf(r.reference_type, r.reference_id))}`;
      todayCount.set(key, (todayCount.get(key) ?? 0) + 1);
    }
    await pause();
    const tried = new Map<string, Set<string>>();
    for (const row of await countLessonCategories(db, waitingIds)) {
      if (Number(row.lessons) <= (todayCount.get(`${row.athlete_id}|${row.category_id}`) ?? 0)) continue;
      let set = tried.get(row.athlete_id);
      if (!set) tried.set(row.athlete_id, (set = new Set()));
      set.add(row.category_id);
    }
    await pause();
    const counted = await listCountedAthletes(db, waitingIds, from);
    await pause();
    const none = new Set<string>();
    const rows: (Omit<DailyQuest, 'kind' | 'categoryId'> & { athleteId: string; day: string })[] = [];
    for (const a of waiting) {
      const level = levelForXp(Math.max(0, Number(a.total_xp ?? 0) - (earned.get(a.id) ?? 0)));
      for (const q of drawDailyQuests(a.id, day, { level, categories, triedCategoryIds: tried.get(a.id) ?? none, hasCounts: counted.has(a.id) })) {
        rows.push({ athleteId: a.id, day, key: q.key, title: q.title, target: q.target, xp: q.xp });
      }
    }
    await pause();
    await insertDrawnQuests(db, rows, nowIso);
    drawn += waiting.length;
  }
  return { athletes, drawn };
}
