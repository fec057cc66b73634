/**
 * Training sessions (issue 38; docs/product.md, Training sessions): the groups that train and the
 * sessions their weekly windows make, in the academy's time zone. A session starts at its local
 * wall-clock time on its date, whatever the offset that day (4:00 PM is 4:00 PM on both sides of a
 * clock change), so each one is computed on its own date, never as a UTC weekly rule.
 */
import { ACADEMY } from './academy';
import type { TrainingWindow } from './academy-plans';
import { addDays, academyDate } from './progress/time';
import { groupWindow, PLAN_WIDE_GROUPS, type TrainingGroup } from './training-groups';

/** A group that trains together, with its weekly window (training-groups.ts says who is in it). */
export type SessionGroup = { id: string; label: string; window: TrainingWindow };

/** The groups that train, with their windows. */
export function sessionGroupsOf(groups: readonly TrainingGroup[]): SessionGroup[] {
  return groups.map((g) => ({ id: g.id, label: g.label, window: groupWindow(g) }));
}

/** The plan-wide groups alone: the schedule before any birth-year split. */
export const SESSION_GROUPS: readonly SessionGroup[] = sessionGroupsOf(PLAN_WIDE_GROUPS);

/** How far ahead the schedule is kept generated: a season. */
export const SESSION_WEEKS_AHEAD = 16;

/** A regular session as a group's window makes it, before it is a row. */
export type PlannedSession = {
  groupId: SessionGroup['id'];
  /** The academy's calendar date, YYYY-MM-DD. */
  date: string;
  startsAt: string;
  endsAt: string;
  /** One regular session per group and date: the key that makes generation idempotent. */
  slotKey: string;
};

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const partsFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: ACADEMY.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function wallClock(instant: Date): string {
  const parts = Object.fromEntries(partsFormatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * The instant a wall-clock time on a date happens in the academy's time zone. Pacific time is 7 or
 * 8 hours behind UTC: the offset that reads back as the same wall clock is the right one.
 */
export function academyInstant(date: string, time: string): Date {
  for (const offsetHours of [7, 8]) {
    const candidate = new Date(`${date}T${time}:00Z`);
    candidate.setUTCHours(candidate.getUTCHours() + offsetHours);
    if (wallClock(candidate) === `${date}T${time}`) return candidate;
  }
  // A time the clock skips (2:30 AM on the spring change): an hour later, as the clock reads it.
  const fallback = new Date(`${date}T${time}:00Z`);
  fallback.setUTCHours(fallback.getUTCHours() + 8);
  return fallback;
}

export function weekdayOf(date: string): (typeof WEEKDAYS)[number] {
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
}

/** Every regular session of the groups from today's date through `weeks` weeks ahead. */
export function plannedSessions(now: Date, weeks: number = SESSION_WEEKS_AHEAD, groups: readonly SessionGroup[] = SESSION_GROUPS): PlannedSession[] {
  const today = academyDate(now);
  const sessions: PlannedSession[] = [];
  for (let day = 0; day < weeks * 7; day += 1) {
    const date = addDays(today, day);
    const weekday = weekdayOf(date);
    for (const group of groups) {
      if (!group.window.days.includes(weekday)) continue;
      sessions.push({
        groupId: group.id,
        date,
        startsAt: academyInstant(date, group.window.start).toISOString(),
        endsAt: academyInstant(date, group.window.end).toISOString(),
        slotKey: `${group.id}:${date}`,
      });
    }
  }
  return sessions;
}
