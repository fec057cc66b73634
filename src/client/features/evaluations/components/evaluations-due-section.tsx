/**
 * The coach home's "Evaluations due" (issue 42, point 2): the athletes whose full evaluation or
 * skill check is due, the first few, and the way to the whole roster.
 */
import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { useEvaluationsDue } from '../api/get-evaluation-roster';
import { DueBadge } from './due-badge';

const SHOWN = 5;

export function EvaluationsDueSection() {
  const roster = useEvaluationsDue(SHOWN);
  // The roster comes due first: its first page holds the first athletes due.
  const due = roster.data?.athletes.filter((a) => a.due.state !== 'up-to-date') ?? [];
  const dueCount = roster.data?.counts.due ?? 0;
  return (
    <section aria-labelledby="coach-evaluations" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="coach-evaluations" className="text-lg font-semibold">
          Evaluations due{roster.data ? ` (${dueCount})` : ''}
        </h2>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.coachEvaluations()}>
            <ClipboardList aria-hidden="true" /> All evaluations
          </Link>
        </Button>
      </div>
      {roster.isError ? <Alert tone="error" title="We couldn't load the evaluations due." /> : null}
      {roster.data && dueCount === 0 ? <EmptyState title="Every athlete is up to date">The next skill checks fall due 6 weeks after the last.</EmptyState> : null}
      {due.length > 0 ? (
        <ul className="grid gap-2 md:grid-cols-2">
          {due.map((a) => (
            <li key={a.athleteId}>
              <Card className="flex items-center justify-between gap-3 p-3">
                <div className="flex min-w-0 flex-col gap-1">
                  <span className="font-medium [overflow-wrap:anywhere]">{a.name}</span>
                  <DueBadge due={a.due} />
                </div>
                <Button asChild size="sm">
                  <Link to={paths.coachEvaluation(a.athleteId)} aria-label={`Evaluate ${a.name}`}>
                    {a.draftId ? 'Continue' : 'Evaluate'}
                  </Link>
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
