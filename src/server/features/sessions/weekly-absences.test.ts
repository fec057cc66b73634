/**
 * "Can't make it" for every session of a weekday until a date (issue 38, point 2): each open session
 * of that day gets one reply, in one go; cancelled, locked and later sessions are left alone; bad
 * input and another family's athlete write nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyDate, addDays } from '#shared/progress/time';
import { weekdayOf } from '#shared/sessions';
import { ABSENCE_NOTE_MAX, SESSION_MESSAGES, WEEKLY_ABSENCE_MESSAGES } from '#shared/validation/sessions';
import { timeOrderedId } from '#server/db/ids';
import { addTestAthlete, as, createFamily, ORIGIN, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';

const URL = '/api/v1/sessions/weekly-absences';

describe.each(testDialects())('weekly “Can’t make it”, on %s', (dialect) => {
  let t: TestApp;
  let family: TestFamily;
  let other: TestFamily;
  let leo: { id: string };
  let ivy: { id: string };
  let today: string;
  let until: string;

  const member = (userId: string, athleteId: string) =>
    t.ctx.db
      .insertInto('memberships')
      .values({
        id: `weekly-m-${athleteId}`, user_id: userId, athlete_id: athleteId, membership_type_id: 'core-monthly', status: 'active', sessions_remaining: 12,
        current_period_start: new Date().toISOString(), current_period_end: `${addDays(today, 200)}T20:00:00.000Z`, provider: 'test',
      })
      .execute();
  const send = (method: 'PUT' | 'DELETE', who: TestFamily, payload: object) => t.app.inject({ method, url: URL, headers: as(who), payload });
  const replies = (athleteId: string) =>
    t.ctx.db.selectFrom('session_absences').innerJoin('training_sessions', 'training_sessions.id', 'session_absences.session_id')
      .select(['session_id', 'reason', 'note', 'local_date']).where('athlete_id', '=', athleteId).orderBy('starts_at').execute();
  /** The core group's Saturday sessions through `until` that are still open to replies. */
  const openSaturdays = async () => {
    const rows = await t.ctx.db.selectFrom('training_sessions').select(['id', 'local_date', 'starts_at', 'status'])
      .where('group_id', '=', 'core').where('local_date', '>=', today).where('local_date', '<=', until).orderBy('starts_at').execute();
    const opens = Date.now() + 2 * 3_600_000 + 60_000;
    return rows.filter((r) => weekdayOf(String(r.local_date)) === 'Saturday' && r.status === 'scheduled' && new Date(r.starts_at).getTime() > opens);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    today = academyDate(new Date());
    until = addDays(today, 35);
    family = await createFamily(t, 'weekly-family');
    other = await createFamily(t, 'weekly-other');
    leo = await addTestAthlete(t, family, 'Leo Martinez');
    ivy = await addTestAthlete(t, other, 'Ivy Chen');
    await member(family.userId, leo.id);
    await member(other.userId, ivy.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('marks every open Saturday through the date, skipping a cancelled and a locked one, and takes them back', async () => {
    const saturdays = await openSaturdays();
    expect(saturdays.length).toBeGreaterThanOrEqual(4);
    // One Saturday is rained out; a one-off Saturday session starts within the hour (locked) and already has a reply.
    const rainedOut = saturdays[1]!;
    await t.ctx.db.updateTable('training_sessions').set({ status: 'cancelled', cancel_reason: 'weather' }).where('id', '=', rainedOut.id).execute();
    const locked = timeOrderedId();
    const soon = new Date(Date.now() + 3_600_000);
    await t.ctx.db.insertInto('training_sessions')
      .values({ id: locked, group_id: 'core', slot_key: null, local_date: saturdays[0]!.local_date, starts_at: soon.toISOString(), ends_at: new Date(soon.getTime() + 3_600_000).toISOString(), location: 'Field 2' })
      .execute();
    await t.ctx.db.insertInto('session_absences').values({ session_id: locked, athlete_id: leo.id, reason: 'travel', note: null, reported_at: new Date().toISOString() }).execute();
    const expected = saturdays.filter((s) => s.id !== rainedOut.id);

    const marked = await send('PUT', family, { athleteId: leo.id, weekday: 'Saturday', until, reason: 'school', note: '<b>tournament</b>' });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ count: expected.length, dates: expected.map((s) => String(s.local_date)) });
    const rows = await replies(leo.id);
    expect(rows.filter((r) => r.session_id !== locked).map((r) => [r.session_id, r.reason, r.note])).toEqual(expected.map((s) => [s.id, 'school', '<b>tournament</b>']));
    expect(rows.find((r) => r.session_id === locked)?.reason).toBe('travel');

    // Sent again: the same replies, never a second one each.
    expect((await send('PUT', family, { athleteId: leo.id, weekday: 'Saturday', until, reason: 'sick' })).json().count).toBe(expected.length);
    expect(await replies(leo.id)).toHaveLength(expected.length + 1);

    // Taken back: the open ones only; the locked session's reply stays.
    const removed = await send('DELETE', family, { athleteId: leo.id, weekday: 'Saturday', until });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().count).toBe(expected.length);
    expect((await replies(leo.id)).map((r) => r.session_id)).toEqual([locked]);
    await t.ctx.db.deleteFrom('session_absences').where('session_id', '=', locked).execute();
    await t.ctx.db.updateTable('training_sessions').set({ status: 'scheduled', cancel_reason: null }).where('id', '=', rainedOut.id).execute();
  });

  it('stops at the date given: nothing after it is marked', async () => {
    const firstTwo = (await openSaturdays()).slice(0, 2);
    const response = await send('PUT', family, { athleteId: leo.id, weekday: 'Saturday', until: String(firstTwo[1]!.local_date), reason: 'travel' });
    expect(response.json().count).toBe(2);
    expect((await replies(leo.id)).map((r) => r.session_id)).toEqual(firstTwo.map((s) => s.id));
    await send('DELETE', family, { athleteId: leo.id, weekday: 'Saturday', until });
    expect(await replies(leo.id)).toHaveLength(0);
  });

  it.each([
    ['a date in the past', () => ({ until: addDays(today, -1) }), WEEKLY_ABSENCE_MESSAGES.pastDate],
    ['a date more than 16 weeks ahead', () => ({ until: addDays(today, 16 * 7 + 1) }), WEEKLY_ABSENCE_MESSAGES.tooFar],
    ['a date that does not exist', () => ({ until: '2026-02-30' }), SESSION_MESSAGES.badDate],
    ['a day the group never trains', () => ({ weekday: 'Monday' }), 'This athlete’s group does not train on Mondays. It trains on Friday, Saturday and Sunday.'],
    ['a day that is not a day', () => ({ weekday: 'Funday' }), WEEKLY_ABSENCE_MESSAGES.badWeekday],
    ['a reason outside the list', () => ({ reason: 'bored' }), SESSION_MESSAGES.badReason],
    ['a note over 500 characters', () => ({ note: 'x'.repeat(ABSENCE_NOTE_MAX + 1) }), SESSION_MESSAGES.noteTooLong],
  ])('refuses %s with a clear message and writes nothing', async (_name, change, message) => {
    const response = await send('PUT', family, { athleteId: leo.id, weekday: 'Saturday', until, reason: 'sick', ...change() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await replies(leo.id)).toHaveLength(0);
  });

  it('answers 404 for another family’s athlete, or one who does not train, and writes nothing', async () => {
    const noa = await addTestAthlete(t, family, 'Noa Martinez', '2017-05-05');
    for (const [who, athleteId] of [[family, ivy.id], [other, leo.id], [family, noa.id], [family, 'no-such-athlete']] as const) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await send(method, who, { athleteId, weekday: 'Saturday', until, reason: 'sick' });
        expect(response.statusCode).toBe(404);
      }
    }
    expect(await replies(leo.id)).toHaveLength(0);
    expect(await replies(ivy.id)).toHaveLength(0);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'PUT', url: URL, headers: { origin: ORIGIN }, payload: { athleteId: leo.id, weekday: 'Saturday', until, reason: 'sick' } })).statusCode).toBe(401);
  });
});
