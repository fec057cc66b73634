/**
 * OpenTelemetry tracing (issue 41, point 4): on only when OTEL_EXPORTER_OTLP_ENDPOINT is set, loaded
 * by the start command's preload, and nothing a family typed or holds leaves in a span.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyTemplate } from '../testing/templates';
import { RedactingSpanProcessor, redactSpan } from './tracing';

const ROOT = resolve(import.meta.dirname, '../../..');
const PACKAGE = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { version: string; scripts: { start: string } };

const EMAIL = 'zinnia.parent@example.com';
const CHILD = 'Zinnia Quillfeather';
const TOKEN = 'query-token-4f1c2e9a7b';
const COOKIE = 'cookie-value-8d3b6a0e5c';

/** The Node.js flags of `npm start`: the test starts the server exactly as production does. */
function startFlags(): string[] {
  const command = /\bnode (.*) src\/server\/main\.ts/.exec(PACKAGE.scripts.start);
  if (!command) throw new Error('package.json: `npm start` no longer runs node ... src/server/main.ts');
  return command[1]!.split(' ').filter(Boolean);
}

type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean };
type OtlpAttribute = { key: string; value: OtlpValue };
type OtlpSpan = { traceId: string; name: string; kind: number; attributes: OtlpAttribute[] };
type OtlpExport = { resourceSpans: { resource: { attributes: OtlpAttribute[] }; scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[] }[] };

const valueOf = (attributes: OtlpAttribute[], key: string) => {
  const value = attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

/** An OTLP/HTTP collector in the test's process: it keeps every export's raw body. */
async function startReceiver(): Promise<{ url: string; bodies: { path: string; type: string; text: string }[]; close(): Promise<void> }> {
  const bodies: { path: string; type: string; text: string }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      bodies.push({ path: req.url ?? '', type: req.headers['content-type'] ?? '', text: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bodies,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

describe('spans leave redacted', () => {
  it('keeps no query string, header, statement value, e-mail or error message', () => {
    const exporter = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({ spanProcessors: [new RedactingSpanProcessor(new SimpleSpanProcessor(exporter))] });
    const span = provider.getTracer('test').startSpan('POST /api/v1/athletes', {
      kind: SpanKind.SERVER,
      attributes: {
        'url.path': `/api/auth/verify-email?token=${TOKEN}`,
        'url.full': `http://academy.example/api/auth/verify-email?token=${TOKEN}#top`,
        'url.query': `token=${TOKEN}`,
        'http.request.header.cookie': [`session=${COOKIE}`],
        'db.postgresql.values': [EMAIL, CHILD],
        'db.query.parameter.0': EMAIL,
        'db.query.text': 'select * from users where email = $1',
        'enduser.note': `written by ${EMAIL}`,
        'http.route': '/api/v1/athletes/:id',
        'http.response.status_code': 409,
      },
    });
    span.recordException(new Error(`A payment for ${CHILD}’s membership is still processing`));
    span.addEvent('retried', { reason: `mail to ${EMAIL}` });
    span.setStatus({ code: SpanStatusCode.ERROR, message: `No account uses ${EMAIL}.` });
    span.end();

    const [exported] = exporter.getFinishedSpans();
    expect(exported!.attributes).toEqual({
      'url.path': '/api/auth/verify-email',
      'url.full': 'http://academy.example/api/auth/verify-email',
      'db.query.text': 'select * from users where email = $1',
      'enduser.note': 'written by [email]',
      'http.route': '/api/v1/athletes/:id',
      'http.response.status_code': 409,
    });
    expect(exported!.events.map((e) => [e.name, e.attributes])).toEqual([
      ['exception', { 'exception.type': 'Error' }],
      ['retried', { reason: 'mail to [email]' }],
    ]);
    expect(exported!.status).toEqual({ code: SpanStatusCode.ERROR });
    // Still the SDK's span underneath: its ids and times are the ones exported.
    expect(exported!.spanContext().spanId).toBe(span.spanContext().spanId);
    expect(JSON.stringify([exported!.attributes, exported!.events, exported!.status, exported!.name])).not.toMatch(new RegExp(`${TOKEN}|${COOKIE}|${EMAIL}|Quillfeather`));
    expect(redactSpan(exported!).attributes).toEqual(exported!.attributes);
  });
});

describe('the start command\'s preload', () => {
  const loadedTracing = async (env: NodeJS.ProcessEnv) => {
    // What the preload imported: any OpenTelemetry or @fastify/otel module in the module cache.
    const script = "import { createRequire } from 'node:module'; const cache = createRequire(import.meta.url).cache; console.log(JSON.stringify(Object.keys(cache).filter((k) => /@opentelemetry|@fastify[\\\\/]otel/.test(k)).length))";
    const { stdout } = await promisify(execFile)(process.execPath, [...startFlags(), '--input-type=module', '-e', script], { cwd: ROOT, env: { ...process.env, ...env } });
    return Number(stdout.trim());
  };

  it('loads nothing of OpenTelemetry without OTEL_EXPORTER_OTLP_ENDPOINT, and starts it with one', async () => {
    const { OTEL_EXPORTER_OTLP_ENDPOINT: _, ...withoutEndpoint } = process.env;
    expect(await loadedTracing({ ...withoutEndpoint, OTEL_EXPORTER_OTLP_ENDPOINT: '' })).toBe(0);
    expect(await loadedTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' })).toBeGreaterThan(0);
  });
});

// One server in a child process, as `npm start` runs it: on PostgreSQL when it is reachable (the pg
// instrumentation is the part that must register before pg loads), else on SQLite. Starting a
// server costs several seconds of CPU, so the suite starts one, not one per dialect.
const dialect = inject('postgresUrl') ? 'postgres' : 'sqlite';

describe(`a traced server on ${dialect}`, () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let database: Awaited<ReturnType<typeof copyTemplate>>;
  let child: ChildProcess | undefined;
  let exports: OtlpExport[] = [];
  let signIn: Response;

  beforeAll(async () => {
    receiver = await startReceiver();
    database = await copyTemplate(inject('templates'), inject('postgresUrl'), dialect);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [...startFlags(), 'src/server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        APP_URL: url,
        AUTH_SECRET: 'tracing-test-secret-0123456789-abcdefghijklmnop',
        DATABASE_URL: database.config.dialect === 'sqlite' ? `file:${database.config.filename}` : database.config.url,
        LOG_LEVEL: 'error',
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_SERVICE_NAME: 'bravo-academy-test',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<void>((done) => child!.once('exit', () => done()));
    for (let started = Date.now(); ; ) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      if (await fetch(`${url}/livez`).then((res) => res.ok, () => false)) break;
      if (Date.now() - started > 90_000) throw new Error('the server did not start in 90 s');
      await new Promise((done) => setTimeout(done, 200));
    }
    signIn = await fetch(`${url}/api/auth/sign-in/email?token=${TOKEN}&child=${encodeURIComponent(CHILD)}`, {
      method: 'POST',
      headers: { origin: url, 'content-type': 'application/json', cookie: `better-auth.session_token=${COOKIE}`, authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify({ email: EMAIL, password: 'Wrong-Password-1', note: CHILD }),
    });
    await fetch(`${url}/readyz`);
    // SIGTERM: the shutdown sends the spans still batched before the process ends.
    child.kill('SIGTERM');
    await exited;
    exports = receiver.bodies.map((body) => JSON.parse(body.text) as OtlpExport);
  }, 120_000);

  afterAll(async () => {
    if (child?.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await receiver?.close();
    await database?.cleanup();
  });

  const spans = () => exports.flatMap((e) => e.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans.map((span) => ({ scope: s.scope.name, ...span })))));

  it('exports OTLP JSON over HTTP, with the service name and the build version', () => {
    expect(signIn.status).toBe(401);
    expect(receiver.bodies.length).toBeGreaterThan(0);
    expect(receiver.bodies.every((b) => b.path === '/v1/traces' && b.type.startsWith('application/json'))).toBe(true);
    const resource = exports[0]!.resourceSpans[0]!.resource.attributes;
    expect(valueOf(resource, 'service.name')).toBe('bravo-academy-test');
    expect(valueOf(resource, 'service.version')).toBe(PACKAGE.version);
  });

  it('has a server span for the request, with its route and status, and none for the probes', () => {
    const server = spans().filter((s) => s.kind === SpanKind.SERVER + 1);
    const request = server.find((s) => valueOf(s.attributes, 'url.path') === '/api/auth/sign-in/email');
    expect(request).toBeDefined();
    expect(request!.name).toBe('POST /api/auth/*');
    expect(valueOf(request!.attributes, 'http.route')).toBe('/api/auth/*');
    expect(valueOf(request!.attributes, 'http.response.status_code')).toBe(401);
    expect(server.some((s) => valueOf(s.attributes, 'url.path') === '/livez' || valueOf(s.attributes, 'url.path') === '/readyz')).toBe(false);
    // Fastify's own spans, inside the same trace.
    expect(spans().some((s) => s.scope === '@fastify/otel' && s.traceId === request!.traceId)).toBe(true);
  });

  it.runIf(dialect === 'postgres')('has a span for each statement on PostgreSQL, in the request\'s trace', () => {
    const request = spans().find((s) => s.kind === SpanKind.SERVER + 1 && valueOf(s.attributes, 'url.path') === '/api/auth/sign-in/email')!;
    const statements = spans().filter((s) => s.scope === '@opentelemetry/instrumentation-pg' && s.traceId === request.traceId);
    expect(statements.map((s) => valueOf(s.attributes, 'db.query.text')).join('\n')).toMatch(/from "users" where "users"\."email" = \$1/);
  });

  it('sends no cookie, token, e-mail or child\'s name', () => {
    const sent = receiver.bodies.map((b) => b.text).join('\n');
    expect(sent).toContain('/api/auth/sign-in/email');
    for (const secret of [TOKEN, COOKIE, EMAIL, 'Quillfeather', 'Zinnia']) expect(sent).not.toContain(secret);
  });
});
