/**
 * The banner's lines (issue 38, point 5): each coming session of the family's athletes in the next 7
 * days that is cancelled or was moved, once per session, naming the athletes when the family has
 * more than one. "Sunday’s session is cancelled: weather."
 */
import { academyDate } from '#shared/progress/time';
import { weekdayOf } from '#shared/sessions';
import type { ScheduleAthlete } from '../api/get-family-schedule';
import { cancelledText, formatSessionTime, isMoved } from './format';

const WEEK_MS = 7 * 24 * 3_600_000;

export type ScheduleNotice = { sessionId: string; text: string };

function listNames(names: string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export function scheduleNotices(athletes: readonly ScheduleAthlete[], now: Date): ScheduleNotice[] {
  const found = new Map<string, { text: (who: string) => string; names: string[]; startsAt: string }>();
  const today = academyDate(now);
  for (const athlete of athletes) {
    for (const session of athlete.sessions) {
      const startsIn = new Date(session.startsAt).getTime() - now.getTime();
      const isCancelled = session.status === 'cancelled';
      if (new Date(session.endsAt) <= now || startsIn > WEEK_MS || !(isCancelled || isMoved(session, athlete.tier))) continue;
      const day = session.date === today ? 'Today' : weekdayOf(session.date);
      const status = isCancelled ? `is ${cancelledText(session.cancelReason).toLowerCase()}` : `was moved: now ${formatSessionTime(session.startsAt, session.endsAt)}`;
      const entry = found.get(session.id) ?? { text: (who: string) => `${day}’s session${who} ${status}.`, names: [], startsAt: session.startsAt };
      entry.names.push(athlete.athleteName);
      found.set(session.id, entry);
    }
  }
  const isOneAthlete = athletes.length <= 1;
  return [...found.entries()]
    .sort(([, a], [, b]) => a.startsAt.localeCompare(b.startsAt))
    .map(([sessionId, entry]) => ({ sessionId, text: entry.text(isOneAthlete ? '' : ` for ${listNames(entry.names)}`) }));
}
