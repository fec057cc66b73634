/**
 * Operations (issue 41, points 2-4): liveness, readiness while running, starting and draining,
 * /metrics behind its token, the request id on every response and log line, and what a log line
 * never holds (a cookie, an e-mail address, a child's name).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { addTestAthlete, as, createFamily, type TestFamily } from '../testing/families';
import { createTestApp, type TestApp, testDialects } from '../testing/harness';
import { runJob } from '../jobs';
import { checkReadiness } from './routes';

const TOKEN = 'metrics-token-0123456789abcdef';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(testDialects())('health, metrics and request ids (%s)', (dialect) => {
  let t: TestApp;
  let family: TestFamily;
  let athleteId: string;
  /** The same database behind a proxy we trust, with a metrics token and its log lines kept. */
  let ops: FastifyInstance;
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    family = await createFamily(t, 'ops');
    athleteId = (await addTestAthlete(t, family, 'Lucía Fernández')).id;
    ops = await buildApp(
      { ...t.ctx.config, logLevel: 'info', trustProxy: true, metricsToken: TOKEN },
      {
        database: t.ctx.database,
        logStream: {
          write(line: string) {
            raw.push(line);
            lines.push(JSON.parse(line) as Record<string, unknown>);
          },
        },
      },
    );
    // A route that logs what a careless log call might: the request's headers, a child, an address.
    ops.get('/test/log', (request) => {
      request.log.info({ headers: request.headers, athlete: { name: 'Lucía Fernández' }, email: family.email }, `mail queued for ${family.email}`);
      return { ok: true };
    });
    await ops.ready();
  });
  afterAll(async () => {
    await ops?.close();
    await t?.close();
  });

  it('answers /livez without asking anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/livez' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is ready while running: /readyz and /healthz answer ok', async () => {
    for (const url of ['/readyz', '/healthz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
  });

  it('is not ready while starting', async () => {
    expect(await checkReadiness(t.ctx, { isStarted: false, isDraining: false })).toBe('starting');
    expect(await checkReadiness(t.ctx, { isStarted: true, isDraining: false })).toBe('ok');
  });

  it('answers /metrics 404 when no token is configured, whatever is sent', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    }
  });

  it('refuses /metrics with a wrong or missing token, saying nothing about metrics', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token' }, { authorization: TOKEN }, { authorization: `Bearer ${TOKEN}x` }]) {
      const res = await ops.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toMatch(/metric|http_request|nodejs|bravo_/i);
    }
  });

  it('answers /metrics with the token: process, requests by route pattern, streams, outbox, jobs, webhooks, pushes, build', async () => {
    await ops.inject({ method: 'GET', url: '/livez' });
    await ops.inject({ method: 'GET', url: '/api/v1/no-such-route-4711' });
    await ops.inject({ method: 'GET', url: `/api/v1/athletes/${athleteId}`, headers: as(family) });
    const res = await ops.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_gc_duration_seconds',
      'nodejs_heap_size_used_bytes',
      'http_request_duration_seconds_bucket',
      'bravo_event_streams_open 0',
      'bravo_live_events_sent_total 0',
      'bravo_job_runs_total',
      'bravo_webhook_failures_total 0',
      'bravo_push_failures_total 0',
    ]) {
      expect(text, name).toContain(name);
    }
    expect(text).toMatch(/bravo_build_info\{version="\d+\.\d+\.\d+",node="v\d+/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/livez",status_code="200"\} 1/);
    expect(text).toContain('route="/*",status_code="404"');
    // Patterns, never raw URLs: no id and no unknown path becomes a label.
    expect(text).toContain('route="/api/v1/athletes/:athleteId"');
    expect(text).not.toContain(athleteId);
    expect(text).not.toContain('no-such-route-4711');
    const queued = await t.ctx.db.selectFrom('outbox').select((eb) => eb.fn.countAll<string | number>().as('n')).where('status', '=', 'queued').executeTakeFirstOrThrow();
    expect(Number(queued.n)).toBeGreaterThan(0);
    expect(text).toContain(`bravo_outbox_emails{status="queued"} ${Number(queued.n)}`);
    expect(text).toContain('bravo_outbox_emails{status="failed"} 0');
  });

  it('counts job runs by outcome', async () => {
    await runJob(ops.ctx, { name: 'bench-ok', cron: '* * * * *', run: async () => {} });
    await runJob(ops.ctx, { name: 'bench-broken', cron: '* * * * *', run: () => Promise.reject(new Error('broken')) });
    const res = await ops.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.body).toContain('bravo_job_runs_total{job="bench-ok",outcome="ok"} 1');
    expect(res.body).toContain('bravo_job_runs_total{job="bench-broken",outcome="failed"} 1');
  });

  it('counts webhook failures', async () => {
    await ops.inject({ method: 'POST', url: '/api/v1/payments/webhook', headers: { 'content-type': 'application/json' }, payload: '{"type":"forged"}' });
    const res = await ops.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.body).toContain('bravo_webhook_failures_total 1');
  });

  it('gives every response a new request id when no proxy is trusted, ignoring the inbound one', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/livez', headers: { 'x-request-id': 'from-the-client-1' } });
    const second = await t.app.inject({ method: 'GET', url: '/api/v1/me' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.statusCode).toBe(401);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    // Also on Fastify's own refusals, answered before any hook.
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/athletes/%zz' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['x-request-id']).toMatch(UUID);
  });

  it('keeps a trusted proxy’s well-formed request id, on the response and every log line of the request', async () => {
    raw.length = 0;
    lines.length = 0;
    const res = await ops.inject({ method: 'GET', url: '/api/v1/me', headers: { ...as(family), 'x-request-id': 'lb-7f3a.42_x' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('lb-7f3a.42_x');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(line.reqId).toBe('lb-7f3a.42_x');
  });

  it('replaces a malformed or oversized request id from the proxy, and never logs it', async () => {
    for (const bad of ['has space', 'semi;colon', `{"json":1}`, 'x'.repeat(129), '../../etc/passwd%00']) {
      raw.length = 0;
      const res = await ops.inject({ method: 'GET', url: '/livez', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(UUID);
      expect(raw.length).toBeGreaterThan(0);
      expect(raw.join('')).not.toContain(bad);
    }
  });

  it('keeps cookies, e-mail addresses and a child’s name out of the log', async () => {
    raw.length = 0;
    lines.length = 0;
    const res = await ops.inject({ method: 'GET', url: '/test/log', headers: { ...as(family), authorization: 'Bearer secret-bearer' } });
    expect(res.statusCode).toBe(200);
    const logged = raw.join('');
    const cookieValue = family.cookie.split('=').slice(1).join('=').split(';')[0]!;
    expect(cookieValue.length).toBeGreaterThan(10);
    expect(logged).not.toContain(cookieValue);
    expect(logged).not.toContain('secret-bearer');
    expect(logged).not.toContain(family.email);
    expect(logged).not.toContain(family.email.split('@')[0]);
    expect(logged).not.toContain('Lucía');
    const line = lines.find((l) => l.msg === 'mail queued for [email]');
    expect(line).toMatchObject({ athlete: { name: '[redacted]' }, email: '[redacted]', headers: { cookie: '[redacted]', authorization: '[redacted]' } });
    expect(line?.reqId).toBe(res.headers['x-request-id']);
  });

  it('answers 503 draining once shutdown begins, while /livez still answers', async () => {
    ops.startDraining();
    for (const url of ['/readyz', '/healthz']) {
      const res = await ops.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', reason: 'draining' });
    }
    expect((await ops.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
  });

  it.runIf(dialect === 'postgres')('is not ready when the LISTEN connection for live events is down', async () => {
    await ops.close();
    // The test app's own bus: closing it drops its LISTEN connection, as a lost connection would.
    await t.ctx.events.close();
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', reason: 'events' });
  });
});

describe('METRICS_TOKEN (configuration)', () => {
  const base = { AUTH_SECRET: 'x'.repeat(40), DATABASE_URL: 'file::memory:' };

  it('is optional, and read when set', () => {
    expect(loadConfig(base as NodeJS.ProcessEnv).metricsToken).toBeUndefined();
    expect(loadConfig({ ...base, METRICS_TOKEN: TOKEN } as NodeJS.ProcessEnv).metricsToken).toBe(TOKEN);
  });

  it('refuses a token short enough to guess', () => {
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' } as NodeJS.ProcessEnv)).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' } as NodeJS.ProcessEnv)).toThrow('METRICS_TOKEN must be at least 16 characters');
  });
});
