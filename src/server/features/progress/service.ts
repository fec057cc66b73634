/**
 * Progress belongs to an athlete: the XP ledger (one award per reference, so a retried or doubled
 * request never pays twice), the lifetime total and level, the week and month totals in the
 * academy's time zone, and the streak, all written in the caller's transaction.
 */
import { levelForXp } from '#shared/progress/levels';
import { academyDate, monthStart, weekStart } from '#shared/progress/time';
import { ALL_TIME_START, isWeekendDate, SKILL_REFERENCE_TYPES, weekendStartOf } from '#shared/rankings';
import type { TProgressOutcome } from '#shared/validation/progress';
import type { TProgressTotals } from '#shared/validation/training';
import { inTransaction } from '#server/db/transaction';
import type { Transaction } from 'kysely';
import type { AppContext, ProgressEffects } from '#server/context';
import type { LiveEvent } from '#server/realtime/bus';
import type { Database } from '#server/db/schema';
import {
  addToLifetimeTotal,
  addToPeriodTotals,
  clearAthleteXp,
  ensureProgressRow,
  type Executor,
  findDashboardStats,
  findLedgerAward,
  findPeriodTotals,
  findProgressRow,
  findStart,
  insertLedgerRows,
  ledgerKey,
  listLedger,
  listRecentLedger,
  moveOtherStarts,
  type PeriodStart,
  setLevel,
  type StartKind,
  sumLedgerByDay,
  upsertStart,
} from './queries';
import { recordTrainingDay, type StreakUpdate } from './streak';

export { readStreakCard } from './streak';

export type Trx = Transaction<Database>;

export type XpAward = {
  athleteId: string;
  amount: number;
  reason: string;
  referenceType: string;
  referenceId: string;
  now: Date;
  /** Skill work a coach has yet to confirm (decision 095): paid as XP, kept off the Performance board. */
  isHeldFromSkillBoard?: boolean;
};

export type AwardResult = { isAwarded: boolean; previousLevel: number; level: number; totalXp: number };

/** Pays an award once per (athlete, reference), updating every total in the same transaction. */
export async function awardXp(trx: Trx, award: XpAward): Promise<AwardResult> {
  const { athleteId, now, ...rest } = award;
  const [result] = await awardXpAll(trx, athleteId, [rest], now);
  return result!;
}

/**
 * Pays several awards to one athlete at once (a lesson's XP and its count, the achievements one
 * completion unlocks), each once per reference, in the order given. The totals move once for all of
 * them: one ledger statement, one lifetime total, one statement for the period totals, so their
 * ranking histogram moves once per period, not once per award (decision 093). Each result is what
 * that award alone would have returned had they been paid one after another.
 */
export async function awardXpAll(trx: Trx, athleteId: string, awards: readonly Omit<XpAward, 'athleteId' | 'now'>[], now: Date): Promise<AwardResult[]> {
  if (awards.length === 0) return [];
  const nowIso = now.toISOString();
  // A reference named twice in one batch is paid once, to its first award, as one by one.
  const first = new Map<string, number>();
  awards.forEach((a, i) => {
    if (a.amount > 0 && !first.has(ledgerKey(a))) first.set(ledgerKey(a), i);
  });
  const paid = await insertLedgerRows(trx, athleteId, [...first.values()].map((i) => awards[i]!), nowIso);
  const isPaidAt = new Set([...first].filter(([key]) => paid.has(key)).map(([, i]) => i));
  const total = awards.reduce((sum, a, i) => (isPaidAt.has(i) ? sum + a.amount : sum), 0);
  if (total === 0) {
    const row = await findProgressRow(trx, athleteId, false);
    const level = row?.current_level ?? 1;
    return awards.map(() => ({ isAwarded: false, previousLevel: level, level, totalXp: row?.total_xp ?? 0 }));
  }
  const updated = await addToLifetimeTotal(trx, athleteId, total, nowIso);
  const finalLevel = levelForXp(updated.total_xp);
  if (finalLevel !== updated.current_level) await setLevel(trx, athleteId, finalLevel);
  // Week and month for the dashboard; weekend, skill work and all time for the Player Rankings
  // boards (docs/product.md, Player Rankings).
  const today = academyDate(now);
  const periods: PeriodStart[] = [
    { type: 'week', start: weekStart(now) },
    { type: 'month', start: monthStart(now) },
    { type: 'all', start: ALL_TIME_START },
  ];
  if (isWeekendDate(today)) periods.push({ type: 'weekend', start: weekendStartOf(today) });
  const skill = awards.reduce((sum, a, i) => (isPaidAt.has(i) && SKILL_REFERENCE_TYPES.includes(a.referenceType) && !a.isHeldFromSkillBoard ? sum + a.amount : sum), 0);
  const totals = periods.map((p) => ({ ...p, amount: total }));
  if (skill > 0) totals.push({ type: 'skill', start: monthStart(now), amount: skill });
  await addPeriodTotals(trx, athleteId, totals, nowIso);

  // Replays the awards one by one from the total before them, for each one's levels.
  let running = updated.total_xp - total;
  let level = updated.current_level;
  return awards.map((a, i) => {
    if (!isPaidAt.has(i)) return { isAwarded: false, previousLevel: level, level, totalXp: running };
    const previousLevel = level;
    running += a.amount;
    level = levelForXp(running);
    return { isAwarded: true, previousLevel, level, totalXp: running };
  });
}

type PeriodAmount = PeriodStart & { amount: number };

/**
 * The period totals that the earnProgress running on a transaction owes its athlete. Its awards
 * (the lesson's or challenge's own, then those of the achievements, challenges and competitions they
 * complete) add up here, and reach xp_period_totals in one statement before earnProgress reads the
 * totals back: one upsert, and one move of each ranking histogram, per request instead of one per
 * award batch. Nothing earnProgress runs before that reads this week's, month's or all-time totals:
 * the after-progress hooks read the lifetime total, the level, the streak and last week's final
 * ranks (decision 093).
 *
 * Keyed by the transaction: a SQLite group commit runs its transactions one after another on one
 * connection, so no two earnProgress share it at once, and each one settles its debt before it ends.
 */
const owedPeriodTotals = new WeakMap<Trx, { athleteId: string; nowIso: string; amounts: Map<string, PeriodAmount> }>();

async function addPeriodTotals(trx: Trx, athleteId: string, totals: PeriodAmount[], nowIso: string): Promise<void> {
  const owed = owedPeriodTotals.get(trx);
  // Another athlete's award (none today) is written at once.
  if (!owed || owed.athleteId !== athleteId) return addToPeriodTotals(trx, athleteId, totals, nowIso);
  for (const total of totals) {
    const key = `${total.type}:${total.start}`;
    const sum = owed.amounts.get(key);
    if (sum) sum.amount += total.amount;
    else owed.amounts.set(key, { ...total });
  }
}

/** From now on, the athlete's period totals on this transaction wait for `settle`. */
function deferPeriodTotals(trx: Trx, athleteId: string, now: Date) {
  const owed = { athleteId, nowIso: now.toISOString(), amounts: new Map<string, PeriodAmount>() };
  owedPeriodTotals.set(trx, owed);
  return {
    /** Writes what is owed so far; later awards wait again. */
    async settle(): Promise<void> {
      if (!owed.amounts.size) return;
      const totals = [...owed.amounts.values()];
      owed.amounts.clear();
      await addToPeriodTotals(trx, athleteId, totals, owed.nowIso);
    },
    /** Awards made after this are written at once. */
    end(): void {
      if (owedPeriodTotals.get(trx) === owed) owedPeriodTotals.delete(trx);
    },
  };
}

/**
 * A held award joins the Performance board once a coach confirms its result (decision 095): its
 * amount is added to the skill work of the month it was paid in. Nothing when the award is gone
 * (Reset XP) or was never paid. Returns whether the board moved.
 */
export async function releaseHeldSkillWork(trx: Trx, athleteId: string, reference: { referenceType: string; referenceId: string }, now: Date): Promise<boolean> {
  const row = await findLedgerAward(trx, athleteId, reference.referenceType, reference.referenceId);
  if (!row || row.amount <= 0) return false;
  await addToPeriodTotals(trx, athleteId, [{ type: 'skill', start: monthStart(new Date(row.created_at)), amount: row.amount }], now.toISOString());
  return true;
}

/** Today counts for the streak (academy calendar day), in the transaction that holds the athlete's progress lock. */
export async function recordActivity(trx: Trx, athleteId: string, now: Date): Promise<StreakUpdate> {
  return recordTrainingDay(trx, athleteId, now, { date: academyDate(now), source: 'training', minutes: null });
}

/**
 * Holds the athlete's progress row for the rest of the transaction on PostgreSQL (SQLite runs one
 * writer at a time anyway): concurrent saves of one athlete then see each other's starts and awards.
 */
export async function lockAthleteProgress(trx: Trx, athleteId: string, isPostgres: boolean): Promise<void> {
  await ensureProgressRow(trx, athleteId);
  if (isPostgres) await findProgressRow(trx, athleteId, true);
}

export type { StartKind };

/**
 * When the athlete started a lesson or a challenge timer, by the server's clock. A start made at or
 * before `replaceBefore` is replaced by now; a later one is kept. Returns the start in force.
 */
export async function recordStart(
  db: Executor,
  start: { athleteId: string; kind: StartKind; subjectId: string; now: Date; replaceBefore: Date },
): Promise<Date> {
  const startedAt = await upsertStart(db, {
    athleteId: start.athleteId,
    kind: start.kind,
    subjectId: start.subjectId,
    now: start.now.toISOString(),
    replaceBefore: start.replaceBefore.toISOString(),
  });
  return new Date(startedAt);
}

export async function findStartedAt(db: Executor, athleteId: string, kind: StartKind, subjectId: string): Promise<Date | null> {
  const startedAt = await findStart(db, athleteId, kind, subjectId);
  return startedAt ? new Date(startedAt) : null;
}

/**
 * An athlete trains one lesson (or runs one challenge timer) at a time: once one pays, the clocks of
 * the others they had open restart, so time spent once is never counted for several at once.
 */
export async function restartOtherStarts(trx: Trx, athleteId: string, kind: StartKind, subjectId: string, now: Date): Promise<void> {
  await moveOtherStarts(trx, athleteId, kind, subjectId, now.toISOString());
}

export type ProgressSnapshot = TProgressTotals & {
  currentStreak: number;
  longestStreak: number;
  lastActivityDate: string | null;
};

/** Totals as of now: this week's and this month's rows simply don't exist yet after a rollover. */
export async function getProgressSnapshot(db: Executor, athleteId: string, now: Date): Promise<ProgressSnapshot> {
  const [row, periods] = await Promise.all([
    findProgressRow(db, athleteId, false),
    findPeriodTotals(db, athleteId, weekStart(now), monthStart(now)),
  ]);
  return {
    totalXp: row?.total_xp ?? 0,
    level: row?.current_level ?? 1,
    xpThisWeek: periods.find((p) => p.period_type === 'week')?.xp ?? 0,
    xpThisMonth: periods.find((p) => p.period_type === 'month')?.xp ?? 0,
    currentStreak: row?.current_streak ?? 0,
    longestStreak: row?.longest_streak ?? 0,
    lastActivityDate: row?.last_activity_date ?? null,
  };
}

export type ActivityItem = { id: string; amount: number; reason: string; referenceType: string; createdAt: string };

export async function getRecentActivity(db: Executor, athleteId: string, limit = 10): Promise<ActivityItem[]> {
  const rows = await listRecentLedger(db, athleteId, limit);
  return rows.map((r) => ({ id: r.id, amount: r.amount, reason: r.reason, referenceType: r.reference_type, createdAt: r.created_at }));
}

export async function exportAthleteLedger(db: Executor, athleteId: string) {
  return listLedger(db, athleteId);
}

/** Clears the athlete's ledger and XP totals (the dashboard's Reset XP); the streak stays. */
export async function clearXp(trx: Trx, athleteId: string, now: Date): Promise<void> {
  await clearAthleteXp(trx, athleteId, now.toISOString());
}

/** Runs the registered follow-ups (automatic challenges, achievements) in the caller's transaction. */
export async function runAfterProgress(ctx: AppContext, trx: Trx, athleteId: string, now: Date): Promise<ProgressEffects> {
  const effects: ProgressEffects = { unlockedAchievements: [], completedChallenges: [] };
  for (const hook of ctx.afterProgress) {
    const result = await hook(trx, athleteId, now);
    effects.unlockedAchievements.push(...(result.unlockedAchievements ?? []));
    effects.completedChallenges.push(...(result.completedChallenges ?? []));
    if (result.hasChallengeProgress) effects.hasChallengeProgress = true;
    if (result.afterCommit?.length) (effects.afterCommit ??= []).push(...result.afterCommit);
  }
  return effects;
}

/** After the transaction commits: tell the family's open pages, and everyone that rankings moved. */
export function announceProgress(ctx: AppContext, userId: string, athleteId: string, effects: ProgressEffects, hasXp: boolean): void {
  const events: LiveEvent[] = [
    { type: 'xp', athleteId },
    { type: 'streak', athleteId },
  ];
  if (effects.completedChallenges.length || effects.hasChallengeProgress) events.push({ type: 'challenge', athleteId });
  if (effects.unlockedAchievements.length) events.push({ type: 'achievement', athleteId });
  ctx.events.publish({ userId }, events);
  if (hasXp || effects.unlockedAchievements.length) ctx.notifyRankings();
}

export type DashboardStats = ProgressSnapshot & {
  athlete: { id: string; name: string };
  lessonsCompleted: number;
  challengesCompleted: number;
  badges: number;
};

/** The dashboard's numbers in one query (see findDashboardStats); null unless the athlete is this parent's. */
export async function getDashboardStats(db: Executor, parentId: string, athleteId: string, now: Date): Promise<DashboardStats | null> {
  const row = await findDashboardStats(db, { athleteId, parentId, week: weekStart(now), month: monthStart(now) });
  if (!row) return null;
  return {
    athlete: { id: row.id, name: row.name },
    totalXp: Number(row.total_xp ?? 0),
    level: Number(row.current_level ?? 1),
    xpThisWeek: Number(row.week_xp ?? 0),
    xpThisMonth: Number(row.month_xp ?? 0),
    currentStreak: Number(row.current_streak ?? 0),
    longestStreak: Number(row.longest_streak ?? 0),
    lastActivityDate: row.last_activity_date ?? null,
    lessonsCompleted: Number(row.lessons_completed ?? 0),
    challengesCompleted: Number(row.challenges_completed ?? 0),
    badges: Number(row.badges ?? 0),
  };
}

/** What one piece of earned progress pays, and the start (lesson or challenge timer) it used up. */
export type Outcome = {
  /** Each award under its own unique reference: a replay or a doubled request pays nothing twice. */
  awards: Omit<XpAward, 'athleteId' | 'now'>[];
  start: { kind: StartKind; subjectId: string };
  /** A weekly challenge's card changes (its open pages refresh it). */
  isChallengeProgress?: boolean;
};

export type RecordedOutcome = {
  awards: AwardResult[];
  isAwarded: boolean;
  previousLevel: number;
  streak: StreakUpdate;
  effects: ProgressEffects;
  totals: ProgressSnapshot;
  isChallengeProgress: boolean;
};

/**
 * The one way progress is earned, for lessons and challenges today and for competitions, quests
 * and the store tomorrow. `work` runs in a transaction that holds the athlete's progress lock (so a
 * burst of requests is checked one after another); it checks what its feature must and then calls
 * `record` with what was earned, at most once. `record` pays the awards, restarts the athlete's
 * other open clocks, extends the streak and runs the features' after-progress hooks (automatic
 * challenges, then achievements) if anything paid, and reads the new totals, all in that transaction. The
 * period totals of all those awards are written together, once (deferPeriodTotals). Once it has
 * committed, the family's open pages and every open rankings board are told.
 */
export async function earnProgress<T>(
  ctx: AppContext,
  who: { parentId: string; athleteId: string; now: Date },
  work: (trx: Trx, record: (outcome: Outcome) => Promise<RecordedOutcome>) => Promise<T>,
): Promise<T> {
  const { athleteId, now } = who;
  let recorded: RecordedOutcome | undefined;
  const value = await inTransaction(ctx.db, async (trx) => {
    await lockAthleteProgress(trx, athleteId, ctx.dialect === 'postgres');
    const periodTotals = deferPeriodTotals(trx, athleteId, now);
    try {
      const result = await work(trx, async (outcome) => {
        if (recorded) throw new Error('earnProgress: record() may be called once');
        const awards = await awardXpAll(trx, athleteId, outcome.awards, now);
        const isAwarded = awards.some((a) => a.isAwarded);
        if (isAwarded) await restartOtherStarts(trx, athleteId, outcome.start.kind, outcome.start.subjectId, now);
        // Only a save that pays XP is a training day (docs/product.md, Progress): one that pays
        // nothing (already earned, or too little yet) leaves the streak where it was, and moves no
        // challenge, badge or competition either.
        const activity = isAwarded ? await recordActivity(trx, athleteId, now) : null;
        const effects = isAwarded ? await runAfterProgress(ctx, trx, athleteId, now) : { unlockedAchievements: [], completedChallenges: [] };
        await periodTotals.settle();
        const totals = await getProgressSnapshot(trx, athleteId, now);
        const streak: StreakUpdate = activity ?? {
          current: totals.currentStreak,
          longest: totals.longestStreak,
          lastActivityDate: totals.lastActivityDate,
          hasChanged: false,
          isMilestone: false,
        };
        const previousLevel = Math.min(totals.level, ...awards.map((a) => a.previousLevel));
        recorded = { awards, isAwarded, previousLevel, streak, effects, totals, isChallengeProgress: Boolean(outcome.isChallengeProgress) };
        return recorded;
      });
      await periodTotals.settle();
      return result;
    } finally {
      periodTotals.end();
    }
  });
  if (recorded) {
    const effects = recorded.isChallengeProgress ? { ...recorded.effects, hasChallengeProgress: true } : recorded.effects;
    announceProgress(ctx, who.parentId, athleteId, effects, recorded.isAwarded);
    for (const then of effects.afterCommit ?? []) then();
  }
  return value;
}

/** The outcome the page reads (src/shared/validation/progress.ts), from what was recorded. */
export function toProgressOutcome(recorded: RecordedOutcome, xpAwarded: number): TProgressOutcome {
  const { totals, streak, effects } = recorded;
  return {
    xpAwarded,
    isNewAward: recorded.isAwarded,
    previousLevel: recorded.previousLevel,
    totals: { totalXp: totals.totalXp, level: totals.level, xpThisWeek: totals.xpThisWeek, xpThisMonth: totals.xpThisMonth },
    streak: { current: streak.current, longest: streak.longest, lastActivityDate: streak.lastActivityDate, isMilestone: streak.isMilestone },
    unlockedAchievements: effects.unlockedAchievements,
    completedChallenges: effects.completedChallenges,
  };
}

export type XpHistory = {
  /** XP per academy day from `from` on (days without XP are left out), oldest first. */
  days: { date: string; xp: number }[];
  /** Lifetime XP now, and the XP earned from `from` on: what the athlete had before is the difference. */
  totalXp: number;
  earnedSince: number;
  currentStreak: number;
  longestStreak: number;
};

/** An athlete's XP by academy day since an instant, summed in SQL (a progress report). */
export async function getXpHistory(db: Executor, athleteId: string, from: Date): Promise<XpHistory> {
  const [days, row] = await Promise.all([sumLedgerByDay(db, athleteId, from), findProgressRow(db, athleteId, false)]);
  const byDay = new Map(days.map((d) => [d.day, Number(d.xp)]));
  const earnedSince = days.reduce((sum, d) => sum + Number(d.xp), 0);
  return {
    days: [...byDay].map(([date, xp]) => ({ date, xp })),
    totalXp: row?.total_xp ?? 0,
    earnedSince,
    currentStreak: row?.current_streak ?? 0,
    longestStreak: row?.longest_streak ?? 0,
  };
}

// --- Admin analytics and churn radar (issue 14): read-only figures, see analytics.ts ---
export { countAthletesEarningInWeeks, listAthleteSignals } from './analytics';
