/**
 * Test families: sign up, confirm through the e-mail in the outbox, sign in, exactly as a parent
 * would, so every integration test goes through the real auth path.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './harness';

export const TEST_PASSWORD = 'Goal2026!Kick';
export const ORIGIN = 'http://localhost:3000';

let counter = 0;
export function uniqueEmail(prefix = 'parent'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Turns the response's Set-Cookie headers into a Cookie header for the next request. */
export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((c) => c.value && c.maxAge !== 0)
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

/** The same session cookie with another signature of the right length: what a forger can send. */
export function forgedCookie(cookie: string): string {
  return cookie.replace(/\.([^.;]+)(;|$)/, (_match, signature: string, end: string) => `.${encodeURIComponent(Buffer.alloc(Buffer.from(decodeURIComponent(signature), 'base64').length, 7).toString('base64'))}${end}`);
}

export async function signUp(t: TestApp, email: string, password = TEST_PASSWORD, name = 'Test Parent') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN },
    payload: { name, email, password },
  });
}

/** The confirmation link queued for this address, as a path the app can be asked for. */
export async function confirmationPath(t: TestApp, email: string, kind = 'email-verification'): Promise<string> {
  const row = await t.ctx.db
    .selectFrom('outbox')
    .select('links')
    .where('to_address', '=', email)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const [link] = JSON.parse(row.links) as { url: string }[];
  const url = new URL(link!.url);
  return `${url.pathname}${url.search}`;
}

export async function signIn(t: TestApp, email: string, password = TEST_PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN },
    payload: { email, password },
  });
}

export type TestFamily = { email: string; userId: string; cookie: string };

/**
 * Admits the family as a used invitation does (decision 078), without an e-mail: what the families of
 * most tests are, so they may buy memberships.
 */
export async function admitFamily(t: TestApp, family: { email: string; userId: string }): Promise<void> {
  const now = new Date().toISOString();
  await t.ctx.db
    .insertInto('invitations')
    .values({
      id: randomUUID(),
      email: family.email,
      code_hash: randomBytes(32).toString('hex'),
      issued_by: null,
      issued_via: 'operator',
      application_id: null,
      trial_session_id: null,
      created_at: now,
      expires_at: now,
      used_at: now,
      used_by: family.userId,
      revoked_at: null,
    })
    .execute();
}

/**
 * A confirmed, signed-in family with no athletes yet, admitted to buy memberships unless
 * `isAdmitted: false` (a family that signed up without an invitation).
 */
export async function createFamily(t: TestApp, prefix = 'parent', options: { isAdmitted?: boolean } = {}): Promise<TestFamily> {
  const email = uniqueEmail(prefix);
  const signUpResponse = await signUp(t, email);
  if (signUpResponse.statusCode !== 200) throw new Error(`sign-up failed: ${signUpResponse.body}`);
  const confirm = await t.app.inject({ method: 'GET', url: await confirmationPath(t, email) });
  if (confirm.statusCode !== 302) throw new Error(`confirmation failed: ${confirm.statusCode} ${confirm.body}`);
  const cookie = cookieHeader(confirm);
  const user = await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  if (options.isAdmitted ?? true) await admitFamily(t, { email, userId: user.id });
  return { email, userId: user.id, cookie };
}

/** A request as this family (cookie and same-origin header). */
export function as(family: TestFamily) {
  return { cookie: family.cookie, origin: ORIGIN };
}

export async function addTestAthlete(t: TestApp, family: TestFamily, name = 'Leo Martinez', dateOfBirth = '2015-04-12') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/athletes',
    headers: as(family),
    payload: { name, dateOfBirth },
  });
  if (response.statusCode !== 201) throw new Error(`add athlete failed: ${response.body}`);
  return response.json().athlete as { id: string; name: string };
}
