/**
 * /dashboard (spec part 1, section 2; part 2, Dashboard): the greeting, the XP card, stats, the
 * compact weekly challenges, recent badges, recent activity, membership, weekly rankings and the
 * training schedule, for the athlete chosen in the header, from one request (kept fresh by the
 * live updates).
 */
import { useEffect, useState } from 'react';
import { greetingFor } from '../../../../shared/progress/display';
import type { TDashboardResponse } from '../../../../shared/validation/dashboard';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { PageMeta } from '../../../lib/page-meta';
import { useSelectedAthlete } from '../../athletes';
import { useDashboard } from '../api/get-dashboard';
import { BadgesPanel } from '../components/badges-panel';
import { LatestUpdatesPanel } from '../components/latest-updates-panel';
import { MembershipPanel } from '../components/membership-panel';
import { NoAthleteCard } from '../components/no-athlete-card';
import { RecentActivityPanel } from '../components/recent-activity-panel';
import { ResetXpDialog } from '../components/reset-xp-dialog';
import { StatsTiles } from '../components/stats-tiles';
import { TrainingSchedulePanel } from '../components/training-schedule-panel';
import { WeeklyChallengesPanel } from '../components/weekly-challenges-panel';
import { WeeklyRankingsPanel } from '../components/weekly-rankings-panel';
import { XpCard } from '../components/xp-card';
import { celebrateLevelUp, firstName, readLastSeenLevel, rememberLevel } from '../level-up';

export function DashboardPage() {
  const { athlete, isLoading: isLoadingAthletes } = useSelectedAthlete();
  const dashboard = useDashboard(athlete?.id);

  let body;
  if (isLoadingAthletes || (athlete && dashboard.isPending)) {
    body = <PageSpinner label="Loading the dashboard" />;
  } else if (!athlete) {
    body = <NoAthleteCard />;
  } else if (dashboard.isError) {
    body = (
      <Alert tone="error" title="Failed to load XP data">
        <p>{dashboard.error.message}</p>
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => void dashboard.refetch()}
          disabled={dashboard.isFetching}
        >
          Try again
        </Button>
      </Alert>
    );
  } else if (dashboard.data) {
    body = <Dashboard data={dashboard.data} />;
  }

  return (
    <div className="flex flex-col gap-5">
      <PageMeta title="Dashboard" />
      <Greeting name={athlete?.name} />
      {body}
    </div>
  );
}

function Greeting({ name }: { name: string | undefined }) {
  // The device's own clock: "good morning" is the parent's morning, wherever they are.
  const [hour] = useState(() => new Date().getHours());
  return (
    <header>
      <h1 className="text-2xl font-bold sm:text-3xl">
        {greetingFor(hour)}
        {name ? `, ${firstName(name)}` : ''}!
      </h1>
      <p className="text-muted-foreground">
        {name ? 'Here is how training is going.' : 'Welcome to Bravo Academy.'}
      </p>
    </header>
  );
}

/** Celebrates a level reached since this device last showed the athlete's level. */
function useLevelUpCelebration(athleteId: string, athleteName: string, level: number) {
  useEffect(() => {
    const lastSeen = readLastSeenLevel(athleteId);
    if (lastSeen !== null && level > lastSeen) celebrateLevelUp(athleteName, level);
    rememberLevel(athleteId, level);
  }, [athleteId, athleteName, level]);
}

function Dashboard({ data }: { data: TDashboardResponse }) {
  useLevelUpCelebration(data.athlete.id, data.athlete.name, data.xp.level);
  return (
    <>
      <div className="grid gap-5 lg:grid-cols-3">
        <div className="flex flex-col gap-5 lg:col-span-2">
          <XpCard key={data.athlete.id} xp={data.xp} />
          <StatsTiles data={data} />
          <WeeklyChallengesPanel challenges={data.challenges} athlete={data.athlete} />
          <BadgesPanel items={data.recentAchievements} count={data.stats.badges} />
          <RecentActivityPanel items={data.recentActivity} />
        </div>
        <div className="flex flex-col gap-5">
          <LatestUpdatesPanel />
          <MembershipPanel membership={data.membership} isNewPlayer={data.isNewPlayer} />
          <TrainingSchedulePanel />
          <WeeklyRankingsPanel rankings={data.weeklyRankings} athlete={data.athlete} />
        </div>
      </div>
      <section
        aria-labelledby="reset-heading"
        className="flex flex-col gap-3 rounded-lg border border-dashed p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="reset-heading" className="font-semibold">
            Start over
          </h2>
          <p className="text-sm text-muted-foreground">
            Reset {firstName(data.athlete.name)}&rsquo;s XP and challenge progress.
          </p>
        </div>
        <ResetXpDialog athleteId={data.athlete.id} athleteName={data.athlete.name} />
      </section>
    </>
  );
}
