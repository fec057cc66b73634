import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectAccessible, expectNoHorizontalScroll, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent, screenshotBoth, signInWithForm } from './support/auth';
import { buyMembershipViaApi } from './support/membership';
import { makeCoach } from './support/staff';

/** A counted lesson of the browser tests' seed: 20 touches to reach, 3 s after opening it. */
const LESSON = { id: 'first-touch-toss-and-trap', title: 'Toss and Trap' } as const;

/** As a coach: a coming session with the athlete on its roster. */
async function sessionWith(page: Page, athleteId: string): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  const sessions = ((await (await page.request.get(`/api/v1/staff/sessions?from=${today}&days=7`)).json()) as { sessions: { id: string; status: string }[] }).sessions;
  for (const session of sessions.filter((s) => s.status !== 'cancelled')) {
    const results = (await (await page.request.get(`/api/v1/staff/sessions/${session.id}/results`)).json()) as { athletes: { athleteId: string }[] };
    if (results.athletes.some((a) => a.athleteId === athleteId)) return session.id;
  }
  throw new Error('No coming session has the athlete on its roster');
}

/** A Core family with one athlete of a name no other journey uses; the page stays signed in as the parent. */
async function coreFamily(page: Page, prefix: string, first: string): Promise<{ email: string; athleteId: string; athleteName: string }> {
  const tag = Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  const athleteName = `${first} Verified${tag}`;
  const email = uniqueEmail(prefix);
  await createConfirmedParent(page, email);
  await completeSetupViaApi(page, { name: athleteName, dateOfBirth: '2015-04-12' });
  const athleteId = ((await (await page.request.get('/api/v1/athletes')).json()) as { athletes: { id: string }[] }).athletes[0]!.id;
  await buyMembershipViaApi(page, 'core-monthly', athleteId);
  return { email, athleteId, athleteName };
}

/** A coach account, signed in through the form (the page lands on /coach). */
async function signInNewCoach(page: Page, context: BrowserContext): Promise<string> {
  const email = uniqueEmail('verified-coach');
  await context.clearCookies();
  await createConfirmedParent(page, email, 'Carla Coach');
  makeCoach(email);
  await context.clearCookies();
  await signInWithForm(page, email);
  await expect(page).toHaveURL(/\/coach$/);
  return email;
}

test('[coaching] a coach at 390 px records a verified result on the session sheet, and the parent sees it marked Verified in the lesson history', async ({ page, context }) => {
  const { email: parentEmail, athleteId, athleteName } = await coreFamily(page, 'verified-family', 'Rosa');
  await signInNewCoach(page, context);
  const sessionId = await sessionWith(page, athleteId);

  // The sheet's results: record 12 touches for the athlete, then see it listed as verified.
  await page.goto(`/coach/sessions/${sessionId}`);
  const form = page.getByRole('form', { name: 'Record a result' });
  await form.getByLabel('Athlete').selectOption({ label: athleteName });
  await form.getByLabel('Lesson').selectOption(LESSON.id);
  await form.getByLabel(/^Count/).fill('99');
  await form.getByRole('button', { name: 'Record verified result' }).click();
  // Out of the lesson's range: a clear message and nothing recorded.
  await expect(form.getByRole('alert')).toHaveText(`Enter a number from 0 to 20 for ${LESSON.title}.`);
  await form.getByLabel(/^Count/).fill('12');
  await form.getByRole('button', { name: 'Record verified result' }).click();
  const verified = page.getByRole('list', { name: 'Verified at this session' }).getByRole('listitem').filter({ hasText: athleteName });
  await expect(verified).toContainText(`${LESSON.title}: 12 touches`);
  await expect(verified).toContainText('Verified: recorded');
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'coach-session-results');

  // The parent's lesson history marks the session Verified, in words.
  await context.clearCookies();
  await signInWithForm(page, parentEmail);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto(`/lesson/${LESSON.id}`);
  const history = page.getByRole('region', { name: 'Lesson History' });
  const entry = history.getByRole('listitem').filter({ hasText: '12 touches' });
  await expect(entry).toContainText('Verified: recorded by a coach');
  await expectNoHorizontalScroll(page);
  await screenshotBoth(page, 'lesson-history-verified');
});

test('[coaching] a coach confirms on the session sheet a count logged at home over twice the best verified one', async ({ page, context, baseURL }) => {
  const { email: parentEmail, athleteId, athleteName } = await coreFamily(page, 'confirm-family', 'Teo');
  const coachEmail = await signInNewCoach(page, context);
  const sessionId = await sessionWith(page, athleteId);
  const headers = { origin: baseURL ?? '' };
  // The coach's count at the session: 5, the athlete's best verified one.
  const recorded = await page.request.post(`/api/v1/staff/sessions/${sessionId}/results`, { headers, data: { athleteId, lessonId: LESSON.id, count: 5 } });
  expect(recorded.status(), await recorded.text()).toBe(201);

  // At home the family logs 12, more than twice 5.
  await context.clearCookies();
  await signInWithForm(page, parentEmail);
  await expect(page).not.toHaveURL(/\/auth/);
  expect((await page.request.post(`/api/v1/training/lessons/${LESSON.id}/start`, { headers, data: { athleteId } })).status()).toBe(200);
  await page.waitForTimeout(3_200);
  const saved = await page.request.post(`/api/v1/training/lessons/${LESSON.id}/progress`, { headers, data: { athleteId, mode: 'practice', timeSpentMinutes: 0, count: 12 } });
  expect(saved.status(), await saved.text()).toBe(200);

  // The coach finds it to confirm on the sheet, and confirms it.
  await context.clearCookies();
  await signInWithForm(page, coachEmail);
  await expect(page).toHaveURL(/\/coach$/);
  await page.goto(`/coach/sessions/${sessionId}`);
  const waiting = page.getByRole('list', { name: 'Results to confirm' }).getByRole('listitem').filter({ hasText: athleteName });
  await expect(waiting).toContainText(`${LESSON.title}: 12 touches`);
  await expect(waiting).toContainText('Best verified 5');
  await expectNoHorizontalScroll(page);
  await screenshotBoth(page, 'coach-results-to-confirm');
  await waiting.getByRole('button', { name: `Confirm ${athleteName}’s 12 for ${LESSON.title}` }).click();
  await expect(waiting).toHaveCount(0);
  const verified = page.getByRole('list', { name: 'Verified at this session' }).getByRole('listitem').filter({ hasText: athleteName }).filter({ hasText: '12 touches' });
  await expect(verified).toContainText('Verified: confirmed');
});
