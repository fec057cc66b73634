import { expect, test } from './support/fixtures';
import { expectAccessible, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent, screenshotBoth, toastWith } from './support/auth';

test('[notifications] a parent turns e-mail notifications off in Settings, and sees how push works', async ({ page }) => {
  await createConfirmedParent(page, uniqueEmail('notify'));
  await completeSetupViaApi(page);

  await page.goto('/profile?tab=settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Notifications' })).toBeVisible();
  const email = page.getByRole('checkbox', { name: /E-mail me about unread messages/ });
  const push = page.getByRole('checkbox', { name: /Push notifications on this device/ });
  await expect(email).toBeChecked();
  await expect(push).not.toBeChecked();
  await expect(push).toBeEnabled();
  await expectAccessible(page);
  await screenshotBoth(page, 'notifications-settings');

  await email.uncheck();
  await expect(toastWith(page, 'Notification settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /E-mail me about unread messages/ })).not.toBeChecked();
});

test('[notifications] on an iPhone browser without push, Settings says to add the app to the Home Screen', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });
  // Safari in a tab has no PushManager; only the app added to the Home Screen does.
  await context.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  const page = await context.newPage();
  await createConfirmedParent(page, uniqueEmail('notify-ios'));
  await completeSetupViaApi(page);
  await page.goto('/profile?tab=settings');
  await expect(page.getByText('first add Bravo Academy to your Home Screen')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Push notifications on this device/ })).toBeDisabled();
  await expectAccessible(page);
  await context.close();
});

// The other journeys run without the service worker (playwright.config.ts); this one is about it.
test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('[notifications] the app is installable: manifest linked, service worker running, offline page when the network is gone', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest.name).toBe('Bravo Academy');
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
    expect(worker).toMatch(/\/sw\.js$/);

    await context.setOffline(true);
    await page.goto('/academy-details');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
