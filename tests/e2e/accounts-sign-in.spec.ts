import { expect, test } from './support/fixtures';
import { screenshot, uniqueEmail } from './support';
import { ageMail } from './support/database';
import {
  PASSWORD,
  completeSetupViaApi,
  createConfirmedParent,
  latestLink,
  mailFor,
  screenshotBoth,
  signInWithForm,
  signUpViaApi,
  toastWith,
} from './support/auth';

test('[accounts] a parent who mistypes the password sees Invalid Credentials, then signs in', async ({
  page,
}) => {
  const email = uniqueEmail('wrongpw');
  await createConfirmedParent(page, email);
  await completeSetupViaApi(page);
  await page.context().clearCookies();

  await signInWithForm(page, email, 'Wrong2026!Pass');
  await expect(toastWith(page, 'Invalid Credentials')).toContainText(
    'The email or password you entered is incorrect.',
  );
  await expect(page).toHaveURL(/\/auth$/);
  await screenshotBoth(page, 'accounts-sign-in-invalid');

  const form = page.getByRole('form', { name: 'Sign in' });
  await expect(form.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );

  // The other refusals listed in docs/product.md, Messages, answered by a stand-in server.
  const refuse = (status: number, code: string, message: string) =>
    page.route('**/api/auth/sign-in/email', (route) =>
      route.fulfill({ status, json: { error: { code, message } } }),
    );
  await refuse(429, 'RATE_LIMITED', 'Please wait a moment before trying again.');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastWith(page, 'Too Many Attempts')).toContainText(
    'Please wait a moment before trying again.',
  );
  await page.unroute('**/api/auth/sign-in/email');
  await refuse(500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastWith(page, 'Sign In Error')).toContainText(
    'Unable to sign in. Please try again.',
  );
  await page.unroute('**/api/auth/sign-in/email');

  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  // Set up (a display name and an athlete): straight to the dashboard.
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('[accounts] a signed-out visit to the app ends at /auth', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

  await page.goto('/profile?tab=settings');
  await expect(page).toHaveURL(/\/auth$/);
  // The bad address toast comes from the page's own check, before any request.
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill('not an email');
  await form.getByLabel('Password', { exact: true }).fill('short');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastWith(page, 'Invalid Email')).toContainText(
    'Please enter a valid email address.',
  );
  await expect(form.getByText('Password must be at least 8 characters long.')).toBeVisible();
  await screenshot(page, 'accounts-sign-in-errors');
});

test('[accounts] an unconfirmed parent is told to confirm, and Resend sends a new link', async ({
  page,
}) => {
  const email = uniqueEmail('unconfirmed');
  await signUpViaApi(page, email);

  // Signing up again with the address: Account Exists, then Sign In with the address filled in.
  await page.goto('/auth?tab=signup');
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(toastWith(page, 'Account Exists')).toContainText(
    'An account with this email already exists. Please sign in instead.',
  );
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await expect(signIn.getByLabel('Email')).toHaveValue(email);

  await signIn.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastWith(page, 'Email Not Verified')).toContainText(
    'Please check your email and click the confirmation link before signing in.',
  );
  await expect(page).toHaveURL(/\/auth/);
  await expect(
    signIn.getByText(`We sent a confirmation link to ${email}`, { exact: false }),
  ).toBeVisible();
  await screenshotBoth(page, 'accounts-sign-in-unverified');
  expect(await mailFor(page.request, email, 'email-verification')).toHaveLength(1);

  // The server sends at most one confirmation e-mail a minute to an address (auth.test.ts holds the
  // rule): the first one is dated a minute back instead of waiting that out.
  ageMail(email, 'email-verification', 61_000);
  await signIn.getByRole('button', { name: 'Resend confirmation' }).click();
  await expect(toastWith(page, 'Confirmation email sent')).toBeVisible();
  await expect(signIn.getByRole('button', { name: 'Resend confirmation' })).toBeDisabled();
  await expect
    .poll(async () => (await mailFor(page.request, email, 'email-verification')).length)
    .toBe(2);

  // The new link confirms and signs the parent in; the auth page then says who is signed in.
  await page.goto(await latestLink(page.request, email, 'email-verification'));
  await expect(page).toHaveURL(/\/profile-setup$/);
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await page.goto('/auth');
  await expect(page.getByText(`Already signed in as ${email}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Profile Setup' })).toHaveAttribute(
    'href',
    '/profile-setup',
  );
  await screenshot(page, 'accounts-already-signed-in');

  // The wizard's failures, from a stand-in server: a failed save, then an expired session.
  await page.getByRole('link', { name: 'Continue Profile Setup' }).click();
  const parent = page.getByRole('form', { name: 'Parent information' });
  await parent.getByLabel('Phone').fill('(858) 555-0100');
  await parent.getByLabel('Address').fill('1 Ranch Road, San Diego');
  await parent.getByLabel('Your date of birth').fill('1985-06-01');
  const answer = (status: number, code: string, message: string) =>
    page.route('**/api/v1/profile/parent', (route) =>
      route.fulfill({ status, json: { error: { code, message } } }),
    );
  await answer(500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
  await parent.getByRole('button', { name: 'Continue' }).click();
  await expect(toastWith(page, 'Error')).toContainText(
    'Failed to save parent profile. Please try again.',
  );
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await page.unroute('**/api/v1/profile/parent');
  await answer(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
  await parent.getByRole('button', { name: 'Continue' }).click();
  await expect(
    toastWith(page, 'Authentication session expired. Please sign in again.'),
  ).toContainText('Please sign in again to continue.');
  await expect(page).toHaveURL(/\/auth$/);
});

test('[accounts] a bad confirmation link explains itself and offers a new one', async ({
  page,
}) => {
  await page.goto('/api/auth/verify-email?token=not-a-real-token&callbackURL=%2Fprofile-setup');
  await expect(page).toHaveURL(/\/auth$/);
  const problem = page
    .getByRole('status')
    .filter({ hasText: "That confirmation link didn't work" });
  await expect(problem).toContainText('The link is incomplete or no longer valid.');
  await problem.getByLabel('Email for a new link').fill(uniqueEmail('badlink'));
  await problem.getByRole('button', { name: 'Resend confirmation' }).click();
  await expect(toastWith(page, 'Confirmation email sent')).toBeVisible();
  await screenshot(page, 'accounts-bad-confirmation-link');
});
