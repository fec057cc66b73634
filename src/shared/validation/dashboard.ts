/** The dashboard's one request (training issue; later issues add their parts). */
import { z } from 'zod';
import { ZRankingEntry, ZRecentAchievement } from './achievements';
import { ZVisibleAnnouncement } from './announcements';
import { ZWeeklyChallenge } from './challenges';
import { ZMembershipSummary } from './membership';
import { ZStreakCard } from './streak';
import { ZActivityItem, ZProgressTotals } from './training';

export const ZDashboardResponse = z.object({
  athlete: z.object({ id: z.string(), name: z.string() }),
  xp: ZProgressTotals,
  /** The streak card: what each of the last 7 days did, shields, pause and "Log yesterday" (issue 43). */
  streak: ZStreakCard,
  stats: z.object({ lessonsCompleted: z.number(), challengesCompleted: z.number(), badges: z.number() }),
  recentActivity: z.array(ZActivityItem),
  /** The compact weekly challenges (the first 2) and the rewards to claim (docs/product.md, Dashboard). */
  challenges: z.object({ items: z.array(ZWeeklyChallenge), rewardsAvailable: z.number() }),
  /** The 5 most recent badges. */
  recentAchievements: z.array(ZRecentAchievement),
  /** Weekly rankings: the top 10, with the athlete's own row when outside it. */
  weeklyRankings: z.object({ entries: z.array(ZRankingEntry), own: ZRankingEntry.nullable() }),
  /** The family's membership cards, one per athlete's membership (decision 040); empty without one. */
  memberships: z.array(ZMembershipSummary),
  /** Account under 30 days and no trial or booked session yet (docs/product.md, Dashboard). */
  isNewPlayer: z.boolean(),
  /** Latest Updates: the family's visible announcements, at most 5 (2 shown until "View all"). */
  announcements: z.array(ZVisibleAnnouncement),
});
export type TDashboardResponse = z.infer<typeof ZDashboardResponse>;
