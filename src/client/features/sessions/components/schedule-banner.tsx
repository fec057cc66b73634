import { TriangleAlert } from 'lucide-react';
import type { ScheduleAthlete } from '../api/get-family-schedule';
import { scheduleNotices } from './notices';

/**
 * Cancelled or moved sessions of the coming 7 days, on the dashboard and the schedule: never left
 * for a family to discover at the field. Renders nothing when there is nothing to say.
 */
export function ScheduleBanner({ athletes }: { athletes: readonly ScheduleAthlete[] }) {
  const notices = scheduleNotices(athletes, new Date());
  if (notices.length === 0) return null;
  return (
    <div role="status" className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm">
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">Schedule change</p>
        <ul className="mt-1 flex flex-col gap-1">
          {notices.map((notice) => (
            <li key={notice.sessionId} className="break-words">
              {notice.text}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
