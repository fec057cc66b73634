import { ClipboardCheck, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import type { TStaffSessions } from '#shared/validation/sessions';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { cn } from '#client/lib/cn';
import { sessionDay, sessionHours } from './format';

type Session = TStaffSessions['sessions'][number];

/** One session on the coach's home: when, where, which group; today's with a big "Take attendance". */
export function SessionCard({ session, isToday }: { session: Session; isToday: boolean }) {
  const isCancelled = session.status === 'cancelled';
  const label = `${session.groupLabel}, ${sessionDay(session.date)}, ${sessionHours(session)}`;
  return (
    <Card className={cn('flex flex-col gap-3 p-4', isToday && 'border-primary/50')}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">
            {session.groupLabel} · {sessionHours(session)}
          </h3>
          {!isToday ? <p className="text-sm text-muted-foreground">{sessionDay(session.date)}</p> : null}
          <p className="mt-1 flex items-start gap-1 text-sm text-muted-foreground">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="break-words">{session.location}</span>
          </p>
        </div>
        {isCancelled ? <Badge variant="destructive">Cancelled{session.cancelReason ? ` · ${session.cancelReason}` : ''}</Badge> : null}
      </div>
      {isCancelled ? null : (
        <Button asChild size={isToday ? 'lg' : 'default'} variant={isToday ? 'default' : 'outline'} className={cn(isToday && 'w-full')}>
          <Link to={paths.coachSession(session.id)} aria-label={`${isToday ? 'Take attendance' : 'Open the sheet'}: ${label}`}>
            <ClipboardCheck aria-hidden="true" />
            {isToday ? 'Take attendance' : 'Open the sheet'}
          </Link>
        </Button>
      )}
    </Card>
  );
}
