import { expect, test } from './support/fixtures';
import { DESKTOP, PHONE, expectAccessible, expectNoHorizontalScroll, isTakingScreenshots, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent, dismissToasts, screenshotBoth, toastWith } from './support/auth';
import { buyMembershipViaApi } from './support/membership';

test('[settings] a parent subscribes to the training calendar on a phone, then makes a new link that retires the old one', async ({ page }) => {
  test.setTimeout(150_000);
  await createConfirmedParent(page, uniqueEmail('calendar'));
  await completeSetupViaApi(page);
  await buyMembershipViaApi(page, 'core-monthly');

  await page.goto('/profile?tab=settings');
  const card = page.getByRole('region', { name: 'Calendar' });
  await expect(card.getByText('Google Calendar refreshes a subscription only every few hours')).toBeVisible();
  await card.getByRole('button', { name: 'Make my calendar link' }).click();

  const subscribe = card.getByRole('link', { name: 'Subscribe' });
  await expect(subscribe).toHaveAttribute('href', /^webcal:\/\/localhost:\d+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const google = card.getByRole('link', { name: 'Add to Google Calendar' });
  await expect(google).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\/calendar\/r\?cid=webcal%3A%2F%2F/);
  const link = card.getByLabel('Your calendar link');
  const firstUrl = await link.inputValue();

  // The feed answers with the athlete's sessions, by first name.
  const feed = await page.request.get(new URL(firstUrl).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const body = await feed.text();
  expect(body).toContain('SUMMARY:Training: Leo');
  expect(body).not.toContain('Martinez');

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await card.getByRole('button', { name: 'Copy link' }).click();
  await expect(toastWith(page, 'Calendar link copied')).toBeVisible();
  await dismissToasts(page);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'settings-calendar');

  await card.getByRole('button', { name: 'Make a new link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a new calendar link?' });
  await expect(dialog.getByText('The old link stops working at once')).toBeVisible();
  // The dialog is fixed to the screen: what the screen shows, at both widths.
  for (const size of isTakingScreenshots ? [DESKTOP, PHONE] : []) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/screens/settings-calendar-new-link-${size.width}.png` });
  }
  await dialog.getByRole('button', { name: 'Make a new link' }).click();
  await expect(toastWith(page, 'The old link no longer works')).toBeVisible();
  await expect(link).not.toHaveValue(firstUrl);
  expect((await page.request.get(new URL(firstUrl).pathname)).status()).toBe(404);
  expect((await page.request.get(new URL(await link.inputValue()).pathname)).status()).toBe(200);
});
