/**
 * The auth door (issue 11, finding 3): every better-auth endpoint the app does not use stays shut,
 * however its path is spelled. Once `/reset-password/../list-sessions` returned every session token
 * of the account. The endpoints come from better-auth itself, so a new version's are covered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFamily, ORIGIN, type TestFamily } from '../testing/families';
import { createTestApp, type TestApp, testDialects } from '../testing/harness';
import { httpRequest, listenLocally, rawRequest } from '../testing/raw-http';

/** The endpoints routes.ts lets through (each under its own method). */
const ALLOWED = new Set([
  '/sign-up/email',
  '/sign-in/email',
  '/sign-out',
  '/get-session',
  '/verify-email',
  '/send-verification-email',
  '/request-password-reset',
  '/reset-password',
  '/reset-password/:token',
  '/change-password',
]);

/** Ways to write a path that a URL parser, a proxy or better-auth may read as `/api/auth/{name}`. */
const SPELLINGS = [
  (name: string) => `/api/auth/reset-password/../${name}`,
  (name: string) => `/api/auth/reset-password/%2e%2e/${name}`,
  (name: string) => `/api/auth/reset-password/%2E%2E/${name}`,
  (name: string) => `/api/auth/reset-password/..%2f${name}`,
  (name: string) => `/api/auth/reset-password/..%5c${name}`,
  (name: string) => `/api/auth/reset-password/..\\${name}`,
  (name: string) => `/api/auth/sign-in/email/../../${name}`,
  (name: string) => `/api/auth/verify-email/../${name}`,
  (name: string) => `/api/auth/./${name}`,
  (name: string) => `/api/auth//${name}`,
  (name: string) => `/api/auth/%2f${name}`,
  (name: string) => `/api/auth/${name}/`,
  (name: string) => `/api/auth/${name}%20`,
  (name: string) => `/api/auth/${name.toUpperCase()}`,
  (name: string) => `/api/auth/${name}`,
];

describe.each(testDialects())('the auth door on %s', (dialect) => {
  let t: TestApp;
  let family: TestFamily;
  let blocked: string[];
  let sessionToken: string;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    family = await createFamily(t, 'door');
    const api = t.ctx.auth.api as unknown as Record<string, { path?: string }>;
    blocked = [...new Set(Object.values(api).map((endpoint) => endpoint.path).filter((p): p is string => Boolean(p)))]
      .filter((path) => !ALLOWED.has(path))
      .map((path) => path.slice(1));
    const session = await t.ctx.db.selectFrom('sessions').select('token').where('user_id', '=', family.userId).executeTakeFirstOrThrow();
    sessionToken = session.token;
    port = await listenLocally(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps every endpoint the app does not use shut, in every spelling of its path', async () => {
    expect(blocked).toEqual(expect.arrayContaining(['list-sessions', 'update-user', 'delete-user', 'revoke-sessions']));
    const opened: string[] = [];
    for (const name of blocked) {
      for (const spell of SPELLINGS) {
        for (const method of ['GET', 'POST'] as const) {
          const url = spell(name);
          const headers = { cookie: family.cookie, origin: ORIGIN, 'content-type': 'application/json' };
          const response = await rawRequest(port, httpRequest(method, url, headers, method === 'POST' ? '{}' : ''));
          if (response.status !== 404 || response.body.includes(sessionToken)) opened.push(`${method} ${url} → ${response.status}`);
        }
      }
    }
    expect(opened).toEqual([]);
    // The family's sessions are all still there.
    expect(await t.ctx.db.selectFrom('sessions').select('id').where('user_id', '=', family.userId).execute()).toHaveLength(1);
  });

  it('accepts a reset link only with a plain token', async () => {
    for (const token of ['..', '%2e%2e', 'abc/def', 'abc%2fdef', '']) {
      const response = await rawRequest(port, httpRequest('GET', `/api/auth/reset-password/${token}?callbackURL=/reset-password`));
      expect(response.status, token).toBe(404);
    }
    const plain = await rawRequest(port, httpRequest('GET', '/api/auth/reset-password/abcDEF123?callbackURL=/reset-password'));
    expect(plain.status).toBe(302);
    expect(plain.headers.get('location')).toContain('/reset-password?error=INVALID_TOKEN');
  });
});
