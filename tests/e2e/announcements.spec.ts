import { expect, test } from './support/fixtures';
import { DESKTOP, PHONE, expectAccessible, expectNoHorizontalScroll, screenshot, uniqueEmail } from './support';
import { makeAdmin } from './support/staff';
import { completeSetupViaApi, createConfirmedParent, toastWith } from './support/auth';

const origin = () => `http://localhost:${process.env.E2E_PORT}`;

test('[announcements] an admin posts an announcement and a parent’s open dashboard shows it without a reload', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // The parent, with the dashboard open.
  await createConfirmedParent(page, uniqueEmail('announce-family'));
  await completeSetupViaApi(page);
  await page.goto('/dashboard');
  const updates = page.getByRole('region', { name: 'Latest Updates' });
  await expect(updates).toBeVisible();

  // The admin, in a browser of their own, on a phone.
  const adminContext = await browser.newContext({ baseURL: origin(), viewport: PHONE, extraHTTPHeaders: { 'x-forwarded-for': `10.252.${Math.floor(Math.random() * 250)}.7` } });
  const admin = await adminContext.newPage();
  const adminEmail = uniqueEmail('announce-admin');
  await createConfirmedParent(admin, adminEmail, 'Coach Admin');
  makeAdmin(adminEmail);
  await admin.goto('/admin?tab=announcements');
  await expect(admin.getByRole('heading', { name: 'Announcements', level: 2 })).toBeVisible();

  // Bad input: an empty title is refused, naming the field.
  await admin.getByRole('button', { name: 'New announcement' }).click();
  const form = admin.getByRole('form', { name: 'New announcement' });
  await expect(form.getByLabel('Type', { exact: true })).toHaveValue('info');
  await expect(form.getByLabel('Priority (1-10)')).toHaveValue('1');
  await expect(form.getByLabel('Audience', { exact: true })).toHaveValue('all');
  await form.getByRole('button', { name: 'Create announcement' }).click();
  await expect(form.getByText('Enter a title of 1 to 120 characters.')).toBeVisible();
  await expect(toastWith(admin, 'Failed to create announcement')).toBeVisible();

  const title = `Field change ${Date.now()}`;
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Message', { exact: true }).fill('Saturday training moves to the north field.');
  await form.getByLabel('Type', { exact: true }).selectOption('warning');
  await form.getByLabel('Priority (1-10)').fill('9');
  // An end already past is refused beside its field; cleared, the announcement runs with no end.
  await form.getByLabel('Ends (optional)').fill('2020-01-01T10:00');
  await form.getByRole('button', { name: 'Create announcement' }).click();
  await expect(form.getByText('The end is in the past, so families would never see it.', { exact: false })).toBeVisible();
  await form.getByLabel('Ends (optional)').fill('');
  await expectNoHorizontalScroll(admin);
  await expectAccessible(admin);
  await screenshot(admin, 'announcements-form');
  await form.getByRole('button', { name: 'Create announcement' }).click();
  await expect(toastWith(admin, 'Announcement created successfully')).toBeVisible();
  const row = admin.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // The parent's dashboard shows it, live: no reload.
  const item = updates.getByRole('article').filter({ hasText: title });
  await expect(item).toBeVisible({ timeout: 5000 });
  await expect(item).toContainText('Warning');
  await expect(item).toContainText('Saturday training moves to the north field.');
  await expectAccessible(page);
  await screenshot(page, 'announcements-dashboard');

  // The admin tab at 390 and 1280 px, once the toasts have gone (they last 4 s).
  await expect(admin.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoHorizontalScroll(admin);
  await expectAccessible(admin);
  await screenshot(admin, 'announcements-admin');
  await admin.setViewportSize(DESKTOP);
  await expectAccessible(admin);
  await screenshot(admin, 'announcements-admin');

  // Delete after the confirmation; the dashboard lets it go, live.
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = admin.getByRole('dialog', { name: 'Delete announcement' });
  await expect(confirm).toContainText('Are you sure you want to delete this announcement?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastWith(admin, 'Announcement deleted successfully')).toBeVisible();
  await expect(item).toHaveCount(0, { timeout: 5000 });
  await adminContext.close();
});

test('[announcements] an admin pastes a message over the limit: it is kept whole, counted and refused with the limit named', async ({ page }) => {
  const adminEmail = uniqueEmail('announce-paste');
  await createConfirmedParent(page, adminEmail, 'Coach Paste');
  makeAdmin(adminEmail);
  await page.goto('/admin?tab=announcements');
  await page.getByRole('button', { name: 'New announcement' }).click();
  const form = page.getByRole('form', { name: 'New announcement' });
  const title = `Long notice ${Date.now()}`;
  await form.getByLabel('Title', { exact: true }).fill(title);
  // Pasted (inserted text, as a paste is): a maxlength attribute would have cut it to 2,000.
  const pasted = 'Spring schedule details. '.repeat(100);
  expect(pasted).toHaveLength(2500);
  await form.getByLabel('Message', { exact: true }).focus();
  await page.keyboard.insertText(pasted);
  const message = form.getByLabel('Message', { exact: true });
  await expect(message).toHaveValue(pasted);
  await expect(form.getByText('2,500 / 2,000')).toBeVisible();
  await expect(form.getByText('Enter a message of 1 to 2000 characters.')).toBeVisible();
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expectNoHorizontalScroll(page);

  await form.getByRole('button', { name: 'Create announcement' }).click();
  await expect(toastWith(page, 'Failed to create announcement')).toBeVisible();
  await expect(message).toHaveValue(pasted);
  const listed = await page.request.get('/api/v1/admin/announcements');
  expect(((await listed.json()) as { announcements: { title: string }[] }).announcements.map((a) => a.title)).not.toContain(title);

  // Cut to the limit by the admin, it is accepted.
  await message.fill(pasted.slice(0, 2000));
  await expect(form.getByText('2,000 / 2,000')).toBeVisible();
  await form.getByRole('button', { name: 'Create announcement' }).click();
  await expect(toastWith(page, 'Announcement created successfully')).toBeVisible();
});
