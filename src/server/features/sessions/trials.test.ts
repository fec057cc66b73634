/**
 * Trial sessions booked from an application (issue 39, point 2; decision 084): the sessions offered,
 * booking with the invitation or added to it, the e-mails, the coach's guest row and its mark, the
 * refusals, and cancellation (by an admin or with the session) e-mailed once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { academyDate } from '#shared/progress/time';
import { describeSessionTime } from '#shared/validation/session-admin';
import { TRIAL_MESSAGES } from '#shared/validation/trials';
import { APPLICATION_MESSAGES } from '#shared/validation/application-inbox';
import { ATHLETE_BIRTH_YEAR_MESSAGE } from '#shared/validation/athletes';
import { grantRole } from '#server/features/admin/service';
import { addTestAthlete, as, createFamily, ORIGIN, type TestFamily, uniqueEmail } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { addTestSession } from '#server/testing/sessions';
import { snapshot } from '#server/testing/tables';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const form = {
  playerName: 'Leo Martinez',
  playerAge: 11,
  parentName: 'Ana Martinez',
  experience: 'intermediate',
  commitment: 'full',
  phone: '(858) 555-0100',
  message: 'Leo plays Flight 2.',
};

type Trial = { id: string; status: string; guestName: string; cancelCause: string | null; attendance: string | null; session: { id: string } };

describe.each(testDialects())('trial sessions from applications, on %s', (dialect) => {
  let t: TestApp;
  let admin: TestFamily;
  let coach: TestFamily;
  let parent: TestFamily;
  let applicants = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await createFamily(t, 'trial-admin');
    coach = await createFamily(t, 'trial-coach');
    parent = await createFamily(t, 'trial-parent');
    await grantRole(t.ctx.db, admin.email, 'admin');
    await grantRole(t.ctx.db, coach.email, 'coach');
    // A split takes 2016-2017: a child of 11 (born 2014 or 2015) stays with Core's own group.
    await t.ctx.db.insertInto('training_groups').values({ id: 'trial-young', tier: 'core', birth_years: '2016,2017', label: 'Core 2016–2017', created_at: new Date().toISOString() }).execute();
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.ctx.db.deleteFrom('rate_limits').execute();
  });

  const call = (who: TestFamily, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: as(who), ...(payload !== undefined ? { payload: payload as object } : {}) });

  async function apply(overrides: Partial<typeof form> = {}): Promise<{ id: string; email: string }> {
    applicants += 1;
    const email = uniqueEmail('trial-applicant');
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/applications', headers: { origin: ORIGIN }, remoteAddress: `203.0.113.${applicants}`, payload: { ...form, ...overrides, email } });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().id as string, email };
  }

  const book = (applicationId: string, sessionId: string, who = admin) => call(who, 'POST', `/api/v1/admin/applications/${applicationId}/trial`, { sessionId });
  const mailsTo = (email: string, kind?: string) => {
    const query = t.ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', email);
    return (kind ? query.where('kind', '=', kind) : query).orderBy('created_at').execute();
  };
  const auditOf = (applicationId: string) => t.ctx.db.selectFrom('audit_log').select(['action', 'summary']).where('target_id', '=', applicationId).orderBy('id').execute();
  async function rowsOf(names: string[]) {
    const all = await snapshot(t.ctx.db);
    return Object.fromEntries(names.map((name) => [name, all[name]]));
  }
  const WRITES = ['session_trials', 'invitations', 'outbox', 'audit_log', 'applications', 'session_attendance'];

  it('offers the coming scheduled sessions of the child’s Core group only', async () => {
    const { id } = await apply();
    const coming = await addTestSession(t, new Date(Date.now() + 3 * DAY));
    const cancelled = await addTestSession(t, new Date(Date.now() + 4 * DAY), { isCancelled: true });
    const past = await addTestSession(t, new Date(Date.now() - HOUR));
    const later = await addTestSession(t, new Date(Date.now() + 30 * DAY));
    const young = await addTestSession(t, new Date(Date.now() + 3 * DAY), { groupId: 'trial-young' });
    const pro = await addTestSession(t, new Date(Date.now() + 3 * DAY), { groupId: 'pro' });
    const res = await call(admin, 'GET', `/api/v1/admin/applications/${id}/trial-sessions`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { birthYears: number[]; groups: string[]; sessions: { id: string }[] };
    expect(body.birthYears).toEqual([2014, 2015]);
    expect(body.groups).toEqual(['Core']);
    const ids = body.sessions.map((s) => s.id);
    expect(ids).toContain(coming);
    for (const other of [cancelled, past, later, young, pro]) expect(ids).not.toContain(other);
  });

  it('books a trial with the invitation in one action; the e-mail names the day, time and place', async () => {
    const { id, email } = await apply();
    const sessionId = await addTestSession(t, new Date(Date.now() + 2 * DAY));
    const res = await book(id, sessionId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().application).toMatchObject({ id, status: 'invited' });
    expect(res.json().trial).toMatchObject({ applicationId: id, guestName: 'Leo M.', status: 'booked', attendance: null, session: { id: sessionId } });

    const [invitation] = await t.ctx.db.selectFrom('invitations').selectAll().where('email', '=', email).execute();
    expect(invitation).toMatchObject({ application_id: id, trial_session_id: sessionId });
    const [mail, ...more] = await mailsTo(email, 'application-invitation');
    expect(more).toEqual([]);
    const session = await t.ctx.db.selectFrom('training_sessions').selectAll().where('id', '=', sessionId).executeTakeFirstOrThrow();
    const when = describeSessionTime({ date: session.local_date, startsAt: new Date(session.starts_at).toISOString(), endsAt: new Date(session.ends_at).toISOString() });
    expect(mail!.text_body).toContain(`We have also booked a trial session for Leo Martinez: Core training on ${when} at Test field.`);
    expect(mail!.text_body).toMatch(/\d{1,2}:\d{2}( (AM|PM))?–\d{1,2}:\d{2} (AM|PM)/);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['application.invited', 'trial.booked']);
    // The log keeps no names: it outlives the application.
    expect(JSON.stringify(await auditOf(id))).not.toContain('Leo');
  });

  it('adds a trial to an application already invited: the e-mail says the invitation stands, no new link', async () => {
    const { id, email } = await apply();
    expect((await call(admin, 'POST', `/api/v1/admin/applications/${id}/invite`, {})).statusCode).toBe(200);
    const sessionId = await addTestSession(t, new Date(Date.now() + 5 * DAY));
    const res = await book(id, sessionId);
    expect(res.statusCode, res.body).toBe(200);
    const invitations = await t.ctx.db.selectFrom('invitations').selectAll().where('email', '=', email).execute();
    expect(invitations).toHaveLength(1);
    expect(invitations[0]).toMatchObject({ trial_session_id: sessionId, revoked_at: null });
    expect(await mailsTo(email, 'application-invitation')).toHaveLength(1);
    const [mail, ...more] = await mailsTo(email, 'trial-session');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('A trial session at Bravo Academy for Leo Martinez');
    expect(mail!.text_body).toContain('We have booked a trial session for Leo Martinez: Core training on');
    expect(mail!.text_body).toContain('The invitation we sent you on');
    expect(mail!.text_body).toContain('still works until');
    expect(JSON.parse(mail!.links)).toEqual([]);
  });

  it('shows the coach a guest row, first name and initial, marked apart from attendance; no family sees it', async () => {
    const { id, email } = await apply();
    const sessionId = await addTestSession(t, new Date(Date.now() + 2 * HOUR));
    // A member of the same group, to prove the guest is kept off the families' side.
    const athlete = await addTestAthlete(t, parent, 'Noa Chen', '2015-05-05');
    await t.ctx.db
      .insertInto('memberships')
      .values({ id: `trial-m-${athlete.id}`, user_id: parent.userId, athlete_id: athlete.id, membership_type_id: 'core-monthly', status: 'active', sessions_remaining: 12, current_period_start: new Date(Date.now() - 10 * DAY).toISOString(), current_period_end: new Date(Date.now() + 20 * DAY).toISOString(), provider: 'test' })
      .execute();
    const trial = (await book(id, sessionId)).json().trial as Trial;
    const sheetUrl = `/api/v1/staff/sessions/${sessionId}/attendance`;

    const sheet = await call(coach, 'GET', sheetUrl);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.json().guests).toEqual([{ trialId: trial.id, name: 'Leo M.', status: null, isMarked: false, isCancelled: false }]);
    expect(sheet.json().roster.map((e: { name: string }) => e.name)).toEqual(['Noa Chen']);
    expect(sheet.body).not.toContain('Martinez');
    expect(sheet.body).not.toContain(email);

    const xpBefore = await t.ctx.db.selectFrom('xp_transactions').select('id').execute();
    const membershipsBefore = await t.ctx.db.selectFrom('memberships').selectAll().execute();
    for (const status of ['absent', 'present']) {
      const marked = await call(coach, 'PUT', `/api/v1/staff/sessions/${sessionId}/trials/${trial.id}/attendance`, { status });
      expect(marked.statusCode, marked.body).toBe(200);
      expect(marked.json().guest).toEqual({ trialId: trial.id, name: 'Leo M.', status, isMarked: true, isCancelled: false });
    }
    expect((await call(coach, 'GET', sheetUrl)).json().guests[0].status).toBe('present');
    expect(await t.ctx.db.selectFrom('session_attendance').selectAll().where('session_id', '=', sessionId).execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('xp_transactions').select('id').execute()).toEqual(xpBefore);
    expect(await t.ctx.db.selectFrom('memberships').selectAll().execute()).toEqual(membershipsBefore);
    const trials = await call(admin, 'GET', `/api/v1/admin/trials?applicationIds=${id}`);
    expect(trials.json().trials).toMatchObject([{ id: trial.id, attendance: 'present' }]);

    // The families' side: the schedule of a member of the same session never names the guest.
    const schedule = await call(parent, 'GET', `/api/v1/sessions?from=${academyDate(new Date())}&days=2`);
    expect(schedule.statusCode).toBe(200);
    expect(schedule.body).toContain(sessionId);
    expect(schedule.body).not.toContain('Leo');
    // A parent cannot reach the sheet nor mark the guest; another session's trial is not on this sheet.
    expect((await call(parent, 'GET', sheetUrl)).statusCode).toBe(403);
    expect((await call(parent, 'PUT', `/api/v1/staff/sessions/${sessionId}/trials/${trial.id}/attendance`, { status: 'absent' })).statusCode).toBe(403);
    const elsewhere = await addTestSession(t, new Date(Date.now() + 3 * HOUR));
    const wrong = await call(coach, 'PUT', `/api/v1/staff/sessions/${elsewhere}/trials/${trial.id}/attendance`, { status: 'absent' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.message).toBe(TRIAL_MESSAGES.notOnSession);
  });

  it('refuses a booking on the wrong group, a cancelled, started or unknown session, or a second one, writing nothing', async () => {
    const { id } = await apply();
    const young = await addTestSession(t, new Date(Date.now() + 3 * DAY), { groupId: 'trial-young' });
    const pro = await addTestSession(t, new Date(Date.now() + 3 * DAY), { groupId: 'pro' });
    const cancelled = await addTestSession(t, new Date(Date.now() + 3 * DAY), { isCancelled: true });
    const started = await addTestSession(t, new Date(Date.now() - 10 * 60_000));
    const old = await apply({ playerAge: 16 });
    const before = await rowsOf(WRITES);
    const cases: [string, number, string][] = [
      [young, 400, TRIAL_MESSAGES.wrongGroup('2014–2015')],
      [pro, 400, TRIAL_MESSAGES.wrongGroup('2014–2015')],
      [cancelled, 409, TRIAL_MESSAGES.sessionCancelled],
      [started, 409, TRIAL_MESSAGES.notComing],
      ['no-such-session', 404, TRIAL_MESSAGES.noSession],
    ];
    for (const [sessionId, status, message] of cases) {
      const res = await book(id, sessionId);
      expect(res.statusCode, sessionId).toBe(status);
      expect(res.json().error.message).toBe(message);
    }
    for (const sessionId of ['x'.repeat(5000), 'abc\u0000def', '']) expect((await book(id, sessionId)).statusCode).toBe(400);
    expect((await book('no-such-application', young)).statusCode).toBe(404);
    const tooOld = await call(admin, 'GET', `/api/v1/admin/applications/${old.id}/trial-sessions`);
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json().error).toEqual({ code: 'ATHLETE_BIRTH_YEAR', message: ATHLETE_BIRTH_YEAR_MESSAGE });
    expect((await book(old.id, young)).json().error.code).toBe('ATHLETE_BIRTH_YEAR');
    expect(await rowsOf(WRITES)).toEqual(before);

    // A declined application takes no trial; one with a trial takes no second.
    const declined = await apply();
    expect((await call(admin, 'POST', `/api/v1/admin/applications/${declined.id}/decline`)).statusCode).toBe(200);
    const coming = await addTestSession(t, new Date(Date.now() + 3 * DAY));
    expect((await book(declined.id, coming)).json().error.message).toBe(TRIAL_MESSAGES.declined);
    expect((await book(id, coming)).statusCode).toBe(200);
    const second = await book(id, await addTestSession(t, new Date(Date.now() + 4 * DAY)));
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(TRIAL_MESSAGES.alreadyBooked);
  });

  it('books once when 20 identical bookings arrive together: one trial, one invitation, one e-mail', async () => {
    const { id, email } = await apply();
    const sessionId = await addTestSession(t, new Date(Date.now() + 6 * DAY));
    const results = await Promise.all(Array.from({ length: 20 }, () => book(id, sessionId)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) expect(r.statusCode, r.body).toBe(409);
    expect(await t.ctx.db.selectFrom('session_trials').select('id').where('application_id', '=', id).execute()).toHaveLength(1);
    expect(await t.ctx.db.selectFrom('invitations').select('id').where('email', '=', email).execute()).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(2); // the application's receipt and the invitation
  });

  it('cancels a trial once under 20 concurrent cancels: one e-mail, one audit row, the row shows it', async () => {
    const { id, email } = await apply();
    const sessionId = await addTestSession(t, new Date(Date.now() + 2 * HOUR));
    const trial = (await book(id, sessionId)).json().trial as Trial;
    const results = await Promise.all(Array.from({ length: 20 }, () => call(admin, 'POST', `/api/v1/admin/trials/${trial.id}/cancel`)));
    for (const r of results) {
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().trial).toMatchObject({ id: trial.id, status: 'cancelled', cancelCause: 'admin' });
    }
    const mails = await mailsTo(email, 'trial-session');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Trial session cancelled: Leo Martinez');
    expect(mails[0]!.text_body).toContain('We have cancelled Leo Martinez’s trial session: Core training on');
    expect((await auditOf(id)).filter((a) => a.action === 'trial.cancelled')).toHaveLength(1);
    expect((await t.ctx.db.selectFrom('invitations').select('trial_session_id').where('email', '=', email).executeTakeFirstOrThrow()).trial_session_id).toBeNull();
    const sheet = await call(coach, 'GET', `/api/v1/staff/sessions/${sessionId}/attendance`);
    expect(sheet.json().guests).toEqual([{ trialId: trial.id, name: 'Leo M.', status: null, isMarked: false, isCancelled: true }]);
    const mark = await call(coach, 'PUT', `/api/v1/staff/sessions/${sessionId}/trials/${trial.id}/attendance`, { status: 'present' });
    expect(mark.statusCode).toBe(409);
    expect(mark.json().error.message).toBe(TRIAL_MESSAGES.trialCancelled);
    // Cancelled, another can be booked.
    expect((await book(id, await addTestSession(t, new Date(Date.now() + 3 * DAY)))).statusCode).toBe(200);
  });

  it('cancels the trial with its session, telling the applicant once; a move tells them the new time', async () => {
    const { id, email } = await apply();
    const moving = await addTestSession(t, new Date(Date.now() + 8 * DAY));
    const trial = (await book(id, moving)).json().trial as Trial;
    const moved = await call(admin, 'POST', `/api/v1/admin/sessions/${moving}/move`, { place: 'Field 7' });
    expect(moved.statusCode, moved.body).toBe(200);
    const [moveMail] = await mailsTo(email, 'trial-session');
    expect(moveMail!.subject).toBe('Trial session moved: Leo Martinez');
    expect(moveMail!.text_body).toContain('at Test field.');
    expect(moveMail!.text_body).toContain('at Field 7.');

    const cancels = await Promise.all(Array.from({ length: 5 }, () => call(admin, 'POST', `/api/v1/admin/sessions/${moving}/cancel`, { reason: 'weather', note: '' })));
    expect(cancels.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const mails = await mailsTo(email, 'trial-session');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text_body).toContain('is cancelled (Weather), so Leo Martinez’s trial session is cancelled too.');
    const trials = (await call(admin, 'GET', `/api/v1/admin/trials?applicationIds=${id},other`)).json().trials as Trial[];
    expect(trials).toMatchObject([{ id: trial.id, status: 'cancelled', cancelCause: 'session' }]);
    expect((await auditOf(id)).filter((a) => a.action === 'trial.cancelled')).toHaveLength(1);
    // Put back on, the session does not book the trial again, and tells the applicant nothing more.
    expect((await call(admin, 'POST', `/api/v1/admin/sessions/${moving}/restore`)).statusCode).toBe(200);
    expect(await mailsTo(email, 'trial-session')).toHaveLength(2);
    expect((await call(admin, 'POST', `/api/v1/admin/trials/${trial.id}/cancel`)).json().trial.status).toBe('cancelled');
    expect(await mailsTo(email, 'trial-session')).toHaveLength(2);
  });

  it('cancels a coming trial when its application is declined, in the same action', async () => {
    const { id, email } = await apply();
    const trial = (await book(id, await addTestSession(t, new Date(Date.now() + 3 * DAY)))).json().trial as Trial;
    const declined = await call(admin, 'POST', `/api/v1/admin/applications/${id}/decline`);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().status).toBe('declined');
    const trials = (await call(admin, 'GET', `/api/v1/admin/trials?applicationIds=${id}`)).json().trials as Trial[];
    expect(trials).toMatchObject([{ id: trial.id, status: 'cancelled', cancelCause: 'admin' }]);
    expect(await mailsTo(email, 'trial-session')).toHaveLength(1);
    expect(await mailsTo(email, 'application-reply')).toHaveLength(1);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['application.invited', 'trial.booked', 'application.declined', 'trial.cancelled']);
    // Declined twice: 409, and nothing more is sent.
    expect((await call(admin, 'POST', `/api/v1/admin/applications/${id}/decline`)).statusCode).toBe(409);
    expect(await mailsTo(email)).toHaveLength(4); // receipt, invitation, decline, trial cancelled
  });

  it('is for admins: parents and coaches get 403, a foreign Origin 403, and nothing is written', async () => {
    const { id } = await apply();
    const sessionId = await addTestSession(t, new Date(Date.now() + 3 * DAY));
    const booked = await apply();
    const trial = (await book(booked.id, sessionId)).json().trial as Trial;
    const before = await rowsOf(WRITES);
    for (const who of [parent, coach]) {
      expect((await call(who, 'GET', `/api/v1/admin/applications/${id}/trial-sessions`)).statusCode).toBe(403);
      expect((await book(id, sessionId, who)).statusCode).toBe(403);
      expect((await call(who, 'GET', `/api/v1/admin/trials?applicationIds=${booked.id}`)).statusCode).toBe(403);
      expect((await call(who, 'POST', `/api/v1/admin/trials/${trial.id}/cancel`)).statusCode).toBe(403);
    }
    const foreign = { cookie: admin.cookie, origin: 'https://evil.example' };
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/admin/applications/${id}/trial`, headers: foreign, payload: { sessionId } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/admin/trials/${trial.id}/cancel`, headers: foreign })).statusCode).toBe(403);
    expect(await rowsOf(WRITES)).toEqual(before);
    expect((await call(admin, 'GET', `/api/v1/admin/applications/no-such/trial-sessions`)).json().error.message).toBe(APPLICATION_MESSAGES.notFound);
    expect((await call(admin, 'GET', `/api/v1/admin/trials?applicationIds=${Array.from({ length: 101 }, (_, i) => `a${i}`).join(',')}`)).statusCode).toBe(400);
  });
});
