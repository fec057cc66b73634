/**
 * "This week's plan" (issue 42, point 3): the coach's plans for the athlete running today, each
 * lesson ticked when the training record shows it completed within the plan's days, and the
 * minutes against the target. Nothing here is ticked by hand: completing the lesson does it.
 */
import { CheckCircle2, Circle, ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import type { TFamilyWeeklyPlan } from '#shared/validation/weekly-plans';
import { Alert } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Panel } from '#client/components/ui/panel';
import { Progress } from '#client/components/ui/progress';
import { Spinner } from '#client/components/ui/spinner';
import { formatDate } from '#client/lib/format';
import { useAthletePlans } from '../api/get-athlete-plans';

const STATUS_LABEL = { done: 'Done', started: 'Started', 'not-started': 'Not started' } as const;

/** The panel, or nothing when the athlete has no plan running (most weeks for most families). */
export function ThisWeeksPlan({ athleteId }: { athleteId: string | undefined }) {
  const plans = useAthletePlans(athleteId);
  if (!athleteId || (plans.data && plans.data.plans.length === 0)) return null;
  let content;
  if (plans.isPending) content = <Spinner label="Loading this week’s plan" />;
  else if (plans.isError)
    content = (
      <Alert tone="error" title="We couldn't load this week’s plan.">
        <Button variant="outline" className="mt-2" onClick={() => void plans.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  else content = <ul className="flex flex-col gap-4">{plans.data.plans.map((p) => <PlanItem key={p.id} plan={p} />)}</ul>;
  return (
    <Panel title="This week’s plan" icon={ClipboardList}>
      {content}
    </Panel>
  );
}

function PlanItem({ plan }: { plan: TFamilyWeeklyPlan }) {
  const done = plan.lessons.filter((l) => l.isDone).length;
  return (
    <li className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold wrap-anywhere">{plan.title}</p>
        <Badge variant={plan.status === 'done' ? 'default' : 'secondary'}>{STATUS_LABEL[plan.status]}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {formatDate(`${plan.startsOn}T12:00:00Z`)} – {formatDate(`${plan.endsOn}T12:00:00Z`)} · {done} of {plan.lessons.length} lessons
      </p>
      <ul className="flex flex-col gap-1">
        {plan.lessons.map((l) => (
          <li key={l.id} className="flex items-center gap-2 text-sm">
            {l.isDone ? <CheckCircle2 className="size-4 shrink-0 text-primary" aria-hidden="true" /> : <Circle className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />}
            <Link to={paths.lesson(l.id)} className="min-w-0 wrap-anywhere underline-offset-2 hover:underline">
              {l.title}
            </Link>
            <span className="sr-only">{l.isDone ? '(done)' : '(to do)'}</span>
          </li>
        ))}
      </ul>
      {plan.minutesTarget > 0 ? (
        <div className="flex flex-col gap-1">
          <p className="text-sm">
            {plan.minutes} of {plan.minutesTarget} minutes
          </p>
          <Progress value={(plan.minutes / plan.minutesTarget) * 100} label={`${plan.title}: minutes trained`} />
        </div>
      ) : null}
    </li>
  );
}
