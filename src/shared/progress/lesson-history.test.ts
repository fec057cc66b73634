import { describe, expect, it } from 'vitest';
import { mergeSessionSave } from './lesson-history';

// Issue 18, point 2: "time spent recorded once per session".
describe('a save folded into its lesson session', () => {
  const save = { minutes: 4, count: 12, notes: 'left foot felt good', xpAwarded: 20, isCompletion: false };

  it('starts the session with the first save', () => {
    expect(mergeSessionSave(null, save)).toEqual({ minutes: 4, count: 12, notes: 'left foot felt good', xpAwarded: 20, isCompleted: false });
  });

  it('holds a 10-minute session saved three times as 10 minutes, its best count, the latest notes and every save’s XP', () => {
    let entry = mergeSessionSave(null, save);
    entry = mergeSessionSave(entry, { minutes: 7, count: 9, notes: null, xpAwarded: 0, isCompletion: false });
    entry = mergeSessionSave(entry, { minutes: 10, count: null, notes: 'tired at the end', xpAwarded: 54, isCompletion: true });
    expect(entry).toEqual({ minutes: 10, count: 12, notes: 'tired at the end', xpAwarded: 74, isCompleted: true });
  });

  it.each([
    [{ minutes: 10 }, 6, 10],
    [{ minutes: 6 }, 10, 10],
  ])('never lowers the time the session showed (%o, then %i minutes)', (first, later, expected) => {
    const entry = mergeSessionSave(mergeSessionSave(null, { ...save, ...first }), { ...save, minutes: later });
    expect(entry.minutes).toBe(expected);
  });

  it('keeps a completion when a later save of the session is practice', () => {
    const done = mergeSessionSave(null, { ...save, isCompletion: true });
    expect(mergeSessionSave(done, save).isCompleted).toBe(true);
  });
});
