import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../app';
import { createMailWorker } from '../../mail/worker';
import { createTestApp, type TestApp, testDialects } from '../../testing/harness';

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
  });

  const counts = async () => ({
    applications: (await t.ctx.db.selectFrom('applications').selectAll().execute()).length,
    outbox: (await t.ctx.db.selectFrom('outbox').selectAll().execute()).length,
  });

  it('stores a valid application and queues one e-mail to the academy with every field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/applications', payload: valid });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true });

    const rows = await t.ctx.db.selectFrom('applications').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ player_name: 'Leo Martinez', player_age: 11, email: 'ana@example.com' });

    const mail = await t.ctx.db.selectFrom('outbox').selectAll().execute();
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
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/applications', payload: { ...valid, [field]: value } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.fields[field]).toEqual(expect.any(String));
    expect(body.error.message).toBe(body.error.fields[field]);
    expect(await counts()).toEqual({ applications: 0, outbox: 0 });
  });

  it('rejects a missing field with 400', async () => {
    const { message: _omitted, ...rest } = valid;
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/applications', payload: rest });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.message).toBe('Message is required');
  });

  it('rejects malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/applications',
      headers: { 'content-type': 'application/json' },
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
      payload: { ...valid, message: 'x'.repeat(BODY_LIMIT_BYTES) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await counts()).toEqual({ applications: 0, outbox: 0 });
  });

  it('keeps the application and the queued message when the mail server is down', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/applications', payload: valid });
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
    const [message] = await t.ctx.db.selectFrom('outbox').selectAll().execute();
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

    await t.app.inject({ method: 'POST', url: '/api/v1/applications', payload: valid });
    const worker = createMailWorker({ db: t.ctx.db, smtpUrl: `smtp://127.0.0.1:${port}`, from: 'academy@example.com', log: t.ctx.log });
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    await worker.stop();
    await new Promise<void>((resolve) => smtp.close(resolve));

    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Leo Martinez');
    const [message] = await t.ctx.db.selectFrom('outbox').selectAll().execute();
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

  it('shows the dev mailbox outside production', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox' });
    expect(res.statusCode).toBe(200);
  });
});
