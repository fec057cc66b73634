import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import { Button } from '#client/components/ui/button';
import { Panel } from '#client/components/ui/panel';
import { Spinner } from '#client/components/ui/spinner';
import { cancelledText, formatSessionDay, formatSessionTime, type ScheduleAthlete } from '#client/features/sessions';

const SHOWN = 3;

/**
 * The family's next sessions (issue 38, point 2), from the schedule's own request: each athlete's
 * next three, cancelled ones shown as cancelled, with the way to /schedule for replies.
 */
export function TrainingSchedulePanel({ athletes, isLoading }: { athletes: readonly ScheduleAthlete[] | undefined; isLoading: boolean }) {
  const now = new Date();
  const rows = (athletes ?? []).map((athlete) => ({ athlete, next: athlete.sessions.filter((s) => new Date(s.endsAt) > now).slice(0, SHOWN) }));
  return (
    <Panel
      title="Training Schedule"
      icon={CalendarDays}
      action={
        <Button asChild variant="link" size="sm" className="px-0">
          <Link to={paths.schedule()}>Full schedule</Link>
        </Button>
      }
    >
      {isLoading ? <Spinner label="Loading the schedule" /> : null}
      {!isLoading && rows.length === 0 ? <p className="text-sm text-muted-foreground">Sessions appear here once an athlete has a membership.</p> : null}
      <div className="flex flex-col gap-4">
        {rows.map(({ athlete, next }) => (
          <div key={athlete.athleteId}>
            {rows.length > 1 ? <p className="mb-1 font-semibold break-words">{athlete.athleteName}</p> : null}
            {next.length === 0 ? <p className="text-sm text-muted-foreground">No sessions in the next four weeks.</p> : null}
            <ul className="flex flex-col gap-2">
              {next.map((session) => (
                <li key={session.id} className="rounded-md bg-muted p-3 text-sm">
                  <p className={`font-semibold ${session.status === 'cancelled' ? 'line-through decoration-1' : ''}`}>
                    {formatSessionDay(session.date)} · {formatSessionTime(session.startsAt, session.endsAt)}
                  </p>
                  {session.status === 'cancelled' ? <p className="font-semibold text-destructive">{cancelledText(session.cancelReason)}</p> : null}
                  {session.status !== 'cancelled' && session.absence ? <p className="text-muted-foreground">Can’t make it</p> : null}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Panel>
  );
}
