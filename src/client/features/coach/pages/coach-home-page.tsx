/**
 * /coach (issue 38, point 3, and issue 42, point 5): the coach's home. Today's sessions first, each
 * with a big "Take attendance", then the coming 7 days; the families waiting on a Coach thread, the
 * evaluations due, the weekly plans and the lessons written. Coaches land
 * here after signing in; admins reach it from /admin. A parent sees an access-denied card.
 */
import { academyDate, addDays } from '#shared/progress/time';
import type { TStaffSessions } from '#shared/validation/sessions';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { PageSpinner } from '#client/components/ui/spinner';
import { PageMeta } from '#client/lib/page-meta';
import { useStaffSessions } from '../api/get-staff-sessions';
import { SessionCard } from '../components/session-card';
import { sessionDay } from '../components/format';
import { StaffOnly, useIsStaff } from '#client/components/staff-only';
import { FamiliesWaitingSection, LessonsWrittenSection, WeeklyPlansSection } from '#client/features/coaching';
import { EvaluationsDueSection } from '#client/features/evaluations';

/** Today and the 7 days after it. */
const DAYS = 8;

export function CoachHomePage() {
  if (!useIsStaff()) return <StaffOnly title="Coach" description="Attendance and the coach’s sessions are for coaches and admins." />;
  return <CoachHome />;
}

function CoachHome() {
  const today = academyDate(new Date());
  const list = useStaffSessions(today, DAYS);
  return (
    <div className="flex flex-col gap-6">
      <PageMeta title="Coach" description="Today's training sessions and the coming week: take attendance at the field." />
      <div>
        <h1 className="text-2xl font-bold">Coach</h1>
        <p className="text-sm text-muted-foreground">{sessionDay(today)}</p>
      </div>
      {list.isPending ? <PageSpinner label="Loading the sessions" /> : null}
      {list.isError ? (
        <Alert tone="error" title="We couldn't load the sessions.">
          <p>{list.error.message}</p>
          <Button variant="outline" className="mt-3" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {list.data ? <SessionLists sessions={list.data.sessions} today={today} /> : null}
      <FamiliesWaitingSection />
      <EvaluationsDueSection />
      <WeeklyPlansSection />
      <LessonsWrittenSection />
    </div>
  );
}

function SessionLists({ sessions, today }: { sessions: TStaffSessions['sessions']; today: string }) {
  const todays = sessions.filter((s) => s.date === today);
  const coming = sessions.filter((s) => s.date > today && s.date <= addDays(today, DAYS - 1));
  return (
    <>
      <section aria-labelledby="coach-today" className="flex flex-col gap-3">
        <h2 id="coach-today" className="text-lg font-semibold">
          Today
        </h2>
        {todays.length === 0 ? (
          <EmptyState title="No sessions today">The coming week's sessions are below; their sheets open 7 days ahead.</EmptyState>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {todays.map((s) => (
              <li key={s.id}>
                <SessionCard session={s} isToday />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="coach-coming" className="flex flex-col gap-3">
        <h2 id="coach-coming" className="text-lg font-semibold">
          Coming 7 days
        </h2>
        {coming.length === 0 ? (
          <EmptyState title="No sessions in the coming 7 days" />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {coming.map((s) => (
              <li key={s.id}>
                <SessionCard session={s} isToday={false} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
