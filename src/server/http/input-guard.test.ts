/**
 * Every text field of every route's schema, with a NUL byte, another control character and 5,000
 * characters: never a 5xx, and a 400 naming the field for the control characters. The routes come
 * from the OpenAPI document the app builds from its schemas, so a route added later is covered.
 */
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIDI_CONTROLS_MESSAGE } from '#shared/validation/text';
import { addTestAthlete, as, createFamily, ORIGIN, type TestFamily } from '../testing/families';
import { createTestApp, type TestApp, testDialects } from '../testing/harness';
import { acceptsText, listOperations, type Operation, sample } from '../testing/openapi';

type Case = { method: string; url: string; field: string; payload?: unknown };

/** One request per text field of the route (body, query and path), with `bad` in that field. */
function casesFor(method: string, path: string, op: Operation, bad: string, ids: Record<string, string>): Case[] {
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema ? (sample(bodySchema) as Record<string, unknown>) : undefined;
  const params = (op.parameters ?? []).filter((p) => p.in === 'path');
  const query = (op.parameters ?? []).filter((p) => p.in === 'query');
  const fill = (overrides: Record<string, string> = {}) =>
    path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(overrides[name] ?? ids[name] ?? 'x'));
  const queryString = (overrides: Record<string, string> = {}) => {
    const search = new URLSearchParams();
    for (const q of query) search.set(q.name, overrides[q.name] ?? ids[q.name] ?? String(sample(q.schema)));
    const text = search.toString();
    return text ? `?${text}` : '';
  };
  const cases: Case[] = [];
  for (const p of params) cases.push({ method, url: fill({ [p.name]: bad }) + queryString(), field: p.name, payload: body });
  for (const q of query.filter((q) => acceptsText(q.schema))) {
    cases.push({ method, url: fill() + queryString({ [q.name]: bad }), field: q.name, payload: body });
  }
  for (const [name, schema] of Object.entries(bodySchema?.properties ?? {})) {
    if (acceptsText(schema)) cases.push({ method, url: fill() + queryString(), field: name, payload: { ...body, [name]: bad } });
  }
  return cases;
}

/** better-auth's routes are hidden from the document; their text fields are listed here. */
const AUTH_CASES: { url: string; fields: Record<string, string> }[] = [
  { url: '/api/auth/sign-up/email', fields: { name: 'Ana', email: 'ana@example.com', password: 'Goal2026!Kick' } },
  { url: '/api/auth/sign-in/email', fields: { email: 'ana@example.com', password: 'Goal2026!Kick' } },
  { url: '/api/auth/request-password-reset', fields: { email: 'ana@example.com' } },
  { url: '/api/auth/send-verification-email', fields: { email: 'ana@example.com' } },
  { url: '/api/auth/reset-password', fields: { token: 'abc', password: 'Goal2026!Kick' } },
  { url: '/api/auth/change-password', fields: { currentPassword: 'Goal2026!Kick', newPassword: 'Goal2027!Kick', confirmPassword: 'Goal2027!Kick' } },
];

describe.each(testDialects())('text with control characters, on every route, on %s', (dialect) => {
  let t: TestApp;
  let family: TestFamily;
  let ids: Record<string, string>;
  let operations: [string, string, Operation][];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    family = await createFamily(t, 'nul');
    // An admin reaches every route, the staff routes (which answer 403 to a parent) included.
    await t.ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', family.userId).execute();
    const athlete = await addTestAthlete(t, family);
    ids = { athleteId: athlete.id };
    operations = await listOperations(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function send(c: Case) {
    // Rate limits (the public form's, for one) would answer 429 before the input is read.
    await t.ctx.db.deleteFrom('throttles').execute();
    return t.app.inject({
      method: c.method as 'GET',
      url: c.url,
      headers: as(family),
      ...(c.payload !== undefined && c.method !== 'GET' ? { payload: c.payload as Record<string, unknown> } : {}),
    });
  }

  it.each([
    ['a NUL byte', 'a\u0000b'],
    ['an escape character', 'a\u001bb'],
  ])('refuses %s in every text field with a 400 naming it, and no 5xx', async (_name, bad) => {
    const cases = operations.flatMap(([method, path, op]) => casesFor(method, path, op, bad, ids));
    expect(cases.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const c of cases) {
      const res = await send(c);
      const fields = res.statusCode === 400 ? Object.keys((res.json() as { error: { fields?: object } }).error.fields ?? {}) : [];
      if (res.statusCode !== 400 || !fields.some((f) => f === c.field || f.startsWith(`${c.field}.`))) {
        failures.push(`${c.method} ${c.url} [${c.field}] → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses U+2028 and U+2029 in every single-line field, as it refuses a line feed there', async () => {
    const failures: string[] = [];
    let singleLine = 0;
    const namesField = async (c: Case) => {
      const res = await send(c);
      const fields = res.statusCode === 400 ? Object.keys((res.json() as { error: { fields?: object } }).error.fields ?? {}) : [];
      return fields.some((f) => f === c.field || f.startsWith(`${c.field}.`));
    };
    for (const [method, path, op] of operations) {
      const withLineFeed = casesFor(method, path, op, 'a\nb', ids);
      const withSeparators = ['a\u2028b', 'a\u2029b'].map((separator) => ({ separator, cases: casesFor(method, path, op, separator, ids) }));
      for (const [i, c] of withLineFeed.entries()) {
        if (!(await namesField(c))) continue;
        singleLine += 1;
        for (const { separator, cases } of withSeparators) {
          if (!(await namesField(cases[i]!))) failures.push(`${c.method} ${c.url} [${c.field}] accepts ${JSON.stringify(separator)}`);
        }
      }
    }
    expect(singleLine).toBeGreaterThan(10);
    expect(failures).toEqual([]);
    // Every route, three texts each: longer than a test's usual 30 s on a busy 2-core machine.
  }, 120_000);

  it('refuses text-direction controls in every name a family or a visitor types, with the message', async () => {
    const bad = 'Leo\u202Eoknem';
    const message = (label: string) => `${label}: ${BIDI_CONTROLS_MESSAGE}`;
    const cases: [string, string, Record<string, unknown>, string][] = [
      ['POST', '/api/v1/athletes', { name: bad, dateOfBirth: '2015-04-12' }, message('Name')],
      ['PUT', '/api/v1/profile', { displayName: `Ana\u2067Ruiz` }, message('Display name')],
      ['PUT', '/api/v1/profile/parent', { fullName: `Ana\u202ARuiz`, phone: '+1 858 555 0100', address: '1 Main St', birthDate: '1985-05-05' }, message('Full name')],
      ['POST', '/api/auth/sign-up/email', { name: `Ana\u2069`, email: 'bidi@example.com', password: 'Goal2026!Kick' }, message('Display name')],
    ];
    for (const [method, url, payload, expected] of cases) {
      await t.ctx.db.deleteFrom('throttles').execute();
      const res = await t.app.inject({ method: method as 'POST', url, headers: as(family), payload });
      expect(res.statusCode, url).toBe(400);
      expect(JSON.stringify(res.json()), url).toContain(expected);
    }
    expect(await t.ctx.db.selectFrom('athletes').select('id').where('name', 'like', 'Leo%oknem').execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('users').select('id').where('email', '=', 'bidi@example.com').execute()).toEqual([]);
  });

  it('refuses a NUL in every field of the sign-up, sign-in and password routes', async () => {
    const failures: string[] = [];
    for (const { url, fields } of AUTH_CASES) {
      for (const field of Object.keys(fields)) {
        const res = await t.app.inject({ method: 'POST', url, headers: { origin: ORIGIN, cookie: family.cookie }, payload: { ...fields, [field]: 'Goal\u00002026!' } });
        if (res.statusCode !== 400) failures.push(`${url} [${field}] → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 5,000 characters in every text field without a 5xx', async () => {
    const cases = operations.flatMap(([method, path, op]) => casesFor(method, path, op, 'x'.repeat(5000), ids));
    const failures: string[] = [];
    for (const c of cases) {
      const res = await send(c);
      if (res.statusCode >= 500) failures.push(`${c.method} ${c.url.slice(0, 80)} [${c.field}] → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses a compressed request body on every route that takes one with a 4xx, never a 5xx (decision 055)', async () => {
    const withBody = operations.flatMap(([method, path, op]) => {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      return schema ? [{ method, url: path.replace(/\{(\w+)\}/g, (_m, name: string) => ids[name] ?? 'x'), body: sample(schema) }] : [];
    });
    expect(withBody.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const { method, url, body } of withBody) {
      await t.ctx.db.deleteFrom('throttles').execute();
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { ...as(family), 'content-type': 'application/json', 'content-encoding': 'gzip' },
        payload: gzipSync(JSON.stringify(body)),
      });
      if (res.statusCode < 400 || res.statusCode >= 500) failures.push(`${method} ${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });
});
