/**
 * Accounts steps for browser tests: sign up, read the outbox, confirm, set up a family. They go
 * through the same endpoints and e-mailed links a parent uses; the API shortcuts are only for the
 * steps a journey is not about.
 */
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { inviteFamily } from './admissions';
import { DESKTOP, isTakingScreenshots, PHONE, screenshot } from './index';

/** Meets the password policy: 8+ characters, lower, upper, digit and one of @$!%*?&. */
export const PASSWORD = 'Goal2026!Kick';

export type MailboxMessage = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  links: { label: string; url: string }[];
  createdAt: string;
};

/** better-auth checks the Origin of state-changing requests, as a browser sends it. */
export function appOrigin(): string {
  return `http://localhost:${process.env.E2E_PORT}`;
}

/**
 * The dev mailbox answers only this machine. Each test poses as a client at its own address
 * (fixtures.ts), so reading the mailbox says where it really comes from.
 */
export const THIS_MACHINE = { 'x-forwarded-for': '127.0.0.1' } as const;

/** Opens /dev/mailbox in the page, as the person at the laptop does. */
export async function openDevMailbox(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders(THIS_MACHINE);
  await page.goto('/dev/mailbox');
}

/** The outbox's messages to one address of one kind, newest first. */
export async function mailFor(
  request: APIRequestContext,
  email: string,
  kind: string,
): Promise<MailboxMessage[]> {
  const response = await request.get('/api/v1/dev/mailbox', { headers: THIS_MACHINE });
  expect(response.ok(), 'the dev mailbox answers').toBeTruthy();
  const { messages } = (await response.json()) as { messages: MailboxMessage[] };
  return messages.filter((m) => m.to === email && m.kind === kind);
}

/** Waits for the newest e-mail of a kind to an address and returns its first link. */
export async function latestLink(
  request: APIRequestContext,
  email: string,
  kind: 'email-verification' | 'password-reset',
): Promise<string> {
  let url = '';
  await expect
    .poll(
      async () => {
        url = (await mailFor(request, email, kind))[0]?.links[0]?.url ?? '';
        return url;
      },
      { message: `a ${kind} e-mail to ${email}` },
    )
    .not.toBe('');
  return url;
}

/** Signs up through the API (for journeys that are not about the sign-up form). */
export async function signUpViaApi(page: Page, email: string, name = 'Test Parent'): Promise<void> {
  const response = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: appOrigin() },
    data: { name, email, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens the confirmation link from the outbox: the parent is confirmed, signed in and sent to /profile-setup. */
export async function confirmFromOutbox(page: Page, email: string): Promise<void> {
  await page.goto(await latestLink(page.request, email, 'email-verification'));
  await expect(page).toHaveURL(/\/profile-setup/);
}

/** A confirmed, signed-in parent with no profile and no athletes yet, on /profile-setup. */
export async function createConfirmedParent(
  page: Page,
  email: string,
  name = 'Test Parent',
): Promise<void> {
  await signUpViaApi(page, email, name);
  await confirmFromOutbox(page, email);
  // Invited, as the academy's families are: it may buy a membership (decision 078).
  inviteFamily(email);
}

/** Completes the setup wizard's data through the API: the parent step and one athlete. */
export async function completeSetupViaApi(
  page: Page,
  athlete = { name: 'Leo Martinez', dateOfBirth: '2015-04-12' },
): Promise<void> {
  const headers = { origin: appOrigin() };
  const parent = await page.request.put('/api/v1/profile/parent', {
    headers,
    data: {
      fullName: 'Maria Martinez',
      phone: '(858) 555-0100',
      address: '1 Ranch Road, San Diego',
      birthDate: '1985-06-01',
    },
  });
  expect(parent.status(), await parent.text()).toBe(200);
  const added = await page.request.post('/api/v1/athletes', { headers, data: athlete });
  expect(added.status(), await added.text()).toBe(201);
}

/** Signs in with the form on /auth. */
export async function signInWithForm(
  page: Page,
  email: string,
  password = PASSWORD,
): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** The toast (sonner) that carries a text. */
export function toastWith(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** Screenshots of the current screen at phone width and at 1280 px, for a person to look at. */
export async function screenshotBoth(page: Page, name: string): Promise<void> {
  if (!isTakingScreenshots) return;
  await screenshot(page, name);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, name);
  await page.setViewportSize(PHONE);
}

/**
 * Closes the open toasts (they would sit over the page in a screenshot or an accessibility check).
 * One at a time, the first each round, each click short: a toast that times out by itself between
 * the count and the click shifts the others, and a click on a list index that no longer exists
 * would wait out the whole test.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('[data-sonner-toast]');
  const close = page.getByRole('button', { name: 'Close toast' });
  await expect(async () => {
    if ((await close.count()) > 0) await close.first().click({ timeout: 1_000 }).catch(() => {});
    await expect(toasts).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
