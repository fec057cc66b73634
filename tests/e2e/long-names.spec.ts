import { expect, test } from './support/fixtures';
import { expectNoHorizontalScroll, screenshot, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent } from './support/auth';

// The longest one-word name the athletes form allows (80 characters): every page that shows it
// stays within a 390 px phone (issue 18: the dashboard was 1,188 px wide).
const LONG_NAME = `Maximilianoalejandro${'x'.repeat(60)}`;

test('[layout] an 80-character one-word athlete name keeps every page within a 390 px phone', async ({ page }) => {
  expect(LONG_NAME).toHaveLength(80);
  await createConfirmedParent(page, uniqueEmail('long-name'));
  await completeSetupViaApi(page, { name: LONG_NAME, dateOfBirth: '2015-04-12' });
  for (const path of ['/dashboard', '/training', '/challenges', '/achievements', '/profile?tab=athletes', '/parent-portal', '/progress-report']) {
    await page.goto(path);
    // The page has its data once the name shows in it.
    await expect(page.getByRole('main').getByText(/Maximilianoalejandro/).first(), path).toBeVisible();
    await test.step(path, async () => expectNoHorizontalScroll(page));
    if (path === '/dashboard') await screenshot(page, 'long-name-dashboard');
  }
});
