/**
 * /coach/evaluations (issue 42, point 2): every athlete who trains with the evaluation due, the
 * overdue and the full evaluations first. Coaches and admins; a parent sees an access-denied card.
 */
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import { StaffOnly, useIsStaff } from '#client/components/staff-only';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Input } from '#client/components/ui/input';
import { PageSpinner } from '#client/components/ui/spinner';
import { PageMeta } from '#client/lib/page-meta';
import { useEvaluationRoster } from '../api/get-evaluation-roster';
import { DueBadge } from '../components/due-badge';

export function EvaluationRosterPage() {
  if (!useIsStaff()) return <StaffOnly title="Evaluations" description="Skill evaluations are written by coaches and admins." />;
  return <Roster />;
}

function Roster() {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const roster = useEvaluationRoster(q);
  const shown = roster.data?.pages.flatMap((p) => p.athletes) ?? [];
  const counts = roster.data?.pages[0]?.counts;
  return (
    <div className="flex flex-col gap-5">
      <PageMeta title="Evaluations" description="Who is due a skill check or a full evaluation." />
      <div className="flex flex-col gap-1">
        <Link to={paths.coach()} className="text-sm font-semibold text-primary hover:underline">
          ← Coach
        </Link>
        <h1 className="text-2xl font-bold">Evaluations</h1>
        <p className="text-sm text-muted-foreground">A full evaluation each season (from August 1) and a skill check of 3-4 skills every 6-8 weeks.</p>
        {counts ? (
          <p className="text-sm font-medium">
            {counts.due} of {counts.total} athletes due
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="evaluation-search" className="text-sm font-medium">
          Find an athlete
        </label>
        <Input id="evaluation-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
      </div>
      {roster.isPending ? <PageSpinner label="Loading the roster" /> : null}
      {roster.isError ? (
        <Alert tone="error" title="We couldn't load the roster.">
          <p>{roster.error.message}</p>
          <Button variant="outline" className="mt-3" onClick={() => void roster.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      <ul className="grid gap-2 md:grid-cols-2">
        {shown.map((a) => (
          <li key={a.athleteId}>
            <Card className="flex items-center justify-between gap-3 p-3">
              <div className="flex min-w-0 flex-col gap-1">
                <span className="font-medium [overflow-wrap:anywhere]">{a.name}</span>
                <span className="text-xs text-muted-foreground">Born {a.birthYear}</span>
                <DueBadge due={a.due} />
              </div>
              <Button asChild size="sm" variant={a.due.state === 'up-to-date' ? 'outline' : 'default'}>
                <Link to={paths.coachEvaluation(a.athleteId)} aria-label={`Evaluate ${a.name}`}>
                  {a.draftId ? 'Continue' : 'Evaluate'}
                </Link>
              </Button>
            </Card>
          </li>
        ))}
      </ul>
      {roster.data && shown.length === 0 ? <p className="text-sm text-muted-foreground">No athlete matches “{q}”.</p> : null}
      {roster.hasNextPage ? (
        <Button variant="outline" className="self-center" onClick={() => void roster.fetchNextPage()} disabled={roster.isFetchingNextPage}>
          {roster.isFetchingNextPage ? 'Loading…' : 'Show more athletes'}
        </Button>
      ) : null}
    </div>
  );
}
