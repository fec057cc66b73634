/**
 * The coach's home, weekly plans (issue 42, point 3): each plan running today or later with its
 * athletes done, started or not started, those not started by the plan's Thursday first and marked,
 * each with a one-tap nudge (a message in the family's Coach thread, once a day).
 */
import { useState } from 'react';
import { Bell, Check, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import type { TPlanAthlete, TStaffWeeklyPlan } from '#shared/validation/weekly-plans';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { formatDate } from '#client/lib/format';
import { toast } from '#client/lib/toast';
import { usePlanAthletes } from '../api/get-plan-athletes';
import { useStaffPlans } from '../api/get-staff-plans';
import { useNudgeAthlete } from '../api/nudge-athlete';

const STATUS_LABEL = { done: 'Done', started: 'Started', 'not-started': 'Not started' } as const;
const day = (date: string) => formatDate(`${date}T12:00:00Z`, { weekday: 'short', month: 'short', day: 'numeric' });

export function WeeklyPlansSection() {
  const list = useStaffPlans();
  return (
    <section aria-labelledby="coach-plans" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="coach-plans" className="text-lg font-semibold">
          Weekly plans
        </h2>
        <Button asChild size="sm">
          <Link to={paths.coachPlanNew()}>
            <Plus aria-hidden="true" /> Assign a plan
          </Link>
        </Button>
      </div>
      {list.isPending ? <Spinner label="Loading the plans" /> : null}
      {list.isError ? (
        <Alert tone="error" title="We couldn't load the plans.">
          <p>{list.error.message}</p>
          <Button variant="outline" className="mt-3" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {list.data && list.data.plans.length === 0 ? <EmptyState title="No plans running">Assign lessons and a minutes target to an athlete or a group for the week.</EmptyState> : null}
      {list.data && list.data.plans.length > 0 ? (
        <ul className="grid gap-3 md:grid-cols-2">
          {list.data.plans.map((p) => (
            <li key={p.id}>
              <PlanCard plan={p} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function PlanCard({ plan }: { plan: TStaffWeeklyPlan }) {
  // The server sends the athletes behind first, a page at a time; later pages come on "Show more".
  const [isMoreWanted, setIsMoreWanted] = useState(false);
  const more = usePlanAthletes(plan.id, plan.nextCursor, isMoreWanted);
  const athletes = [...plan.athletes, ...(more.data?.pages.flatMap((p) => p.athletes) ?? [])];
  const hasMore = more.data ? more.hasNextPage : plan.nextCursor !== null;
  const total = plan.counts.done + plan.counts.started + plan.counts.notStarted;
  const showMore = () => (isMoreWanted ? void more.fetchNextPage() : setIsMoreWanted(true));
  return (
    <article aria-label={plan.title} className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <div>
        <p className="font-semibold wrap-anywhere">{plan.title}</p>
        <p className="text-sm text-muted-foreground wrap-anywhere">
          {plan.audienceLabel} · {day(plan.startsOn)} – {day(plan.endsOn)} · {plan.lessons.length} lessons{plan.minutesTarget > 0 ? ` · ${plan.minutesTarget} min` : ''}
        </p>
      </div>
      <p className="text-sm" aria-label={`${plan.counts.done} done, ${plan.counts.started} started, ${plan.counts.notStarted} not started`}>
        <span className="font-semibold">{plan.counts.done}</span> done · <span className="font-semibold">{plan.counts.started}</span> started ·{' '}
        <span className="font-semibold">{plan.counts.notStarted}</span> not started
      </p>
      {/* A group plan lists every athlete of the group: the list scrolls, and a keyboard reaches it. */}
      <ul className="flex max-h-80 flex-col divide-y overflow-y-auto" tabIndex={0} aria-label={`Athletes in ${plan.title}`}>
        {athletes.map((a) => (
          <AthleteRow key={a.athleteId} planId={plan.id} athlete={a} checkDay={plan.checkDay} />
        ))}
      </ul>
      {hasMore ? (
        <Button variant="outline" size="sm" className="self-start" onClick={showMore} disabled={more.isFetching}>
          {more.isFetching ? 'Loading…' : `Show more athletes (${athletes.length} of ${total})`}
        </Button>
      ) : null}
    </article>
  );
}

function AthleteRow({ planId, athlete, checkDay }: { planId: string; athlete: TPlanAthlete; checkDay: string }) {
  const nudge = useNudgeAthlete();
  const send = () =>
    nudge.mutate(
      { planId, athleteId: athlete.athleteId },
      { onSuccess: (result) => toast.success(result.message), onError: (error) => toast.error(error.message) },
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span className="min-w-0">
        <span className="block wrap-anywhere">{athlete.name}</span>
        <span className="text-xs text-muted-foreground">
          {athlete.lessonsDone} lessons · {athlete.minutes} min
        </span>
      </span>
      <span className="flex items-center gap-2">
        <Badge variant={athlete.status === 'done' ? 'default' : athlete.isBehind ? 'destructive' : 'secondary'}>
          {STATUS_LABEL[athlete.status]}
          {athlete.isBehind ? <span className="sr-only"> by {day(checkDay)}</span> : null}
        </Badge>
        {athlete.status !== 'done' ? (
          athlete.isNudgedToday ? (
            <span className="flex items-center gap-1 text-xs text-muted-foreground">
              <Check className="size-4" aria-hidden="true" /> Reminded
            </span>
          ) : (
            <Button size="sm" variant="outline" onClick={send} disabled={nudge.isPending} aria-label={`Nudge ${athlete.name}’s family`}>
              <Bell aria-hidden="true" /> Nudge
            </Button>
          )
        ) : null}
      </span>
    </li>
  );
}
