import { describe, expect, it } from 'vitest';
import { addDays } from './progress/time';
import { allowancePeriods, computeSessionsRemaining, formatCreditsExpiry, formatSessionsRemaining, type SessionMark } from './sessions-remaining';

// A Core monthly membership billed on the 14th: the current period is May 14 to Jun 14 2027.
const core = { plan: { sessionsPerMonth: 12, interval: 'month' as const }, currentPeriodStart: '2027-05-14T20:00:00.000Z', currentPeriodEnd: '2027-06-14T20:00:00.000Z' };
const NOW = new Date('2027-06-10T18:00:00Z');
const DAY = 86_400_000;

/** A session at 4 PM Pacific (daylight time) on the date. */
const at = (date: string) => `${date}T23:00:00.000Z`;
const mark = (date: string, fields: Partial<SessionMark> = {}): SessionMark => ({ startsAt: at(date), isCancelled: false, attendance: null, absenceReportedAt: null, ...fields });
const present = (date: string) => mark(date, { attendance: 'present' });
/** A "Can't make it" sent this many hours before the start. */
const replied = (date: string, hoursAhead: number, fields: Partial<SessionMark> = {}) => mark(date, { absenceReportedAt: new Date(Date.parse(at(date)) - hoursAhead * 3_600_000).toISOString(), ...fields });
/** n sessions attended on consecutive days from the date. */
const attended = (from: string, n: number) => Array.from({ length: n }, (_, i) => present(addDays(from, i)));

describe('sessions remaining from the rows (issue 38, point 4)', () => {
  it.each([
    ['nothing marked yet', [], 12],
    ['four attended in the period (present or late), two in the one before', [...attended('2027-05-20', 3), mark('2027-05-23', { attendance: 'late' }), ...attended('2027-05-01', 2)], 8],
    ['an academy cancellation, even marked present', [mark('2027-05-21', { isCancelled: true, attendance: 'present' })], 12],
    ['an unexcused no-show counts', [mark('2027-05-21', { attendance: 'absent' })], 11],
    ['absent with the family’s reply is excused', [replied('2027-05-21', 3, { attendance: 'absent' })], 12],
    ['marked excused', [mark('2027-05-21', { attendance: 'excused' })], 12],
    ['came after all, though the family said they could not', [replied('2027-05-21', 48, { attendance: 'present' })], 11],
    ['a present mark on a session still to come is not counted yet', [present('2027-06-12')], 12],
    ['the period’s first instant counts, the instant before does not', [mark('2027-05-14', { startsAt: '2027-05-14T20:00:00.000Z', attendance: 'present' }), mark('2027-05-14', { startsAt: '2027-05-14T19:59:59.999Z', attendance: 'present' })], 11],
    ['never below 0', attended('2027-05-15', 14), 0],
  ])('%s: %i left', (_case, marks, left) => {
    expect(computeSessionsRemaining(core, marks, NOW)).toMatchObject({ left, allowance: 12, renewsOn: '2027-06-14' });
  });

  it.each([
    ['24 hours ahead earns one', [replied('2027-05-21', 24)], 1, '2027-07-14'],
    ['23 hours ahead earns none', [replied('2027-05-21', 23)], 0, null],
    ['ahead, and marked absent or excused: one each', [replied('2027-05-21', 30, { attendance: 'absent' }), replied('2027-05-22', 30, { attendance: 'excused' })], 2, '2027-07-14'],
    ['a cancelled session earns none', [replied('2027-05-21', 48, { isCancelled: true })], 0, null],
    ['a coming session of this period shows its credit as soon as the reply is made', [replied('2027-06-12', 72)], 1, '2027-07-14'],
    ['a coming session of the next period earns none yet', [replied('2027-06-19', 240)], 0, null],
    ['a coming session replied to within 24 hours earns none', [replied('2027-06-11', 20)], 0, null],
    ['attended anyway earns none', [replied('2027-05-21', 48, { attendance: 'present' })], 0, null],
    ['earned last period, it expires when this one ends', [replied('2027-05-01', 48)], 1, '2027-06-14'],
    ['earned two periods back, it has expired', [replied('2027-04-01', 48)], 0, null],
  ])('make-up credit: %s', (_case, marks, makeUpCredits, creditsExpireOn) => {
    expect(computeSessionsRemaining(core, marks, NOW)).toMatchObject({ makeUpCredits, creditsExpireOn });
  });

  it('leaves nothing, and no credit, once the membership has ended', () => {
    expect(computeSessionsRemaining({ ...core, status: 'expired' }, [replied('2027-05-21', 48)], NOW)).toMatchObject({ left: 0, makeUpCredits: 0, creditsExpireOn: null });
  });

  it('uses the oldest valid credit for a session beyond the allowance, never an expired one', () => {
    const lastPeriod = replied('2027-05-01', 48);
    const thisPeriod = replied('2027-05-15', 48);
    // 13 attended after both credits were earned: the 13th takes last period's credit, the older.
    const thirteen = attended('2027-05-16', 13);
    expect(computeSessionsRemaining(core, [lastPeriod, thisPeriod, ...thirteen], NOW)).toEqual({ left: 0, allowance: 12, renewsOn: '2027-06-14', makeUpCredits: 1, creditsExpireOn: '2027-07-14' });
    // Twelve: nothing used, both kept.
    expect(computeSessionsRemaining(core, [lastPeriod, thisPeriod, ...thirteen.slice(0, 12)], NOW)).toMatchObject({ left: 0, makeUpCredits: 2, creditsExpireOn: '2027-06-14' });
    // A credit from two periods back expired on May 14: the 13th session finds none.
    expect(computeSessionsRemaining(core, [replied('2027-04-01', 48), ...thirteen], NOW)).toMatchObject({ left: 0, makeUpCredits: 0, creditsExpireOn: null });
    // Used last period (13 attended there), so it is not there for this one.
    const usedThen = [replied('2027-04-15', 48), ...attended('2027-04-20', 13), ...thirteen];
    expect(computeSessionsRemaining(core, usedThen, NOW)).toMatchObject({ left: 0, makeUpCredits: 0 });
  });

  it('counts an annual plan by the month of its year that holds now', () => {
    const annual = { plan: { sessionsPerMonth: 12, interval: 'year' as const }, currentPeriodStart: '2027-01-10T20:00:00.000Z', currentPeriodEnd: '2028-01-10T20:00:00.000Z' };
    const periods = allowancePeriods(annual, NOW).map((p) => [new Date(p.start).toISOString().slice(0, 10), new Date(p.end).toISOString().slice(0, 10)]);
    expect(periods).toEqual([['2027-03-10', '2027-04-10'], ['2027-04-10', '2027-05-10'], ['2027-05-10', '2027-06-10'], ['2027-06-10', '2027-07-10']]);
    const later = new Date(Date.parse('2027-06-10T20:00:00Z') + 4 * DAY);
    expect(computeSessionsRemaining(annual, [...attended('2027-05-11', 2), ...attended('2027-06-11', 3)], later)).toMatchObject({ left: 9, renewsOn: '2027-07-10' });
    // The last month of the year ends with the billing period.
    expect(computeSessionsRemaining(annual, [], new Date('2028-01-05T00:00:00Z')).renewsOn).toBe('2028-01-10');
  });

  it('reads as the pages show it', () => {
    const remaining = { left: 7, allowance: 12, renewsOn: '2027-06-14', makeUpCredits: 0, creditsExpireOn: null };
    expect(formatSessionsRemaining(remaining)).toBe('7 of 12 left · renews Jun 14');
    expect(formatSessionsRemaining({ ...remaining, makeUpCredits: 1, creditsExpireOn: '2027-07-14' })).toBe('7 of 12 left · renews Jun 14 · 1 make-up credit');
    expect(formatSessionsRemaining({ ...remaining, makeUpCredits: 2 }, { isEnding: true })).toBe('7 of 12 left · until Jun 14 · 2 make-up credits');
    expect(formatCreditsExpiry(remaining)).toBeNull();
    expect(formatCreditsExpiry({ ...remaining, makeUpCredits: 1, creditsExpireOn: '2027-07-14' })).toBe('Make-up credit expires Jul 14.');
  });
});
