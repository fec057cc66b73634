/**
 * The member portal's coming sessions (issue 38, point 8): each training athlete's next sessions
 * from the schedule's rows, a cancelled one shown as cancelled with its reason (never silently gone).
 */
import { CANCEL_REASON_WORDS, sessionDayLabel, sessionTimeLabel } from '#shared/session-labels';
import type { TFamilySchedule } from '#shared/validation/sessions';
import { Badge } from '#client/components/ui/badge';

/** How many sessions the portal lists per athlete: about a week of training. */
const SHOWN = 4;

type Athlete = TFamilySchedule['athletes'][number];

function AthleteSessions({ athlete, now }: { athlete: Athlete; now: string }) {
  const coming = athlete.sessions.filter((s) => s.endsAt > now).slice(0, SHOWN);
  const name = athlete.athleteName || 'Your athlete';
  // One place for all (the usual case) is said once, under the name.
  const place = coming.length > 0 && coming.every((s) => s.location === coming[0]!.location) ? coming[0]!.location : null;
  return (
    <li className="rounded-md bg-muted p-3">
      <h3 className="font-semibold">{name}</h3>
      {place ? <p className="break-words text-sm text-muted-foreground">At {place}</p> : null}
      {coming.length === 0 ? (
        <p className="text-sm text-muted-foreground">No sessions in the next 2 weeks.</p>
      ) : (
        <ul className="mt-1 flex flex-col divide-y divide-border text-sm" aria-label={`${name}’s next sessions`}>
          {coming.map((s) => {
            const reason = s.cancelReason ? CANCEL_REASON_WORDS[s.cancelReason] : null;
            return (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
                <span className={s.status === 'cancelled' ? 'text-muted-foreground line-through' : 'font-medium'}>
                  {sessionDayLabel(s.startsAt)}, {sessionTimeLabel(s.startsAt, s.endsAt)}
                </span>
                {s.status === 'cancelled' ? (
                  <Badge variant="destructive">Cancelled{reason ? `: ${reason}` : ''}</Badge>
                ) : s.absence ? (
                  <Badge variant="secondary">Can’t make it</Badge>
                ) : null}
                {place ? null : <span className="w-full break-words text-muted-foreground">{s.location}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

export function ComingSessions({ schedule }: { schedule: TFamilySchedule }) {
  const now = new Date().toISOString();
  return (
    <ul className="flex flex-col gap-2">
      {schedule.athletes.map((athlete) => (
        <AthleteSessions key={athlete.athleteId} athlete={athlete} now={now} />
      ))}
    </ul>
  );
}
