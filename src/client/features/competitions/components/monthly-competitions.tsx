import { CalendarRange } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { COMPETITION_MESSAGES } from '#shared/competitions';
import type { TCompetition } from '#shared/validation/competitions';
import { NoAthleteCard } from '#client/components/no-athlete-card';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { PageSpinner } from '#client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { firstName } from '#client/lib/format';
import { useSelectedAthlete } from '#client/features/athletes';
import { useCompetitions } from '../api/get-competitions';
import { CompetitionCard } from './competition-card';

const SUB_TABS = [
  { value: 'active', label: 'Active', empty: 'No active competitions right now.' },
  { value: 'mine', label: 'My Competitions', empty: 'Not in a competition yet: join one from the Active tab.' },
  { value: 'upcoming', label: 'Upcoming', empty: 'Next month’s competitions appear here in the last week of this month.' },
  { value: 'ended', label: 'Ended', empty: 'No competitions have ended yet.' },
] as const;
type SubTab = (typeof SUB_TABS)[number]['value'];

function inTab(tab: SubTab, competition: TCompetition): boolean {
  return tab === 'mine' ? competition.entry !== null : competition.status === tab;
}

/**
 * The Monthly Competitions tab of /challenges (docs/product.md, Competitions), for the athlete
 * chosen in the header: sub-tabs Active, My Competitions, Upcoming and Ended, each with its count.
 * Progress is the server's; the list refreshes after any progress and on live events.
 */
export function MonthlyCompetitions() {
  const { athlete, isLoading } = useSelectedAthlete();
  const competitions = useCompetitions(athlete?.id);
  const [tab, setTab] = useState<SubTab>('active');
  const headingId = useId();

  let body: ReactNode;
  let summary: ReactNode = null;
  if (isLoading || (athlete && competitions.isPending)) body = <PageSpinner label="Loading competitions" />;
  else if (!athlete) body = <NoAthleteCard title="Add your athlete to join competitions" />;
  else if (competitions.isError) {
    body = (
      <Alert tone="error" title={COMPETITION_MESSAGES.loadFailed}>
        <p>{competitions.error.message}</p>
        <Button variant="outline" className="mt-2" onClick={() => void competitions.refetch()} disabled={competitions.isFetching}>
          Try again
        </Button>
      </Alert>
    );
  } else if (competitions.data) {
    const all = competitions.data.competitions;
    const joined = all.filter((c) => c.entry !== null && c.status === 'active').length;
    summary = (
      <p className="text-sm text-muted-foreground">
        {firstName(athlete.name)} is in {joined} of this month&rsquo;s competitions. Progress counts from the moment of joining.
      </p>
    );
    body = (
      <Tabs value={tab} onValueChange={(value) => setTab(value as SubTab)}>
        {/* Two by two on a phone: the four labels with their counts do not fit one row at 390 px. */}
        <TabsList aria-label="Competitions" className="grid grid-cols-2 sm:flex [&>button]:px-2">
          {SUB_TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="h-10">
              {label} ({all.filter((c) => inTab(value, c)).length})
            </TabsTrigger>
          ))}
        </TabsList>
        {SUB_TABS.map(({ value, empty }) => {
          const shown = all.filter((c) => inTab(value, c));
          return (
            <TabsContent key={value} value={value}>
              {shown.length ? (
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {shown.map((competition) => (
                    <li key={competition.id}>
                      <CompetitionCard competition={competition} athlete={athlete} />
                    </li>
                  ))}
                </ul>
              ) : (
                <EmptyState title="Nothing here yet">{empty}</EmptyState>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold sm:text-xl">
          <CalendarRange className="size-5 text-primary" aria-hidden="true" /> Monthly Competitions
        </h2>
        {summary}
      </div>
      {body}
    </section>
  );
}
