/**
 * Sessions (issue 38, points 1 and 5; docs/product.md, Training sessions: Admins change the
 * schedule): the training groups (each plan's own and its birth-year groups), the coming 4 weeks, day by day; per session Move, Cancel (with a reason, a note and a
 * confirmation), Restore and History; and "Add a session". Families hear of a move, a cancellation
 * or a restore at once; the list refreshes live when another admin changes something.
 */
import { CalendarPlus, History, MapPin, MoveRight, RotateCcw, XCircle } from 'lucide-react';
import { useState } from 'react';
import { academyDate } from '#shared/progress/time';
import { ADMIN_SESSION_DAYS, CANCEL_REASON_LABELS, type TAdminSession } from '#shared/validation/session-admin';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { useAdminSessions } from '../api/get-admin-sessions';
import { type SessionDialog, SessionDialogs } from '../components/session-dialogs';
import { SessionGroups } from '../components/session-groups';
import { dayLabel, sessionLabel, timeLabel } from '../components/session-labels';

export function SessionsSection() {
  const [from] = useState(() => academyDate(new Date()));
  const sessions = useAdminSessions(from, ADMIN_SESSION_DAYS);
  const [dialog, setDialog] = useState<SessionDialog | null>(null);

  return (
    <section aria-labelledby="sessions-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="sessions-heading" className="text-lg font-semibold">
            Sessions
          </h2>
          <p className="text-sm text-muted-foreground">The coming 4 weeks. Families are told at once when a session moves, is cancelled or is back on.</p>
        </div>
        <Button onClick={() => setDialog({ kind: 'add' })}>
          <CalendarPlus aria-hidden="true" />
          Add a session
        </Button>
      </div>
      <SessionGroups />
      {sessions.isPending ? (
        <Spinner label="Loading sessions" />
      ) : sessions.isError ? (
        <Alert tone="error" title="We couldn't load the sessions.">
          <p>{sessions.error.message}</p>
          <Button variant="outline" className="mt-3" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : sessions.data.length === 0 ? (
        <EmptyState title="No sessions in the coming 4 weeks">Add a session, or check the plans’ schedules.</EmptyState>
      ) : (
        <SessionDays sessions={sessions.data} onOpen={setDialog} />
      )}
      <SessionDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </section>
  );
}

function SessionDays({ sessions, onOpen }: { sessions: TAdminSession[]; onOpen: (dialog: SessionDialog) => void }) {
  const days = [...new Set(sessions.map((s) => s.date))];
  return (
    <div className="flex flex-col gap-5">
      {days.map((date) => (
        <div key={date} className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{dayLabel(date)}</h3>
          <ul className="flex flex-col gap-2" aria-label={dayLabel(date)}>
            {sessions
              .filter((s) => s.date === date)
              .map((s) => (
                <SessionRow key={s.id} session={s} onOpen={onOpen} />
              ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function SessionRow({ session, onOpen }: { session: TAdminSession; onOpen: (dialog: SessionDialog) => void }) {
  const isCancelled = session.status === 'cancelled';
  const name = sessionLabel(session);
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between" aria-label={`${name}, ${dayLabel(session.date)}`}>
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className={isCancelled ? 'font-semibold line-through' : 'font-semibold'}>{name}</span>
          <Badge variant="secondary">{session.groupLabel}</Badge>
          {session.isOneOff ? <Badge variant="outline">One-off</Badge> : null}
          {isCancelled ? <Badge variant="destructive">Cancelled{session.cancelReason ? `: ${CANCEL_REASON_LABELS[session.cancelReason]}` : ''}</Badge> : null}
        </p>
        <p className="text-sm">{timeLabel(session)}</p>
        <p className="flex items-start gap-1 text-sm text-muted-foreground wrap-anywhere">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {session.location}
        </p>
        {isCancelled && session.cancelNote ? <p className="text-sm text-muted-foreground wrap-anywhere">“{session.cancelNote}”</p> : null}
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {isCancelled ? (
          <Button size="sm" variant="outline" onClick={() => onOpen({ kind: 'restore', session })} aria-label={`Restore ${name}, ${dayLabel(session.date)}`}>
            <RotateCcw aria-hidden="true" />
            Restore
          </Button>
        ) : (
          <>
            <Button size="sm" variant="outline" onClick={() => onOpen({ kind: 'move', session })} aria-label={`Move ${name}, ${dayLabel(session.date)}`}>
              <MoveRight aria-hidden="true" />
              Move
            </Button>
            <Button size="sm" variant="outline" onClick={() => onOpen({ kind: 'cancel', session })} aria-label={`Cancel ${name}, ${dayLabel(session.date)}`}>
              <XCircle aria-hidden="true" />
              Cancel
            </Button>
          </>
        )}
        <Button size="sm" variant="ghost" onClick={() => onOpen({ kind: 'history', session })} aria-label={`History of ${name}, ${dayLabel(session.date)}`}>
          <History aria-hidden="true" />
          History
        </Button>
      </div>
    </li>
  );
}
