/**
 * The streak card (issue 43): the last 7 days and what kept each one (a rest day, a shield, a
 * pause), shields earned by coming to sessions, weeks active and perfect weeks, and the parent's
 * two actions: a pause for illness or a holiday, and "Log yesterday" until noon.
 */
import { CalendarPlus, Flame, Moon, PauseCircle, Shield } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { LOG_YESTERDAY_MAX_MINUTES, LOG_YESTERDAY_MIN_MINUTES, MAX_PAUSE_DAYS } from '#shared/progress/streak';
import { academyDate, addDays } from '#shared/progress/time';
import { type TStreakCard, ZLogYesterdayRequest, ZStreakPauseRequest } from '#shared/validation/streak';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent, DialogFormFooter, DialogTrigger } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { Panel } from '#client/components/ui/panel';
import { firstName, formatDate } from '#client/lib/format';
import { toast } from '#client/lib/toast';
import { useStreakAction } from '../api/streak-actions';

type Day = TStreakCard['week'][number];

const DAY_LOOK: Record<Day['status'], { label: string; className: string }> = {
  trained: { label: 'trained', className: 'bg-primary text-primary-foreground' },
  rest: { label: 'rest day used', className: 'bg-secondary text-secondary-foreground' },
  shield: { label: 'shield used', className: 'bg-secondary text-secondary-foreground' },
  paused: { label: 'paused', className: 'bg-muted text-muted-foreground' },
  missed: { label: 'missed', className: 'border border-dashed text-muted-foreground' },
  today: { label: 'today, still to train', className: 'border-2 border-primary text-foreground' },
};

const weekday = (date: string, style: 'short' | 'long' = 'short') => formatDate(date, { weekday: style });
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function StreakCard({ streak, athlete }: { streak: TStreakCard; athlete: { id: string; name: string } }) {
  const name = firstName(athlete.name);
  const protections = streak.week.filter((d) => d.status === 'rest' || d.status === 'shield');
  return (
    <Panel title="Streak" icon={Flame}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <p className="text-3xl font-bold tabular-nums">
            {streak.current} <span className="text-base font-medium text-muted-foreground">{streak.current === 1 ? 'day' : 'days'}</span>
          </p>
          <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
            <Figure label="Longest" value={plural(streak.longest, 'day')} />
            <Figure label="Weeks active" value={String(streak.weeksActive)} />
            <Figure label="Perfect weeks" value={String(streak.perfectWeeks)} />
          </dl>
        </div>

        <ol className="grid grid-cols-7 gap-1.5" aria-label="The last 7 days">
          {streak.week.map((day) => {
            const look = DAY_LOOK[day.status];
            return (
              <li key={day.date} className="flex flex-col items-center gap-1 text-xs text-muted-foreground">
                <span aria-hidden="true">{weekday(day.date).slice(0, 2)}</span>
                <span className={`grid size-9 place-items-center rounded-full ${look.className}`} title={look.label}>
                  {day.status === 'trained' ? <Flame className="size-4" aria-hidden="true" /> : null}
                  {day.status === 'rest' ? <Moon className="size-4" aria-hidden="true" /> : null}
                  {day.status === 'shield' ? <Shield className="size-4" aria-hidden="true" /> : null}
                  {day.status === 'paused' ? <PauseCircle className="size-4" aria-hidden="true" /> : null}
                  <span className="sr-only">{`${weekday(day.date, 'long')}: ${look.label}`}</span>
                </span>
              </li>
            );
          })}
        </ol>

        {protections.length > 0 ? (
          <ul className="flex flex-col gap-1 text-sm">
            {protections.map((d) => (
              <li key={d.date}>
                {d.status === 'rest'
                  ? `${weekday(d.date, 'long')} was ${name}’s rest day: the streak was kept.`
                  : `A shield kept the streak on ${weekday(d.date, 'long')}.`}
              </li>
            ))}
          </ul>
        ) : null}

        <p className="flex items-start gap-2 text-sm">
          <Shield className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            {plural(streak.shields.held, 'shield')} held (at most {streak.shields.max}).{' '}
            {streak.shields.held < streak.shields.max
              ? `${streak.shields.sessionsTowardNext} of ${streak.shields.sessionsPerShield} academy sessions toward the next one.`
              : 'Coming to sessions keeps them ready.'}{' '}
            A shield keeps the streak on a second missed day.
          </span>
        </p>

        <div className="flex flex-wrap gap-2">
          {streak.canLogYesterday ? <LogYesterdayDialog athleteId={athlete.id} name={name} /> : null}
          {streak.pause ? <EndPause athleteId={athlete.id} pause={streak.pause} /> : <PauseDialog athleteId={athlete.id} name={name} daysLeft={streak.pauseDaysLeftThisYear} />}
        </div>
      </div>
    </Panel>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}

function EndPause({ athleteId, pause }: { athleteId: string; pause: NonNullable<TStreakCard['pause']> }) {
  const action = useStreakAction();
  const today = academyDate(new Date());
  const isUnderWay = pause.startsOn <= today;
  return (
    <div className="flex w-full flex-wrap items-center justify-between gap-2 rounded-md bg-muted p-3 text-sm">
      <p>
        <PauseCircle className="mr-1 inline size-4 align-[-2px]" aria-hidden="true" />
        {isUnderWay ? 'Paused' : 'Pause set'} from {formatDate(pause.startsOn)} to {formatDate(pause.endsOn)}.
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={action.isPending}
        onClick={() =>
          action.mutate(
            { kind: 'end-pause', athleteId, pauseId: pause.id },
            { onSuccess: () => toast.success(isUnderWay ? 'The pause has ended.' : 'The pause was removed.'), onError: (e) => toast.error(messageOf(e)) },
          )
        }
      >
        {isUnderWay ? 'End pause' : 'Remove pause'}
      </Button>
    </div>
  );
}

function PauseDialog({ athleteId, name, daysLeft }: { athleteId: string; name: string; daysLeft: number }) {
  const today = academyDate(new Date());
  const [isOpen, setIsOpen] = useState(false);
  const [startsOn, setStartsOn] = useState(today);
  const [days, setDays] = useState('7');
  const [errors, setErrors] = useState<{ startsOn?: string; days?: string; form?: string }>({});
  const action = useStreakAction();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZStreakPauseRequest.safeParse({ startsOn, days: Number(days) });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as 'startsOn' | 'days'] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    action.mutate(
      { kind: 'pause', athleteId, input: parsed.data },
      {
        onSuccess: () => {
          setIsOpen(false);
          toast.success(`${name}’s streak is paused from ${formatDate(parsed.data.startsOn)}.`);
        },
        onError: (error) => setErrors({ form: messageOf(error) }),
      },
    );
  }

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={daysLeft === 0}>
          <PauseCircle aria-hidden="true" /> Pause streak
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Pause ${name}’s streak`}
        description={`For illness or a holiday: paused days neither add to the streak nor break it. Up to ${MAX_PAUSE_DAYS} days at a time; ${plural(daysLeft, 'day')} left this year.`}
      >
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <Field label="First day" error={errors.startsOn}>
            <Input type="date" value={startsOn} min={today} max={addDays(today, 60)} onChange={(e) => setStartsOn(e.target.value)} />
          </Field>
          <Field label="Days" hint={`1 to ${MAX_PAUSE_DAYS}`} error={errors.days}>
            <Input type="number" inputMode="numeric" min={1} max={MAX_PAUSE_DAYS} value={days} onChange={(e) => setDays(e.target.value)} />
          </Field>
          <DialogFormFooter error={errors.form ?? null} closeLabel="Cancel">
            <Button type="submit" disabled={action.isPending}>
              {action.isPending ? 'Saving…' : 'Pause streak'}
            </Button>
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function LogYesterdayDialog({ athleteId, name }: { athleteId: string; name: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [minutes, setMinutes] = useState('15');
  const [error, setError] = useState<{ field?: string; form?: string }>({});
  const action = useStreakAction();

  function submit(event: FormEvent) {
    event.preventDefault();
    const yesterday = addDays(academyDate(new Date()), -1);
    const parsed = ZLogYesterdayRequest.safeParse({ minutes: Number(minutes), date: yesterday });
    if (!parsed.success) return setError({ field: parsed.error.issues[0]?.message });
    setError({});
    action.mutate(
      { kind: 'log-yesterday', athleteId, input: parsed.data },
      {
        onSuccess: () => {
          setIsOpen(false);
          toast.success(`Yesterday now counts for ${name}’s streak.`);
        },
        onError: (e) => setError({ form: messageOf(e) }),
      },
    );
  }

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <CalendarPlus aria-hidden="true" /> Log yesterday
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Log yesterday’s practice"
        description={`Practice ${name} did yesterday and did not enter. It counts for the streak (open until noon); it earns no XP, since the app did not time it.`}
      >
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <Field label="Minutes practised" hint={`${LOG_YESTERDAY_MIN_MINUTES} to ${LOG_YESTERDAY_MAX_MINUTES}`} error={error.field}>
            <Input type="number" inputMode="numeric" min={LOG_YESTERDAY_MIN_MINUTES} max={LOG_YESTERDAY_MAX_MINUTES} value={minutes} onChange={(e) => setMinutes(e.target.value)} />
          </Field>
          <DialogFormFooter error={error.form ?? null} closeLabel="Cancel">
            <Button type="submit" disabled={action.isPending}>
              {action.isPending ? 'Saving…' : 'Log yesterday'}
            </Button>
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
