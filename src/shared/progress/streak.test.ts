import { describe, expect, it } from 'vitest';
import { LOG_YESTERDAY_UNTIL_HOUR, evaluateStreak, isStreakMilestone, mondayOf, pauseDaysInYear, type StreakHistory } from './streak';
import { academyDate, academyHour, addDays } from './time';

/**
 * A history written one character a day, the last one today: T trained, . nothing, p paused,
 * a a session attended (not trained), A attended and trained, P paused and trained.
 */
function history(days: string, today: string): StreakHistory {
  const trainedDays: string[] = [];
  const attendedDays: string[] = [];
  const pauses: { startsOn: string; endsOn: string }[] = [];
  [...days].forEach((c, i) => {
    const date = addDays(today, i - days.length + 1);
    if ('TAP'.includes(c)) trainedDays.push(date);
    if ('aA'.includes(c)) attendedDays.push(date);
    if ('pP'.includes(c)) pauses.push({ startsOn: date, endsOn: date });
  });
  return { trainedDays, attendedDays, pauses };
}

const TODAY = '2026-11-26'; // a Thursday

describe('streaks that forgive', () => {
  it.each([
    ['no training yet', '', 0, 0],
    ['trained today only', 'T', 1, 1],
    ['today not yet trained keeps yesterday’s streak', 'TTT.', 3, 3],
    ['three days in a row', 'TTT', 3, 3],
    ['one missed day is a rest day: kept, not added to', 'TTT.T', 4, 4],
    ['a second missed day within 7 with no shield breaks it', 'TTT.TT.T', 1, 5],
    ['two missed days in a row with no shield break it', 'TTT..T', 1, 3],
    ['a second missed day 7 days after the first is a new rest day', 'TT.TTTTTT.T', 9, 9],
    ['a second missed day 6 days after the first breaks it', 'TT.TTTTT.T', 1, 7],
    ['three sessions attended earn a shield for the second missed day', 'aaaTTT.TT.T', 6, 6],
    ['two sessions are not enough for a shield', 'aaTTT.TT.T', 1, 5],
    ['a shield covers the second of two missed days in a row', 'aaaTT..T', 3, 3],
    ['two shields held cover two more missed days', 'aaaaaaTT...T', 3, 3],
    ['a third shield is never held: the fourth missed day breaks it', 'aaaaaaaaaTT....T', 1, 2],
    ['a session attended on the missed day itself earns its shield in time', 'aaTT.TaT', 4, 4],
    ['attended and trained the same day counts both', 'AAATT..T', 6, 6],
    ['a pause neither grows nor breaks the streak', 'TTTppppppppT', 4, 4],
    ['training during a pause still counts', 'TTpPpT', 4, 4],
    ['a missed day after a pause is a rest day', 'TTpp.T', 3, 3],
    ['a broken streak reads 0 until the next training', 'TT...', 0, 2],
    ['a rest day yesterday and today still to train keeps the streak', 'TT..', 2, 2],
    ['a broken streak restarts at 1', 'TTTTT...T', 1, 5],
    ['the longest streak survives a break', 'TTTTTT..TT', 2, 6],
  ])('%s (%s)', (_label, days, current, longest) => {
    const result = evaluateStreak(history(days, TODAY), TODAY);
    expect({ current: result.current, longest: result.longest }).toEqual({ current, longest });
  });

  it('shows the last 7 days with what protected each one', () => {
    const result = evaluateStreak(history('aaaTTT.T.T.', TODAY), TODAY);
    expect(result.week.map((d) => d.status)).toEqual(['trained', 'trained', 'rest', 'trained', 'shield', 'trained', 'today']);
    expect(result.week.at(-1)!.date).toBe(TODAY);
    expect(result.shields).toEqual({ held: 0, sessionsTowardNext: 0 });
    expect(evaluateStreak(history('TTTppT.', TODAY), TODAY).week.map((d) => d.status)).toEqual(['trained', 'trained', 'trained', 'paused', 'paused', 'trained', 'today']);
  });

  it('counts shields toward the next one and caps them at 2', () => {
    expect(evaluateStreak(history('aa', TODAY), TODAY).shields).toEqual({ held: 0, sessionsTowardNext: 2 });
    expect(evaluateStreak(history('aaaa', TODAY), TODAY).shields).toEqual({ held: 1, sessionsTowardNext: 1 });
    expect(evaluateStreak(history('aaaaaaaaaaa', TODAY), TODAY).shields).toEqual({ held: 2, sessionsTowardNext: 2 });
    // Two sessions on one day count twice.
    expect(evaluateStreak({ trainedDays: [], attendedDays: [TODAY, TODAY, TODAY], pauses: [] }, TODAY).shields.held).toBe(1);
  });

  it('counts weeks active, which never reset, and perfect Monday-to-Sunday weeks', () => {
    // 2026-11-16 is a Monday: that whole week trained, then a break, then one day of this week.
    const perfect = { trainedDays: ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-26'], attendedDays: [], pauses: [] };
    expect(evaluateStreak(perfect, TODAY)).toMatchObject({ weeksActive: 2, perfectWeeks: 1 });
    // A rest day inside the week spoils it, though the streak is kept.
    const rested = { ...perfect, trainedDays: perfect.trainedDays.filter((d) => d !== '2026-11-19') };
    expect(evaluateStreak(rested, TODAY)).toMatchObject({ weeksActive: 2, perfectWeeks: 0 });
    // Seven days from a Wednesday are not a week.
    expect(evaluateStreak(history('TTTTTTT', '2026-11-24'), '2026-11-24').perfectWeeks).toBe(0);
    expect(evaluateStreak({ trainedDays: ['2025-01-06', '2026-11-26'], attendedDays: [], pauses: [] }, TODAY).weeksActive).toBe(2);
  });

  it.each([
    ['across a month end', '2026-10-31'],
    ['across a year end', '2027-01-01'],
    ['across leap day', '2028-02-29'],
    ['across the spring clock change', '2026-03-08'],
    ['across the autumn clock change', '2026-11-01'],
  ])('keeps and forgives days %s', (_label, today) => {
    expect(evaluateStreak(history('TT.T', today), today).current).toBe(3);
    expect(evaluateStreak(history('TTTTT', today), today).current).toBe(5);
  });

  it('judges days on San Diego’s calendar: 23:30 on a Sunday is still Sunday, and noon ends “Log yesterday”', () => {
    expect(academyDate(new Date('2026-11-23T07:30:00Z'))).toBe('2026-11-22');
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    // 11:59 and 12:00 in San Diego, on both sides of the spring clock change.
    expect(academyHour(new Date('2026-03-07T19:59:00Z'))).toBeLessThan(LOG_YESTERDAY_UNTIL_HOUR);
    expect(academyHour(new Date('2026-03-09T19:00:00Z'))).toBe(LOG_YESTERDAY_UNTIL_HOUR);
  });

  it('celebrates every seventh day of a rising streak', () => {
    expect(isStreakMilestone(6, 7)).toBe(true);
    expect(isStreakMilestone(13, 14)).toBe(true);
    expect(isStreakMilestone(7, 7)).toBe(false);
    expect(isStreakMilestone(5, 6)).toBe(false);
  });

  it('counts a pause’s days in each calendar year', () => {
    expect(pauseDaysInYear({ startsOn: '2026-12-25', endsOn: '2027-01-04' }, 2026)).toBe(7);
    expect(pauseDaysInYear({ startsOn: '2026-12-25', endsOn: '2027-01-04' }, 2027)).toBe(4);
    expect(pauseDaysInYear({ startsOn: '2026-03-01', endsOn: '2026-03-14' }, 2027)).toBe(0);
  });
});
