import { ATTENDANCE_LABELS, ATTENDANCE_STATUSES, type AttendanceStatus } from '#shared/validation/attendance';
import { cn } from '#client/lib/cn';

const SELECTED: Record<AttendanceStatus, string> = {
  present: 'bg-success text-white',
  late: 'bg-warning text-white',
  absent: 'bg-destructive text-destructive-foreground',
  excused: 'bg-muted-foreground text-white',
};

/**
 * Present / Late / Absent / Excused for one athlete: one tap each, targets at least 44 px high, the
 * chosen one pressed. Named by the athlete, so a screen reader hears whose mark it is.
 */
export function AttendanceControl({
  athleteName,
  value,
  isDisabled,
  onChange,
}: {
  athleteName: string;
  value: AttendanceStatus | null;
  isDisabled: boolean;
  onChange: (status: AttendanceStatus) => void;
}) {
  return (
    <div role="group" aria-label={`Attendance for ${athleteName}`} className="grid grid-cols-4 overflow-hidden rounded-lg border bg-card">
      {ATTENDANCE_STATUSES.map((status) => {
        const isSelected = value === status;
        return (
          <button
            key={status}
            type="button"
            aria-pressed={isSelected}
            disabled={isDisabled}
            onClick={() => {
              if (!isSelected) onChange(status);
            }}
            className={cn(
              'min-h-11 min-w-0 border-l px-0.5 text-[0.8125rem] font-semibold [overflow-wrap:normal] first:border-l-0 min-[360px]:px-1 min-[360px]:text-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring disabled:opacity-60',
              isSelected ? SELECTED[status] : 'text-foreground hover:bg-muted',
            )}
          >
            {ATTENDANCE_LABELS[status]}
          </button>
        );
      })}
    </div>
  );
}
