/**
 * /schedule (issue 38, points 2 and 5; docs/product.md, Training sessions): for a family, each
 * athlete's coming sessions week by week with "Can't make it" and the banner of cancelled or moved
 * sessions; for a coach or an admin, the academy's coming sessions, each opening its attendance sheet.
 * A live 'sessions' event refreshes it (routes.tsx).
 */
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { PageSpinner } from '#client/components/ui/spinner';
import { PageMeta } from '#client/lib/page-meta';
import { useSession } from '#client/lib/session';
import { useFamilySchedule } from '../api/get-family-schedule';
import { AbsenceDialog, type AbsenceTarget } from '../components/absence-dialog';
import { AthleteSchedule } from '../components/athlete-schedule';
import { ScheduleBanner } from '../components/schedule-banner';
import { StaffSessions } from '../components/staff-sessions';

export function SchedulePage() {
  const session = useSession();
  const isStaff = session.status === 'signed-in' && (session.user.role === 'coach' || session.user.role === 'admin');
  return (
    <div className="flex flex-col gap-5">
      <PageMeta title="Schedule" />
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
          <CalendarDays className="size-7 text-primary" aria-hidden="true" /> Schedule
        </h1>
        <p className="text-muted-foreground">
          {isStaff ? 'The coming two weeks’ sessions. Open one to take attendance.' : 'Every athlete is expected unless you say they can’t make it. Changes close 2 hours before the start.'}
        </p>
      </header>
      {session.status === 'loading' ? <PageSpinner label="Loading the schedule" /> : isStaff ? <StaffSessions /> : <FamilySchedule />}
    </div>
  );
}

function FamilySchedule() {
  const schedule = useFamilySchedule();
  const [target, setTarget] = useState<AbsenceTarget | null>(null);
  if (schedule.isPending) return <PageSpinner label="Loading the schedule" />;
  if (schedule.isError) {
    return (
      <Alert tone="error" title="Could not load the schedule">
        <p>{schedule.error.message}</p>
        <Button variant="outline" className="mt-3" onClick={() => void schedule.refetch()} disabled={schedule.isFetching}>
          Try again
        </Button>
      </Alert>
    );
  }
  const { athletes } = schedule.data;
  if (athletes.length === 0) {
    return (
      <EmptyState
        title="No training sessions yet"
        action={
          <Button asChild>
            <Link to={paths.membership()}>See membership plans</Link>
          </Button>
        }
      >
        Sessions appear here once one of your athletes has a membership. Each plan trains Friday to Sunday.
      </EmptyState>
    );
  }
  const now = new Date();
  return (
    <>
      <ScheduleBanner athletes={athletes} />
      {athletes.map((athlete) => (
        <AthleteSchedule key={athlete.athleteId} athlete={athlete} now={now} onCantMakeIt={(session) => setTarget({ athleteId: athlete.athleteId, athleteName: athlete.athleteName, session })} />
      ))}
      <AbsenceDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
