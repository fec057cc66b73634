import type { AttendanceStatus, TTrialGuest } from '#shared/validation/attendance';
import { Badge } from '#client/components/ui/badge';
import { AttendanceControl } from './attendance-control';

/** A trial guest booked from an application: "Trial: Leo M.", marked like the others unless the trial was cancelled. */
export function GuestRow({
  guest,
  isOpen,
  isSaving,
  error,
  onMark,
}: {
  guest: TTrialGuest;
  isOpen: boolean;
  isSaving: boolean;
  error: string | undefined;
  onMark: (status: AttendanceStatus) => void;
}) {
  const name = `Trial: ${guest.name}`;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-dashed bg-card p-3 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold">{name}</span>
        {guest.isCancelled ? <Badge variant="outline">Trial cancelled</Badge> : <Badge variant="secondary">Guest</Badge>}
        <span aria-live="polite" className="ml-auto text-xs text-muted-foreground">
          {isSaving ? 'Saving…' : null}
        </span>
      </div>
      {guest.isCancelled ? (
        <p className="text-sm text-muted-foreground">The academy cancelled this trial and told the family: no mark to take.</p>
      ) : (
        <AttendanceControl athleteName={name} value={guest.status} isDisabled={!isOpen} onChange={onMark} />
      )}
      {error ? (
        <p role="alert" className="text-sm font-semibold text-destructive">
          Not saved: {error}
        </p>
      ) : null}
    </li>
  );
}
