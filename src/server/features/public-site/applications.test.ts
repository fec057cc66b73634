import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '#server/app';
import { loadConfig } from '#server/config';
import { createMailWorker } from '#server/mail/worker';
import { ORIGIN } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { APPLICATION_RATE_LIMITS } from './routes';

const valid = {
  playerName: 'Leo Martinez',
  playerAge: 11,
  parentName: 'Ana Martinez',
  email: 'ana@example.com',
  phone: '(858) 555-0100',
  experience: 'intermediate',
  commitment: 'full',
  message: 'Leo plays Flight 2 and wants more technical work.',
};

/** A port nothing listens on, for "the mail server is down". */
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe.each(testDialects())('POST /api/v1/applications on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.ctx.db.deleteFrom('applications').execute();
    await t.ctx.db.deleteFrom('outbox').execute();
    await t.ctx.db.deleteFrom('throttles').execute();
  });

  /** The e-mails to the academy (each application also sends the applicant a confirmation). */
  const academyMail = () => t.ctx.db.selectFrom('outbox').selectAll().where('kind', '=', 'application').execute();
  const counts = async () => ({
    applications: (await t.ctx.db.selectFrom('applications').selectAll().execute()).length,
    outbox: (await academyMail()).length,
  });

  it('stores a valid application and queues one e-mail to the academy with every field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/applications', headers: { origin: ORIGIN }, payload: valid });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true });

    const rows = await t.ctx.db.selectFrom('applications').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ player_name: 'Leo Martinez', player_age: 11, email: 'ana@example.com' });

    const mail = await academyMail();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to_address).toBe('info@bravoacademy.com');
    expect(mail[0]!.status).toBe('queued');
    for (const text of ['Leo Martinez', '11', 'Ana Martinez', 'ana@example.com', '(858) 555-0100', 'Intermediate (3-5 years)', 'Full commitment', 'wants more technical work']) {
      expect(mail[0]!.text_body).toContain(text);
    }
  });

  it.each([
    ['playerName', ''],
    ['playerAge', 18],
    ['parentName', '  '],
    ['email', 'nope'],
    ['phone', 'abc'],
    ['experience', 'legend'],
    ['commitment', ''],
    ['message', ''],
  ])('rejects a bad %s with 400, a field message, and stores nothing', async (field, value) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/applications', headers: { origin: ORIGIN }, payload: { ...valid, [field]: value } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.fields[field]).toEqual(expect.any(String));
    expect(body.error.message).toBe(body.error.fields[field]);
    expect(await counts()).toEqual({ applications: 0, outbox: 0 });
  });

  it.each([
    ['playerName', 'Leo\r\nBcc: everyone@example.com'],
    ['parentName', 'Ana\nMartinez'],
    ['email', 'ana@example.com\r\nBcc: x@example.com'],
    ['phone', '858\r\n5550100'],
    ['message', 'Hello\u0000there'],
    ['playerName', 'Leo\u0000'],
  ])('refuses a control character or line break in %s (nothing reaches an e-mail header)', async (field, value) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/applications', headers: { origin: ORIGIN }, payload: { ...valid, [field]: value } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toEqual(expect.any(String));
    expect(await counts()).toEqual({ applications: 0, outbox: 0 });
  });

  it('keeps line breaks in the message, which is not a header', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/applications', headers: { origin: ORIGIN }, payload: { ...valid, message: 'Line one\r\nLine two' } });
    expect(res.statusCode).toBe(201);
  });

  it('stops a flood from one network: 20 at once, the first few accepted', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'POST', url: '/api/v1/applications', headers: { origin: ORIGIN }, remoteAddress: '203.0.113.9', payload: valid })),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(APPLICATION_RATE_LIMITS.perNetwork.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - APPLICATION_RATE_LIMITS.perNetwork.max);
    const refused = responses.find((r) => r.statusCode === 429)!;
    expect(refused.json().error).toEqual({ code: 'RATE_LIMITED', message: 'Please wait a moment before trying again.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await counts()).toEqual({ applications: APPLICATION_RATE_LIMITS.perNetwork.max, outbox: APPLICATION_RATE_LIMITS.perNetwork.max });
  });

  it('counts the addresses of one IPv6 /64 as one network', async () => {
    const statuses = [];
    for (let i = 1; i <= APPLICATION_RATE_LIMITS.perNetwork.max + 2; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/applications', headers: { origin: ORIGIN }, remoteAddress: `2001:db8:1:2::${i.toString(16)}`, payload: valid });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(APPLICATION_RATE_LIMITS.perNetwork.max);
  });

  it('stops a flood spread over many networks at the total limit', async () => {
    const total = APPLICATION_RATE_LIMITS.total.max + 20;
    const statuses: number[] = [];
    for (let i = 0; i < total; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/applications', headers: { origin: ORIGIN }, remoteAddress: `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}`, payload: valid });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(APPLICATION_RATE_LIMITS.total.max);
    expect((await counts()).outbox).toBe(APPLICATION_RATE_LIMITS.total.max);
  });

  it('rejects a missing field with 400', async () => {
    const { message: _omitted, ...rest } = valid;
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/applications', headers: { origin: ORIGIN }, payload: rest });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.message).toBe('Message is required');
  });

  it('rejects malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/applications',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      payload: '{"playerName": "Leo",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'BAD_JSON', message: 'The request body is not valid JSON.' });
    expect(await counts()).toEqual({ applications: 0, outbox: 0 });
  });

  it('rejects an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/applications',
      headers: { origin: ORIGIN },
      payload: { ...valid, message: 'x'.repeat(BODY_LIMIT_BYTES) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await counts()).toEqual({ applications: 0, outbox: 0 });
  });

  it('keeps the application and the queued message when the mail server is down', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/applications', headers: { origin: ORIGIN }, payload: valid });
    expect(res.statusCode).toBe(201);

    const worker = createMailWorker({
      db: t.ctx.db,
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
      from: 'academy@example.com',
      log: t.ctx.log,
    });
    expect(await worker.runOnce()).toBe(0);
    await worker.stop();

    expect((await counts()).applications).toBe(1);
    const [message] = await academyMail();
    expect(message).toMatchObject({ status: 'queued', attempts: 1 });
    expect(message!.last_error).toEqual(expect.any(String));
    expect(message!.next_attempt_at > new Date().toISOString()).toBe(true);
  });

  it('delivers the message exactly once through a local SMTP server', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as { port: number };

    await t.app.inject({ method: 'POST', url: '/api/v1/applications', headers: { origin: ORIGIN }, payload: valid });
    const worker = createMailWorker({ db: t.ctx.db, smtpUrl: `smtp://127.0.0.1:${port}`, from: 'academy@example.com', log: t.ctx.log });
    // The academy's e-mail and the applicant's confirmation.
    expect(await worker.runOnce()).toBe(2);
    expect(await worker.runOnce()).toBe(0);
    await worker.stop();
    await new Promise<void>((resolve) => smtp.close(resolve));

    const toAcademy = received.filter((data) => data.includes('New academy application'));
    expect(toAcademy).toHaveLength(1);
    expect(toAcademy[0]).toContain('Leo Martinez');
    const [message] = await academyMail();
    expect(message).toMatchObject({ status: 'sent', attempts: 1 });
    expect(message!.sent_at).toEqual(expect.any(String));
  });
});

describe.each(testDialects())('server basics on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers /healthz after checking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/v1/applications']).toBeDefined();
  });

  it('answers unknown API paths with the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('sends a content security policy limited to its own origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https?:\/\//);
  });

  it('shows the dev mailbox to this machine only', async () => {
    const local = await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox' });
    expect(local.statusCode).toBe(200);
    for (const remoteAddress of ['203.0.113.7', '10.0.0.2', '2001:db8::1']) {
      const remote = await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox', remoteAddress });
      expect(remote.statusCode).toBe(404);
      expect(remote.body).not.toContain('messages');
    }
  });
});

describe.each(testDialects())('the dev mailbox on %s', (dialect) => {
  it('does not exist once e-mail is delivered (SMTP_URL set)', async () => {
    const t = await createTestApp(dialect, { mail: { smtpUrl: 'smtp://127.0.0.1:2525', from: 'a@example.com' }, hasDevMailbox: false });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('believes a forwarded address only through a trusted proxy, and then only a local one', async () => {
    const t = await createTestApp(dialect, { trustProxy: true });
    try {
      const forwarded = await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox', headers: { 'x-forwarded-for': '203.0.113.7' } });
      expect(forwarded.statusCode).toBe(404);
      const local = await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox', headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(local.statusCode).toBe(200);
      const spoofed = await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox', remoteAddress: '203.0.113.8', headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(spoofed.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('whether the dev mailbox exists (configuration)', () => {
  const base = { AUTH_SECRET: 'x'.repeat(40), DATABASE_URL: 'file::memory:' };
  it.each([
    [{}, true],
    [{ SMTP_URL: 'smtp://mail.example.org:587' }, false],
    [{ NODE_ENV: 'production', APP_URL: 'http://localhost:3000' }, false],
    [{ APP_URL: 'https://app.bravoacademy.com' }, false],
    [{ APP_URL: 'http://192.168.1.20:3000' }, false],
    [{ APP_URL: 'http://127.0.0.1:3000' }, true],
  ])('%j → %s', (env, expected) => {
    expect(loadConfig({ ...base, ...env } as NodeJS.ProcessEnv).hasDevMailbox).toBe(expected);
  });
});
