import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES } from '#shared/validation/application-inbox';
import { ATHLETE_BIRTH_YEAR_MESSAGE } from '#shared/validation/athletes';
import { declineMessage, INVITATION_MESSAGES, isAgeEligible } from '#shared/validation/invitations';
import { grantRole } from '#server/features/admin/service';
import { addTestAthlete, as, cookieHeader, confirmationPath, createFamily, ORIGIN, signUp, type TestFamily, uniqueEmail } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { TEST_CARD } from '#server/testing/memberships';
import { snapshot } from '#server/testing/tables';
import { inviteFromCommandLine } from './service';

const form = {
  playerName: 'Leo Martinez',
  playerAge: 11,
  parentName: 'Ana Martinez',
  experience: 'intermediate',
  commitment: 'full',
  phone: '(858) 555-0100',
  message: 'Leo plays Flight 2.',
};

describe.each(testDialects())('admissions on %s', (dialect) => {
  let t: TestApp;
  let admin: TestFamily;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await createFamily(t, 'adm-admin');
    await grantRole(t.ctx.db, admin.email, 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.ctx.db.deleteFrom('rate_limits').execute();
    await t.ctx.db.deleteFrom('throttles').execute();
  });

  const call = (who: TestFamily, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: as(who), ...(payload !== undefined ? { payload: payload as object } : {}) });

  /** A family that signed up on its own: no invitation yet. */
  const stranger = (prefix: string) => createFamily(t, prefix, { isAdmitted: false });

  async function inviteByAdmin(email: string): Promise<{ id: string; code: string }> {
    const res = await call(admin, 'POST', '/api/v1/admin/invitations', { email });
    expect(res.statusCode, res.body).toBe(201);
    const link = new URL(res.json().link as string);
    return { id: res.json().invitation.id as string, code: link.searchParams.get('invite')! };
  }

  async function checkout(f: TestFamily) {
    return call(f, 'POST', '/api/v1/membership/checkout', { membershipTypeId: 'core-monthly' });
  }

  async function buy(f: TestFamily) {
    const started = await checkout(f);
    expect(started.statusCode, started.body).toBe(200);
    const sessionId = (started.json().url as string).split('/').pop()!;
    return call(f, 'POST', `/api/v1/payments/test-checkout/${sessionId}/pay`, TEST_CARD);
  }

  /** Only the named tables' rows (a request's rate-limit row is not what these tests are about). */
  async function rowsOf(names: string[]) {
    const all = await snapshot(t.ctx.db);
    return Object.fromEntries(names.map((name) => [name, all[name]]));
  }

  const invitationsOf = (email: string) => t.ctx.db.selectFrom('invitations').selectAll().where('email', '=', email).execute();

  it('refuses a membership to a family without an invitation, with a 403 and nothing written', async () => {
    const family = await stranger('adm-none');
    await addTestAthlete(t, family);
    const before = await rowsOf(['checkouts', 'memberships', 'payments', 'billing_events', 'billing_customers']);
    const res = await checkout(family);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'NOT_INVITED', message: INVITATION_MESSAGES.notInvited });
    expect(await rowsOf(['checkouts', 'memberships', 'payments', 'billing_events', 'billing_customers'])).toEqual(before);
    const view = await call(family, 'GET', '/api/v1/membership');
    expect(view.json().mayBuy).toBe(false);
  });

  it('lets an address invited after sign-up buy at once; the purchase uses the invitation, once', async () => {
    const family = await stranger('adm-later');
    await addTestAthlete(t, family);
    expect((await checkout(family)).statusCode).toBe(403);
    const { code } = await inviteByAdmin(family.email.toUpperCase());
    expect((await call(family, 'GET', '/api/v1/membership')).json().mayBuy).toBe(true);
    const check = await call(family, 'POST', '/api/v1/invitations/check', { code });
    expect(check.statusCode, check.body).toBe(200);

    const paid = await buy(family);
    expect(paid.statusCode, paid.body).toBe(200);
    const [invitation] = await invitationsOf(family.email);
    expect(invitation!.used_by).toBe(family.userId);
    expect(invitation!.used_at).not.toBeNull();

    // Admitted now: a second athlete's membership needs no new invitation.
    const second = await addTestAthlete(t, family, 'Mia Martinez', '2016-02-01');
    const more = await call(family, 'POST', '/api/v1/membership/checkout', { membershipTypeId: 'core-monthly', athleteId: second.id });
    expect(more.statusCode, more.body).toBe(200);
    // The used link still reads for its own family, and says so to anyone else.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/invitations/${code}` })).json()).toEqual({ email: family.email, status: 'used' });
  });

  it('works only for its own address: a foreign or reused code is refused with a clear error', async () => {
    const invited = await stranger('adm-owner');
    const other = await stranger('adm-other');
    const { code } = await inviteByAdmin(invited.email);
    const foreign = await call(other, 'POST', '/api/v1/invitations/check', { code });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toEqual({ code: 'FORBIDDEN', message: INVITATION_MESSAGES.foreignEmail });
    await addTestAthlete(t, other);
    expect((await checkout(other)).statusCode).toBe(403);

    // Used by its family, whose account then goes: a new account with the address is not admitted by it.
    await addTestAthlete(t, invited);
    expect((await buy(invited)).statusCode).toBe(200);
    await t.ctx.db.updateTable('invitations').set({ used_by: null }).where('email', '=', invited.email).execute();
    await t.ctx.db.deleteFrom('memberships').where('user_id', '=', invited.userId).execute();
    const reused = await call(invited, 'POST', '/api/v1/invitations/check', { code });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toEqual({ code: 'CONFLICT', message: INVITATION_MESSAGES.used });
    expect((await checkout(invited)).statusCode).toBe(403);

    const unknown = await call(other, 'POST', '/api/v1/invitations/check', { code: 'A'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(INVITATION_MESSAGES.notFound);
  });

  it('refuses bad input to the invitation routes with a clear error and writes nothing', async () => {
    const family = await stranger('adm-bad');
    const before = await rowsOf(['invitations', 'outbox', 'audit_log']);
    for (const payload of [{ email: 'x'.repeat(5000) + '@example.com' }, { email: 'ana\u0000@example.com' }, { email: 'not an address' }, {}]) {
      const res = await call(admin, 'POST', '/api/v1/admin/invitations', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.json().error.message.length).toBeGreaterThan(5);
    }
    for (const code of ['x'.repeat(5000), 'abc\u0000def', '']) {
      const res = await call(family, 'POST', '/api/v1/invitations/check', { code });
      expect(res.statusCode).toBe(400);
    }
    // A 5,000-character code never matches the route (its parameter is capped): not found.
    expect([400, 404]).toContain((await t.app.inject({ method: 'GET', url: `/api/v1/invitations/${'x'.repeat(5000)}` })).statusCode);
    expect((await call(admin, 'POST', '/api/v1/admin/invitations/no-such-id/revoke')).statusCode).toBe(404);
    expect(await rowsOf(['invitations', 'outbox', 'audit_log'])).toEqual(before);
    // Staff only: a parent and a coach are refused.
    const coach = await stranger('adm-coach');
    await grantRole(t.ctx.db, coach.email, 'coach');
    for (const who of [family, coach]) expect((await call(who, 'POST', '/api/v1/admin/invitations', { email: 'a@example.com' })).statusCode).toBe(403);
  });

  it('uses the invitation once when 20 purchases run at once: one membership, one claim', async () => {
    const family = await stranger('adm-burst');
    await addTestAthlete(t, family);
    await inviteByAdmin(family.email);
    const sessions: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      // Twenty checkouts are more than a family's hourly limit: the limit is not what is tested here.
      await t.ctx.db.deleteFrom('throttles').execute();
      const started = await checkout(family);
      expect(started.statusCode, started.body).toBe(200);
      sessions.push((started.json().url as string).split('/').pop()!);
    }
    const results = await Promise.all(sessions.map((s) => call(family, 'POST', `/api/v1/payments/test-checkout/${s}/pay`, TEST_CARD)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await t.ctx.db.selectFrom('memberships').select('id').where('user_id', '=', family.userId).execute()).toHaveLength(1);
    const used = (await invitationsOf(family.email)).filter((i) => i.used_at);
    expect(used).toHaveLength(1);
    expect(used[0]!.used_by).toBe(family.userId);
  });

  it('lets the family whose invitation was withdrawn before paying pay nothing', async () => {
    const family = await stranger('adm-revoke');
    await addTestAthlete(t, family);
    const { id } = await inviteByAdmin(family.email);
    const started = await checkout(family);
    expect(started.statusCode).toBe(200);
    const revoked = await call(admin, 'POST', `/api/v1/admin/invitations/${id}/revoke`);
    expect(revoked.json().status).toBe('revoked');
    expect((await call(admin, 'POST', `/api/v1/admin/invitations/${id}/revoke`)).statusCode).toBe(409);
    const sessionId = (started.json().url as string).split('/').pop()!;
    const paid = await call(family, 'POST', `/api/v1/payments/test-checkout/${sessionId}/pay`, TEST_CARD);
    expect(paid.statusCode).toBe(403);
    expect(await t.ctx.db.selectFrom('memberships').select('id').where('user_id', '=', family.userId).execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('payments').select('id').where('user_id', '=', family.userId).execute()).toEqual([]);
    const listed = await call(admin, 'GET', '/api/v1/admin/invitations?limit=100');
    expect(listed.json().invitations.find((i: { id: string }) => i.id === id)).toMatchObject({ email: family.email, status: 'revoked', issuedVia: 'admin' });
  });

  it('accepts an application into an invitation the applicant can sign up and pay with; the birth-year rule is checked first', async () => {
    const email = uniqueEmail('adm-applicant');
    const applied = await t.app.inject({ method: 'POST', url: '/api/v1/applications', headers: { origin: ORIGIN }, remoteAddress: '203.0.113.90', payload: { ...form, email } });
    expect(applied.statusCode).toBe(201);
    const accepted = await call(admin, 'POST', `/api/v1/admin/applications/${applied.json().id}/invite`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    const mail = await t.ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', email).where('kind', '=', 'application-invitation').executeTakeFirstOrThrow();
    const code = new URL((JSON.parse(mail.links) as { url: string }[])[0]!.url).searchParams.get('invite')!;
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/invitations/${code}` })).json()).toEqual({ email, status: 'open' });
    const [row] = await invitationsOf(email);
    expect(row).toMatchObject({ application_id: applied.json().id, issued_via: 'application', issued_by: admin.userId });
    expect(row!.code_hash).not.toContain(code);

    // Sign-up stays open; the invited address then buys.
    expect((await signUp(t, email)).statusCode).toBe(200);
    const confirmed = await t.app.inject({ method: 'GET', url: await confirmationPath(t, email) });
    const user = await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const family = { email, userId: user.id, cookie: cookieHeader(confirmed) };
    await addTestAthlete(t, family);
    expect((await buy(family)).statusCode).toBe(200);

    // Age 16 on the application: no birth year of 2014-2017 fits; refused, nothing written.
    const older = await t.app.inject({ method: 'POST', url: '/api/v1/applications', headers: { origin: ORIGIN }, remoteAddress: '203.0.113.91', payload: { ...form, playerAge: 16, email: uniqueEmail('adm-older') } });
    const before = await rowsOf(['invitations', 'outbox', 'audit_log', 'applications']);
    const refused = await call(admin, 'POST', `/api/v1/admin/applications/${older.json().id}/invite`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({ code: 'ATHLETE_BIRTH_YEAR', message: ATHLETE_BIRTH_YEAR_MESSAGE });
    expect(await rowsOf(['invitations', 'outbox', 'audit_log', 'applications'])).toEqual(before);
  });

  it('replies from a template and declines with the fixed message, once', async () => {
    const email = uniqueEmail('adm-decline');
    const applied = await t.app.inject({ method: 'POST', url: '/api/v1/applications', headers: { origin: ORIGIN }, remoteAddress: '203.0.113.92', payload: { ...form, email } });
    const id = applied.json().id as string;
    const replied = await call(admin, 'POST', `/api/v1/admin/applications/${id}/reply`, { message: 'When can we call?' });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().status).toBe('contacted');
    for (const message of ['', 'x'.repeat(5000), 'a\u0000b']) expect((await call(admin, 'POST', `/api/v1/admin/applications/${id}/reply`, { message })).statusCode).toBe(400);

    const declined = await Promise.all([call(admin, 'POST', `/api/v1/admin/applications/${id}/decline`), call(admin, 'POST', `/api/v1/admin/applications/${id}/decline`)]);
    expect(declined.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(declined.find((r) => r.statusCode === 409)!.json().error.message).toBe(APPLICATION_MESSAGES.alreadyDeclined);
    const mails = await t.ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', email).where('kind', '=', 'application-reply').orderBy('created_at').execute();
    expect(mails).toHaveLength(2);
    expect(mails.some((m) => m.text_body.includes(declineMessage({ parentName: 'Ana Martinez', playerName: 'Leo Martinez' })))).toBe(true);
    const row = await t.ctx.db.selectFrom('applications').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('declined');
  });

  it('issues an invitation from the operator command and prints the link', async () => {
    const email = uniqueEmail('adm-cli');
    const line = await inviteFromCommandLine({ db: t.ctx.db, config: { appUrl: 'https://academy.example' }, mail: t.ctx.mail }, email.toUpperCase());
    const code = /^Invited (\S+): https:\/\/academy\.example\/join\?invite=([A-Za-z0-9_-]{43}) \(valid 30 days\)\.$/.exec(line);
    expect(code?.[1]).toBe(email);
    const invited = await stranger('adm-cli-later');
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/invitations/${code![2]}` })).json()).toEqual({ email, status: 'open' });
    expect((await call(invited, 'POST', '/api/v1/invitations/check', { code: code![2] })).statusCode).toBe(403);
    await expect(inviteFromCommandLine({ db: t.ctx.db, config: { appUrl: 'https://academy.example' }, mail: t.ctx.mail }, 'nobody')).rejects.toThrow('Please enter a valid email address.');

    // The command itself, as the operator runs it (SQLite: a file the process can open).
    if (t.ctx.config.database.dialect !== 'sqlite') return;
    const output = execFileSync('node', ['--import', 'tsx', 'scripts/admin.ts', 'invite', email], {
      env: { ...process.env, DATABASE_URL: `file:${t.ctx.config.database.filename}`, APP_URL: 'https://academy.example', NODE_ENV: 'test' },
      encoding: 'utf8',
    });
    expect(output).toMatch(/Invited \S+: https:\/\/academy\.example\/join\?invite=[A-Za-z0-9_-]{43} \(valid 30 days\)\./);
    expect((await invitationsOf(email)).map((i) => i.issued_via)).toEqual(['operator', 'operator']);
  }, 30_000);
});

describe('the birth-year rule at the invitation', () => {
  it('refuses an age only when no birth year it allows is 2014-2017', () => {
    const day = new Date('2026-12-03T18:00:00Z');
    expect([8, 9, 10, 11, 12].every((age) => isAgeEligible(age, day))).toBe(true);
    expect([13, 14, 17].some((age) => isAgeEligible(age, day))).toBe(false);
  });
});
