/**
 * The contract between better-auth and our session reader (issue 40, point 2): the reader checks
 * better-auth's cookie itself on every protected request, so it must read exactly what better-auth
 * writes. A sign-in goes through better-auth; its cookie must name the same session for better-auth's
 * own `getSession` and for the reader, and nothing else may pass. An upgrade that changes the
 * cookie's name, token or signature fails here before it signs anybody out.
 */
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_AUTH_SECRET, type TestApp, testDialects } from '../testing/harness';
import { as, createFamily, forgedCookie } from '../testing/families';
import { createSessionReader } from './session';

const request = (cookie: string) => ({ headers: { cookie } }) as FastifyRequest;

describe.each(testDialects())('better-auth’s session cookie as our reader reads it, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('names the session better-auth itself finds, and refuses any other signature, token or secret', async () => {
    const family = await createFamily(t);
    const { cookie } = as(family);
    const session = await t.ctx.auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(session?.user.email).toBe(family.email);

    const secret = TEST_AUTH_SECRET;
    const reader = createSessionReader({ db: t.ctx.db, secret, isSecure: false });
    expect(await reader.tokenFrom(request(cookie))).toBe(session!.session.token);
    expect((await reader.getSessionUser(request(cookie)))?.id).toBe(session!.user.id);

    expect(await reader.tokenFrom(request(forgedCookie(cookie)))).toBeNull();
    const otherToken = cookie.replace(/session_token=([^.;]+)/, (_m, token: string) => `session_token=${token.slice(1)}x`);
    expect(await reader.tokenFrom(request(otherToken))).toBeNull();
    const otherSecret = createSessionReader({ db: t.ctx.db, secret: `${secret}-rotated`, isSecure: false });
    expect(await otherSecret.tokenFrom(request(cookie))).toBeNull();
    // Behind HTTPS better-auth names the cookie __Secure-…: a plain one is not read there.
    const secure = createSessionReader({ db: t.ctx.db, secret, isSecure: true });
    expect(await secure.tokenFrom(request(cookie))).toBeNull();
  });
});
