import { useId } from 'react';
import { academyDate } from '#shared/progress/time';
import type { ScheduleAthlete } from '../api/get-family-schedule';
import { formatSessionsRemaining } from '#shared/sessions-remaining';
import { groupByWeek, weekLabel } from './format';
import { SessionItem } from './session-item';

/** One athlete's coming sessions, week by week, with their sessions remaining when the API gives it. */
export function AthleteSchedule({ athlete, now, onCantMakeIt }: { athlete: ScheduleAthlete; now: Date; onCantMakeIt: (session: ScheduleAthlete['sessions'][number]) => void }) {
  const headingId = useId();
  const today = academyDate(now);
  const coming = athlete.sessions.filter((s) => new Date(s.endsAt) > now);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id={headingId} className="text-xl font-bold break-words">
          {athlete.athleteName}
        </h2>
        <p className="text-sm text-muted-foreground">{athlete.groupLabel} group</p>
      </div>
      <p className="text-sm font-medium">{formatSessionsRemaining(athlete.remaining)}</p>
      {coming.length === 0 ? <p className="text-sm text-muted-foreground">No sessions in the next four weeks.</p> : null}
      {groupByWeek(coming).map((week) => (
        <div key={week.monday} className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{weekLabel(week.monday, today)}</h3>
          <ul className="flex flex-col gap-2">
            {week.items.map((session) => (
              <SessionItem
                key={session.id}
                athleteId={athlete.athleteId}
                athleteName={athlete.athleteName}
                tier={athlete.tier}
                session={session}
                now={now}
                onCantMakeIt={() => onCantMakeIt(session)}
              />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
