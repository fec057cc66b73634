/**
 * Every kind of answer the server gives, over a real socket: our routes, our errors, and the ones
 * Fastify and Node give on their own before any route runs. Each carries the security headers, and
 * each answer of the API says no-store. Raw HTTP, so a malformed request is really malformed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../app';
import { ORIGIN } from '../testing/families';
import { createTestApp, type TestApp } from '../testing/harness';
import { httpRequest as request, listenLocally, rawRequest } from '../testing/raw-http';

const json = { 'Content-Type': 'application/json', Origin: ORIGIN };

/** [kind, raw request, expected status, is an API answer]. */
const KINDS: [string, string, number, boolean][] = [
  ['the landing page', request('GET', '/'), 200, false],
  ['a page of the app', request('GET', '/dashboard'), 200, false],
  ['an unknown page', request('GET', '/no-such-page'), 404, false],
  ['a built asset', request('GET', '/assets/app-1234.js'), 200, false],
  ['a missing asset', request('GET', '/assets/missing.js'), 404, false],
  ['a HEAD of a page', request('HEAD', '/training'), 200, false],
  ['the health check', request('GET', '/healthz'), 200, true],
  ['the liveness check', request('GET', '/livez'), 200, true],
  ['the readiness check', request('GET', '/readyz'), 200, true],
  ['metrics, no token configured', request('GET', '/metrics'), 404, true],
  ['public data', request('GET', '/api/v1/admin/status'), 200, true],
  ['personal data, signed out', request('GET', '/api/v1/me'), 401, true],
  ['an unknown API route', request('GET', '/api/v1/no-such-route'), 404, true],
  ['an unknown auth route', request('GET', '/api/auth/list-sessions'), 404, true],
  ['a session check', request('GET', '/api/auth/get-session'), 200, true],
  ['a validation error', request('POST', '/api/v1/applications', json, '{}'), 400, true],
  ['a body that is not JSON', request('POST', '/api/v1/applications', json, '{"a":'), 400, true],
  ['an empty JSON body', request('POST', '/api/v1/applications', json, ''), 400, true],
  ['a body of another type', request('POST', '/api/v1/applications', { ...json, 'Content-Type': 'text/xml' }, '<a/>'), 400, true],
  ['a body too large', request('POST', '/api/v1/applications', json, `{"message":"${'x'.repeat(BODY_LIMIT_BYTES)}"}`), 413, true],
  ['a cross-site write', request('POST', '/api/v1/athletes', { ...json, Origin: 'https://evil.example' }, '{}'), 403, true],
  ['a path that does not decode', request('GET', '/api/v1/athletes/%zz'), 400, true],
  ['a page path that does not decode', request('GET', '/%zz'), 400, false],
  ['the live stream, signed out', request('GET', '/api/v1/events'), 401, true],
  ['headers too large', request('GET', '/api/v1/me', { 'X-Big': 'x'.repeat(20_000) }), 431, true],
  ['a request Node cannot parse', 'GET /api/v1/me HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n', 400, true],
  ['a request line that is not HTTP', 'HELLO\r\n\r\n', 400, true],
];

describe('every kind of response', () => {
  let t: TestApp;
  let port: number;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'bravo-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(clientDir, 'assets', 'app-1234.js'), 'console.log(1)');
    t = await createTestApp('sqlite', { clientDir });
    port = await listenLocally(t.app);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it.each(KINDS)('%s: the expected status, the security headers, no-store on the API', async (_kind, raw, status, isApi) => {
    const response = await rawRequest(port, raw);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    if (isApi) expect(response.headers.get('cache-control')).toBe('no-store');
    if (isApi && status >= 400) expect(JSON.parse(response.body)).toHaveProperty(['error', 'message']);
  });

  it('answers an unknown path with the app’s page and status 404, a known one with 200', async () => {
    const unknown = await rawRequest(port, request('GET', '/lesson/a/b'));
    const known = await rawRequest(port, request('GET', '/lesson/first-touch'));
    expect([unknown.status, known.status]).toEqual([404, 200]);
    expect(unknown.body).toBe(known.body);
    expect(unknown.body).toContain('<div id="root">');
  });
});
