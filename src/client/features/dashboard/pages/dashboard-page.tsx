/**
 * /dashboard (docs/product.md, Dashboard): the greeting, the XP card, stats, the compact weekly
 * challenges, recent badges, recent activity, membership, weekly rankings and the training
 * schedule, for the athlete chosen in the header, from one request (kept fresh by the live
 * updates); the family's coming sessions and a banner of cancelled or moved ones come from the
 * sessions feature's request. Each panel sits under its own error boundary: bad data that breaks
 * one panel shows a retry card in its place and leaves the others working.
 */
import { type ReactNode, useEffect, useState } from 'react';
import { greetingFor } from '#shared/progress/display';
import type { TDashboardResponse } from '#shared/validation/dashboard';
import { ErrorBoundary } from '#client/components/error-boundary';
import { NoAthleteCard } from '#client/components/no-athlete-card';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { PageSpinner } from '#client/components/ui/spinner';
import { celebrateLevelUp } from '#client/lib/celebrations';
import { firstName } from '#client/lib/format';
import { PageMeta } from '#client/lib/page-meta';
import { useSelectedAthlete } from '#client/features/athletes';
import { ScheduleBanner, useFamilySchedule } from '#client/features/sessions';
import { useDashboard } from '../api/get-dashboard';
import { ThisWeeksPlan } from '#client/features/coaching';
import { AcademyMessagesPanel } from '../components/academy-messages-panel';
import { BadgesPanel } from '../components/badges-panel';
import { LatestUpdatesPanel } from '../components/latest-updates-panel';
import { MembershipPanel } from '../components/membership-panel';
import { RecentActivityPanel } from '../components/recent-activity-panel';
import { ResetXpDialog } from '../components/reset-xp-dialog';
import { StatsTiles } from '../components/stats-tiles';
import { StreakCard } from '../components/streak-card';
import { QuestsPanels } from '#client/features/quests';
import { TrainingSchedulePanel } from '../components/training-schedule-panel';
import { WeeklyChallengesPanel } from '../components/weekly-challenges-panel';
import { WeeklyRankingsPanel } from '../components/weekly-rankings-panel';
import { XpCard } from '../components/xp-card';
import { readLastSeenLevel, rememberLevel } from '../level-up';

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
    body = (
      <Dashboard
        data={dashboard.data}
        updatedAt={dashboard.dataUpdatedAt}
        onRetry={() => dashboard.refetch()}
      />
    );
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
    if (lastSeen !== null && level > lastSeen) celebrateLevelUp({ id: athleteId, name: athleteName }, level);
    rememberLevel(athleteId, level);
  }, [athleteId, athleteName, level]);
}

type Retry = { updatedAt: number; onRetry: () => Promise<unknown> };

/**
 * Try again fetches the dashboard again before the panel renders again; fresh data (a live update)
 * renders it again by itself. The panels share the dashboard's one query: that is theirs to refetch.
 */
function PanelBoundary({
  label,
  updatedAt,
  onRetry,
  children,
}: Retry & { label: string; children: ReactNode }) {
  return (
    <ErrorBoundary label={label} onRetry={onRetry} resetKeys={[updatedAt]}>
      {children}
    </ErrorBoundary>
  );
}

function Dashboard({ data, ...retry }: Retry & { data: TDashboardResponse }) {
  useLevelUpCelebration(data.athlete.id, data.athlete.name, data.xp.level);
  // The family's sessions, the schedule page's own request: the training card and the banner of changes.
  const schedule = useFamilySchedule();
  return (
    <>
      <PanelBoundary label="Schedule changes" {...retry}>
        <ScheduleBanner athletes={schedule.data?.athletes ?? []} />
      </PanelBoundary>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-3">
        <div className="flex flex-col gap-5 lg:col-span-2">
          <PanelBoundary label="This week’s plan" {...retry}>
            <ThisWeeksPlan athleteId={data.athlete.id} />
          </PanelBoundary>
          <PanelBoundary label="Experience" {...retry}>
            <XpCard key={data.athlete.id} xp={data.xp} />
          </PanelBoundary>
          <PanelBoundary label="Stats" {...retry}>
            <StatsTiles data={data} />
          </PanelBoundary>
          <PanelBoundary label="Streak" {...retry}>
            <StreakCard streak={data.streak} athlete={data.athlete} />
          </PanelBoundary>
          <PanelBoundary label="Daily quests" {...retry}>
            <QuestsPanels athleteId={data.athlete.id} />
          </PanelBoundary>
          <PanelBoundary label="Weekly Challenges" {...retry}>
            <WeeklyChallengesPanel challenges={data.challenges} athlete={data.athlete} />
          </PanelBoundary>
          <PanelBoundary label="Recent Badges" {...retry}>
            <BadgesPanel items={data.recentAchievements} count={data.stats.badges} />
          </PanelBoundary>
          <PanelBoundary label="Recent Activity" {...retry}>
            <RecentActivityPanel items={data.recentActivity} />
          </PanelBoundary>
        </div>
        <div className="flex flex-col gap-5">
          <PanelBoundary label="Messages from the academy" {...retry}>
            <AcademyMessagesPanel />
          </PanelBoundary>
          <PanelBoundary label="Latest Updates" {...retry}>
            <LatestUpdatesPanel announcements={data.announcements} />
          </PanelBoundary>
          <PanelBoundary label="Membership" {...retry}>
            <MembershipPanel memberships={data.memberships} isNewPlayer={data.isNewPlayer} />
          </PanelBoundary>
          <PanelBoundary label="Training Schedule" {...retry}>
            <TrainingSchedulePanel athletes={schedule.data?.athletes} isLoading={schedule.isPending} />
          </PanelBoundary>
          <PanelBoundary label="Weekly Rankings" {...retry}>
            <WeeklyRankingsPanel rankings={data.weeklyRankings} athlete={data.athlete} />
          </PanelBoundary>
        </div>
      </div>
      <PanelBoundary label="Start over" {...retry}>
        <StartOver athlete={data.athlete} />
      </PanelBoundary>
    </>
  );
}

function StartOver({ athlete }: { athlete: TDashboardResponse['athlete'] }) {
  return (
    <section
      aria-labelledby="reset-heading"
      className="flex flex-col gap-3 rounded-lg border border-dashed p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="reset-heading" className="font-semibold">
          Start over
        </h2>
        <p className="text-sm text-muted-foreground">
          Reset {firstName(athlete.name)}&rsquo;s XP and challenge progress.
        </p>
      </div>
      <ResetXpDialog athleteId={athlete.id} athleteName={athlete.name} />
    </section>
  );
}
