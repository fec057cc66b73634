import { ABSENCE_REASON_LABELS } from '#shared/validation/sessions';
import type { AttendanceStatus, TRosterEntry } from '#shared/validation/attendance';
import { Badge } from '#client/components/ui/badge';
import { AttendanceControl } from './attendance-control';

/** One athlete: the name, the family's "Can't make it" beside it, and the one-tap marks. */
export function RosterRow({
  entry,
  isOpen,
  isSaving,
  error,
  onMark,
}: {
  entry: TRosterEntry;
  isOpen: boolean;
  isSaving: boolean;
  error: string | undefined;
  onMark: (status: AttendanceStatus) => void;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border bg-card p-3 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold">{entry.name}</span>
        {entry.reply ? <Badge variant="outline">Can’t make it: {ABSENCE_REASON_LABELS[entry.reply.reason]}</Badge> : null}
        <span aria-live="polite" className="ml-auto text-xs text-muted-foreground">
          {isSaving ? 'Saving…' : null}
        </span>
      </div>
      {entry.reply?.note ? <p className="text-sm text-muted-foreground">“{entry.reply.note}”</p> : null}
      <AttendanceControl athleteName={entry.name} value={entry.status} isDisabled={!isOpen} onChange={onMark} />
      {error ? (
        <p role="alert" className="text-sm font-semibold text-destructive">
          Not saved: {error}
        </p>
      ) : null}
    </li>
  );
}
