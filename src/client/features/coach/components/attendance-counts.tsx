import { ATTENDANCE_LABELS, ATTENDANCE_STATUSES, type TRosterEntry } from '#shared/validation/attendance';

/** How many of each mark, and how many still unmarked: what a coach glances at before kick-off. */
export function AttendanceCounts({ roster }: { roster: TRosterEntry[] }) {
  const counts = [
    ...ATTENDANCE_STATUSES.map((status) => ({ label: ATTENDANCE_LABELS[status], count: roster.filter((e) => e.status === status).length })),
    { label: 'To mark', count: roster.filter((e) => e.status === null).length },
  ];
  return (
    <dl aria-label="Counts" className="grid grid-cols-3 gap-2 min-[380px]:grid-cols-5">
      {counts.map(({ label, count }) => (
        <div key={label} className="flex flex-col items-center rounded-lg border bg-card px-1 py-2">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-xl font-bold tabular-nums">{count}</dd>
        </div>
      ))}
    </dl>
  );
}
