/**
 * Every route the app registers, in two tables: a state-changing request from anywhere but the
 * app's own pages is refused before it touches anything, and a signed-out request reaches nothing
 * but the public routes listed here. The routes come from the app itself (app.routeTable), so a
 * route added later is covered the day it lands, or this test names it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestAthlete, as, createFamily, ORIGIN, type TestFamily } from '../testing/families';
import { createTestApp, type TestApp, testDialects } from '../testing/harness';
import { listOperations, type Operation, sample } from '../testing/openapi';
import { snapshot } from '../testing/tables';
import { CROSS_SITE_MESSAGE } from './origin-check';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Routes a signed-out visitor may use, each for a reason. */
const PUBLIC_ROUTES = new Set([
  'GET /healthz', // the load balancer's check (readiness, as /readyz)
  'GET /livez', // the orchestrator's check: the process answers, no data
  'GET /readyz', // the load balancer's check: database and live events, no data
  'GET /metrics', // Prometheus, proven by its bearer token; 404 without METRICS_TOKEN, 401 with a wrong one
  'GET /*', // pages: the app decides in the browser what a signed-out visitor sees
  'GET /api/auth/*', // sign-up, sign-in, e-mail links: better-auth behind our allow-list
  'POST /api/auth/*',
  'POST /api/v1/applications', // the public application form
  'GET /api/v1/invitations/:code', // the join page before sign-up: whom the invitation link is for (the 256-bit code is the key)
  'GET /api/v1/admin/status', // /admin-setup asks whether to offer sign-in
  'GET /api/v1/dev/mailbox', // this machine only, on a laptop (mail/routes.ts)
  'POST /api/v1/payments/webhook', // the payment provider, proven by signature
  'GET /api/v1/resources/:slug/preview', // a shared resource link is never a dead end: title, summary and opening only
  'GET /calendar/:token.ics', // a family's calendar feed: calendar apps hold no cookie; the secret token is the key (404 otherwise)
]);

/** The API's documentation describes routes, not data. */
const isDocumentation = (name: string) => name.startsWith('GET /api/docs');

/** Routes exempt from the origin rule: a server, not a page, sends them. */
const NOT_FROM_PAGES = new Set(['POST /api/v1/payments/webhook']);

const FOREIGN: [string, Record<string, string>][] = [
  ['another port of the same host', { origin: 'http://localhost:3001' }],
  ['another site', { origin: 'https://evil.example' }],
  ['an opaque origin', { origin: 'null' }],
  ['a same-site page without Origin', { 'sec-fetch-site': 'same-site' }],
  ['a foreign Referer without Origin', { referer: 'https://evil.example/page' }],
  ['no Origin at all', {}],
];

describe.each(testDialects())('every route, on %s', (dialect) => {
  let t: TestApp;
  let family: TestFamily;
  let ids: Record<string, string>;
  let operations: Map<string, Operation>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    family = await createFamily(t, 'routes');
    const athlete = await addTestAthlete(t, family);
    const lesson = await t.ctx.db.selectFrom('lessons').select(['id', 'category_id']).executeTakeFirstOrThrow();
    const challenge = await t.ctx.db.selectFrom('challenges').select('id').executeTakeFirstOrThrow();
    const competition = await t.ctx.db.selectFrom('competitions').select('id').executeTakeFirstOrThrow();
    ids = { athleteId: athlete.id, lessonId: lesson.id, categoryId: lesson.category_id, challengeId: challenge.id, competitionId: competition.id, sessionId: 'cs_test_unknown', paymentId: 'payment-unknown', familyId: family.userId, '*': 'sign-out' };
    operations = new Map((await listOperations(t.app)).map(([method, path, op]) => [`${method} ${path}`, op]));
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The app's routes as concrete requests: real ids in the path, a plausible body. */
  function requests(filter: (method: string) => boolean) {
    const seen = new Set<string>();
    return t.app.routeTable
      .filter((r) => filter(r.method) && !seen.has(`${r.method} ${r.url}`) && seen.add(`${r.method} ${r.url}`))
      .map((r) => {
        const op = operations.get(`${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
        const body = op?.requestBody?.content?.['application/json']?.schema;
        return {
          name: `${r.method} ${r.url}`,
          method: r.method as 'POST',
          url: r.url.replace(/:(\w+)|\*/g, (m, name?: string) => encodeURIComponent(ids[name ?? m] ?? 'x')),
          payload: (body ? sample(body) : {}) as Record<string, unknown>,
        };
      });
  }

  it('refuses every state-changing request that does not come from the app’s pages, and changes nothing', async () => {
    const checked = requests((m) => STATE_CHANGING.has(m)).filter((r) => !NOT_FROM_PAGES.has(r.name));
    expect(checked.length).toBeGreaterThanOrEqual(15);
    const before = await snapshot(t.ctx.db);
    const failures: string[] = [];
    for (const request of checked) {
      for (const [kind, headers] of FOREIGN) {
        const res = await t.app.inject({ ...request, headers: { cookie: family.cookie, ...headers } });
        if (res.statusCode !== 403 || res.json().error.message !== CROSS_SITE_MESSAGE) {
          failures.push(`${request.name} from ${kind} → ${res.statusCode} ${res.body.slice(0, 100)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot(t.ctx.db)).toEqual(before);
  });

  it('lets the same requests through from the app’s own pages (the check is not refusing everything)', async () => {
    // Its own family: these requests sign out and reset progress.
    const family = await createFamily(t, 'routes-own-pages');
    const checked = requests((m) => STATE_CHANGING.has(m)).filter((r) => !NOT_FROM_PAGES.has(r.name) && r.name !== 'DELETE /api/v1/account');
    for (const headers of [{ origin: ORIGIN }, { 'sec-fetch-site': 'same-origin' }, { referer: `${ORIGIN}/profile` }]) {
      for (const request of checked) {
        const res = await t.app.inject({ ...request, headers: { cookie: family.cookie, ...headers } });
        expect(res.body, request.name).not.toContain(CROSS_SITE_MESSAGE);
      }
    }
  });

  it('answers 401 to a signed-out visitor on every route that is not public', async () => {
    const failures: string[] = [];
    const checked = requests((m) => m !== 'HEAD').filter((r) => !PUBLIC_ROUTES.has(r.name) && !isDocumentation(r.name));
    expect(checked.length).toBeGreaterThanOrEqual(30);
    for (const request of checked) {
      const res = await t.app.inject({ ...request, headers: { origin: ORIGIN } });
      if (res.statusCode !== 401) failures.push(`${request.name} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('lists only routes that exist as public', () => {
    const registered = new Set(t.app.routeTable.map((r) => `${r.method} ${r.url}`));
    expect([...PUBLIC_ROUTES].filter((name) => !registered.has(name))).toEqual([]);
  });

  it('keeps the family’s data as it was when its own page sends a request with a foreign Origin', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/account', headers: { cookie: family.cookie, origin: 'http://localhost:3001' }, payload: { confirmation: 'DELETE' } });
    expect(res.statusCode).toBe(403);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: as(family) });
    expect(me.statusCode).toBe(200);
  });
});
