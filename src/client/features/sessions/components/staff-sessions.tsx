import { Ban, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import { academyDate } from '#shared/progress/time';
import type { TStaffSessions } from '#shared/validation/sessions';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { PageSpinner } from '#client/components/ui/spinner';
import { useStaffSessions } from '../api/get-staff-sessions';
import { cancelledText, formatSessionDay, formatSessionTime } from './format';

/**
 * The coach's attendance sheet for a session. The page comes with the attendance work (issue 38,
 * point 3); switch to `paths` once it is in the shared page table.
 */

/** The staff view of /schedule: the coming two weeks' sessions, today first, each opening its attendance sheet. */
export function StaffSessions() {
  const sessions = useStaffSessions();
  if (sessions.isPending) return <PageSpinner label="Loading the sessions" />;
  if (sessions.isError) return <Alert tone="error" title="Could not load the sessions">{sessions.error.message}</Alert>;
  const now = new Date();
  const coming = sessions.data.sessions.filter((s) => new Date(s.endsAt) > now);
  if (coming.length === 0) return <EmptyState title="No sessions in the next two weeks" />;
  const today = academyDate(now);
  const days = [...new Set(coming.map((s) => s.date))];
  return (
    <div className="flex flex-col gap-4">
      {days.map((date) => (
        <section key={date} aria-label={date === today ? 'Today' : formatSessionDay(date)} className="flex flex-col gap-2">
          <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{date === today ? `Today · ${formatSessionDay(date)}` : formatSessionDay(date)}</h2>
          <ul className="flex flex-col gap-2">
            {coming.filter((s) => s.date === date).map((session) => (
              <StaffSessionItem key={session.id} session={session} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function StaffSessionItem({ session }: { session: TStaffSessions['sessions'][number] }) {
  const isCancelled = session.status === 'cancelled';
  return (
    <li>
      <Link to={paths.coachSession(session.id)} className="flex items-center gap-3 rounded-md border bg-card p-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            {session.groupLabel} · {formatSessionTime(session.startsAt, session.endsAt)}
            {isCancelled ? (
              <Badge variant="destructive">
                <Ban className="size-3.5" aria-hidden="true" /> {cancelledText(session.cancelReason)}
              </Badge>
            ) : null}
          </p>
          <p className="text-sm break-words text-muted-foreground">{session.location}</p>
        </div>
        <span className="sr-only">: attendance sheet</span>
        <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      </Link>
    </li>
  );
}
