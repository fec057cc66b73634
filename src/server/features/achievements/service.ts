/**
 * Achievements are evaluated on the server after every event that can change progress, in the
 * same transaction: an unlock writes its row and its XP award together, once. An achievement's
 * XP can unlock another (total XP, level), so evaluation repeats until nothing new unlocks.
 */
import {
  type AchievementCategory,
  type AchievementStats,
  achievementProgress,
  shownRankingProgress,
  type Rarity,
  type RequirementType,
} from '#shared/achievements';
import type { UnlockedAchievement } from '#server/context';
import type { Db } from '#server/db/database';
import { getCompletedChallengeCount } from '../challenges/service';
import { getFinalWeeklyPlace, getLiveWeeklyPlace } from '../leaderboards/service';
import { awardXpAll, getProgressSnapshot, type Trx } from '../progress/service';
import { getFriendCount } from '../social/service';
import { getCompletedLessonCount } from '../training/service';
import { countUnlocked, insertUnlocks, listActiveAchievements, listFamilyUnlocks, listRecentUnlocks, listUnlocked, listUnlockedBetween } from './queries';

export async function gatherStats(db: Db | Trx, athleteId: string, now: Date): Promise<AchievementStats> {
  const [snapshot, lessonsCompleted, challengesCompleted, weeklyPlace, friendsCount] = await Promise.all([
    getProgressSnapshot(db, athleteId, now),
    getCompletedLessonCount(db, athleteId),
    getCompletedChallengeCount(db, athleteId),
    getFinalWeeklyPlace(db, athleteId, now),
    getFriendCount(db, athleteId),
  ]);
  return {
    totalXp: snapshot.totalXp,
    lessonsCompleted,
    streakDays: Math.max(snapshot.currentStreak, snapshot.longestStreak),
    challengesCompleted,
    // Friendship is the family's: every athlete of the family counts its friends (decision 033).
    friendsCount,
    level: snapshot.level,
    weeklyRank: weeklyPlace.rank,
    weeklyRanked: weeklyPlace.ranked,
  };
}

export async function evaluateAchievements(trx: Trx, athleteId: string, now: Date): Promise<{ unlockedAchievements: UnlockedAchievement[] }> {
  const unlocked: UnlockedAchievement[] = [];
  const catalogue = await listActiveAchievements(trx);
  const done = new Set((await listUnlocked(trx, athleteId)).map((u) => u.achievement_id));
  let stats = await gatherStats(trx, athleteId, now);
  for (let round = 0; round < 10; round += 1) {
    const pending = catalogue.filter((a) => !done.has(a.id));
    if (!pending.length) break;
    const reached = pending.filter(
      (a) => achievementProgress({ requirementType: a.requirement_type as RequirementType, requirementValue: a.requirement_value }, stats) >= 100,
    );
    if (!reached.length) break;
    for (const a of reached) done.add(a.id);
    // One statement unlocks the round's achievements, and one batch pays them (awardXpAll).
    const written = await insertUnlocks(trx, athleteId, reached.map((a) => ({ achievementId: a.id, progressValue: a.requirement_value })), now.toISOString());
    const fresh = reached.filter((a) => written.has(a.id));
    const paid = await awardXpAll(
      trx,
      athleteId,
      fresh.map((a) => ({ amount: a.xp_reward, reason: `Achievement unlocked: ${a.name}`, referenceType: 'achievement', referenceId: a.id })),
      now,
    );
    unlocked.push(...fresh.map((a) => ({ id: a.id, name: a.name, xpReward: a.xp_reward })));
    // An unlock moves the athlete's XP and level, and nothing else the requirements read: the next
    // round needs only those, as the last payment left them.
    const last = paid.findLast((p) => p.isAwarded);
    if (!last) break;
    stats = { ...stats, totalXp: last.totalXp, level: last.level };
  }
  return { unlockedAchievements: unlocked };
}

export type AchievementView = {
  id: string;
  name: string;
  description: string;
  category: AchievementCategory;
  iconName: string;
  xpReward: number;
  rarity: Rarity;
  requirementType: RequirementType;
  requirementValue: number;
  isUnlocked: boolean;
  unlockedAt: string | null;
  progressPercentage: number;
};

export async function getAchievements(db: Db, athleteId: string, now = new Date()) {
  const [catalogue, unlockedRows, stats, live] = await Promise.all([
    listActiveAchievements(db),
    listUnlocked(db, athleteId),
    gatherStats(db, athleteId, now),
    getLiveWeeklyPlace(db, athleteId, now),
  ]);
  const final = { rank: stats.weeklyRank, ranked: stats.weeklyRanked };
  const unlockedAt = new Map(unlockedRows.map((u) => [u.achievement_id, u.unlocked_at]));
  const achievements: AchievementView[] = catalogue.map((a) => {
    const at = unlockedAt.get(a.id) ?? null;
    const requirement = { requirementType: a.requirement_type as RequirementType, requirementValue: a.requirement_value };
    return {
      id: a.id,
      name: a.name,
      description: a.description,
      category: a.category as AchievementCategory,
      iconName: a.icon_name,
      xpReward: a.xp_reward,
      rarity: a.rarity as Rarity,
      requirementType: requirement.requirementType,
      requirementValue: requirement.requirementValue,
      isUnlocked: at !== null,
      unlockedAt: at,
      progressPercentage:
        at !== null
          ? 100
          : requirement.requirementType === 'weekly_top_ranking'
            ? shownRankingProgress(final, live, requirement.requirementValue)
            : Math.min(achievementProgress(requirement, stats), 99),
    };
  });
  const recent = unlockedRows
    .slice(0, 5)
    .map((u) => achievements.find((a) => a.id === u.achievement_id))
    .filter((a): a is AchievementView => Boolean(a));
  return { achievements, recent, unlockedCount: unlockedRows.length };
}

export async function getBadgeCount(db: Db, athleteId: string): Promise<number> {
  return countUnlocked(db, athleteId);
}

export async function getRecentAchievements(db: Db, athleteId: string, limit = 5) {
  const rows = await listRecentUnlocks(db, athleteId, limit);
  return rows.map((a) => ({ id: a.id, name: a.name, iconName: a.icon_name, rarity: a.rarity as Rarity, xpReward: a.xp_reward, unlockedAt: a.unlocked_at }));
}

/** Badges the athlete earned in a period (a progress report). */
export async function getBadgesEarnedBetween(db: Db, athleteId: string, from: Date, to: Date) {
  const rows = await listUnlockedBetween(db, athleteId, from.toISOString(), to.toISOString());
  return rows.map((r) => ({ id: r.id, name: r.name, rarity: r.rarity, xpReward: r.xp_reward, unlockedAt: r.unlocked_at }));
}

/** What the family export lists of its badges: every one each athlete unlocked, when, and its XP. */
export async function exportFamilyBadges(db: Db, parentId: string) {
  const rows = await listFamilyUnlocks(db, parentId);
  return rows.map((r) => ({
    athleteId: r.athlete_id,
    athleteName: r.athlete_name,
    badgeId: r.id,
    badge: r.name,
    rarity: r.rarity,
    xpReward: r.xp_reward,
    unlockedAt: r.unlocked_at,
  }));
}
