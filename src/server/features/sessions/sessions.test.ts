/**
 * Training sessions as rows (issue 38, point 1): generated from the plans' windows at the right
 * local time across a clock change, once per group and date however many runs or instances, and
 * listed to staff only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, academyDate } from '#shared/progress/time';
import { plannedSessions, weekdayOf } from '#shared/sessions';
import { ABSENCE_NOTE_MAX, SESSION_MESSAGES } from '#shared/validation/sessions';
import { timeOrderedId } from '#server/db/ids';
import { addTestAthlete, as, createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { generateSessions } from './service';

// Wednesday 28 October 2026, 9 AM Pacific: the season it makes crosses the clock change of Sunday 1 November.
const BEFORE_CLOCK_CHANGE = new Date('2026-10-28T16:00:00Z');

describe.each(testDialects())('training sessions, on %s', (dialect) => {
  let t: TestApp;
  let parent: TestFamily;
  let coach: TestFamily;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    parent = await createFamily(t, 'sessions-parent');
    coach = await createFamily(t, 'sessions-coach');
    await t.ctx.db.updateTable('users').set({ role: 'coach' }).where('id', '=', coach.userId).execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('makes each session once, whether run again or by two instances at the same moment', async () => {
    const planned = plannedSessions(BEFORE_CLOCK_CHANGE);
    const slots = planned.map((s) => s.slotKey);
    const existing = async () => (await t.ctx.db.selectFrom('training_sessions').select(['id', 'slot_key']).where('slot_key', 'in', slots).execute());
    // The app's start made the coming season from today; those of these slots already exist.
    const before = (await existing()).length;
    const runs = await Promise.all([generateSessions(t.ctx.db, BEFORE_CLOCK_CHANGE), generateSessions(t.ctx.db, BEFORE_CLOCK_CHANGE)]);
    expect(await generateSessions(t.ctx.db, BEFORE_CLOCK_CHANGE)).toBe(0);

    const rows = await existing();
    expect(rows).toHaveLength(planned.length);
    expect(runs[0]! + runs[1]!).toBe(planned.length - before);
    // One "created" in each session's history, by the schedule.
    const created = await t.ctx.db.selectFrom('training_session_changes').select(['session_id', 'changed_by']).where('change', '=', 'created').where('session_id', 'in', rows.map((r) => r.id)).execute();
    expect(created).toHaveLength(rows.length);
    expect(created.every((c) => c.changed_by === null)).toBe(true);
  });

  it('starts at 4:00 PM Pacific on both sides of the clock change', async () => {
    const rows = await t.ctx.db.selectFrom('training_sessions').select(['slot_key', 'starts_at', 'ends_at']).where('slot_key', 'in', ['core:2026-10-31', 'core:2026-11-01', 'pro:2026-11-01']).orderBy('slot_key').execute();
    expect(rows.map((r) => [r.slot_key, new Date(r.starts_at).toISOString(), new Date(r.ends_at).toISOString()])).toEqual([
      ['core:2026-10-31', '2026-10-31T23:00:00.000Z', '2026-11-01T00:00:00.000Z'],
      ['core:2026-11-01', '2026-11-02T00:00:00.000Z', '2026-11-02T01:00:00.000Z'],
      ['pro:2026-11-01', '2026-11-02T00:00:00.000Z', '2026-11-02T02:00:00.000Z'],
    ]);
  });

  it('lists a range of days to coaches and admins, and to no parent', async () => {
    const url = '/api/v1/staff/sessions?from=2026-10-30&days=3';
    expect((await t.app.inject({ method: 'GET', url, headers: as(parent) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const response = await t.app.inject({ method: 'GET', url, headers: as(coach) });
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json() as { sessions: { groupId: string; date: string; status: string }[] };
    expect(sessions.map((s) => `${s.date} ${s.groupId} ${s.status}`)).toEqual([
      '2026-10-30 core scheduled', '2026-10-30 pro scheduled', '2026-10-31 core scheduled', '2026-10-31 pro scheduled', '2026-11-01 core scheduled', '2026-11-01 pro scheduled',
    ]);
  });

  it('shows a family its own training athletes, first name only, each with their group’s sessions, and nobody else’s', async () => {
    // The weekend after next, whatever today is.
    let friday = addDays(academyDate(new Date()), 7);
    while (weekdayOf(friday) !== 'Friday') friday = addDays(friday, 1);
    const [saturday, sunday] = [addDays(friday, 1), addDays(friday, 2)];
    await generateSessions(t.ctx.db, new Date(`${friday}T12:00:00Z`), 1);
    const family = await createFamily(t, 'sessions-family');
    const leo = await addTestAthlete(t, family, 'Leo Martinez');
    const mia = await addTestAthlete(t, family, 'Mia Martinez', '2016-03-01');
    await addTestAthlete(t, family, 'Noa Martinez', '2017-05-05');
    const other = await createFamily(t, 'sessions-other');
    const theirs = await addTestAthlete(t, other, 'Ivy Chen');
    const member = (userId: string, athleteId: string, plan: string, extra: Record<string, string> = {}) =>
      t.ctx.db
        .insertInto('memberships')
        .values({
          id: `sessions-m-${athleteId}`, user_id: userId, athlete_id: athleteId, membership_type_id: plan, status: 'active',
          current_period_start: new Date().toISOString(), current_period_end: `${addDays(friday, 30)}T20:00:00.000Z`, provider: 'test', ...extra,
        })
        .execute();
    await member(family.userId, leo.id, 'core-monthly');
    // Mia's Pro membership was cancelled and its paid period ends on that Saturday at 11 AM.
    await member(family.userId, mia.id, 'pro-monthly', { status: 'canceled', current_period_end: `${saturday}T19:00:00.000Z` });
    await member(other.userId, theirs.id, 'pro-monthly');

    const response = await t.app.inject({ method: 'GET', url: `/api/v1/sessions?from=${friday}&days=3`, headers: as(family) });
    expect(response.statusCode).toBe(200);
    const schedule = response.json() as { athletes: { athleteId: string; athleteName: string; groupId: string; sessions: { date: string; startsAt: string }[] }[] };
    const byName = Object.fromEntries(schedule.athletes.map((a) => [a.athleteName, a]));
    expect(Object.keys(byName).sort()).toEqual(['Leo', 'Mia']);
    expect(byName.Leo!.groupId).toBe('core');
    expect(byName.Leo!.sessions.map((s) => s.date)).toEqual([friday, saturday, sunday]);
    expect(byName.Mia!.groupId).toBe('pro');
    expect(byName.Mia!.sessions.map((s) => s.date)).toEqual([friday]);
    expect(response.body).not.toContain('Martinez');
    expect(response.body).not.toContain(theirs.id);

    // No membership, no sessions; signed out, nothing.
    const newcomer = await createFamily(t, 'sessions-newcomer');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/sessions?from=2026-10-30', headers: as(newcomer) })).json()).toEqual({ athletes: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/sessions?from=2026-10-30' })).statusCode).toBe(401);
  });

  it('takes “Can’t make it” for the family’s own athlete and session, once, until 2 hours before it starts', async () => {
    let friday = addDays(academyDate(new Date()), 7);
    while (weekdayOf(friday) !== 'Friday') friday = addDays(friday, 1);
    await generateSessions(t.ctx.db, new Date(`${friday}T12:00:00Z`), 1);
    const family = await createFamily(t, 'absence-family');
    const leo = await addTestAthlete(t, family, 'Leo Martinez');
    const other = await createFamily(t, 'absence-other');
    const theirs = await addTestAthlete(t, other, 'Ivy Chen');
    for (const [userId, athleteId] of [[family.userId, leo.id], [other.userId, theirs.id]] as const) {
      await t.ctx.db
        .insertInto('memberships')
        .values({
          id: `absence-m-${athleteId}`, user_id: userId, athlete_id: athleteId, membership_type_id: 'core-monthly', status: 'active',
          current_period_start: new Date().toISOString(), current_period_end: `${addDays(friday, 30)}T20:00:00.000Z`, provider: 'test',
        })
        .execute();
    }
    const slot = async (key: string) => (await t.ctx.db.selectFrom('training_sessions').select('id').where('slot_key', '=', key).executeTakeFirstOrThrow()).id;
    const saturday = await slot(`core:${addDays(friday, 1)}`);
    const proSaturday = await slot(`pro:${addDays(friday, 1)}`);
    const url = (sessionId: string, athleteId: string) => `/api/v1/sessions/${sessionId}/absences/${athleteId}`;
    const put = (who: TestFamily, sessionId: string, athleteId: string, payload: object) => t.app.inject({ method: 'PUT', url: url(sessionId, athleteId), headers: as(who), payload });
    const rows = () => t.ctx.db.selectFrom('session_absences').selectAll().where('athlete_id', 'in', [leo.id, theirs.id]).execute();

    // Twenty at once, then a change of reason: one reply, the latest reason.
    const burst = await Promise.all(Array.from({ length: 20 }, () => put(family, saturday, leo.id, { reason: 'sick', note: '<b>fever</b>' })));
    expect(burst.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect((await put(family, saturday, leo.id, { reason: 'injured' })).json().absence).toMatchObject({ reason: 'injured', note: null });
    expect(await rows()).toHaveLength(1);
    const schedule = (await t.app.inject({ method: 'GET', url: `/api/v1/sessions?from=${friday}&days=3`, headers: as(family) })).json();
    const session = schedule.athletes[0].sessions.find((x: { id: string }) => x.id === saturday);
    expect(session.absence).toMatchObject({ reason: 'injured' });
    expect(new Date(session.startsAt).getTime() - new Date(session.locksAt).getTime()).toBe(2 * 3_600_000);

    // Not theirs, not on the athlete's schedule: 404, nothing written.
    for (const [who, sessionId, athleteId] of [[family, saturday, theirs.id], [other, saturday, leo.id], [family, proSaturday, leo.id], [family, 'no-such-session', leo.id]] as const) {
      expect((await put(who, sessionId, athleteId, { reason: 'sick' })).statusCode).toBe(404);
    }
    // Bad input: a clear message, nothing written.
    const bad = [
      [{ reason: 'bored' }, SESSION_MESSAGES.badReason],
      [{ reason: 'sick', note: 'x'.repeat(ABSENCE_NOTE_MAX + 1) }, SESSION_MESSAGES.noteTooLong],
      [{ reason: 'sick', note: 'a\u0000b' }, 'This text contains characters that are not allowed.'],
    ] as const;
    for (const [payload, message] of bad) {
      const response = await put(family, saturday, leo.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
    }
    expect(await rows()).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ reason: 'injured' });

    // Taken back: attending again.
    const removed = await t.app.inject({ method: 'DELETE', url: url(saturday, leo.id), headers: as(family) });
    expect(removed.statusCode).toBe(200);
    expect(await rows()).toHaveLength(0);

    // Within 2 hours of the start, or cancelled: refused with the reason, nothing written.
    const soon = timeOrderedId();
    const start = new Date(Date.now() + 3_600_000);
    await t.ctx.db
      .insertInto('training_sessions')
      .values({ id: soon, group_id: 'core', slot_key: null, local_date: academyDate(start), starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 3_600_000).toISOString(), location: 'Field 2' })
      .execute();
    const locked = await put(family, soon, leo.id, { reason: 'sick' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe(SESSION_MESSAGES.locked);
    await t.ctx.db.updateTable('training_sessions').set({ status: 'cancelled', cancel_reason: 'weather' }).where('id', '=', saturday).execute();
    expect((await put(family, saturday, leo.id, { reason: 'sick' })).json().error.message).toBe(SESSION_MESSAGES.cancelled);
    await t.ctx.db.updateTable('training_sessions').set({ status: 'scheduled', cancel_reason: null }).where('id', '=', saturday).execute();
    expect(await rows()).toHaveLength(0);
  });

  it.each([
    ['from=2026-02-30', SESSION_MESSAGES.badDate],
    ['from=tomorrow', SESSION_MESSAGES.badDate],
    ['from=2026-10-30&days=100', SESSION_MESSAGES.badDays],
    ['from=2026-10-30&days=0', SESSION_MESSAGES.badDays],
    // A NUL byte meets the input guard first, with its own message.
    ['from=2026-10-30%00', 'This text contains characters that are not allowed.'],
  ])('refuses %s with a clear message', async (query, message) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/staff/sessions?${query}`, headers: as(coach) });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  });
});
