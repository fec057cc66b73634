/**
 * Password guessing (issue 11, finding 5): stopped per account and per network, whatever the number
 * of source addresses; never in the way of a family signing in on its own devices.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { confirmationPath, cookieHeader, createFamily, ORIGIN, signUp, TEST_PASSWORD, uniqueEmail } from '../testing/families';
import { createTestApp, type TestApp, testDialects } from '../testing/harness';
import { ACCOUNT_FAILURES, DEVICE_COOKIE, DEVICE_FAILURES, LOCKED_MAIL_KIND, NETWORK_FAILURES } from './sign-in-guard';

const WRONG = 'Wrong2026!Pass';

describe.each(testDialects())('sign-in throttling on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { trustProxy: true });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.ctx.db.deleteFrom('throttles').execute();
  });

  const signIn = (email: string, password: string, ip: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: ORIGIN, 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
      payload: { email, password },
    });
  const lockMails = (email: string) =>
    t.ctx.db.selectFrom('outbox').select('id').where('to_address', '=', email).where('kind', '=', LOCKED_MAIL_KIND).execute();
  const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);

  it('stops guesses on one account from 20 addresses, and tells the parent once', async () => {
    const family = await createFamily(t, 'guessed');
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signIn(family.email, `${WRONG}${i}`, `203.0.113.${i % 20}`)),
    );
    expect(statuses(guesses).filter((s) => s === 401).length).toBeLessThanOrEqual(ACCOUNT_FAILURES.max);
    expect(statuses(guesses).filter((s) => s === 429).length).toBeGreaterThanOrEqual(60 - ACCOUNT_FAILURES.max);
    const refused = guesses.find((g) => g.statusCode === 429)!;
    expect(refused.json().error).toEqual({ code: 'RATE_LIMITED', message: 'Please wait a moment before trying again.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Locked: the right password from a new device waits too.
    expect((await signIn(family.email, TEST_PASSWORD, '198.51.100.7')).statusCode).toBe(429);
    expect(await lockMails(family.email)).toHaveLength(1);
  });

  it('lets a family sign in on 4 devices within a minute, and 10 times from one', async () => {
    const family = await createFamily(t, 'four-devices');
    const devices = await Promise.all(['198.51.100.1', '198.51.100.2', '2001:db8:1::1', '2001:db8:2::1'].map((ip) => signIn(family.email, TEST_PASSWORD, ip)));
    expect(statuses(devices)).toEqual([200, 200, 200, 200]);
    for (let i = 0; i < 10; i += 1) expect((await signIn(family.email, TEST_PASSWORD, '198.51.100.1')).statusCode).toBe(200);
  });

  it('never lets a stranger lock the parent out of a device the family has used', async () => {
    const family = await createFamily(t, 'known-device');
    const first = await signIn(family.email, TEST_PASSWORD, '198.51.100.20');
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
    const stored = await t.ctx.db.selectFrom('known_devices').select('device_hash').where('user_id', '=', family.userId).execute();
    expect(stored.map((d) => d.device_hash)).not.toContain(device!.value);

    for (let i = 0; i < ACCOUNT_FAILURES.max + 3; i += 1) await signIn(family.email, WRONG, `192.0.2.${i}`);
    expect((await signIn(family.email, TEST_PASSWORD, '198.51.100.21')).statusCode).toBe(429);
    const again = await signIn(family.email, TEST_PASSWORD, '198.51.100.22', cookieHeader(first));
    expect(again.statusCode).toBe(200);
  });

  const lockOut = async (email: string) => {
    for (let i = 0; i < ACCOUNT_FAILURES.max + 1; i += 1) await signIn(email, WRONG, `192.0.2.${100 + i}`);
  };

  it('knows the phone that opened the confirmation link, so a stranger’s guesses never lock the parent out of it', async () => {
    const email = uniqueEmail('confirmed-phone');
    expect((await signUp(t, email)).statusCode).toBe(200);
    const confirm = await t.app.inject({ method: 'GET', url: await confirmationPath(t, email), headers: { 'x-forwarded-for': '198.51.100.60' } });
    expect(confirm.statusCode).toBe(302);
    const device = confirm.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
    const phone = `${DEVICE_COOKIE}=${device!.value}`;

    await lockOut(email);
    expect((await signIn(email, TEST_PASSWORD, '198.51.100.61')).statusCode).toBe(429);
    expect((await signIn(email, TEST_PASSWORD, '198.51.100.61', phone)).statusCode).toBe(200);
    // A link opened again (already confirmed, nobody signed in by it) makes no other device known.
    const again = await t.app.inject({ method: 'GET', url: await confirmationPath(t, email), headers: { 'x-forwarded-for': '198.51.100.62' } });
    expect(again.cookies.find((c) => c.name === DEVICE_COOKIE)).toBeUndefined();
  });

  it('knows the device that chose a new password through the reset link, and no other', async () => {
    const family = await createFamily(t, 'reset-phone');
    const asked = await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', headers: { origin: ORIGIN }, payload: { email: family.email } });
    expect(asked.statusCode).toBe(200);
    const link = new URL(await confirmationPath(t, family.email, 'password-reset'), ORIGIN);
    const token = link.pathname.split('/').pop() ?? link.searchParams.get('token');
    const reset = (tokenValue: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: { origin: ORIGIN, 'x-forwarded-for': '198.51.100.70' }, payload: { token: tokenValue, password: 'Fresh2026!Goal' } });
    const refused = await reset('not-a-real-token');
    expect(refused.statusCode).toBe(400);
    expect(refused.cookies.find((c) => c.name === DEVICE_COOKIE)).toBeUndefined();
    const done = await reset(token!);
    expect(done.statusCode, done.body).toBe(200);
    const device = done.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(device).toMatchObject({ httpOnly: true, path: '/api/auth' });

    await lockOut(family.email);
    expect((await signIn(family.email, 'Fresh2026!Goal', '198.51.100.71')).statusCode).toBe(429);
    expect((await signIn(family.email, 'Fresh2026!Goal', '198.51.100.71', `${DEVICE_COOKIE}=${device!.value}`)).statusCode).toBe(200);
  });

  it('gives a known device its own limit on wrong passwords', async () => {
    const family = await createFamily(t, 'device-limit');
    const first = await signIn(family.email, TEST_PASSWORD, '198.51.100.30');
    const deviceCookie = `${DEVICE_COOKIE}=${first.cookies.find((c) => c.name === DEVICE_COOKIE)!.value}`;
    const answers = [];
    for (let i = 0; i <= DEVICE_FAILURES.max; i += 1) answers.push((await signIn(family.email, WRONG, '198.51.100.30', deviceCookie)).statusCode);
    expect(answers).toEqual([...Array<number>(DEVICE_FAILURES.max).fill(401), 429]);
  });

  it('answers an address without an account exactly as one with an account', async () => {
    const family = await createFamily(t, 'known-address');
    const stranger = uniqueEmail('no-account');
    const run = async (email: string) => {
      const answers = [];
      for (let i = 0; i <= ACCOUNT_FAILURES.max; i += 1) {
        const response = await signIn(email, WRONG, `198.51.100.${email === stranger ? 40 : 41}`);
        answers.push(`${response.statusCode} ${JSON.stringify(response.json())}`);
      }
      return answers;
    };
    expect(await run(stranger)).toEqual(await run(family.email));
    expect(await lockMails(stranger)).toHaveLength(0);
  });

  it('counts an IPv6 /64 as one network', async () => {
    const answers = [];
    for (let i = 0; i <= NETWORK_FAILURES.max; i += 1) {
      answers.push((await signIn(uniqueEmail('spray'), WRONG, `2001:db8:5:6:${i.toString(16)}::1`)).statusCode);
    }
    expect(answers.slice(0, NETWORK_FAILURES.max).every((s) => s === 401)).toBe(true);
    expect(answers[NETWORK_FAILURES.max]).toBe(429);
    // Another network is not affected.
    expect((await signIn(uniqueEmail('spray'), WRONG, '2001:db8:5:7::1')).statusCode).toBe(401);
  });

  it('never puts the session token in a JSON body', async () => {
    const family = await createFamily(t, 'token');
    const signedIn = await signIn(family.email, TEST_PASSWORD, '198.51.100.50');
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.cookies.find((c) => c.name === 'bravo.session_token')!.value.split('.')[0]!;
    expect(signedIn.body).not.toContain(token);
    expect(signedIn.json()).not.toHaveProperty('token');
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: cookieHeader(signedIn) } });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ user: { email: family.email } });
    expect(session.body).not.toContain(token);
    expect(session.json().session).not.toHaveProperty('token');
  });
});
