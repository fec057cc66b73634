import { Ban, CircleCheck, CircleX, Lock, MapPin } from 'lucide-react';
import type { PlanTier } from '#shared/academy-plans';
import { AppError } from '#shared/errors';
import { ABSENCE_REASON_LABELS } from '#shared/validation/sessions';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/lib/toast';
import { useWithdrawAbsence } from '../api/absences';
import type { ScheduleSession } from '../api/get-family-schedule';
import { cancelledText, formatSessionDay, formatSessionTime, isMoved } from './format';

type Props = { athleteId: string; athleteName: string; tier: PlanTier; session: ScheduleSession; now: Date; onCantMakeIt: () => void };

/** One session on an athlete's schedule: when, where, its status and the family's reply. */
export function SessionItem({ athleteId, athleteName, tier, session, now, onCantMakeIt }: Props) {
  const day = formatSessionDay(session.date);
  const time = formatSessionTime(session.startsAt, session.endsAt);
  const isCancelled = session.status === 'cancelled';
  const isLocked = !isCancelled && now >= new Date(session.locksAt);
  return (
    <li aria-label={`${athleteName}, ${day}, ${time}`} className={`flex flex-col gap-2 rounded-md border p-3 ${isCancelled ? 'border-destructive/40 bg-destructive/5' : 'bg-card'}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className={`font-semibold ${isCancelled ? 'line-through decoration-1' : ''}`}>
          {day} · {time}
        </p>
        <StatusBadge session={session} isLocked={isLocked} isMoved={isMoved(session, tier)} />
      </div>
      <p className="flex items-start gap-1.5 text-sm break-words text-muted-foreground">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0">{session.location}</span>
      </p>
      {isCancelled ? null : <Reply athleteId={athleteId} athleteName={athleteName} session={session} isLocked={isLocked} onCantMakeIt={onCantMakeIt} />}
    </li>
  );
}

function StatusBadge({ session, isLocked, isMoved }: { session: ScheduleSession; isLocked: boolean; isMoved: boolean }) {
  if (session.status === 'cancelled') {
    return (
      <Badge variant="destructive">
        <Ban className="size-3.5" aria-hidden="true" /> {cancelledText(session.cancelReason)}
      </Badge>
    );
  }
  if (isLocked) {
    return (
      <Badge variant="outline">
        <Lock className="size-3.5" aria-hidden="true" /> Locked
      </Badge>
    );
  }
  return isMoved ? <Badge variant="accent">New time</Badge> : null;
}

function Reply({ athleteId, athleteName, session, isLocked, onCantMakeIt }: Omit<Props, 'tier' | 'now'> & { isLocked: boolean }) {
  const withdraw = useWithdrawAbsence();
  const absence = session.absence;
  const takeBack = () =>
    withdraw.mutate(
      { sessionId: session.id, athleteId },
      {
        onSuccess: () => toast.success(`${athleteName} is coming on ${formatSessionDay(session.date)}.`),
        onError: (error) => toast.error('Could not change the reply', { description: error instanceof AppError ? error.message : undefined }),
      },
    );
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      {absence ? (
        <div className="min-w-0 text-sm">
          <p className="flex items-center gap-1.5 font-medium text-destructive">
            <CircleX className="size-4 shrink-0" aria-hidden="true" /> Can’t make it · {ABSENCE_REASON_LABELS[absence.reason]}
          </p>
          {absence.note ? <p className="mt-1 break-words whitespace-pre-line text-muted-foreground">“{absence.note}”</p> : null}
        </div>
      ) : (
        <p className="flex items-center gap-1.5 text-sm text-success">
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" /> Attending
        </p>
      )}
      {isLocked ? (
        <p className="text-xs text-muted-foreground">Changes closed. Message the coach.</p>
      ) : absence ? (
        <Button variant="outline" size="sm" onClick={takeBack} disabled={withdraw.isPending}>
          I can make it after all
        </Button>
      ) : (
        <Button variant="outline" size="sm" onClick={onCantMakeIt}>
          Can’t make it
        </Button>
      )}
    </div>
  );
}
