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
  listDrawnAthletes,
  listTriedCategories,
  sumLedgerBetween,
} from './queries';

export type DrawOptions = {
  /** Athletes per slice: each slice is seven small statements. */
  sliceSize?: number;
  /** How long the job may hold the event loop before it lets other work in. */
  budgetMs?: number;
};

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Draws and records the day's quests of every athlete without them; returns how many were drawn. Safe to run twice. */
export async function drawDailyQuestsForAll(db: Db, now: Date, options: DrawOptions = {}): Promise<{ athletes: number; drawn: number }> {
  const sliceSize = options.sliceSize ?? 200;
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
    const earned = await sumLedgerBetween(db, waitingIds, from, to);
    await pause();
    const tried = new Map<string, Set<string>>();
    for (const row of await listTriedCategories(db, waitingIds, from)) {
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
