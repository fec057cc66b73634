/**
 * Daily quests and squad quests (issue 43, points 4-5; decision 089; docs/product.md, Quests).
 *
 * Both are read from the XP ledger: today's paid work moves the day's quests, this week's paid
 * lessons move the athlete's share of their birth-year squad. So Reset XP, which clears the ledger,
 * resets them too, and what is shown is recomputed from what remains. Rewards are ledger rows under
 * unique references (a quest per athlete and day; a squad quest per athlete), paid in the
 * transaction of the save that met the quest, or, for a squad's contributors, each in a transaction
 * of their own holding that athlete's progress lock.
 */
import {
  byKindOrder,
  DAILY_QUEST_COUNT,
  type DailyQuest,
  type DayWork,
  dailyQuestProgress,
  dailyQuestReference,
  drawDailyQuests,
  parseQuestKey,
  squadGoal,
} from '#shared/progress/quests';
import { levelForXp } from '#shared/progress/levels';
import { academyDate, academyMidnight, addDays, weekStart } from '#shared/progress/time';
import { publicName } from '#shared/names';
import type { TDailyQuest, TQuestsResponse, TSquadQuest } from '#shared/validation/quests';
import type { AppContext, ProgressEffects } from '#server/context';
import type { Db } from '#server/db/database';
import { timeOrderedId } from '#server/db/ids';
import { inTransaction, type Trx } from '#server/db/transaction';
import type { EventBus } from '#server/realtime/bus';
import { requireOwnedAthlete } from '../athletes/service';
import { awardXpAll, lockAthleteProgress } from '../progress/service';
import {
  addSquadProgress,
  countBirthYear,
  countLessonsSince,
  DAILY_QUEST_REFERENCE,
  deleteContribution,
  deleteDailyQuests,
  type Executor,
  findAthleteQuestFacts,
  findContribution,
  findSquadQuest,
  hasCountBefore,
  insertSquadQuest,
  LESSON_REFERENCES,
  listCategories,
  listBestCountsBefore,
  listContributors,
  listDailyQuestRows,
  listFamilyQuestRows,
  listLedgerBetween,
  listLessonCategories,
  listLessonReferencesBefore,
  listOpenContributions,
  listSessionsSavedBetween,
  listUnrewarded,
  markRewarded,
  markSquadCompleted,
  setContribution,
  SQUAD_QUEST_REFERENCE,
  upsertDailyQuests,
} from './queries';

const LESSON_TYPES: readonly string[] = LESSON_REFERENCES;
/** XP earned training: a lesson, its count, a challenge (not badges or quest rewards). */
const TRAINING_TYPES: readonly string[] = ['lesson', 'lesson-practice', 'lesson-measurement', 'challenge'];

/** A practice's reference is `<lesson id>:<day>`; a completion's is the lesson id. */
function lessonIdOf(referenceType: string, referenceId: string): string {
  return referenceType === 'lesson-practice' ? referenceId.slice(0, -11) : referenceId;
}

type DayState = {
  day: string;
  quests: DailyQuest[];
  work: DayWork;
  paid: Set<string>;
  /** How far each quest had gone at the last save that paid (its row), by key. */
  recorded: Map<string, number>;
};

/**
 * Kinds read from the lesson sessions, which a save that pays nothing still changes (a longer time,
 * a higher count). Quests move only with a save that pays (docs/product.md, Progress), so the card
 * shows them as far as the last paying save took them: never met and unpaid.
 */
const SESSION_KINDS: ReadonlySet<string> = new Set(['minutes', 'personal-best']);

/** The day's three as the daily job or an earlier save recorded them; null when they are not all there. */
function storedQuests(rows: readonly { quest_key: string; title: string; target: number; xp: number }[]): DailyQuest[] | null {
  if (rows.length !== DAILY_QUEST_COUNT) return null;
  const quests: DailyQuest[] = [];
  for (const row of rows) {
    const parsed = parseQuestKey(row.quest_key);
    if (!parsed) return null;
    quests.push({ key: row.quest_key, title: row.title, target: Number(row.target), xp: Number(row.xp), ...parsed });
  }
  return quests.sort(byKindOrder);
}

/**
 * The athlete's day: the three quests (as recorded, or drawn from their level when the day began and
 * their history before it, both stable all day), today's paid work, and the quests already paid.
 */
export async function readDay(db: Executor, athleteId: string, now: Date): Promise<DayState> {
  const day = academyDate(now);
  const from = academyMidnight(day).toISOString();
  const to = academyMidnight(addDays(day, 1)).toISOString();
  const today = await listLedgerBetween(db, athleteId, from, to);
  const todayLessons = [...new Set(today.filter((r) => LESSON_TYPES.includes(r.reference_type)).map((r) => lessonIdOf(r.reference_type, r.reference_id)))];
  const rows = await listDailyQuestRows(db, athleteId, day);
  const recorded = new Map(rows.map((r) => [r.quest_key, Number(r.progress)]));
  let quests = storedQuests(rows);
  let categoryOf: Map<string, string>;
  if (quests) {
    categoryOf = await listLessonCategories(db, todayLessons);
  } else {
    const facts = await findAthleteQuestFacts(db, athleteId);
    const before = await listLessonReferencesBefore(db, athleteId, from);
    const categories = await listCategories(db);
    const hasCounts = await hasCountBefore(db, athleteId, from);
    const triedLessons = [...new Set(before.map((r) => lessonIdOf(r.reference_type, r.reference_id)))];
    categoryOf = await listLessonCategories(db, [...new Set([...todayLessons, ...triedLessons])]);
    const earnedToday = today.reduce((sum, r) => sum + Number(r.amount), 0);
    const level = levelForXp(Math.max(0, Number(facts?.total_xp ?? 0) - earnedToday));
    const triedCategoryIds = new Set(triedLessons.flatMap((id) => categoryOf.get(id) ?? []));
    quests = drawDailyQuests(athleteId, day, { level, categories, triedCategoryIds, hasCounts });
  }
  const work: DayWork = {
    lessonIds: todayLessons,
    lessonCategoryIds: todayLessons.flatMap((id) => categoryOf.get(id) ?? []),
    xp: today.filter((r) => TRAINING_TYPES.includes(r.reference_type)).reduce((sum, r) => sum + Number(r.amount), 0),
    routines: today.filter((r) => r.reference_type === 'lesson-measurement').length,
    challenges: today.filter((r) => r.reference_type === 'challenge').length,
    ...(quests.some((q) => q.kind === 'minutes' || q.kind === 'personal-best') ? await readSessionsWork(db, athleteId, today, categoryOf, from, to) : NO_SESSIONS_WORK),
  };
  const paid = new Set(today.filter((r) => r.reference_type === DAILY_QUEST_REFERENCE).map((r) => r.reference_id));
  return { day, quests, work, paid, recorded };
}

const NO_SESSIONS_WORK = { minutesByCategory: new Map<string, number>(), personalBests: 0 };

/**
 * Read only when a quest asks: the minutes of today's sessions of lessons that paid today, by
 * category, and the lessons whose count today (paid today) beat the athlete's best before today.
 */
async function readSessionsWork(
  db: Executor,
  athleteId: string,
  today: readonly { reference_type: string; reference_id: string }[],
  categoryOf: ReadonlyMap<string, string>,
  from: string,
  to: string,
): Promise<Pick<DayWork, 'minutesByCategory' | 'personalBests'>> {
  const sessions = await listSessionsSavedBetween(db, athleteId, from, to);
  const paidLessons = new Set(today.filter((r) => LESSON_TYPES.includes(r.reference_type)).map((r) => lessonIdOf(r.reference_type, r.reference_id)));
  const measured = new Set(today.filter((r) => r.reference_type === 'lesson-measurement').map((r) => r.reference_id.slice(0, -11)));
  const minutesByCategory = new Map<string, number>();
  const bestToday = new Map<string, number>();
  for (const s of sessions) {
    const category = categoryOf.get(s.lesson_id);
    if (category && paidLessons.has(s.lesson_id)) minutesByCategory.set(category, (minutesByCategory.get(category) ?? 0) + Number(s.minutes));
    if (s.count !== null && measured.has(s.lesson_id)) bestToday.set(s.lesson_id, Math.max(bestToday.get(s.lesson_id) ?? 0, Number(s.count)));
  }
  const bestBefore = await listBestCountsBefore(db, athleteId, [...bestToday.keys()], from);
  const personalBests = [...bestToday].filter(([lessonId, count]) => count > (bestBefore.get(lessonId) ?? Number.POSITIVE_INFINITY)).length;
  return { minutesByCategory, personalBests };
}

function toDailyQuests(state: DayState): TDailyQuest[] {
  return state.quests.map((q) => ({
    key: q.key,
    title: q.title,
    target: q.target,
    progress: SESSION_KINDS.has(q.kind) ? Math.min(q.target, state.recorded.get(q.key) ?? 0) : dailyQuestProgress(q, state.work),
    xp: q.xp,
    isCompleted: state.paid.has(dailyQuestReference(state.day, q)),
  }));
}

/**
 * After any paid progress, in its transaction (the athlete's progress lock held): each of today's
 * quests the work has met pays its XP once (its reference is unique per athlete, day and quest).
 */
export async function advanceDailyQuests(trx: Trx, athleteId: string, now: Date): Promise<{ paid: number }> {
  const state = await readDay(trx, athleteId, now);
  const met = state.quests.filter((q) => dailyQuestProgress(q, state.work) >= q.target && !state.paid.has(dailyQuestReference(state.day, q)));
  const results = await awardXpAll(
    trx,
    athleteId,
    met.map((q) => ({ amount: q.xp, reason: `Daily quest: ${q.title}`, referenceType: DAILY_QUEST_REFERENCE, referenceId: dailyQuestReference(state.day, q) })),
    now,
  );
  const nowIso = now.toISOString();
  met.forEach((q, i) => {
    if (results[i]?.isAwarded) state.paid.add(dailyQuestReference(state.day, q));
  });
  await upsertDailyQuests(
    trx,
    state.quests.map((q) => ({
      athleteId,
      day: state.day,
      key: q.key,
      title: q.title,
      target: q.target,
      xp: q.xp,
      progress: dailyQuestProgress(q, state.work),
      completedAt: state.paid.has(dailyQuestReference(state.day, q)) ? nowIso : null,
    })),
    nowIso,
  );
  return { paid: results.filter((r) => r.isAwarded).length };
}

/** This week's squad quest of a birth year, made on its first contribution with the group's size then. */
async function ensureSquadQuest(trx: Trx, week: string, birthYear: number) {
  const found = await findSquadQuest(trx, week, birthYear);
  if (found) return found;
  const goal = squadGoal(birthYear, await countBirthYear(trx, birthYear));
  await insertSquadQuest(trx, { id: timeOrderedId(), weekStart: week, birthYear, ...goal });
  return (await findSquadQuest(trx, week, birthYear))!;
}

/**
 * After any paid progress, in its transaction: the athlete's lessons this week become their share of
 * their squad's goal (moved by the difference, so a replay moves nothing). The save that meets the
 * goal marks it met, once, and after its commit each contributor's reward is paid.
 */
export async function advanceSquadQuest(trx: Trx, athleteId: string, now: Date): Promise<{ birthYear: number | null; squadQuestId: string | null; isMet: boolean }> {
  const none = { birthYear: null, squadQuestId: null, isMet: false };
  const facts = await findAthleteQuestFacts(trx, athleteId);
  if (!facts) return none;
  const week = weekStart(now);
  const lessons = await countLessonsSince(trx, athleteId, academyMidnight(week).toISOString());
  if (lessons === 0) return none;
  const quest = await ensureSquadQuest(trx, week, facts.birth_year);
  if (quest.completed_at) return none;
  const previous = (await findContribution(trx, quest.id, athleteId))?.lessons ?? 0;
  if (lessons <= previous) return none;
  const nowIso = now.toISOString();
  await setContribution(trx, quest.id, athleteId, lessons, nowIso);
  const squad = await addSquadProgress(trx, quest.id, lessons - previous);
  const isMet = squad.progress >= squad.target && (await markSquadCompleted(trx, quest.id, nowIso));
  return { birthYear: facts.birth_year, squadQuestId: quest.id, isMet };
}

/**
 * Pays each contributor of met squad quests (one, or all) their reward, each in a transaction of
 * their own under that athlete's progress lock: the unique reference pays it once, whichever
 * instance or retry gets there first. Returns how many were paid now.
 */
export async function paySquadRewards(ctx: AppContext, now: Date, squadQuestId?: string): Promise<number> {
  let paid = 0;
  const nowIso = now.toISOString();
  for (const row of await listUnrewarded(ctx.db, squadQuestId)) {
    const isAwarded = await inTransaction(ctx.db, async (trx) => {
      await lockAthleteProgress(trx, row.athlete_id, ctx.dialect === 'postgres');
      const [result] = await awardXpAll(
        trx,
        row.athlete_id,
        [{ amount: row.xp, reason: `Squad quest: ${row.title}`, referenceType: SQUAD_QUEST_REFERENCE, referenceId: row.squad_quest_id }],
        now,
      );
      await markRewarded(trx, row.squad_quest_id, row.athlete_id, nowIso);
      return Boolean(result?.isAwarded);
    });
    if (!isAwarded) continue;
    paid++;
    ctx.events.publish({ userId: row.parent_id }, [
      { type: 'xp', athleteId: row.athlete_id },
      { type: 'quests', athleteId: row.athlete_id },
    ]);
  }
  if (paid) ctx.notifyRankings();
  return paid;
}

/**
 * Tells every open page that a squad moved, at most once a second per birth year: the first change
 * at once, the changes during the second together at its end. Pages of that group refresh it.
 */
export function createSquadNotifier(events: EventBus, intervalMs = 1000) {
  const timers = new Map<number, { timer: NodeJS.Timeout; isPending: boolean }>();
  const send = (birthYear: number) => events.publish('everyone', [{ type: 'squad', birthYear }]);
  return (birthYear: number) => {
    const held = timers.get(birthYear);
    if (held) {
      held.isPending = true;
      return;
    }
    send(birthYear);
    const state = { timer: setTimeout(function flush() {
      if (!state.isPending) return void timers.delete(birthYear);
      state.isPending = false;
      send(birthYear);
      state.timer = setTimeout(flush, intervalMs);
      state.timer.unref();
    }, intervalMs), isPending: false };
    state.timer.unref();
    timers.set(birthYear, state);
  };
}

/** The after-progress hook: today's quests, then the squad's; live updates and rewards after the commit. */
export function questsAfterProgress(ctx: AppContext, notifySquad: (birthYear: number) => void) {
  return async function advanceQuests(trx: Trx, athleteId: string, now: Date): Promise<Partial<ProgressEffects>> {
    await advanceDailyQuests(trx, athleteId, now);
    const squad = await advanceSquadQuest(trx, athleteId, now);
    const afterCommit: (() => void)[] = [];
    if (squad.birthYear !== null) afterCommit.push(() => notifySquad(squad.birthYear!));
    if (squad.isMet) {
      const id = squad.squadQuestId!;
      afterCommit.push(() => {
        paySquadRewards(ctx, new Date(), id).catch((error: unknown) => ctx.log.error({ err: error, squadQuestId: id }, 'squad quest rewards not paid; the job pays them'));
      });
    }
    return { afterCommit };
  };
}

/** The quests card: today's three and this week's squad goal of the athlete's birth year. */
export async function getQuests(db: Db, parentId: string, athleteId: string, now: Date): Promise<TQuestsResponse> {
  const athlete = await requireOwnedAthlete(db, parentId, athleteId);
  const state = await readDay(db, athlete.id, now);
  return { day: state.day, daily: toDailyQuests(state).slice(0, DAILY_QUEST_COUNT), squad: await readSquad(db, athlete.id, athlete.birthYear, now) };
}

async function readSquad(db: Executor, athleteId: string, birthYear: number, now: Date): Promise<TSquadQuest> {
  const week = weekStart(now);
  const quest = await findSquadQuest(db, week, birthYear);
  const goal = quest ?? { ...squadGoal(birthYear, await countBirthYear(db, birthYear)), progress: 0, completed_at: null };
  const contributors = quest ? await listContributors(db, quest.id) : [];
  const shown = contributors.filter((c) => !c.hide_from_rankings);
  return {
    birthYear,
    weekStart: week,
    title: goal.title,
    target: goal.target,
    progress: Math.min(goal.target, Number(goal.progress)),
    xp: goal.xp,
    isCompleted: goal.completed_at !== null,
    hasContributed: contributors.some((c) => c.athlete_id === athleteId),
    contributors: shown.map((c) => ({ name: publicName(c.name, 'An athlete'), lessons: Number(c.lessons) })),
    otherContributors: contributors.length - shown.length,
  };
}

/**
 * Reset XP: the ledger the quests read is gone, so today's quest rows go, and the athlete's share of
 * any squad goal not yet met leaves its progress (a met goal stays met: the others were paid).
 */
export async function resetQuests(trx: Trx, athleteId: string): Promise<void> {
  await deleteDailyQuests(trx, athleteId);
  for (const c of await listOpenContributions(trx, athleteId)) {
    await addSquadProgress(trx, c.squad_quest_id, -Number(c.lessons));
    await deleteContribution(trx, c.squad_quest_id, athleteId);
  }
}

export async function exportFamilyQuests(db: Executor, parentId: string) {
  return listFamilyQuestRows(db, parentId);
}
