import { expect, test } from './support/fixtures';
import { DESKTOP, PHONE, expectAccessible, expectNoHorizontalScroll, screenshot, uniqueEmail } from './support';
import { makeAdmin } from './support/staff';
import { completeSetupViaApi, createConfirmedParent, dismissToasts, toastWith } from './support/auth';

const origin = () => `http://localhost:${process.env.E2E_PORT}`;

test('[admin] an admin finds a family by its athlete’s first name and sends a message the parent reads on the open dashboard', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // The family, with an athlete whose first name nobody else has.
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  const athleteFirstName = `Zed${letters}`;
  await createConfirmedParent(page, uniqueEmail('families-parent'));
  await completeSetupViaApi(page, { name: `${athleteFirstName} Martinez`, dateOfBirth: '2015-04-12' });
  // The parent's dashboard is open while the admin writes: the message arrives without a reload.
  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: 'Messages from the academy' });
  await expect(panel.getByText('No messages yet')).toBeVisible();

  // The admin, in a browser of their own.
  const adminContext = await browser.newContext({
    baseURL: origin(),
    viewport: DESKTOP,
    extraHTTPHeaders: { 'x-forwarded-for': `10.252.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` },
  });
  const admin = await adminContext.newPage();
  const adminEmail = uniqueEmail('families-admin');
  await createConfirmedParent(admin, adminEmail, 'Coach Admin');
  makeAdmin(adminEmail);

  await admin.goto('/admin?tab=families');
  await expect(admin.getByRole('heading', { name: 'Families' })).toBeVisible();
  await admin.getByLabel('Search families').fill(athleteFirstName.toLowerCase());
  await expect(admin.getByText('Showing 1 of 1 family')).toBeVisible();
  const table = admin.getByRole('table', { name: 'Families' });
  await expect(table.getByRole('cell', { name: athleteFirstName, exact: true })).toBeVisible();
  await screenshot(admin, 'admin-families');
  await expectAccessible(admin);

  await table.getByRole('button', { name: 'Send Message to Maria Martinez' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Send Message to Maria Martinez' });
  await dialog.getByLabel('Subject').fill('Practice moved to Thursday');
  await dialog.getByLabel('Message').fill('Hi Maria, practice moves to Thursday at 6 pm this week.');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(toastWith(admin, 'Message sent successfully!')).toBeVisible();
  await dismissToasts(admin);

  // Bulk: the number of recipients is stated before sending.
  await admin.getByRole('button', { name: 'Message all listed (1)' }).click();
  await expect(admin.getByRole('dialog').getByText('This message goes to 1 family')).toBeVisible();
  await admin.getByRole('button', { name: 'Cancel' }).click();

  // The phone: cards instead of the table, nothing wider than the screen.
  await admin.setViewportSize(PHONE);
  await expect(admin.getByRole('article', { name: 'Maria Martinez' })).toBeVisible();
  await expect(table).toBeHidden();
  await expectNoHorizontalScroll(admin);
  await screenshot(admin, 'admin-families');
  await expectAccessible(admin);
  await adminContext.close();

  // The parent reads it on the dashboard, still open; opening it marks it read.
  await expect(panel.getByText('1 unread')).toBeVisible();
  await panel.getByRole('button', { name: /Practice moved to Thursday/ }).click();
  await expect(panel.getByText('Hi Maria, practice moves to Thursday at 6 pm this week.')).toBeVisible();
  await expect(panel.getByText('1 unread')).toBeHidden();
  await screenshot(page, 'dashboard-academy-messages');
  await expectAccessible(page);
});
