/**
 * Weekly challenges: every athlete gets the week's set at Monday 00:00 in San Diego (a job, or on
 * demand when the page opens first). Generation is idempotent per athlete and week; a completion
 * pays xp_reward + bonus_xp once, and only after the timer ran its time by the server's clock from
 * the start it recorded (issue 11); a claim marks completed challenges claimed once.
 */
import { randomUUID } from 'node:crypto';
import {
  CHALLENGE_NOT_STARTED_MESSAGE,
  CHALLENGE_RESULT_REQUIRED_MESSAGE,
  CHALLENGE_TRACKED_MESSAGE,
  challengePoints,
  challengeResultOutcome,
  isTargetedChallenge,
  challengeTooSoonMessage,
  minimumChallengeSeconds,
  rewardsAvailable,
} from '#shared/challenges';
import { AppError } from '#shared/errors';
import { pickWeeklySet } from '#shared/weekly-challenges';
import { academyDate, academyMidnight, addDays, weekStart } from '#shared/progress/time';
import type {
  TChallengeCompleteResponse,
  TChallengeStartResponse,
  TWeeklyChallenge,
  TWeeklyChallengesResponse,
} from '#shared/validation/challenges';
import type { AppContext, CompletedChallenge } from '#server/context';
import type { Db } from '#server/db/database';
import { requireOwnedAthlete } from '../athletes/service';
import {
  awardXp,
  findStartedAt,
  getProgressSnapshot,
  recordStart,
  earnProgress,
  toProgressOutcome,
  type Trx,
} from '../progress/service';
import {
  type ChallengeRow,
  claimCompleted,
  claimWeek,
  hasWeek,
  countCompleted,
  deleteAthleteChallengeProgress,
  findChallengeRow,
  findOwnedChallenge,
  insertWeekChallenges,
  listActiveCatalogue,
  listAthleteIdsWithoutWeek,
  listCompletedBetween,
  listFamilyChallenges,
  listTrainingTimes,
  listWeekChallenges,
  markCompleted,
  recordShortResult,
  setBestResult,
  setProgress,
  setRemainingSeconds,
  sumPaid,
} from './queries';
import { inTransaction } from '#server/db/transaction';

export const CHALLENGE_NOT_FOUND = 'Challenge not found';

/** The instant the academy week that started on weekStart ends (next Monday 00:00 Pacific). */
export function weekEnd(start: string): string {
  return academyMidnight(addDays(start, 7)).toISOString();
}

/** Creates the athlete's set for the week containing `now`, once, whoever asks first. */
export async function ensureWeeklyChallenges(db: Db, athleteId: string, now: Date): Promise<void> {
  const start = weekStart(now);
  // Reads stay reads: only the first visit of the week writes.
  if (await hasWeek(db, athleteId, start)) return;
  await inTransaction(db, async (trx) => {
    if (!(await claimWeek(trx, athleteId, start))) return;
    const catalogue = await listActiveCatalogue(trx);
    const end = weekEnd(start);
    await insertWeekChallenges(
      trx,
      pickWeeklySet(catalogue, `${athleteId}:${start}`).map((c) => ({
        id: randomUUID(),
        athlete_id: athleteId,
        challenge_id: c.id,
        week_start: start,
        end_date: end,
      })),
    );
  });
}

/** The weekly job (Monday 00:00 Pacific): every athlete's set, in batches. Safe to run twice. */
export async function generateWeekForAll(db: Db, now: Date, batchSize = 200): Promise<number> {
  const start = weekStart(now);
  let generated = 0;
  for (;;) {
    const batch = await listAthleteIdsWithoutWeek(db, start, batchSize);
    if (!batch.length) return generated;
    for (const { id } of batch) await ensureWeeklyChallenges(db, id, now);
    generated += batch.length;
  }
}

function toWeeklyChallenge(row: ChallengeRow): TWeeklyChallenge {
  return {
    id: row.id,
    challengeId: row.challenge_id,
    name: row.name,
    description: row.description,
    category: row.category as TWeeklyChallenge['category'],
    difficulty: row.difficulty as TWeeklyChallenge['difficulty'],
    targetValue: row.target_value,
    targetType: row.target_type,
    xpReward: row.xp_reward,
    bonusXp: row.bonus_xp,
    timerDuration: row.timer_duration,
    remainingSeconds: row.completed_at === null ? row.remaining_seconds : null,
    bestResult: row.best_result,
    equipment: JSON.parse(row.equipment) as string[],
    space: row.space,
    currentProgress: row.current_progress,
    isCompleted: row.completed_at !== null,
    completedAt: row.completed_at,
    isClaimed: row.claimed_at !== null,
    endDate: row.end_date,
  };
}

export async function getWeeklyChallenges(db: Db, parentId: string, athleteId: string, now = new Date()): Promise<TWeeklyChallengesResponse> {
  await requireOwnedAthlete(db, parentId, athleteId);
  await ensureWeeklyChallenges(db, athleteId, now);
  const start = weekStart(now);
  const challenges = (await listWeekChallenges(db, athleteId, start)).map(toWeeklyChallenge);
  return {
    weekStart: start,
    challenges,
    rewardsAvailable: rewardsAvailable(challenges),
    completedCount: await countCompleted(db, athleteId),
  };
}

async function requireOwnedChallenge(db: Db, parentId: string, athleteId: string, id: string) {
  const row = await findOwnedChallenge(db, parentId, athleteId, id);
  if (!row) throw new AppError('NOT_FOUND', CHALLENGE_NOT_FOUND);
  return row;
}

function isExpired(row: ChallengeRow, now: Date): boolean {
  return new Date(row.end_date).getTime() <= now.getTime();
}

/** Pays a completion inside the transaction; false when it was already completed. */
async function completeInTransaction(trx: Trx, row: ChallengeRow, now: Date) {
  const nowIso = now.toISOString();
  if (!(await markCompleted(trx, row.id, row.target_value, nowIso))) return null;
  return awardXp(trx, {
    athleteId: row.athlete_id,
    amount: challengePoints({ xpReward: row.xp_reward, bonusXp: row.bonus_xp }),
    reason: `Challenge completed: ${row.name}`,
    referenceType: 'challenge',
    referenceId: row.id,
    now,
  });
}

/**
 * The timer's Start. From idle or after Reset, the server's clock for the countdown starts anew. To
 * resume a timer closed part-way (Continue, on any device), the clock starts as far back as the time
 * already run, so the countdown's remaining seconds are what the server kept, and a completion is
 * still held to the whole countdown.
 */
export async function startChallenge(
  ctx: AppContext,
  parentId: string,
  athleteId: string,
  id: string,
  options: { resume?: boolean } = {},
  now = new Date(),
): Promise<TChallengeStartResponse> {
  const row = await requireOwnedChallenge(ctx.db, parentId, athleteId, id);
  if (row.timer_duration === null) throw new AppError('CONFLICT', CHALLENGE_TRACKED_MESSAGE);
  if (row.completed_at === null && isExpired(row, now)) throw new AppError('CONFLICT', 'This challenge has expired.');
  const remaining = options.resume && row.remaining_seconds !== null ? Math.min(row.remaining_seconds, row.timer_duration) : row.timer_duration;
  const from = new Date(now.getTime() - (row.timer_duration - remaining) * 1000);
  const startedAt = await recordStart(ctx.db, { athleteId: row.athlete_id, kind: 'challenge', subjectId: row.id, now: from, replaceBefore: now });
  await setRemainingSeconds(ctx.db, row.id, null, now.toISOString());
  return { startedAt: startedAt.toISOString(), remainingSeconds: remaining, minimumSeconds: minimumChallengeSeconds(row.timer_duration, row.difficulty) };
}

/** A timed challenge completes only after its countdown ran, by the server's clock (tolerance 2 s). */
async function requireTimerRun(trx: Trx, row: ChallengeRow, now: Date): Promise<void> {
  const startedAt = await findStartedAt(trx, row.athlete_id, 'challenge', row.id);
  if (!startedAt) throw new AppError('CONFLICT', CHALLENGE_NOT_STARTED_MESSAGE);
  const remaining = minimumChallengeSeconds(row.timer_duration, row.difficulty) - (now.getTime() - startedAt.getTime()) / 1000;
  if (remaining > 0) throw new AppError('CONFLICT', challengeTooSoonMessage(remaining));
}

/**
 * Completion at the end of the countdown. A challenge with a target needs the result counted in it
 * (400 without): at or above the target it completes and pays, below it the best result is kept as
 * progress and nothing is paid, so the athlete may run the countdown again (decision 038).
 */
export async function completeChallenge(
  ctx: AppContext,
  parentId: string,
  athleteId: string,
  id: string,
  input: { result?: number } = {},
  now = new Date(),
): Promise<TChallengeCompleteResponse> {
  const row = await requireOwnedChallenge(ctx.db, parentId, athleteId, id);
  if (row.completed_at === null && isExpired(row, now)) throw new AppError('CONFLICT', 'This challenge has expired.');
  // Challenges without a timer move from training days or the streak (trackAutomaticChallenges).
  if (row.timer_duration === null && row.completed_at === null) throw new AppError('CONFLICT', CHALLENGE_TRACKED_MESSAGE);
  const isTargeted = isTargetedChallenge({ timerDuration: row.timer_duration, targetValue: row.target_value });
  const points = challengePoints({ xpReward: row.xp_reward, bonusXp: row.bonus_xp });
  const answer = await earnProgress(ctx, { parentId, athleteId: row.athlete_id, now }, async (trx, record) => {
    if (row.completed_at === null) await requireTimerRun(trx, row, now);
    // The result is asked when the countdown has run: before, the timer's own refusal comes first.
    if (row.completed_at === null && isTargeted && input.result === undefined) throw new AppError('VALIDATION', CHALLENGE_RESULT_REQUIRED_MESSAGE);
    if (row.completed_at === null && isTargeted && input.result !== undefined) {
      const current = await findChallengeRow(trx, row.id);
      const outcome = challengeResultOutcome(
        { targetValue: row.target_value, targetType: row.target_type, currentProgress: current.current_progress },
        input.result,
      );
      if (!outcome.isCompleted && current.completed_at === null) {
        const best = Math.max(current.best_result ?? 0, input.result);
        await recordShortResult(trx, row.id, best, outcome.progress, now.toISOString());
        return { ...(await unpaidOutcome(trx, row.athlete_id, now)), challenge: toWeeklyChallenge(await findChallengeRow(trx, row.id)) };
      }
      if (outcome.isCompleted) await setBestResult(trx, row.id, Math.max(current.best_result ?? 0, input.result));
    }
    // Marked once: a second completion (a replay, another tab) records nothing and pays nothing.
    const isNewlyCompleted = await markCompleted(trx, row.id, row.target_value, now.toISOString());
    const recorded = isNewlyCompleted
      ? await record({
          start: { kind: 'challenge', subjectId: row.id },
          isChallengeProgress: true,
          awards: [{ amount: points, reason: `Challenge completed: ${row.name}`, referenceType: 'challenge', referenceId: row.id }],
        })
      : undefined;
    const challenge = toWeeklyChallenge(await findChallengeRow(trx, row.id));
    if (recorded) return { ...toProgressOutcome(recorded, recorded.isAwarded ? points : 0), challenge };
    return { ...(await unpaidOutcome(trx, row.athlete_id, now)), challenge };
  });
  // A result below the target changed the progress without paying: the family's other pages refresh.
  if (!answer.challenge.isCompleted) ctx.events.publish({ userId: parentId }, [{ type: 'challenge', athleteId: row.athlete_id }]);
  return answer;
}

/** The outcome of a completion call that paid nothing (a replay, or a result below the target). */
async function unpaidOutcome(trx: Trx, athleteId: string, now: Date) {
  const snapshot = await getProgressSnapshot(trx, athleteId, now);
  return {
    xpAwarded: 0,
    isNewAward: false,
    previousLevel: snapshot.level,
    totals: { totalXp: snapshot.totalXp, level: snapshot.level, xpThisWeek: snapshot.xpThisWeek, xpThisMonth: snapshot.xpThisMonth },
    streak: { current: snapshot.currentStreak, longest: snapshot.longestStreak, lastActivityDate: snapshot.lastActivityDate, isMilestone: false },
    unlockedAchievements: [],
    completedChallenges: [],
  };
}

/** Partial progress (a timer stopped part-way): kept below the target; completion pays. */
export async function saveChallengeProgress(
  ctx: AppContext,
  parentId: string,
  athleteId: string,
  id: string,
  progress: number,
  now = new Date(),
): Promise<TWeeklyChallenge> {
  const row = await requireOwnedChallenge(ctx.db, parentId, athleteId, id);
  if (row.completed_at === null && isExpired(row, now)) throw new AppError('CONFLICT', 'This challenge has expired.');
  const clamped = Math.min(Math.max(0, Math.floor(progress)), Math.max(0, row.target_value - 1));
  // The seconds left by the server's clock, for Continue (at least 1: the countdown must still end).
  const startedAt = row.timer_duration === null ? null : await findStartedAt(ctx.db, row.athlete_id, 'challenge', row.id);
  const remaining = startedAt && row.timer_duration !== null ? Math.max(1, Math.ceil(row.timer_duration - (now.getTime() - startedAt.getTime()) / 1000)) : null;
  if (row.completed_at === null && (clamped > row.current_progress || remaining !== null)) {
    if (clamped > row.current_progress) await setProgress(ctx.db, row.id, clamped, now.toISOString());
    if (remaining !== null) await setRemainingSeconds(ctx.db, row.id, remaining, now.toISOString());
    ctx.events.publish({ userId: parentId }, [{ type: 'challenge', athleteId }]);
  }
  return toWeeklyChallenge(await findChallengeRow(ctx.db, row.id));
}

export async function claimRewards(ctx: AppContext, parentId: string, athleteId: string, now = new Date()) {
  await requireOwnedAthlete(ctx.db, parentId, athleteId);
  const claimed = await claimCompleted(ctx.db, athleteId, now.toISOString());
  const claimedXp = await sumPaid(ctx.db, athleteId, claimed.map((r) => r.id));
  if (claimed.length) ctx.events.publish({ userId: parentId }, [{ type: 'challenge', athleteId }]);
  const week = (await listWeekChallenges(ctx.db, athleteId, weekStart(now))).map(toWeeklyChallenge);
  return { claimedCount: claimed.length, claimedXp, rewardsAvailable: rewardsAvailable(week) };
}

/**
 * After any progress: the week's challenges tracked automatically (training days, streak) move on
 * their own and complete, paying once, in the caller's transaction.
 */
export async function trackAutomaticChallenges(
  trx: Trx,
  athleteId: string,
  now: Date,
): Promise<{ completedChallenges: CompletedChallenge[]; hasChallengeProgress: boolean }> {
  const start = weekStart(now);
  const open = (await listWeekChallenges(trx, athleteId, start)).filter((c) => c.timer_duration === null && c.completed_at === null);
  if (!open.length) return { completedChallenges: [], hasChallengeProgress: false };
  let hasChallengeProgress = false;
  const from = academyMidnight(start).toISOString();
  const days = new Set((await listTrainingTimes(trx, athleteId, from)).map((r) => academyDate(new Date(r.created_at)))).size;
  const snapshot = await getProgressSnapshot(trx, athleteId, now);
  const completed: CompletedChallenge[] = [];
  for (const challenge of open) {
    const value = challenge.target_type === 'streak' ? snapshot.currentStreak : challenge.target_type === 'days' ? days : null;
    if (value === null) continue;
    if (value >= challenge.target_value) {
      const award = await completeInTransaction(trx, challenge, now);
      if (award) completed.push({ id: challenge.id, name: challenge.name, points: challengePoints({ xpReward: challenge.xp_reward, bonusXp: challenge.bonus_xp }) });
    } else if (value > challenge.current_progress) {
      await setProgress(trx, challenge.id, value, now.toISOString());
      hasChallengeProgress = true;
    }
  }
  return { completedChallenges: completed, hasChallengeProgress: hasChallengeProgress || completed.length > 0 };
}

export async function getCompletedChallengeCount(db: Db | Trx, athleteId: string): Promise<number> {
  return countCompleted(db, athleteId);
}

export async function resetChallengeProgress(trx: Trx, athleteId: string): Promise<void> {
  await deleteAthleteChallengeProgress(trx, athleteId);
}

/**
 * The dashboard's compact view: the first two of the week (docs/product.md, Dashboard) and the
 * rewards ready to claim. Reads only: null until the week's set exists (ensureWeeklyChallenges).
 */
export async function readCompactChallenges(
  db: Db,
  athleteId: string,
  now: Date,
): Promise<{ challenges: TWeeklyChallenge[]; rewardsAvailable: number } | null> {
  const start = weekStart(now);
  const [isGenerated, rows] = await Promise.all([hasWeek(db, athleteId, start), listWeekChallenges(db, athleteId, start)]);
  if (!isGenerated) return null;
  const all = rows.map(toWeeklyChallenge);
  return { challenges: all.slice(0, 2), rewardsAvailable: rewardsAvailable(all) };
}

/** Challenges the athlete completed in a period, with the XP each paid (a progress report). */
export async function getCompletedChallengesBetween(db: Db, athleteId: string, from: Date, to: Date) {
  const rows = await listCompletedBetween(db, athleteId, from.toISOString(), to.toISOString());
  return rows.map((r) => ({ id: r.id, name: r.name, category: r.category, difficulty: r.difficulty, xp: r.xp_reward + r.bonus_xp, completedAt: r.completed_at! }));
}

/** What the family export lists of the weekly challenges: each athlete's, week by week, with the result. */
export async function exportFamilyChallenges(db: Db, parentId: string) {
  const rows = await listFamilyChallenges(db, parentId);
  return rows.map((r) => ({
    athleteId: r.athlete_id,
    athleteName: r.athlete_name,
    weekStart: r.week_start,
    challenge: r.name,
    target: r.target_value,
    targetType: r.target_type,
    progress: r.current_progress,
    bestResult: r.best_result,
    completedAt: r.completed_at,
    xpPaid: r.completed_at === null ? 0 : challengePoints({ xpReward: r.xp_reward, bonusXp: r.bonus_xp }),
    claimedAt: r.claimed_at,
  }));
}
