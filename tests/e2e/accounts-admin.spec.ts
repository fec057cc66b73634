import { expect, test } from './support/fixtures';
import { expectAccessible, uniqueEmail } from './support';
import { issueSetupCodeAsOperator } from './support/admin';
import {
  completeSetupViaApi,
  createConfirmedParent,
  dismissToasts,
  screenshotBoth,
  toastWith,
} from './support/auth';

test('[accounts] a signed-out visitor to /admin is asked to sign in', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authentication Required');
  await expect(page.getByText('Please sign in to access the admin dashboard.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('[accounts] a parent visiting /admin sees Access Denied; the first admin is made once at /admin-setup with the setup code', async ({
  page,
  browser,
  baseURL,
}) => {
  // A long journey with screenshots at two widths.
  test.setTimeout(120_000);
  await createConfirmedParent(page, uniqueEmail('first-admin'));
  await completeSetupViaApi(page);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied');
  await expect(
    page.getByText("You don't have permission to access the admin dashboard."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await expectAccessible(page);
  await screenshotBoth(page, 'accounts-admin-denied');

  // The academy has no admin yet: this parent may become the first.
  await page.goto('/admin-setup');
  const status = page.getByRole('definition');
  await expect(page.getByRole('term')).toHaveText(['Authenticated', 'Admin']);
  await expect(status).toHaveText(['Yes', 'No']);
  await screenshotBoth(page, 'accounts-admin-setup');

  // Without the code from the server's log, nobody becomes admin.
  const setupCode = page.getByLabel('Setup code');
  await setupCode.fill('ABCD-EFGH-JKMN-PQRS');
  await page.getByRole('button', { name: 'Initialize Admin Account' }).click();
  await expect(
    page
      .getByText("That setup code is not right. Use the code printed in the server's log.")
      .first(),
  ).toBeVisible();
  await expect(status).toHaveText(['Yes', 'No']);
  await dismissToasts(page);

  // The operator prints a code on the server and types it in, in lower case and with spaces.
  await setupCode.fill(issueSetupCodeAsOperator().toLowerCase().replaceAll('-', ' '));
  await page.getByRole('button', { name: 'Initialize Admin Account' }).click();
  await expect(toastWith(page, 'Admin Setup Complete')).toContainText(
    'You have been granted admin privileges.',
  );
  await expect(status).toHaveText(['Yes', 'Yes']);
  await expect(page.getByRole('button', { name: 'Initialize Admin Account' })).toHaveCount(0);
  await expect(page.getByLabel('Setup code')).toHaveCount(0);

  await dismissToasts(page);
  await page.getByRole('link', { name: 'Go to the Admin Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
  await page.getByRole('tab', { name: 'Manage' }).click();
  await expect(page.getByRole('link', { name: /Resource library/ })).toHaveAttribute('href', '/admin/resources');
  await expect(page.getByRole('link', { name: /Store and orders/ })).toHaveAttribute('href', '/admin/store');
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log' }).or(page.getByText('No admin actions yet'))).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'accounts-admin-dashboard');
  await page.getByRole('link', { name: 'Back to the app' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toBeVisible();

  // A second family: no admin rights, and nothing left to initialize.
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const other = await context.newPage();
  const otherEmail = uniqueEmail('second-parent');
  await createConfirmedParent(other, otherEmail, 'Second Parent');
  await other.goto('/admin');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Access Denied');
  await other.goto('/admin-setup');
  await expect(other.getByRole('definition')).toHaveText(['Yes', 'No']);
  await expect(other.getByText('The academy already has an admin.')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Initialize Admin Account' })).toHaveCount(0);
  await expect(other.getByLabel('Setup code')).toHaveCount(0);
  await context.close();

  // The admin changes that family's role: asked first, naming the person and the role, most
  // strongly for Admin; Cancel changes nothing.
  await page.goto('/admin?tab=families');
  await page.getByLabel('Search families').fill(otherEmail);
  await expect(page.getByText('Showing 1 of 1 family')).toBeVisible();
  const role = page.getByRole('combobox', { name: 'Role of Second Parent' });
  await role.selectOption('admin');
  const asked = page.getByRole('dialog', { name: 'Make Second Parent an admin?' });
  await expect(asked.getByText('Grant it only to someone you trust')).toBeVisible();
  await expectAccessible(page);
  await asked.getByRole('button', { name: 'Cancel' }).click();
  await expect(asked).toBeHidden();
  await expect(role).toHaveValue('parent');
  await role.selectOption('coach');
  await page.getByRole('dialog', { name: 'Make Second Parent a coach?' }).getByRole('button', { name: 'Make coach' }).click();
  await expect(toastWith(page, 'Second Parent is now coach.')).toBeVisible();
  await expect(role).toHaveValue('coach');
});
