import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialects } from '../testing/harness';
import {
  ORIGIN,
  TEST_PASSWORD,
  as,
  confirmationPath,
  cookieHeader,
  createFamily,
  forgedCookie,
  signIn,
  signUp,
  uniqueEmail,
} from '../testing/families';

describe.each(testDialects())('accounts and sign-in on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs up, mails a confirmation link that returns to /profile-setup, then signs in', async () => {
    const email = uniqueEmail();
    const response = await signUp(t, `  ${email.toUpperCase()} `, TEST_PASSWORD, '  Ana Martinez ');
    expect(response.statusCode).toBe(200);
    expect(response.cookies.filter((c) => c.name.includes('session_token'))).toEqual([]);

    const user = await t.ctx.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.name).toBe('Ana Martinez');
    expect(user.role).toBe('parent');
    expect(Boolean(user.email_verified)).toBe(false);
    const account = await t.ctx.db.selectFrom('accounts').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(account.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const mails = await t.ctx.db.selectFrom('outbox').selectAll().where('to_address', '=', email).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('email-verification');

    const unverified = await signIn(t, email);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().error).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Please check your email and click the confirmation link before signing in.',
    });

    const confirm = await t.app.inject({ method: 'GET', url: await confirmationPath(t, email) });
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe('/profile-setup');

    const signedIn = await signIn(t, email);
    expect(signedIn.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: cookieHeader(signedIn) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { email, role: 'parent' }, profile: null, athletes: [], isSetupComplete: false });
    const sessionCookie = signedIn.cookies.find((c) => c.name === 'bravo.session_token');
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('refuses a wrong password with the spec message', async () => {
    const family = await createFamily(t);
    const response = await signIn(t, family.email, 'Wrong2026!Pass');
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'The email or password you entered is incorrect.',
    });
  });

  it('enforces the password policy on the server', async () => {
    const cases: [string, string][] = [
      ['Ab1!', 'Password must be at least 8 characters long.'],
      ['alllowercase1!', 'Password must include an uppercase letter.'],
      ['Password#123', 'Password may only contain letters, numbers and these special characters: @$!%*?&'],
      ['Password', 'Password must include a number and a special character (@$!%*?&).'],
    ];
    for (const [password, message] of cases) {
      const response = await signUp(t, uniqueEmail(), password);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.password).toBe(message);
    }
  });

  it('rejects an invalid e-mail with the spec message', async () => {
    const response = await signUp(t, 'not an email');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.email).toBe('Please enter a valid email address.');
  });

  it('says Account Exists for a taken address and creates nothing', async () => {
    const family = await createFamily(t);
    const response = await signUp(t, family.email.toUpperCase());
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'ACCOUNT_EXISTS',
      message: 'An account with this email already exists. Please sign in instead.',
    });
    const users = await t.ctx.db.selectFrom('users').select('id').where('email', '=', family.email).execute();
    expect(users).toHaveLength(1);
  });

  it('ignores a role sent at sign-up', async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN },
      payload: { email, password: TEST_PASSWORD, name: 'Sneaky', role: 'admin' },
    });
    expect(response.statusCode).toBe(200);
    const user = await t.ctx.db.selectFrom('users').select('role').where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.role).toBe('parent');
  });

  it('sends at most one verification e-mail per address per minute', async () => {
    const email = uniqueEmail();
    await signUp(t, email);
    for (let i = 0; i < 3; i += 1) {
      const resend = await t.app.inject({
        method: 'POST',
        url: '/api/auth/send-verification-email',
        headers: { origin: ORIGIN },
        payload: { email },
      });
      expect(resend.statusCode).toBe(200);
    }
    const mails = await t.ctx.db.selectFrom('outbox').select('id').where('to_address', '=', email).execute();
    expect(mails).toHaveLength(1);
  });

  it('makes the old cookie useless after sign-out', async () => {
    const family = await createFamily(t);
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: as(family) });
    expect(before.statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: as(family), payload: {} });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: as(family) });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a session cookie with a forged signature, also once the real one has been used', async () => {
    const family = await createFamily(t);
    const { cookie } = as(family);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })).statusCode).toBe(200);
    const forged = forgedCookie(cookie);
    expect(forged).not.toBe(cookie);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: forged } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('resets a password through a single-use link and ends every other session', async () => {
    const family = await createFamily(t);
    const otherDevice = cookieHeader(await signIn(t, family.email));
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: ORIGIN },
      payload: { email: family.email },
    });
    expect(request.statusCode).toBe(200);

    const linkPath = await confirmationPath(t, family.email, 'password-reset');
    const landing = await t.app.inject({ method: 'GET', url: linkPath });
    expect(landing.statusCode).toBe(302);
    const redirect = new URL(String(landing.headers.location), ORIGIN);
    expect(redirect.pathname).toBe('/reset-password');
    const token = redirect.searchParams.get('token');
    expect(token).toBeTruthy();

    const newPassword = 'Fresh2026!Start';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: ORIGIN },
      payload: { token, password: newPassword },
    });
    expect(reset.statusCode).toBe(200);

    for (const cookie of [family.cookie, otherDevice]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } });
      expect(me.statusCode).toBe(401);
    }
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: ORIGIN },
      payload: { token, password: 'Another2026!Go' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('INVALID_TOKEN');

    expect((await signIn(t, family.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(t, family.email, newPassword)).statusCode).toBe(200);
  });

  it('refuses cross-site sign-out (origin checks stay on)', async () => {
    const family = await createFamily(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: family.cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });

  it('keeps auth endpoints the app does not use closed', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/update-user', headers: { origin: ORIGIN }, payload: {} });
    expect(response.statusCode).toBe(404);
  });
});
