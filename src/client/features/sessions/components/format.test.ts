/** How the schedule says its sessions (docs/product.md, Training sessions, "The family's schedule page"). */
import { describe, expect, it } from 'vitest';
import type { ScheduleAthlete } from '../api/get-family-schedule';
import { cancelledText, formatSessionDay, formatSessionTime, groupByWeek, isMoved, weekLabel } from './format';
import { scheduleNotices } from './notices';

// Wednesday 2 December 2026, 9 AM Pacific.
const NOW = new Date('2026-12-02T17:00:00Z');

function session(date: string, startsAt: string, endsAt: string, extra: Partial<ScheduleAthlete['sessions'][number]> = {}) {
  return { id: `s-${date}-${startsAt}`, date, startsAt, endsAt, location: 'Field 1', status: 'scheduled' as const, cancelReason: null, absence: null, locksAt: startsAt, ...extra };
}

describe('the schedule’s words', () => {
  it('says days, academy times (across the clock change) and weeks', () => {
    expect(formatSessionDay('2026-12-05')).toBe('Sat, Dec 5');
    expect(formatSessionTime('2026-12-06T00:00:00.000Z', '2026-12-06T01:00:00.000Z')).toBe('4:00 – 5:00 PM');
    expect(formatSessionTime('2026-10-31T23:00:00.000Z', '2026-11-01T00:00:00.000Z')).toBe('4:00 – 5:00 PM');
    expect(formatSessionTime('2026-12-05T19:30:00.000Z', '2026-12-05T21:00:00.000Z')).toBe('11:30 AM – 1:00 PM');
    expect(weekLabel('2026-11-30', '2026-12-02')).toBe('This week');
    expect(weekLabel('2026-12-07', '2026-12-06')).toBe('Next week');
    expect(weekLabel('2026-12-14', '2026-12-02')).toBe('Week of Dec 14');
    expect(groupByWeek([{ date: '2026-12-04' }, { date: '2026-12-06' }, { date: '2026-12-07' }]).map((w) => [w.monday, w.items.length])).toEqual([['2026-11-30', 2], ['2026-12-07', 1]]);
  });

  it('says a cancellation with its reason', () => {
    expect(cancelledText('weather')).toBe('Cancelled: weather');
    expect(cancelledText(null)).toBe('Cancelled');
  });

  it('tells a moved session from a regular one', () => {
    expect(isMoved({ date: '2026-12-05', startsAt: '2026-12-06T00:00:00.000Z' }, 'core')).toBe(false);
    expect(isMoved({ date: '2026-12-05', startsAt: '2026-12-06T01:00:00.000Z' }, 'core')).toBe(true);
    // A one-off on a day the group never trains is not a move.
    expect(isMoved({ date: '2026-12-02', startsAt: '2026-12-03T01:00:00.000Z' }, 'core')).toBe(false);
  });
});

const REMAINING = { left: 12, allowance: 12, renewsOn: '2027-01-02', makeUpCredits: 0, creditsExpireOn: null };

describe('the banner of schedule changes', () => {
  const leo = (sessions: ScheduleAthlete['sessions']): ScheduleAthlete => ({ athleteId: 'leo', athleteName: 'Leo', groupId: 'core', groupLabel: 'Core', tier: 'core', remaining: REMAINING, sessions });

  it('names each cancelled or moved session of the next 7 days once, and nothing later or regular', () => {
    const sunday = session('2026-12-06', '2026-12-07T00:00:00.000Z', '2026-12-07T01:00:00.000Z', { status: 'cancelled', cancelReason: 'weather' });
    const movedSaturday = session('2026-12-05', '2026-12-06T01:00:00.000Z', '2026-12-06T02:00:00.000Z');
    const regular = session('2026-12-04', '2026-12-05T00:00:00.000Z', '2026-12-05T01:00:00.000Z');
    const later = session('2026-12-13', '2026-12-14T00:00:00.000Z', '2026-12-14T01:00:00.000Z', { status: 'cancelled', cancelReason: 'field' });
    expect(scheduleNotices([leo([regular, movedSaturday, sunday, later])], NOW).map((n) => n.text)).toEqual([
      'Saturday’s session was moved: now 5:00 – 6:00 PM.',
      'Sunday’s session is cancelled: weather.',
    ]);
    const mia: ScheduleAthlete = { athleteId: 'mia', athleteName: 'Mia', groupId: 'core', groupLabel: 'Core', tier: 'core', remaining: REMAINING, sessions: [sunday] };
    expect(scheduleNotices([leo([sunday]), mia], NOW).map((n) => n.text)).toEqual(['Sunday’s session for Leo and Mia is cancelled: weather.']);
    expect(scheduleNotices([leo([regular, later])], NOW)).toEqual([]);
  });
});
