import { Medal } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import type { TDashboardResponse } from '#shared/validation/dashboard';
import { EmptyState } from '#client/components/ui/alert';
import { firstName } from '#client/lib/format';
import { RankingList } from '#client/features/leaderboards';
import { Panel } from '#client/components/ui/panel';

/**
 * Weekly Rankings (docs/product.md, Rankings): the top 10 by XP earned this week, with the
 * athlete's own row appended when outside it. Other families show a first name and initial only.
 */
export function WeeklyRankingsPanel({
  rankings,
  athlete,
}: {
  rankings: TDashboardResponse['weeklyRankings'];
  athlete: TDashboardResponse['athlete'];
}) {
  const isRanked = rankings.own !== null || rankings.entries.some((e) => e.isOwn && e.athleteId === athlete.id);
  return (
    <Panel
      title="Weekly Rankings"
      icon={Medal}
      action={
        <Link to={paths.leaderboards()} className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline-offset-4 hover:underline">
          All rankings
        </Link>
      }
    >
      {rankings.entries.length === 0 ? (
        <EmptyState title="No rankings yet this week">
          Rankings by XP earned this week appear as soon as athletes train. They reset every Monday.
        </EmptyState>
      ) : (
        <RankingList
          entries={rankings.entries}
          own={rankings.own}
          athleteId={athlete.id}
          label="Weekly rankings, top 10"
        />
      )}
      <p className="mt-3 text-xs text-muted-foreground">
        {isRanked
          ? 'XP earned since Monday. Rankings reset every Monday.'
          : `${firstName(athlete.name)} joins the rankings with the first XP earned this week.`}
      </p>
    </Panel>
  );
}
