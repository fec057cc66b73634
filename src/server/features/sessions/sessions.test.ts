/**
 * Training sessions as rows (issue 38, point 1): generated from the plans' windows at the right
 * local time across a clock change, once per group and date however many runs or instances, and
 * listed to staff only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannedSessions } from '#shared/sessions';
import { SESSION_MESSAGES } from '#shared/validation/sessions';
import { as, createFamily, type TestFamily } from '#server/testing/families';
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
    const runs = await Promise.all([generateSessions(t.ctx.db, BEFORE_CLOCK_CHANGE), generateSessions(t.ctx.db, BEFORE_CLOCK_CHANGE)]);
    expect(await generateSessions(t.ctx.db, BEFORE_CLOCK_CHANGE)).toBe(0);

    const rows = await t.ctx.db
      .selectFrom('training_sessions')
      .select(['id', 'slot_key'])
      .where('slot_key', 'in', planned.map((s) => s.slotKey))
      .execute();
    expect(rows).toHaveLength(planned.length);
    // The app's start had already made the sessions from today on; the two runs made the rest, between them once.
    const startMade = await t.ctx.db.selectFrom('training_sessions').select((eb) => eb.fn.countAll<number>().as('n')).where('local_date', '>=', '2026-12-02').where('local_date', '<', planned.at(-1)!.date).executeTakeFirstOrThrow();
    expect(runs[0]! + runs[1]!).toBe(planned.filter((s) => s.date < '2026-12-02' || !startMade).length);
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
