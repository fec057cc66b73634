import { type Locator, type Page, expect, test } from './support/fixtures';
import { expectAccessible, expectNoHorizontalScroll, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent, dismissToasts, screenshotBoth, toastWith } from './support/auth';

/** The seeded lesson the browser tests may complete 3 s after opening it (E2E_SEED). */
const LESSON_ID = 'first-touch-toss-and-trap';

function marathon(page: Page): Locator {
  return page
    .getByRole('tabpanel')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: /Lesson Marathon$/ }) });
}

test('[competitions] a parent joins this month’s Lesson Marathon for an athlete, and its progress moves by itself after a lesson', async ({ page, context }) => {
  test.setTimeout(120_000);
  await createConfirmedParent(page, uniqueEmail('competitions'));
  await completeSetupViaApi(page, { name: 'Lucia Ortega', dateOfBirth: '2016-02-11' });

  await page.goto('/challenges?tab=monthly');
  await expect(page.getByRole('heading', { level: 2, name: 'Monthly Competitions' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Active (4)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'My Competitions (0)' })).toBeVisible();
  const card = marathon(page);
  for (const text of ['Active', '12 lessons', '+400 XP', 'joined']) await expect(card).toContainText(text);

  await card.getByRole('button', { name: 'Join Competition' }).click();
  await expect(toastWith(page, 'Joined Competition')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My Competitions (1)' })).toBeVisible();
  await expect(card).toContainText('0 / 12 lessons (0%)');
  await expect(card.getByRole('button', { name: 'Join Competition' })).toHaveCount(0);

  // A second tab keeps the competitions open while the athlete trains in the first.
  const second = await context.newPage();
  const streamOpen = second.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/events');
  await second.goto('/challenges?tab=monthly');
  expect((await streamOpen).status()).toBe(200);
  await second.getByRole('tab', { name: 'My Competitions (1)' }).click();
  await expect(marathon(second)).toContainText('0 / 12 lessons (0%)');

  await page.goto(`/lesson/${LESSON_ID}`);
  await expect(page.getByRole('button', { name: 'Complete Lesson' })).toBeVisible();
  await page.waitForTimeout(3_500);
  const saved = page.waitForResponse((r) => /\/api\/v1\/training\/lessons\/[^/]+\/progress$/.test(r.url()) && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Complete Lesson' }).click();
  expect((await saved).status()).toBe(200);
  await expect(toastWith(page, 'Lesson Completed!')).toBeVisible();

  // The open tab moved by itself (live events), counted by the server from the lesson.
  await expect(marathon(second)).toContainText('1 / 12 lessons (8%)');
  await expect(marathon(second).getByRole('progressbar', { name: /Lesson Marathon progress$/ })).toHaveAttribute('aria-valuenow', '8');
  await second.close();

  await page.goto('/challenges?tab=monthly');
  await page.getByRole('tab', { name: 'My Competitions (1)' }).click();
  await expect(marathon(page)).toContainText('1 / 12 lessons (8%)');
  await dismissToasts(page);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await screenshotBoth(page, 'competitions');
  await page.getByRole('tab', { name: /^Upcoming/ }).click();
  await expectAccessible(page);
});
