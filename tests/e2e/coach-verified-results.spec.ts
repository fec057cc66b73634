import { expect, test } from './support/fixtures';
import { expectAccessible, expectNoHorizontalScroll, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent, screenshotBoth, signInWithForm } from './support/auth';
import { buyMembershipViaApi } from './support/membership';
import { makeCoach } from './support/staff';

/** A counted lesson of the browser tests' seed: 20 touches to reach. */
const LESSON = { id: 'first-touch-toss-and-trap', title: 'Toss and Trap' } as const;

test('[coaching] a coach at 390 px records a verified result on the session sheet, and the parent sees it marked Verified in the lesson history', async ({ page, context }) => {
  // A Core family whose athlete has a name no other journey uses.
  const tag = Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  const athleteName = `Rosa Verified${tag}`;
  const parentEmail = uniqueEmail('verified-family');
  await createConfirmedParent(page, parentEmail);
  await completeSetupViaApi(page, { name: athleteName, dateOfBirth: '2015-04-12' });
  const athleteId = ((await (await page.request.get('/api/v1/athletes')).json()) as { athletes: { id: string }[] }).athletes[0]!.id;
  await buyMembershipViaApi(page, 'core-monthly', athleteId);

  const coachEmail = uniqueEmail('verified-coach');
  await context.clearCookies();
  await createConfirmedParent(page, coachEmail, 'Carla Coach');
  makeCoach(coachEmail);
  await context.clearCookies();
  await signInWithForm(page, coachEmail);
  await expect(page).toHaveURL(/\/coach$/);
  // A coming Core session with the athlete on its roster.
  const today = new Date().toISOString().slice(0, 10);
  const sessions = ((await (await page.request.get(`/api/v1/staff/sessions?from=${today}&days=7`)).json()) as { sessions: { id: string; status: string }[] }).sessions;
  let sessionId: string | undefined;
  for (const session of sessions.filter((s) => s.status !== 'cancelled')) {
    const results = (await (await page.request.get(`/api/v1/staff/sessions/${session.id}/results`)).json()) as { athletes: { athleteId: string }[] };
    if (results.athletes.some((a) => a.athleteId === athleteId)) {
      sessionId = session.id;
      break;
    }
  }
  expect(sessionId, 'a coming session with the athlete on its roster').toBeDefined();

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
