import { describe, expect, it } from 'vitest';
import { academyInstant, plannedSessions, SESSION_GROUPS } from './sessions';

describe('training sessions from the plans’ windows (issue 38, point 1)', () => {
  it('puts 4:00 PM at 4:00 PM Pacific on both sides of the autumn clock change', () => {
    // Saturday 31 October 2026 is daylight time (UTC-7); Sunday 1 November is standard time (UTC-8).
    expect(academyInstant('2026-10-31', '16:00').toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(academyInstant('2026-11-01', '16:00').toISOString()).toBe('2026-11-02T00:00:00.000Z');
    // And in spring: Friday 5 March 2027 standard, Sunday 14 March 2027 daylight.
    expect(academyInstant('2027-03-05', '16:00').toISOString()).toBe('2027-03-06T00:00:00.000Z');
    expect(academyInstant('2027-03-14', '16:00').toISOString()).toBe('2027-03-14T23:00:00.000Z');
  });

  it('makes Friday to Sunday for each group, Core one hour and Pro two, one slot per group and date', () => {
    // Wednesday 28 October 2026, 9 AM Pacific.
    const sessions = plannedSessions(new Date('2026-10-28T16:00:00Z'), 1);
    expect(sessions.map((s) => `${s.groupId} ${s.date}`)).toEqual([
      'core 2026-10-30', 'pro 2026-10-30', 'core 2026-10-31', 'pro 2026-10-31', 'core 2026-11-01', 'pro 2026-11-01',
    ]);
    const sunday = sessions.filter((s) => s.date === '2026-11-01');
    expect(sunday.map((s) => [s.startsAt, s.endsAt])).toEqual([
      ['2026-11-02T00:00:00.000Z', '2026-11-02T01:00:00.000Z'],
      ['2026-11-02T00:00:00.000Z', '2026-11-02T02:00:00.000Z'],
    ]);
    expect(new Set(plannedSessions(new Date('2026-10-28T16:00:00Z')).map((s) => s.slotKey)).size).toBe(16 * 3 * SESSION_GROUPS.length);
  });

  it('starts from the academy’s date, not the server’s: 10 PM Thursday Pacific is still Thursday', () => {
    const sessions = plannedSessions(new Date('2026-10-30T05:00:00Z'), 1);
    expect(sessions[0]?.date).toBe('2026-10-30');
  });
});
