/**
 * Attendance sheets (issue 38, point 3): coaches and admins only; the roster is the session's group
 * pre-filled from the families' replies; marks are taken from 7 days before the start until 72 hours
 * after the end, once per athlete however many arrive together, and every change is audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyDate } from '#shared/progress/time';
import { ATTENDANCE_MESSAGES } from '#shared/validation/attendance';
import { timeOrderedId } from '#server/db/ids';
import { addTestAthlete, as, createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MINUTE = 60_000;

type Entry = { athleteId: string; name: string; status: string | null; isMarked: boolean; reply: { reason: string } | null };

describe.each(testDialects())('attendance sheets, on %s', (dialect) => {
  let t: TestApp;
  let parent: TestFamily;
  let other: TestFamily;
  let coach: TestFamily;
  let athletes: Record<'leo' | 'mia' | 'noa' | 'ivy' | 'ana' | 'eli', string>;

  /** A one-off Core session starting at this instant, an hour long. */
  async function sessionAt(start: number, group = 'core'): Promise<string> {
    const id = timeOrderedId();
    const startsAt = new Date(start);
    await t.ctx.db
      .insertInto('training_sessions')
      .values({ id, group_id: group, slot_key: null, local_date: academyDate(startsAt), starts_at: startsAt.toISOString(), ends_at: new Date(start + HOUR).toISOString(), location: 'Field 2' })
      .execute();
    return id;
  }
  async function member(userId: string, athleteId: string, plan: string, extra: Record<string, string> = {}): Promise<void> {
    await t.ctx.db
      .insertInto('memberships')
      .values({
        id: `att-m-${athleteId}`, user_id: userId, athlete_id: athleteId, membership_type_id: plan, status: 'active', sessions_remaining: 12,
        current_period_start: new Date(Date.now() - 10 * DAY).toISOString(), current_period_end: new Date(Date.now() + 30 * DAY).toISOString(), provider: 'test', ...extra,
      })
      .execute();
  }
  const sheetUrl = (sessionId: string) => `/api/v1/staff/sessions/${sessionId}/attendance`;
  const mark = (who: TestFamily, sessionId: string, athleteId: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `${sheetUrl(sessionId)}/${athleteId}`, headers: as(who), payload });
  const sheet = async (sessionId: string) => {
    const response = await t.app.inject({ method: 'GET', url: sheetUrl(sessionId), headers: as(coach) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { isOpen: boolean; opensAt: string; closesAt: string; session: { id: string; status: string }; roster: Entry[] };
  };
  const rows = (sessionId: string) => t.ctx.db.selectFrom('session_attendance').selectAll().where('session_id', '=', sessionId).execute();
  const changes = (sessionId: string) => t.ctx.db.selectFrom('session_attendance_changes').selectAll().where('session_id', '=', sessionId).orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    parent = await createFamily(t, 'attendance-parent');
    other = await createFamily(t, 'attendance-other');
    coach = await createFamily(t, 'attendance-coach');
    await t.ctx.db.updateTable('users').set({ role: 'coach' }).where('id', '=', coach.userId).execute();
    const leo = await addTestAthlete(t, parent, 'Leo Martinez');
    const mia = await addTestAthlete(t, parent, 'Mia Martinez', '2016-03-01');
    const noa = await addTestAthlete(t, other, 'Noa Chen');
    const ivy = await addTestAthlete(t, other, 'Ivy Chen', '2016-06-01');
    const ana = await addTestAthlete(t, other, 'Ana Chen', '2017-01-01');
    const eli = await addTestAthlete(t, parent, 'Eli Martinez', '2014-02-02');
    athletes = { leo: leo.id, mia: mia.id, noa: noa.id, ivy: ivy.id, ana: ana.id, eli: eli.id };
    await member(parent.userId, leo.id, 'core-monthly');
    await member(parent.userId, mia.id, 'core-monthly');
    await member(other.userId, noa.id, 'core-monthly');
    // Not on a Core sheet: Pro's group, a cancellation whose paid period is over, a membership on a break.
    await member(other.userId, ivy.id, 'pro-monthly');
    await member(other.userId, ana.id, 'core-monthly', { status: 'canceled', current_period_end: new Date(Date.now() - DAY).toISOString() });
    await member(parent.userId, eli.id, 'core-monthly');
    await t.ctx.db
      .insertInto('membership_breaks')
      .values({ id: timeOrderedId(), membership_id: `att-m-${eli.id}`, starts_at: new Date(Date.now() - 2 * DAY).toISOString(), ends_at: new Date(Date.now() + 20 * DAY).toISOString(), months: 1 })
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is for coaches and admins: a parent gets 403, a visitor 401', async () => {
    const id = await sessionAt(Date.now() + DAY);
    for (const [method, url] of [['GET', sheetUrl(id)], ['PUT', `${sheetUrl(id)}/${athletes.leo}`], ['POST', `${sheetUrl(id)}/all-present`]] as const) {
      const payload = method === 'PUT' ? { status: 'present' } : undefined;
      expect((await t.app.inject({ method, url, headers: as(parent), payload })).statusCode).toBe(403);
      expect((await t.app.inject({ method, url, headers: { origin: as(parent).origin }, payload })).statusCode).toBe(401);
    }
    expect(await rows(id)).toHaveLength(0);
  });

  it('lists the session’s group by full name, pre-filled Excused where the family said “Can’t make it”', async () => {
    const id = await sessionAt(Date.now() + 2 * HOUR);
    await t.ctx.db.insertInto('session_absences').values({ session_id: id, athlete_id: athletes.mia, reason: 'sick', note: 'Fever since Thursday', reported_at: new Date().toISOString() }).execute();
    const body = await sheet(id);
    expect(body.isOpen).toBe(true);
    expect(body.session).toMatchObject({ id, status: 'scheduled' });
    expect(body.roster.map((e) => [e.name, e.status, e.isMarked, e.reply?.reason ?? null])).toEqual([
      ['Leo Martinez', null, false, null],
      ['Mia Martinez', 'excused', false, 'sick'],
      ['Noa Chen', null, false, null],
    ]);
  });

  it('opens 7 days before the start and closes 72 hours after the end', async () => {
    const now = Date.now();
    // Each at a minute's margin from its edge (the request is served a moment after now).
    const justOpen = await sessionAt(now + 7 * DAY - MINUTE);
    const notYet = await sessionAt(now + 7 * DAY + MINUTE);
    const stillOpen = await sessionAt(now - HOUR - 72 * HOUR + MINUTE);
    const closed = await sessionAt(now - HOUR - 72 * HOUR - MINUTE);
    for (const id of [justOpen, stillOpen]) {
      expect((await mark(coach, id, athletes.leo, { status: 'present' })).statusCode).toBe(200);
      expect((await sheet(id)).isOpen).toBe(true);
    }
    for (const [id, message] of [[notYet, ATTENDANCE_MESSAGES.notOpenYet], [closed, ATTENDANCE_MESSAGES.closed]] as const) {
      const response = await mark(coach, id, athletes.leo, { status: 'present' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(message);
      expect((await t.app.inject({ method: 'POST', url: `${sheetUrl(id)}/all-present`, headers: as(coach) })).statusCode).toBe(409);
      const body = await sheet(id);
      expect(body.isOpen).toBe(false);
      expect(await rows(id)).toHaveLength(0);
    }
    const edges = await sheet(notYet);
    expect(new Date(edges.opensAt).getTime()).toBe(now + MINUTE);
    expect(new Date(edges.closesAt).getTime()).toBe(now + 7 * DAY + MINUTE + HOUR + 72 * HOUR);
  });

  it('refuses a cancelled session with 409 and writes nothing', async () => {
    const id = await sessionAt(Date.now() + HOUR);
    await t.ctx.db.updateTable('training_sessions').set({ status: 'cancelled', cancel_reason: 'weather' }).where('id', '=', id).execute();
    const response = await mark(coach, id, athletes.leo, { status: 'present' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(ATTENDANCE_MESSAGES.cancelled);
    expect((await t.app.inject({ method: 'POST', url: `${sheetUrl(id)}/all-present`, headers: as(coach) })).json().error.message).toBe(ATTENDANCE_MESSAGES.cancelled);
    expect((await sheet(id)).isOpen).toBe(false);
    expect(await rows(id)).toHaveLength(0);
  });

  it('keeps one row for 20 marks at once, and audits each change once, who and what before', async () => {
    const id = await sessionAt(Date.now() - 30 * MINUTE);
    const heard: string[] = [];
    const unsubscribe = t.ctx.events.subscribe(parent.userId, (event) => heard.push(event.type));
    const burst = await Promise.all(Array.from({ length: 20 }, () => mark(coach, id, athletes.leo, { status: 'present' })));
    expect(burst.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(burst[0]!.json().athlete).toMatchObject({ athleteId: athletes.leo, status: 'present', isMarked: true });
    expect(await rows(id)).toHaveLength(1);
    await expect.poll(() => heard).toContain('sessions');
    unsubscribe();

    expect((await mark(coach, id, athletes.leo, { status: 'late' })).json().athlete.status).toBe('late');
    expect((await mark(coach, id, athletes.leo, { status: 'late' })).statusCode).toBe(200);
    const rowsNow = await rows(id);
    expect(rowsNow).toHaveLength(1);
    expect(rowsNow[0]).toMatchObject({ status: 'late', marked_by: coach.userId });
    expect((await changes(id)).map((c) => [c.previous, c.status, c.changed_by])).toEqual([
      [null, 'present', coach.userId],
      ['present', 'late', coach.userId],
    ]);
  });

  it('marks all present but those already marked and those whose family replied', async () => {
    const id = await sessionAt(Date.now() + 10 * MINUTE);
    await t.ctx.db.insertInto('session_absences').values({ session_id: id, athlete_id: athletes.mia, reason: 'travel', note: null, reported_at: new Date().toISOString() }).execute();
    expect((await mark(coach, id, athletes.leo, { status: 'absent' })).statusCode).toBe(200);
    const response = await t.app.inject({ method: 'POST', url: `${sheetUrl(id)}/all-present`, headers: as(coach) });
    expect(response.statusCode).toBe(200);
    const roster = (response.json() as { roster: Entry[] }).roster;
    expect(roster.map((e) => [e.name, e.status, e.isMarked])).toEqual([
      ['Leo Martinez', 'absent', true],
      ['Mia Martinez', 'excused', false],
      ['Noa Chen', 'present', true],
    ]);
    expect((await changes(id)).map((c) => [c.athlete_id, c.previous, c.status])).toEqual([
      [athletes.leo, null, 'absent'],
      [athletes.noa, null, 'present'],
    ]);
    // Again: nothing left to mark, nothing written.
    expect((await t.app.inject({ method: 'POST', url: `${sheetUrl(id)}/all-present`, headers: as(coach) })).statusCode).toBe(200);
    expect(await changes(id)).toHaveLength(2);
  });

  it('answers 404 for an unknown session or an athlete not on its roster', async () => {
    const id = await sessionAt(Date.now() + HOUR);
    const unknown = await mark(coach, 'no-such-session', athletes.leo, { status: 'present' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(ATTENDANCE_MESSAGES.noSession);
    expect((await t.app.inject({ method: 'GET', url: sheetUrl('no-such-session'), headers: as(coach) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `${sheetUrl('no-such-session')}/all-present`, headers: as(coach) })).statusCode).toBe(404);
    for (const athleteId of [athletes.ivy, athletes.ana, athletes.eli, 'no-such-athlete']) {
      const response = await mark(coach, id, athleteId, { status: 'present' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(ATTENDANCE_MESSAGES.notOnRoster);
    }
    expect(await rows(id)).toHaveLength(0);
  });

  it.each([[{ status: 'here' }], [{ status: '' }], [{}], [{ status: 1 }]])('refuses %j with a clear message and writes nothing', async (payload) => {
    const id = await sessionAt(Date.now() + HOUR);
    const response = await mark(coach, id, athletes.leo, payload);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(ATTENDANCE_MESSAGES.badStatus);
    expect(await rows(id)).toHaveLength(0);
  });
});
