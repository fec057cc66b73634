import { expect, test } from './support/fixtures';
import { PASSWORD_HINT } from '#shared/validation/accounts';
import { expectAccessible, uniqueEmail } from './support';
import {
  PASSWORD,
  createConfirmedParent,
  latestLink,
  openDevMailbox,
  screenshotBoth,
  signInWithForm,
  toastWith,
} from './support/auth';

const NEUTRAL = "If an account uses that address, we've e-mailed a link to reset the password.";
const NEW_PASSWORD = 'Header2027$Net';

test('[accounts] a parent who forgot the password resets it from the e-mailed link and signs in', async ({
  page,
}) => {
  // A long journey with screenshots at two widths.
  test.setTimeout(120_000);
  const email = uniqueEmail('reset');
  await createConfirmedParent(page, email);
  await page.context().clearCookies();

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');

  // An address nobody uses gets exactly the same answer.
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(NEUTRAL)).toBeVisible();
  await page.getByRole('button', { name: 'Try another address' }).click();

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(NEUTRAL)).toBeVisible();
  await screenshotBoth(page, 'accounts-forgot-password-sent');

  await openDevMailbox(page);
  const mail = page
    .locator('div.rounded-lg')
    .filter({ hasText: `To ${email}` })
    .filter({ hasText: 'Reset your Bravo Academy password' });
  await mail.getByRole('link', { name: 'Choose a new password' }).click();
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  const resetUrl = page.url();

  const form = page.getByRole('form', { name: 'Choose a new password' });
  await expect(form.getByText(PASSWORD_HINT)).toBeVisible();
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Confirm new password').fill('Header2027$Nett');
  await form.getByRole('button', { name: 'Set New Password' }).click();
  await expect(form.getByText('The passwords do not match.')).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'accounts-reset-password');
  await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Set New Password' }).click();
  await expect(toastWith(page, 'Password Updated')).toBeVisible();
  await expect(page.getByText('Your password has been changed')).toBeVisible();

  // The link works once.
  await page.goto(resetUrl);
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText("This reset link can't be used")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  // And the e-mailed link itself, opened again, lands on the same explanation.
  await page.goto(await latestLink(page.request, email, 'password-reset'));
  await expect(page).toHaveURL(/\/reset-password\?error=INVALID_TOKEN/);
  await expect(page.getByText("This reset link can't be used")).toBeVisible();
  await screenshotBoth(page, 'accounts-reset-link-used');

  await signInWithForm(page, email, PASSWORD);
  await expect(toastWith(page, 'Invalid Credentials')).toBeVisible();
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile-setup$/);
});
