/**
 * The dashboard's one request (docs/product.md, Dashboard): the athlete's XP, level, streak and
 * counts, recent activity, this week's challenges, recent badges, the weekly rankings and the
 * family's memberships, read together.
 *
 * It only reads, so it can run in a read worker (db/read-pool.ts). The first visit of a week finds
 * two things missing that are written on first need: last week's final ranks, which the caller
 * ensures before reading, and the athlete's set of weekly challenges, reported as `week-not-started`
 * for the caller to create before reading again.
 */
import { DASHBOARD_TOP } from '#shared/rankings';
import { ANNOUNCEMENTS_VISIBLE_MAX } from '#shared/validation/announcements';
import type { TDashboardResponse } from '#shared/validation/dashboard';
import { toMembershipSummary } from '#shared/validation/membership';
import { readSessionUser } from '#server/auth/session';
import type { Db } from '#server/db/database';
import { getRecentAchievements } from '../achievements/service';
import { getVisibleAnnouncements } from '../announcements/service';
import { readCompactChallenges } from '../challenges/service';
import { getRanking, toPublicRanking } from '../leaderboards/service';
import { getMemberships, includesMember, isNewPlayer } from '../membership/service';
import { getDashboardStats, getRecentActivity, readStreakCard } from '../progress/service';
import { attachSessionsRemaining } from '../sessions/service';

export type DashboardQuery = {
  /** The signed-in parent, who must own the athlete, and when their account was created. */
  parent: { id: string; createdAt: string };
  athleteId: string;
  now: Date;
};

export type DashboardRead = { status: 'ok'; dashboard: TDashboardResponse } | { status: 'not-found' } | { status: 'week-not-started' };

/** The route's request as it reaches the read worker: who asks is still a session token then. */
export type DashboardRequest = { token: string; athleteId: string; now: Date };

/**
 * The dashboard for a session token: the session's row is read in the same read as the rest, so
 * the event loop runs no statement for the dashboard and PostgreSQL makes no round trip of its own
 * for it (decision 093). Signed out is reported, as the authenticate hook would report it.
 */
export async function readDashboardFor(db: Db, { token, athleteId, now }: DashboardRequest): Promise<DashboardRead | { status: 'signed-out' }> {
  const user = await readSessionUser(db, token, now);
  if (!user) return { status: 'signed-out' };
  return readDashboard(db, { parent: { id: user.id, createdAt: user.createdAt }, athleteId, now });
}

export async function readDashboard(db: Db, { parent, athleteId, now }: DashboardQuery): Promise<DashboardRead> {
  // Ownership first: nothing else is read for another family's athlete.
  const stats = await getDashboardStats(db, parent.id, athleteId, now);
  if (!stats) return { status: 'not-found' };
  // The family's memberships are read once: the cards, and which announcements it sees.
  const family = getMemberships(db, parent.id, now);
  const [recentActivity, recentAchievements, challenges, ranking, memberships, newPlayer, announcements, streak] = await Promise.all([
    getRecentActivity(db, athleteId, 10),
    getRecentAchievements(db, athleteId, 5),
    readCompactChallenges(db, athleteId, now),
    getRanking(db, 'week', parent.id, now, DASHBOARD_TOP, athleteId),
    family.then((all) => attachSessionsRemaining(db, all, now)).then((all) => all.map(toMembershipSummary)),
    isNewPlayer(db, parent, now),
    getVisibleAnnouncements(db, parent.id, now, ANNOUNCEMENTS_VISIBLE_MAX, family.then(includesMember)),
    readStreakCard(db, athleteId, now),
  ]);
  if (!challenges) return { status: 'week-not-started' };
  return {
    status: 'ok',
    dashboard: {
      athlete: stats.athlete,
      xp: { totalXp: stats.totalXp, level: stats.level, xpThisWeek: stats.xpThisWeek, xpThisMonth: stats.xpThisMonth },
      streak,
      stats: { lessonsCompleted: stats.lessonsCompleted, challengesCompleted: stats.challengesCompleted, badges: stats.badges },
      recentActivity,
      challenges: { items: challenges.challenges, rewardsAvailable: challenges.rewardsAvailable },
      recentAchievements,
      weeklyRankings: toPublicRanking(ranking),
      memberships,
      isNewPlayer: newPlayer,
      announcements,
    },
  };
}
