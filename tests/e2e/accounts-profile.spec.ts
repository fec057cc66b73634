import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { expectAccessible, expectNoHorizontalScroll, uniqueEmail } from './support';
import { PASSWORD, completeSetupViaApi, createConfirmedParent, screenshotBoth, signInWithForm, toastWith } from './support/auth';

const NEW_PASSWORD = 'Volley2028@Top';

test('[accounts] a parent edits the profile, downloads the data, changes the password and signs out', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('settings');
  await createConfirmedParent(page, email);
  await completeSetupViaApi(page);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your family');
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Maria Martinez' })).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'accounts-profile');

  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit profile' });
  await form.getByLabel('Display name').fill('  Maria M. ');
  await form.getByLabel('Address').fill('');
  await form.getByLabel('Bio').fill('Two boys, both midfielders.');
  await form.getByLabel('Phone').fill('call me');
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await expect(form.getByText('Please enter a valid phone number.')).toBeVisible();
  await screenshotBoth(page, 'accounts-profile-edit');
  await form.getByLabel('Phone').fill('858-555-0199');
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toastWith(page, 'Profile Updated')).toContainText(
    'Your profile has been successfully updated.',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Maria M.' })).toBeVisible();
  await expect(page.getByText('Address').locator('..')).toContainText('Not set');
  await expect(page.getByText('Two boys, both midfielders.')).toBeVisible();

  // Billing: honest about having nothing yet.
  await page.getByRole('tab', { name: 'Billing' }).click();
  await expect(page).toHaveURL(/\?tab=billing$/);
  await expect(page.getByText('No membership payments yet')).toBeVisible();

  // Settings, by keyboard from the tab list.
  await page.getByRole('tab', { name: 'Billing' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Athletes' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByText('What other families see')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshotBoth(page, 'accounts-settings');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: "Download my family's data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^bravo-academy-family-data-\d{4}-\d{2}-\d{2}\.json$/,
  );
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    account: { email: string };
    athletes: { name: string }[];
  };
  expect(data.account.email).toBe(email);
  expect(data.athletes.map((a) => a.name)).toEqual(['Leo Martinez']);

  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current password').fill('Wrong2026!Pass');
  await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(password.getByRole('alert')).toHaveText('Your current password is incorrect.');
  await password.getByLabel('Current password').fill(PASSWORD);
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(toastWith(page, 'Password Changed')).toBeVisible();
  await expect(password.getByLabel('Current password')).toHaveValue('');

  // Still signed in on this device after the change; then Sign Out ends the session.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);

  // The new password works, and sign-in returns to the page the guard stopped the parent at.
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Maria M.' })).toBeVisible();
});

test('[accounts] a parent deletes the account after typing DELETE', async ({ page }) => {
  const email = uniqueEmail('delete');
  await createConfirmedParent(page, email);
  await completeSetupViaApi(page);

  await page.goto('/profile?tab=settings');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('your athletes and all of their training progress');
  await expect(dialog).toContainText('It cannot be undone.');
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(confirm).toBeDisabled();
  await expectAccessible(page);
  await screenshotBoth(page, 'accounts-delete-account');
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.click();

  await expect(toastWith(page, 'Account Deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await signInWithForm(page, email, PASSWORD);
  await expect(toastWith(page, 'Invalid Credentials')).toBeVisible();
});

test('[accounts] Settings lists the e-mails the app sends: receipts, membership changes, unread messages, announcements', async ({ page }) => {
  const email = uniqueEmail('emails-list');
  await createConfirmedParent(page, email);
  await completeSetupViaApi(page);
  await page.goto('/profile?tab=settings');
  const list = page.getByRole('region', { name: 'E-mails we send' });
  for (const group of ['Your account', 'Membership and payments', 'From the academy']) await expect(list.getByRole('heading', { name: group })).toBeVisible();
  for (const line of ['The link that confirms your e-mail address', 'A receipt for each membership or store payment', 'A break (pause) booked', 'Announcements the academy chooses to e-mail']) {
    await expect(list.getByRole('listitem').filter({ hasText: line })).toBeVisible();
  }
  // One this family was really sent is on the list, by its subject's kind.
  const sent = (await (await page.request.get('/api/v1/dev/mailbox', { headers: { 'x-forwarded-for': '127.0.0.1' } })).json()) as { messages: { to: string; kind: string }[] };
  expect(sent.messages.filter((m) => m.to === email).map((m) => m.kind)).toContain('email-verification');
  await expectNoHorizontalScroll(page);
});
