/**
 * The dashboard reads its session in its own read, in a read worker (decision 054), not in the
 * authenticate hook: it must refuse exactly what the hook refuses, with the same answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '#server/auth/session';
import { addTestAthlete, as, cookieHeader, createFamily, forgedCookie, signIn, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';

describe.each(testDialects())('the dashboard’s own session check on %s', (dialect) => {
  let t: TestApp;
  let family: TestFamily;
  let athleteId: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    family = await createFamily(t, 'dashboard-session');
    athleteId = (await addTestAthlete(t, family, 'Sofia Reyes')).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const dashboard = (cookie?: string) => t.app.inject({ method: 'GET', url: `/api/v1/dashboard?athleteId=${athleteId}`, headers: cookie ? { cookie } : {} });
  const expectSignedOut = async (cookie?: string) => {
    const res = await dashboard(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({ code: 'UNAUTHENTICATED', message: ACCESS_MESSAGES.signedOut });
  };
  /** A session of its own, so that ending it leaves the family's other tests signed in. */
  const newSession = async () => cookieHeader(await signIn(t, family.email));

  it('serves the family’s athlete, and 401 without a session cookie, before the query is even checked', async () => {
    expect((await dashboard(as(family).cookie)).statusCode).toBe(200);
    await expectSignedOut();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dashboard?athleteId=%00', headers: {} });
    expect(res.statusCode).toBe(401);
  });

  it('refuses bad input from a signed-in family with a 400, and answers 20 identical requests at once alike', async () => {
    for (const athlete of ['%00', 'a'.repeat(5000)]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/dashboard?athleteId=${athlete}`, headers: as(family) });
      expect(res.statusCode, athlete.slice(0, 10)).toBe(400);
    }
    const answers = await Promise.all(Array.from({ length: 20 }, () => dashboard(as(family).cookie)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((res) => res.json().athlete.id))).toEqual(new Set([athleteId]));
  });

  it('refuses a cookie whose signature is forged', async () => {
    const cookie = await newSession();
    const forged = forgedCookie(cookie);
    expect(forged).not.toBe(cookie);
    await expectSignedOut(forged);
    expect((await dashboard(cookie)).statusCode).toBe(200);
  });

  it('refuses a session at once after sign-out, though its cookie is still validly signed', async () => {
    const cookie = await newSession();
    expect((await dashboard(cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { ...as(family), cookie }, payload: {} });
    expect(out.statusCode).toBe(200);
    await expectSignedOut(cookie);
  });

  it('refuses an expired session, and a session whose address is no longer verified', async () => {
    const cookie = await newSession();
    const value = cookie.split('; ').find((part) => part.startsWith('bravo.session_token='))!.slice('bravo.session_token='.length);
    const token = decodeURIComponent(value).split('.')[0]!;
    await t.ctx.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('token', '=', token).execute();
    await expectSignedOut(cookie);

    const other = await newSession();
    await t.ctx.db.updateTable('users').set({ email_verified: dialect === 'postgres' ? false : 0 }).where('id', '=', family.userId).execute();
    try {
      await expectSignedOut(other);
    } finally {
      await t.ctx.db.updateTable('users').set({ email_verified: dialect === 'postgres' ? true : 1 }).where('id', '=', family.userId).execute();
    }
    expect((await dashboard(other)).statusCode).toBe(200);
  });

  it('answers another family’s athlete as not found, with a valid session', async () => {
    const other = await createFamily(t, 'dashboard-session-other');
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/dashboard?athleteId=${athleteId}`, headers: as(other) });
    expect(res.statusCode).toBe(404);
  });
});
