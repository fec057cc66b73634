/**
 * Monthly competitions (docs/product.md, Competitions): each academy month's four competitions are
 * created once by a job (or the first reader), an athlete joins while one is active, and its
 * progress is the server's own count of what the athlete earned since joining, advanced after every
 * piece of progress in the same transaction. Completion pays xp_reward + bonus_reward once, under
 * the reference `competition:<id>`; when a competition ends, its final ranks are written once.
 */
import { randomUUID } from 'node:crypto';
import {
  COMPETITION_MESSAGES,
  type CompetitionType,
  MONTHLY_COMPETITIONS,
  competitionPercent,
  competitionReward,
  competitionStatus,
  competitionUnit,
  monthBounds,
  monthName,
  monthsToGenerate,
} from '#shared/competitions';
import { AppError } from '#shared/errors';
import type { TCompetition, TCompetitionsResponse, TJoinCompetitionResponse } from '#shared/validation/competitions';
import type { AppContext, UnlockedAchievement } from '#server/context';
import type { Db } from '#server/db/database';
import { inTransaction } from '#server/db/transaction';
import { evaluateAchievements } from '../achievements/service';
import { requireOwnedAthlete } from '../athletes/service';
import { awardXp, type Trx } from '../progress/service';
import {
  type CompetitionRow,
  countEntries,
  countMonthCompetitions,
  findCompetition,
  insertCompetitions,
  insertEntry,
  listAthleteEntries,
  listCompetitions,
  listFamilyEntries,
  listOpenEntries,
  listUnrankedEnded,
  markEntryCompleted,
  setEntryProgress,
  writeFinalRanks,
} from './queries';

/** Ended competitions stay listed (with their final ranks) for about three months. */
const ENDED_LISTED_DAYS = 92;

/**
 * This month's competitions, and next month's in its last days: created once per (month, type),
 * whoever runs it (the job on every instance, a reader, the seed). Returns how many were created.
 */
export async function ensureCompetitions(db: Db, now: Date): Promise<number> {
  let created = 0;
  for (const month of monthsToGenerate(now)) {
    // Reads stay reads: only the first run of the month writes.
    if ((await countMonthCompetitions(db, month)) >= MONTHLY_COMPETITIONS.length) continue;
    const { startDate, endDate } = monthBounds(month);
    created += await insertCompetitions(
      db,
      MONTHLY_COMPETITIONS.map((c) => ({
        id: randomUUID(),
        month,
        competition_type: c.type,
        name: `${monthName(month)} ${c.title}`,
        description: c.description,
        target_value: c.targetValue,
        xp_reward: c.xpReward,
        bonus_reward: c.bonusReward,
        start_date: startDate,
        end_date: endDate,
      })),
    );
  }
  return created;
}

/** Writes the final ranks of every competition that has ended and has none yet; safe to run twice. */
export async function rankEndedCompetitions(db: Db, now: Date): Promise<number> {
  const ended = await listUnrankedEnded(db, now.toISOString());
  for (const { id } of ended) await inTransaction(db, (trx) => writeFinalRanks(trx, id, now.toISOString()));
  return ended.length;
}

type EntryRow = Awaited<ReturnType<typeof listAthleteEntries>>[number];

function toCompetition(row: CompetitionRow, entryCount: number, entry: EntryRow | undefined, now: Date): TCompetition {
  const type = row.competition_type as CompetitionType;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    competitionType: type,
    targetValue: row.target_value,
    unit: competitionUnit(type),
    xpReward: row.xp_reward,
    bonusReward: row.bonus_reward,
    reward: competitionReward({ xpReward: row.xp_reward, bonusReward: row.bonus_reward }),
    startDate: row.start_date,
    endDate: row.end_date,
    status: competitionStatus({ startDate: row.start_date, endDate: row.end_date }, now),
    entryCount,
    entry: entry
      ? {
          joinedAt: entry.joined_at,
          currentProgress: entry.current_progress,
          progressPercent: entry.completed_at ? 100 : competitionPercent(entry.current_progress, row.target_value),
          isCompleted: entry.completed_at !== null,
          completedAt: entry.completed_at,
          rank: entry.rank,
        }
      : null,
  };
}

async function describeCompetitions(db: Db | Trx, rows: CompetitionRow[], athleteId: string, now: Date): Promise<TCompetition[]> {
  const ids = rows.map((r) => r.id);
  const [counts, entries] = await Promise.all([countEntries(db, ids), listAthleteEntries(db, athleteId, ids)]);
  const byCompetition = new Map(entries.map((e) => [e.competition_id, e]));
  return rows.map((row) => toCompetition(row, counts.get(row.id) ?? 0, byCompetition.get(row.id), now));
}

/** The Monthly Competitions tab: upcoming, active and recently ended competitions, with the athlete's entries. */
export async function getCompetitions(db: Db, parentId: string, athleteId: string, now = new Date()): Promise<TCompetitionsResponse> {
  await requireOwnedAthlete(db, parentId, athleteId);
  await ensureCompetitions(db, now);
  await rankEndedCompetitions(db, now);
  const since = new Date(now.getTime() - ENDED_LISTED_DAYS * 86_400_000).toISOString();
  // Newest month first, each month in the catalogue's order (lessons, XP, streak, badges).
  const order = (row: CompetitionRow) => MONTHLY_COMPETITIONS.findIndex((c) => c.type === row.competition_type);
  const rows = (await listCompetitions(db, since)).sort((a, b) => b.start_date.localeCompare(a.start_date) || order(a) - order(b));
  return { competitions: await describeCompetitions(db, rows, athleteId, now) };
}

/**
 * Joins the athlete to a competition, once, and only while it is active (docs/product.md,
 * Competitions): the entry starts with zero progress and counts only what comes after it.
 */
export async function joinCompetition(
  ctx: AppContext,
  parentId: string,
  athleteId: string,
  competitionId: string,
  now = new Date(),
): Promise<TJoinCompetitionResponse> {
  await requireOwnedAthlete(ctx.db, parentId, athleteId);
  const competition = await findCompetition(ctx.db, competitionId);
  if (!competition) throw new AppError('NOT_FOUND', COMPETITION_MESSAGES.notFound);
  const status = competitionStatus({ startDate: competition.start_date, endDate: competition.end_date }, now);
  if (status === 'upcoming') throw new AppError('CONFLICT', COMPETITION_MESSAGES.notStarted);
  if (status === 'ended') throw new AppError('CONFLICT', COMPETITION_MESSAGES.ended);
  if (!(await insertEntry(ctx.db, { competitionId, athleteId, now: now.toISOString() }))) {
    throw new AppError('CONFLICT', COMPETITION_MESSAGES.alreadyJoined);
  }
  // The family's other open pages show the entry too.
  ctx.events.publish({ userId: parentId }, [{ type: 'challenge', athleteId }]);
  const [described] = await describeCompetitions(ctx.db, [competition], athleteId, now);
  return { message: COMPETITION_MESSAGES.joined, competition: described! };
}

/**
 * After any progress, in its transaction: each of the athlete's open entries moves to the athlete's
 * own count since joining (never down), and one that reaches its target completes and pays
 * xp_reward + bonus_reward once. A reward can unlock an achievement (total XP, level), so the
 * achievements are evaluated again after a payment, and the entries once more.
 */
export async function advanceCompetitions(trx: Trx, athleteId: string, now: Date): Promise<{ unlockedAchievements: UnlockedAchievement[] }> {
  const unlockedAchievements: UnlockedAchievement[] = [];
  const nowIso = now.toISOString();
  for (let round = 0; round < 3; round += 1) {
    const open = await listOpenEntries(trx, athleteId, nowIso);
    if (!open.length) break;
    let isPaid = false;
    for (const entry of open) {
      const value = Number(entry.value ?? 0);
      if (value >= entry.target_value) {
        if (!(await markEntryCompleted(trx, entry.competition_id, athleteId, value, nowIso))) continue;
        const award = await awardXp(trx, {
          athleteId,
          amount: competitionReward({ xpReward: entry.xp_reward, bonusReward: entry.bonus_reward }),
          reason: `Competition completed: ${entry.name}`,
          referenceType: 'competition',
          referenceId: entry.competition_id,
          now,
        });
        isPaid ||= award.isAwarded;
      } else if (value > entry.current_progress) {
        await setEntryProgress(trx, entry.competition_id, athleteId, value, nowIso);
      }
    }
    if (!isPaid) break;
    const more = await evaluateAchievements(trx, athleteId, now);
    unlockedAchievements.push(...more.unlockedAchievements);
    if (!more.unlockedAchievements.length) break;
  }
  return { unlockedAchievements };
}

/** The family's entries, for the export in Settings. */
export async function exportFamilyEntries(db: Db, parentId: string) {
  const rows = await listFamilyEntries(db, parentId);
  return rows.map((r) => ({
    athleteId: r.athlete_id,
    athleteName: r.athlete_name,
    competition: r.name,
    competitionType: r.competition_type,
    month: r.month,
    joinedAt: r.joined_at,
    currentProgress: r.current_progress,
    completedAt: r.completed_at,
    rank: r.rank,
  }));
}
