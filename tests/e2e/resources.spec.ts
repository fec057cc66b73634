import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures';
import { PRO_UPGRADE_BENEFITS } from '#shared/academy-plans';
import { expectAccessible, expectNoHorizontalScroll, uniqueEmail } from './support';
import { makeAdmin } from './support/staff';
import { completeSetupViaApi, createConfirmedParent, dismissToasts, screenshotBoth } from './support/auth';
import { buyMembershipViaApi } from './support/membership';

const origin = () => `http://localhost:${process.env.E2E_PORT}`;


test('[resources] a family without Pro meets the upgrade dialog, buys Pro with the test card, reads a resource and downloads its PDF', async ({ page }) => {
  test.setTimeout(180_000);
  await createConfirmedParent(page, uniqueEmail('resources'));
  await completeSetupViaApi(page);

  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Resources and Support' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Progress Reports' })).toHaveAttribute('href', '/progress-report');
  const coach = page.getByRole('region', { name: 'Contact Your Coach' });
  await expect(coach.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+1/);
  await expect(coach.getByRole('link', { name: 'Request a video call' })).toHaveAttribute('href', /^mailto:info@bravoacademy\.com\?subject=Video%20call%20request&body=/);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'resources-overview');

  // Without Pro, a topic opens the upgrade dialog with what Pro adds over Core (issue 37).
  await page.getByRole('button', { name: /^Nutrition/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Pro' });
  await expect(dialog.getByRole('list', { name: 'Pro benefits' }).getByRole('listitem')).toHaveCount(PRO_UPGRADE_BENEFITS.length);
  await expect(dialog.getByText('Resource library access')).toBeVisible();
  await expect(dialog.getByText('Progress reports')).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBoth(page, 'resources-upgrade-dialog');
  await dialog.getByRole('link', { name: 'Upgrade to Pro' }).click();

  // The membership page opens with Pro Monthly selected; the test card pays.
  await expect(page).toHaveURL(/\/membership\?plan=pro-monthly$/);
  const pro = page.getByRole('article', { name: 'Pro Plan (Monthly)' });
  await expect(pro.getByText('Selected')).toBeVisible();
  await pro.getByRole('button', { name: 'Select Plan' }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/cs_test_/);
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry (MM/YY)').fill('1234');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill('Maria Martinez');
  await form.getByRole('button', { name: 'Pay $425.00' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

  // Now the topic opens the library, filtered, with a way back.
  await page.goto('/resources');
  await page.getByRole('button', { name: /^Nutrition/ }).click();
  await expect(page).toHaveURL(/\/resources\?view=library&topic=nutrition$/);
  const library = page.getByRole('list', { name: 'Resources' });
  await expect(library.getByRole('link', { name: 'What to Eat Before a Game' })).toBeVisible();
  await expect(library.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('button', { name: /Topic: Nutrition/ })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'resources-library');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Resources and Support' })).toBeVisible();

  await page.getByRole('button', { name: 'Open the Library' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('heel');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(library.getByRole('listitem')).toHaveCount(1);
  await library.getByRole('link', { name: 'Knee and Heel Pain in Growing Players' }).click();

  await expect(page).toHaveURL(/\/resource\/osgood-schlatter-and-severs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Knee and Heel Pain in Growing Players' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'See your pediatrician promptly if' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'resources-resource');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('osgood-schlatter-and-severs.pdf');
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.getByRole('button', { name: '4 stars' }).click();
  await expect(page.getByRole('button', { name: '4 stars' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('4.0 (1 rating)')).toBeVisible();
});

test('[resources] a shared link shows the opening and a Sign In button signed out; an unknown resource is a 404 page with a link back', async ({ page }) => {
  await page.goto('/resource/pre-game-meals');
  await expect(page.getByRole('heading', { level: 1, name: 'What to Eat Before a Game' })).toBeVisible();
  await expect(page.getByText(/^A player who runs out of fuel/)).toBeVisible();
  await expect(page.getByText('The best pre-game meal is one your son has already eaten')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'resources-shared-signed-out');

  await page.goto('/resource/no-such-guide');
  await expect(page.getByRole('heading', { level: 1, name: 'Resource not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Resources' })).toHaveAttribute('href', '/resources');
  await screenshotBoth(page, 'resources-not-found');
});

test('[resources] an admin writes and publishes a resource, and a Pro family sees it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const adminAddress = `10.252.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const adminContext = await browser.newContext({ baseURL: origin(), viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'x-forwarded-for': adminAddress } });
  const admin = await adminContext.newPage();
  const adminEmail = uniqueEmail('resources-admin');
  await createConfirmedParent(admin, adminEmail, 'Coach Admin');
  makeAdmin(adminEmail);

  const title = `Recovery Smoothies ${Date.now().toString(36)}`;
  await admin.goto('/admin/resources');
  await expect(admin.getByRole('heading', { level: 1, name: 'Resource Library' })).toBeVisible();
  await admin.getByRole('button', { name: 'New resource' }).click();
  const editor = admin.getByRole('form', { name: 'Resource' });
  await editor.getByLabel('Title').fill(title);
  await editor.getByLabel('Summary').fill('Three quick smoothies that help young players recover after evening training.');
  await editor
    .getByLabel('Text (Markdown)')
    .fill('After an evening session a smoothie is the quickest way to get carbohydrates and protein into a tired player.\n\n## Berry blast\n\n- 1 cup frozen berries\n- 1 cup milk\n- 1 banana\n\nBlend until smooth and serve cold.');
  await editor.getByLabel('Category').selectOption('wellness');
  await editor.getByLabel('Type').selectOption('Recipe');
  await editor.getByLabel('Tags').fill('recipe, recovery');
  await admin.getByRole('tab', { name: 'Preview' }).click();
  const preview = admin.getByRole('article', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Berry blast' })).toBeVisible();
  await expect(preview.getByRole('listitem')).toHaveCount(3);
  await expectAccessible(admin);
  await screenshotBoth(admin, 'resources-admin-preview');
  await admin.getByRole('tab', { name: 'Write' }).click();
  await editor.getByRole('button', { name: 'Create resource' }).click();

  const row = admin.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  // The toast arrives with its lazily loaded toaster; wait for it, so none covers the screenshot.
  await expect(admin.getByText('Resource created')).toBeVisible();
  await dismissToasts(admin);
  await expectAccessible(admin);
  await screenshotBoth(admin, 'resources-admin-list');

  // A Pro family does not see the draft; once published, it does.
  await createConfirmedParent(page, uniqueEmail('resources-pro'));
  await completeSetupViaApi(page);
  await buyMembershipViaApi(page, 'pro-monthly');
  const search = async () => {
    await page.goto(`/resource-hub?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Resource Library' })).toBeVisible();
  };
  await search();
  await expect(page.getByText('No resources match')).toBeVisible();

  await row.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();

  await search();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Blend until smooth and serve cold.')).toBeVisible();
  await adminContext.close();
});
