import { CalendarDays, CheckCircle2, Medal, Users, Zap } from 'lucide-react';
import { useId } from 'react';
import { ACADEMY } from '#shared/academy';
import { COMPETITION_MESSAGES } from '#shared/competitions';
import type { TCompetition } from '#shared/validation/competitions';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Progress } from '#client/components/ui/progress';
import { cn } from '#client/lib/cn';
import { formatDate } from '#client/lib/format';
import { toast } from '#client/lib/toast';
import { useJoinCompetition } from '../api/join-competition';

const STATUS_LABEL: Record<TCompetition['status'], string> = { upcoming: 'Upcoming', active: 'Active', ended: 'Ended' };

/** A day of the competition on the academy's calendar; the end instant is the next month's midnight, so its last day is the one before. */
function academyDay(iso: string, isEnd = false): string {
  const at = new Date(new Date(iso).getTime() - (isEnd ? 1 : 0)).toISOString();
  return formatDate(at, { month: 'short', day: 'numeric', timeZone: ACADEMY.timeZone });
}

/**
 * A monthly competition (docs/product.md, Competitions): its goal, dates, how many athletes have
 * joined and the reward (xp_reward + bonus_reward); Join Competition while it is active, then the
 * athlete's progress (capped at 100 %) and, once it has ended, the final place.
 */
export function CompetitionCard({ competition, athlete }: { competition: TCompetition; athlete: { id: string; name: string } }) {
  const id = useId();
  const join = useJoinCompetition();
  const { entry } = competition;
  const progressText = entry
    ? `${Math.min(entry.currentProgress, competition.targetValue).toLocaleString('en-US')} / ${competition.targetValue.toLocaleString('en-US')} ${competition.unit}`
    : null;

  return (
    <article
      aria-labelledby={id}
      className={cn(
        'flex h-full flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm',
        entry?.isCompleted && 'border-primary/40 bg-secondary/40',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h4 id={id} className="text-lg font-semibold leading-tight wrap-anywhere">
          {competition.name}
        </h4>
        <Badge variant={competition.status === 'active' ? 'default' : competition.status === 'upcoming' ? 'accent' : 'secondary'} className="shrink-0">
          {STATUS_LABEL[competition.status]}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">{competition.description}</p>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Dates</dt>
          <dd className="flex items-center gap-1">
            <CalendarDays className="size-3.5 shrink-0" aria-hidden="true" />
            {academyDay(competition.startDate)} – {academyDay(competition.endDate, true)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Athletes</dt>
          <dd className="flex items-center gap-1">
            <Users className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="tabular-nums">{competition.entryCount.toLocaleString('en-US')}</span> joined
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Target</dt>
          <dd>
            {competition.targetValue.toLocaleString('en-US')} {competition.unit}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Reward</dt>
          <dd className="flex items-center gap-1 font-semibold text-primary">
            <Zap className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="tabular-nums">+{competition.reward} XP</span>
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-col gap-2">
        {entry ? (
          <>
            <div className="flex justify-between gap-2 text-sm">
              <span className="text-muted-foreground">Progress</span>
              <span className="font-semibold tabular-nums">
                {progressText} ({entry.progressPercent}%)
              </span>
            </div>
            <Progress value={entry.progressPercent} label={`${competition.name} progress`} />
            {entry.isCompleted ? (
              <p className="flex items-center gap-1.5 text-sm font-semibold text-primary">
                <CheckCircle2 className="size-4" aria-hidden="true" /> Completed: +{competition.reward} XP earned
              </p>
            ) : null}
            {entry.rank !== null ? (
              <p className="flex items-center gap-1.5 text-sm font-semibold">
                <Medal className="size-4 text-accent-foreground" aria-hidden="true" /> Final place: #{entry.rank} of{' '}
                {competition.entryCount.toLocaleString('en-US')}
              </p>
            ) : null}
          </>
        ) : competition.status === 'active' ? (
          <Button
            aria-describedby={id}
            disabled={join.isPending}
            onClick={() =>
              join.mutate(
                { competitionId: competition.id, athleteId: athlete.id },
                {
                  onSuccess: ({ message }) => toast.success(message, { description: `${athlete.name} is in ${competition.name}.` }),
                  onError: (error) => toast.error(COMPETITION_MESSAGES.joinFailed, { description: error.message }),
                },
              )
            }
          >
            {join.isPending ? 'Joining...' : 'Join Competition'}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">
            {competition.status === 'upcoming'
              ? `Opens ${academyDay(competition.startDate)}: join then.`
              : 'This competition has ended.'}
          </p>
        )}
      </div>
    </article>
  );
}
