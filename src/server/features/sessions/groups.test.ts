/**
 * Birth-year training groups (issue 38, point 1; decision 070): an admin splits Core by birth year
 * and each athlete's schedule, replies, roster and notices follow the athlete's group; the plan's
 * replaced sessions stay, cancelled, with their history; generation stays idempotent; overlapping or
 * unknown years, a parent and a coach are refused with nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyDate, addDays } from '#shared/progress/time';
import { weekdayOf } from '#shared/sessions';
import { TRAINING_GROUP_MESSAGES as M } from '#shared/validation/training-groups';
import { addTestAthlete, as, createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { familiesOnSessions } from './audience';
import { generateSessions } from './generate';
import { REPLACED_NOTE } from './groups';

/** The first given weekday at least `days` days from today. */
function comingDay(weekday: string, days: number): string {
  let date = addDays(academyDate(new Date()), days);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}

describe.each(testDialects())('birth-year training groups, on %s', (dialect) => {
  let t: TestApp;
  let admin: TestFamily;
  let coach: TestFamily;
  let parent: TestFamily;
  let leo: { id: string };
  let mia: { id: string };
  let older: string;
  let younger: string;
  const saturday = comingDay('Saturday', 7);
  const post = (who: TestFamily, url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: as(who), payload });
  const count = async (table: 'training_groups' | 'training_sessions' | 'training_session_changes' | 'audit_log' | 'session_absences' | 'notifications') =>
    Number((await t.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const counts = async () => ({
    groups: await count('training_groups'), sessions: await count('training_sessions'), changes: await count('training_session_changes'), audit: await count('audit_log'),
  });
  const schedule = async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/sessions?from=${academyDate(new Date())}&days=28`, headers: as(parent) });
    expect(response.statusCode).toBe(200);
    const athletes = response.json().athletes as { athleteId: string; groupId: string; groupLabel: string; sessions: { id: string; date: string; absence: unknown }[] }[];
    // Leo, then Mia: athletes added in the same instant come in id order, so find each by id.
    return [leo.id, mia.id].map((id) => athletes.find((a) => a.athleteId === id));
  };
  const member = (athleteId: string) =>
    t.ctx.db
      .insertInto('memberships')
      .values({
        id: `groups-m-${athleteId}`, user_id: parent.userId, athlete_id: athleteId, membership_type_id: 'core-monthly', status: 'active', sessions_remaining: 12,
        current_period_start: new Date(Date.now() - 86_400_000).toISOString(), current_period_end: new Date(Date.now() + 200 * 86_400_000).toISOString(), provider: 'test',
      })
      .execute();
  const slot = async (key: string) => t.ctx.db.selectFrom('training_sessions').select(['id', 'group_id', 'status', 'cancel_note']).where('slot_key', '=', key).executeTakeFirst();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await createFamily(t, 'groups-admin');
    coach = await createFamily(t, 'groups-coach');
    parent = await createFamily(t, 'groups-parent');
    await t.ctx.db.updateTable('users').set({ role: 'admin', name: 'Ana Admin' }).where('id', '=', admin.userId).execute();
    await t.ctx.db.updateTable('users').set({ role: 'coach' }).where('id', '=', coach.userId).execute();
    leo = await addTestAthlete(t, parent, 'Leo Martinez', '2015-04-12');
    mia = await addTestAthlete(t, parent, 'Mia Martinez', '2016-09-03');
    await member(leo.id);
    await member(mia.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the plans’ own groups to coaches and admins; a parent gets 403 everywhere and a coach cannot add or archive', async () => {
    for (const who of [coach, admin]) {
      const listed = await t.app.inject({ method: 'GET', url: '/api/v1/staff/session-groups', headers: as(who) });
      expect(listed.statusCode).toBe(200);
      expect(listed.json().groups).toEqual([
        expect.objectContaining({ id: 'core', tier: 'core', label: 'Core', birthYears: null, yearsTaken: [2014, 2015, 2016, 2017], isPlanWide: true }),
        expect.objectContaining({ id: 'pro', tier: 'pro', label: 'Pro', birthYears: null, isPlanWide: true }),
      ]);
    }
    const before = await counts();
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/staff/session-groups', headers: as(parent) })).statusCode).toBe(403);
    for (const who of [parent, coach]) {
      expect((await post(who, '/api/v1/admin/session-groups', { tier: 'core', birthYears: [2014, 2015], label: 'Core 2014–2015' })).statusCode).toBe(403);
      expect((await post(who, '/api/v1/admin/session-groups/core/archive')).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/staff/session-groups' })).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('splits Core by birth year: a 2015 athlete has only the 2014–2015 group’s sessions and a 2016 athlete only the other’s', async () => {
    const coreSaturday = (await slot(`core:${saturday}`))!;
    // Mia cannot make Core's Saturday: her reply follows her to her new group.
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/sessions/${coreSaturday.id}/absences/${mia.id}`, headers: as(parent), payload: { reason: 'school' } })).statusCode).toBe(200);
    const notices = await count('notifications');

    const first = await post(admin, '/api/v1/admin/session-groups', { tier: 'core', birthYears: [2015, 2014], label: 'Core 2014–2015' });
    expect(first.statusCode).toBe(200);
    older = first.json().group.id;
    expect(first.json().group).toMatchObject({ tier: 'core', birthYears: [2014, 2015], yearsTaken: [2014, 2015], isPlanWide: false });
    // Core still trains 2016-2017: its sessions stay as they are.
    expect(await slot(`core:${saturday}`)).toMatchObject({ status: 'scheduled' });
    const second = await post(admin, '/api/v1/admin/session-groups', { tier: 'core', birthYears: [2016, 2017], label: 'Core 2016–2017' });
    expect(second.statusCode).toBe(200);
    younger = second.json().group.id;

    const [leoSchedule, miaSchedule] = await schedule();
    expect(leoSchedule).toMatchObject({ athleteId: leo.id, groupId: older, groupLabel: 'Core 2014–2015' });
    expect(miaSchedule).toMatchObject({ athleteId: mia.id, groupId: younger, groupLabel: 'Core 2016–2017' });
    const groupOf = async (ids: string[]) => new Set((await t.ctx.db.selectFrom('training_sessions').select('group_id').where('id', 'in', ids).execute()).map((r) => r.group_id));
    expect(await groupOf(leoSchedule!.sessions.map((s) => s.id))).toEqual(new Set([older]));
    expect(await groupOf(miaSchedule!.sessions.map((s) => s.id))).toEqual(new Set([younger]));
    expect(leoSchedule!.sessions.filter((s) => s.date === saturday)).toHaveLength(1);
    // Nor does the coaches' list show a replaced session; the admin's list keeps it, cancelled.
    const staff = (await t.app.inject({ method: 'GET', url: `/api/v1/staff/sessions?from=${saturday}&days=1`, headers: as(coach) })).json().sessions as { id: string }[];
    expect(staff.map((s) => s.id)).not.toContain(coreSaturday.id);

    // Core now has nobody: its coming sessions stay, cancelled, with the reason and their history; no urgent notice.
    expect(await slot(`core:${saturday}`)).toBeUndefined();
    const replaced = await t.ctx.db.selectFrom('training_sessions').select(['status', 'cancel_reason', 'cancel_note', 'slot_key']).where('id', '=', coreSaturday.id).executeTakeFirstOrThrow();
    expect(replaced).toMatchObject({ status: 'cancelled', cancel_reason: 'other', cancel_note: REPLACED_NOTE });
    const history = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/sessions/${coreSaturday.id}/history`, headers: as(admin) })).json();
    expect(history.changes.map((c: { change: string }) => c.change)).toEqual(['created', 'cancelled']);
    expect(await count('notifications')).toBe(notices);

    // Mia's reply is on her new group's Saturday, once.
    const miaSaturday = miaSchedule!.sessions.find((s) => s.date === saturday)!;
    expect(miaSaturday.absence).toMatchObject({ reason: 'school' });
    expect(await count('session_absences')).toBe(1);

    // Only a 2014–2015 athlete is on that group's sessions: the "Can't make it" check and the notices' audience.
    const leoSaturday = leoSchedule!.sessions.find((s) => s.date === saturday)!;
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/sessions/${leoSaturday.id}/absences/${mia.id}`, headers: as(parent), payload: { reason: 'sick' } })).statusCode).toBe(404);
    const audience = await familiesOnSessions(t.ctx, [{ id: leoSaturday.id, group_id: older, starts_at: new Date().toISOString() }], new Date());
    expect(audience.get(parent.userId)?.map((a) => a.athleteId)).toEqual([leo.id]);
    const sheet = await t.app.inject({ method: 'GET', url: `/api/v1/staff/sessions/${leoSaturday.id}/attendance`, headers: as(coach) });
    expect(sheet.json().roster.map((r: { athleteId: string }) => r.athleteId)).toEqual([leo.id]);
    expect(sheet.json().session).toMatchObject({ groupId: older, groupLabel: 'Core 2014–2015' });

    // The admin's list names each session's group.
    const listed = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/sessions?from=${saturday}&days=1`, headers: as(admin) })).json().sessions as { groupLabel: string; status: string }[];
    expect(listed.filter((s) => s.status === 'scheduled').map((s) => s.groupLabel).sort()).toEqual(['Core 2014–2015', 'Core 2016–2017', 'Pro']);
    expect(listed.filter((s) => s.status === 'cancelled').map((s) => s.groupLabel)).toEqual(['Core']);
    const audit = await t.ctx.db.selectFrom('audit_log').select('action').where('target_id', 'in', [older, younger]).execute();
    expect(audit.map((a) => a.action)).toEqual(['session-group.added', 'session-group.added']);
  });

  it('generates once per group and date: a second run, and a third, make nothing more', async () => {
    const before = await counts();
    expect(await generateSessions(t.ctx.db)).toBe(0);
    expect(await generateSessions(t.ctx.db)).toBe(0);
    expect(await counts()).toEqual(before);
    const rows = await t.ctx.db.selectFrom('training_sessions').select(['group_id', 'local_date']).where('local_date', '=', saturday).where('status', '=', 'scheduled').execute();
    expect(rows.map((r) => r.group_id).sort()).toEqual([older, younger, 'pro'].sort());
  });

  it.each([
    ['years another Core group takes', { tier: 'core', birthYears: [2015, 2016], label: 'Core middle' }, 409, M.overlap('Core 2014–2015', '2015')],
    ['a birth year the academy does not train', { tier: 'core', birthYears: [2013], label: 'Core 2013' }, 400, M.badYears],
    ['no birth year', { tier: 'pro', birthYears: [], label: 'Pro none' }, 400, M.noYears],
    ['an unknown plan', { tier: 'elite', birthYears: [2014], label: 'Elite' }, 400, M.badTier],
    ['no name', { tier: 'pro', birthYears: [2014], label: '   ' }, 400, M.noLabel],
  ])('refuses %s with a clear message and writes nothing', async (_name, payload, status, message) => {
    const before = await counts();
    const response = await post(admin, '/api/v1/admin/session-groups', payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().error.message).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('archives a birth-year group: its athletes train with Core again, whose sessions come back; a plan’s own group is never archived', async () => {
    const before = await counts();
    const planWide = await post(admin, '/api/v1/admin/session-groups/core/archive');
    expect(planWide.statusCode).toBe(409);
    expect(planWide.json().error.message).toBe(M.planWide);
    expect((await post(admin, '/api/v1/admin/session-groups/no-such-group/archive')).statusCode).toBe(404);
    expect(await counts()).toEqual(before);

    const archived = await post(admin, `/api/v1/admin/session-groups/${older}/archive`);
    expect(archived.statusCode).toBe(200);
    expect((await post(admin, `/api/v1/admin/session-groups/${older}/archive`)).json().error.message).toBe(M.alreadyArchived);
    const [leoSchedule, miaSchedule] = await schedule();
    expect(leoSchedule).toMatchObject({ groupId: 'core', groupLabel: 'Core' });
    expect(miaSchedule).toMatchObject({ groupId: younger });
    expect(await slot(`core:${saturday}`)).toMatchObject({ group_id: 'core', status: 'scheduled' });
    // Core's replaced Saturday stays replaced: Leo sees only the new one.
    expect(leoSchedule!.sessions.filter((s) => s.date === saturday).map((s) => s.id)).toEqual([(await slot(`core:${saturday}`))!.id]);
    const groups = (await t.app.inject({ method: 'GET', url: '/api/v1/staff/session-groups', headers: as(coach) })).json().groups;
    expect(groups.map((g: { label: string; yearsTaken: number[] }) => [g.label, g.yearsTaken])).toEqual([['Core', [2014, 2015]], ['Pro', [2014, 2015, 2016, 2017]], ['Core 2016–2017', [2016, 2017]]]);
  });
});
