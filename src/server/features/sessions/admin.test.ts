/**
 * Admins change the schedule (issue 38, points 1 and 5): only admins; every change has its history
 * row and raises the sequence; nothing is deleted; a session that started cannot change; bad input
 * writes nothing; a cancellation reaches the session's families once, across two app instances and
 * through quiet hours; the evening reminder reaches only the families who asked for it, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAddress } from '#shared/academy';
import { academyDate, addDays } from '#shared/progress/time';
import { academyInstant, weekdayOf } from '#shared/sessions';
import { SESSION_ADMIN_MESSAGES as M } from '#shared/validation/session-admin';
import { buildApp } from '#server/app';
import type { AppContext } from '#server/context';
import { createDatabase } from '#server/db/database';
import { timeOrderedId } from '#server/db/ids';
import { runPushNotifications } from '#server/notifications/jobs';
import { addTestAthlete, as, createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { cancelSession } from './admin';
import { sendChangeNotice, sendPendingChangeNotices } from './notify';
import { sendSessionReminders } from './reminders';

/** The first given weekday at least `days` days from today. */
function comingDay(weekday: string, days: number): string {
  let date = addDays(academyDate(new Date()), days);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}

describe.each(testDialects())('admins change the schedule, on %s', (dialect) => {
  let t: TestApp;
  let second: { ctx: AppContext; close(): Promise<void> };
  let admin: TestFamily;
  let coach: TestFamily;
  let parent: TestFamily;
  let leo: { id: string };
  const slot = async (key: string) => (await t.ctx.db.selectFrom('training_sessions').select(['id', 'sequence']).where('slot_key', '=', key).executeTakeFirstOrThrow());
  const counts = async () => ({
    sessions: Number((await t.ctx.db.selectFrom('training_sessions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    changes: Number((await t.ctx.db.selectFrom('training_session_changes').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    audit: Number((await t.ctx.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  });
  const member = (userId: string, athleteId: string, plan: 'core-monthly' | 'pro-monthly') =>
    t.ctx.db
      .insertInto('memberships')
      .values({
        id: `admin-m-${athleteId}`, user_id: userId, athlete_id: athleteId, membership_type_id: plan, status: 'active', sessions_remaining: 12,
        current_period_start: new Date(Date.now() - 86_400_000).toISOString(), current_period_end: new Date(Date.now() + 200 * 86_400_000).toISOString(), provider: 'test',
      })
      .execute();
  /**
   * Two instances at once: on PostgreSQL two apps on one database; on SQLite the same app twice, as
   * two SQLite connections in one process would block each other's event loop (a real second
   * instance is another process), and the second app after them.
   */
  const racers = () => (dialect === 'postgres' ? [t.ctx, second.ctx] : [t.ctx, t.ctx]);
  const post = (who: TestFamily, url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: as(who), payload });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // A second instance of the app on the same database, as behind a load balancer.
    const database = createDatabase(t.ctx.config.database);
    const app = await buildApp(t.ctx.config, { database });
    await app.ready();
    second = { ctx: app.ctx, close: async () => { await app.close(); await database.close(); } };
    admin = await createFamily(t, 'sessions-admin');
    coach = await createFamily(t, 'sessions-admin-coach');
    parent = await createFamily(t, 'sessions-admin-parent');
    await t.ctx.db.updateTable('users').set({ role: 'admin', name: 'Ana Admin' }).where('id', '=', admin.userId).execute();
    await t.ctx.db.updateTable('users').set({ role: 'coach' }).where('id', '=', coach.userId).execute();
    leo = await addTestAthlete(t, parent, 'Leo Martinez');
    await member(parent.userId, leo.id, 'core-monthly');
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('lets only admins list and change sessions: a coach or a parent gets 403, and nothing is written', async () => {
    const { id } = await slot(`core:${comingDay('Sunday', 7)}`);
    const before = await counts();
    for (const who of [coach, parent]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/admin/sessions?from=${academyDate(new Date())}`, headers: as(who) })).statusCode).toBe(403);
      expect((await post(who, `/api/v1/admin/sessions/${id}/cancel`, { reason: 'weather' })).statusCode).toBe(403);
      expect((await post(who, '/api/v1/admin/sessions', { groupId: 'core', date: comingDay('Monday', 7), start: '10:00', end: '11:00' })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/admin/sessions/${id}/history`, headers: as(who) })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/admin/sessions?from=${academyDate(new Date())}` })).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
    const listed = await t.app.inject({ method: 'GET', url: `/api/v1/admin/sessions?from=${academyDate(new Date())}&days=28`, headers: as(admin) });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().sessions.length).toBeGreaterThan(20);
  });

  it('adds a one-off session at the academy, with its title and its history', async () => {
    const date = comingDay('Wednesday', 7);
    const response = await post(admin, '/api/v1/admin/sessions', { groupId: 'pro', date, start: '10:00', end: '12:30', title: 'Holiday clinic' });
    expect(response.statusCode).toBe(200);
    const { session } = response.json();
    expect(session).toMatchObject({ groupId: 'pro', date, location: formatAddress(), title: 'Holiday clinic', isOneOff: true, status: 'scheduled', sequence: 0 });
    expect(session.startsAt).toBe(academyInstant(date, '10:00').toISOString());
    expect(session.endsAt).toBe(academyInstant(date, '12:30').toISOString());
    const history = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/sessions/${session.id}/history`, headers: as(admin) })).json();
    expect(history.changes).toHaveLength(1);
    expect(history.changes[0]).toMatchObject({ change: 'created', by: 'Ana Admin' });
    const audit = await t.ctx.db.selectFrom('audit_log').select('action').where('target_id', '=', session.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['session.added']);
  });

  it.each([
    ['a past date', '/api/v1/admin/sessions', { groupId: 'core', date: addDays(academyDate(new Date()), -1), start: '10:00', end: '11:00' }, M.pastDate],
    ['an end before the start', '/api/v1/admin/sessions', { groupId: 'core', date: comingDay('Monday', 7), start: '11:00', end: '10:00' }, M.endBeforeStart],
    ['an unknown group', '/api/v1/admin/sessions', { groupId: 'elite', date: comingDay('Monday', 7), start: '10:00', end: '11:00' }, M.badGroup],
    ['a time that is not one', '/api/v1/admin/sessions', { groupId: 'core', date: comingDay('Monday', 7), start: '25:00', end: '26:00' }, M.badTime],
    ['a reason outside the list', 'cancel', { reason: 'rain' }, M.badCancelReason],
    ['a 5,000-character note', 'cancel', { reason: 'weather', note: 'x'.repeat(5_000) }, M.noteTooLong],
    ['a move to a past date', 'move', { date: addDays(academyDate(new Date()), -2) }, M.pastDate],
    ['a move with nothing to move', 'move', {}, M.nothingToMove],
    ['a move that ends before it starts', 'move', { start: '18:00', end: '17:00' }, M.endBeforeStart],
  ])('refuses %s with a clear message and writes nothing', async (_name, target, payload, message) => {
    const { id } = await slot(`core:${comingDay('Friday', 7)}`);
    const url = target.startsWith('/') ? target : `/api/v1/admin/sessions/${id}/${target}`;
    const before = await counts();
    const response = await post(admin, url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
    expect(await counts()).toEqual(before);
  });

  it('moves, cancels and restores a session: each a history row, the sequence rising, the session never deleted', async () => {
    const date = comingDay('Saturday', 7);
    const { id, sequence } = await slot(`core:${date}`);
    const url = (action: string) => `/api/v1/admin/sessions/${id}/${action}`;
    const moved = await post(admin, url('move'), { place: 'Field 3, Ranch Park' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().session).toMatchObject({ location: 'Field 3, Ranch Park', sequence: sequence + 1 });
    const later = await post(admin, url('move'), { start: '17:00', end: '18:00' });
    expect(later.json().session).toMatchObject({ startsAt: academyInstant(date, '17:00').toISOString(), sequence: sequence + 2 });
    expect((await post(admin, url('move'), { start: '17:00', end: '18:00' })).json().error.message).toBe(M.sameAsBefore);
    const cancelled = await post(admin, url('cancel'), { reason: 'field', note: 'The field is being re-seeded.' });
    expect(cancelled.json().session).toMatchObject({ status: 'cancelled', cancelReason: 'field', cancelNote: 'The field is being re-seeded.', sequence: sequence + 3 });
    // Twice, moving a cancelled one, restoring a scheduled one: 409 with the reason.
    expect((await post(admin, url('cancel'), { reason: 'weather' })).json().error.message).toBe(M.alreadyCancelled);
    expect((await post(admin, url('move'), { place: 'Elsewhere' })).json().error.message).toBe(M.cancelledCannotMove);
    const restored = await post(admin, url('restore'));
    expect(restored.json().session).toMatchObject({ status: 'scheduled', cancelReason: null, cancelNote: null, sequence: sequence + 4 });
    expect((await post(admin, url('restore'))).statusCode).toBe(409);

    const history = (await t.app.inject({ method: 'GET', url: url('history'), headers: as(admin) })).json();
    expect(history.changes.map((c: { change: string }) => c.change)).toEqual(['created', 'moved', 'moved', 'cancelled', 'restored']);
    expect(history.changes[0].by).toBeNull();
    expect(history.changes.slice(1).every((c: { by: string }) => c.by === 'Ana Admin')).toBe(true);
    expect(history.changes[1].detail).toMatchObject({ before: { location: formatAddress() }, after: { location: 'Field 3, Ranch Park' } });
    expect(history.changes[3].detail).toMatchObject({ reason: 'field', note: 'The field is being re-seeded.', after: { status: 'cancelled' } });
    expect(await t.ctx.db.selectFrom('training_sessions').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();
    const audit = await t.ctx.db.selectFrom('audit_log').select('action').where('target_id', '=', id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['session.moved', 'session.moved', 'session.cancelled', 'session.restored']);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/sessions/no-such/history', headers: as(admin) })).statusCode).toBe(404);
  });

  it('refuses to move, cancel or restore a session that has started (409), writing nothing', async () => {
    const id = timeOrderedId();
    const start = new Date(Date.now() - 3_600_000);
    await t.ctx.db
      .insertInto('training_sessions')
      .values({ id, group_id: 'core', slot_key: null, local_date: academyDate(start), starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 3_600_000).toISOString(), location: 'Field 2' })
      .execute();
    const before = await counts();
    for (const [action, payload] of [['move', { place: 'Field 1' }], ['cancel', { reason: 'weather' }], ['restore', {}]] as const) {
      const response = await post(admin, `/api/v1/admin/sessions/${id}/${action}`, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(M.started);
    }
    expect(await counts()).toEqual(before);
  });

  it('tells the session’s families of a cancellation once, live, by push and by e-mail, across two instances and through quiet hours', async () => {
    const date = comingDay('Sunday', 14);
    const { id } = await slot(`core:${date}`);
    // A Pro family has no athlete on a Core session; a family without a membership neither.
    const pro = await createFamily(t, 'sessions-admin-pro');
    await member(pro.userId, (await addTestAthlete(t, pro, 'Ivy Chen')).id, 'pro-monthly');
    await createFamily(t, 'sessions-admin-none');
    await t.ctx.db.insertInto('notification_preferences').values({ user_id: parent.userId, email: 1, push: 1 }).onConflict((oc) => oc.column('user_id').doUpdateSet({ push: 1 })).execute();
    await t.ctx.db.insertInto('push_subscriptions').values({ id: timeOrderedId(), user_id: parent.userId, endpoint: 'https://fcm.googleapis.com/fcm/send/admin-test', p256dh: 'k'.repeat(87), auth: 'a'.repeat(22) }).execute();
    const heard: string[] = [];
    const unsubscribe = t.ctx.events.subscribe(parent.userId, (event) => heard.push(event.type));

    // 10 PM the evening before: quiet hours.
    const night = academyInstant(addDays(date, -1), '22:00');
    const adminUser = { id: admin.userId, email: admin.email };
    const session = await cancelSession(t.ctx, adminUser, id, { reason: 'weather', note: 'Lightning <b>forecast</b>.' }, night);
    expect(session.status).toBe('cancelled');
    const change = await t.ctx.db.selectFrom('training_session_changes').select(['id', 'notified_at']).where('session_id', '=', id).where('change', '=', 'cancelled').executeTakeFirstOrThrow();
    expect(change.notified_at).not.toBeNull();
    const notices = () => t.ctx.db.selectFrom('notifications').select(['family_id', 'is_urgent', 'title']).where('kind', '=', 'session').where('source_id', '=', change.id).execute();
    const mails = () => t.ctx.db.selectFrom('outbox').select(['to_address', 'subject', 'text_body', 'html_body']).where('kind', '=', 'session-change').where('text_body', 'like', '%Lightning%').execute();
    expect(await notices()).toEqual([expect.objectContaining({ family_id: parent.userId, is_urgent: 1 })]);
    const [mail] = await mails();
    expect(mail!.to_address).toBe(parent.email);
    expect(mail!.subject).toContain('Cancelled: Core training');
    expect(mail!.text_body).toContain('Reason: Weather. Lightning <b>forecast</b>.');
    expect(mail!.text_body).toContain('4:00–5:00 PM at');
    expect(mail!.text_body).toContain(formatAddress());
    expect(mail!.html_body).toContain('Lightning &lt;b&gt;forecast&lt;/b&gt;.');
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toContain('sessions');
    unsubscribe();

    // The sends again, from both instances at once and from the sweep: nothing more.
    const [one, two] = racers();
    expect(await Promise.all([sendChangeNotice(one!, change.id, night), sendChangeNotice(two!, change.id, night), sendPendingChangeNotices(two!, night)])).toEqual([0, 0, 0]);
    expect(await sendChangeNotice(second.ctx, change.id, night)).toBe(0);
    // As if the instance had stopped between the commit and the send: the two instances and the sweep race; one sends.
    await t.ctx.db.updateTable('training_session_changes').set({ notified_at: null }).where('id', '=', change.id).execute();
    await t.ctx.db.deleteFrom('notifications').where('kind', '=', 'session').where('source_id', '=', change.id).execute();
    await t.ctx.db.deleteFrom('outbox').where('kind', '=', 'session-change').where('to_address', '=', parent.email).execute();
    const sent = await Promise.all([sendChangeNotice(one!, change.id, night), sendChangeNotice(two!, change.id, night), sendPendingChangeNotices(two!, night)]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sendPendingChangeNotices(second.ctx, night)).toBe(0);
    expect(await notices()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);

    // Both instances' push jobs at 10 PM: the urgent notice is pushed once, quiet hours or not.
    const pushed: string[] = [];
    const sender = async (_s: unknown, payload: { tag: string }) => {
      pushed.push(payload.tag);
      return { statusCode: 201 };
    };
    await Promise.all(racers().map((ctx) => runPushNotifications(ctx, night, sender)));
    await runPushNotifications(second.ctx, night, sender);
    expect(pushed.filter((tag) => tag === `session-${change.id}`)).toHaveLength(1);
  });

  it('reminds only the families who asked, of tomorrow’s sessions they are coming to, once, and never in quiet hours', async () => {
    const saturday = comingDay('Saturday', 21);
    const friday = addDays(saturday, -1);
    const family = async (name: string, athlete: string, plan: 'core-monthly' | 'pro-monthly', wantsReminder: boolean) => {
      const f = await createFamily(t, name);
      const a = await addTestAthlete(t, f, athlete);
      await member(f.userId, a.id, plan);
      if (wantsReminder) await t.app.inject({ method: 'PUT', url: '/api/v1/notifications/preferences', headers: as(f), payload: { email: true, push: false, sessionReminder: true } });
      return { ...f, athleteId: a.id };
    };
    const asked = await family('reminder-asked', 'Sam Lee', 'core-monthly', true);
    const silent = await family('reminder-silent', 'Max Roe', 'core-monthly', false);
    const away = await family('reminder-away', 'Zoe Kim', 'core-monthly', true);
    const cancelledPro = await family('reminder-pro', 'Ada Fox', 'pro-monthly', true);
    const core = await slot(`core:${saturday}`);
    const proSession = await slot(`pro:${saturday}`);
    await t.ctx.db.insertInto('session_absences').values({ session_id: core.id, athlete_id: away.athleteId, reason: 'travel', note: null }).execute();
    await t.ctx.db.updateTable('training_sessions').set({ status: 'cancelled', cancel_reason: 'field' }).where('id', '=', proSession.id).execute();
    // The default is off; the choice reads back.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/notifications/preferences', headers: as(silent) })).json().preferences).toEqual({ email: true, push: false, sessionReminder: false, streakReminder: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/notifications/preferences', headers: as(asked) })).json().preferences.sessionReminder).toBe(true);

    // 9 PM the evening before: quiet hours, nothing.
    expect(await sendSessionReminders(t.ctx, academyInstant(friday, '21:00'))).toBe(0);
    const six = academyInstant(friday, '18:00');
    const runs = await Promise.all([...racers(), t.ctx].map((ctx) => sendSessionReminders(ctx, six)));
    expect(await sendSessionReminders(second.ctx, academyInstant(friday, '18:30'))).toBe(0);
    const reminders = await t.ctx.db.selectFrom('notifications').select(['family_id', 'is_urgent', 'body']).where('kind', '=', 'session-reminder').where('source_id', '=', `reminder:${saturday}`).execute();
    expect(reminders.map((r) => r.family_id)).toEqual([asked.userId]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(reminders[0]).toMatchObject({ is_urgent: 0 });
    expect(reminders[0]!.body).toContain('Sam: Core training');
    const mails = await t.ctx.db.selectFrom('outbox').select(['to_address', 'text_body']).where('kind', '=', 'session-reminder').execute();
    expect(mails.map((m) => m.to_address)).toEqual([asked.email]);
    expect(mails[0]!.text_body).toContain('4:00–5:00 PM');
    expect([silent, away, cancelledPro].some((f) => reminders.some((r) => r.family_id === f.userId))).toBe(false);
  });
});
