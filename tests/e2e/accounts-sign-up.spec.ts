import { expect, test } from './support/fixtures';
import { PASSWORD_HINT } from '#shared/validation/accounts';
import { expectAccessible, expectNoHorizontalScroll, screenshot, uniqueEmail } from './support';
import { inviteFamily } from './support/admissions';
import { PASSWORD, openDevMailbox, screenshotBoth, toastWith } from './support/auth';

test('[accounts] a parent signs up, confirms the e-mail from the mailbox and sets up the family', async ({
  page,
}) => {
  // A long journey with screenshots at two widths.
  test.setTimeout(120_000);
  const email = uniqueEmail('signup');

  await page.goto('/auth?tab=signup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Bravo Academy');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'Sign up' });
  await expect(form.getByText(PASSWORD_HINT)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'accounts-sign-up');

  // A bad address and a short password: the toasts (docs/product.md, Messages), and the messages
  // beside the fields.
  await form.getByLabel('Email').fill('maria@');
  await form.getByLabel('Password', { exact: true }).fill('Kick1!');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(toastWith(page, 'Invalid Email')).toContainText(
    'Please enter a valid email address.',
  );
  await expect(toastWith(page, 'Weak Password')).toContainText(
    'Password must be at least 8 characters long.',
  );
  await expect(
    form.getByRole('alert').filter({ hasText: 'Please enter a valid email address.' }),
  ).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  // Long enough but missing classes: the message names what is missing.
  await form.getByLabel('Password', { exact: true }).fill('goal2026kick');
  await form.getByRole('button', { name: 'Create Account' }).click();
  const missing = 'Password must include an uppercase letter and a special character (@$!%*?&).';
  await expect(form.getByRole('alert').filter({ hasText: missing })).toBeVisible();
  await expect(toastWith(page, missing)).toBeVisible();
  await screenshot(page, 'accounts-sign-up-errors');

  await form.getByLabel('Display name (optional)').fill('  Maria Martinez ');
  await form.getByLabel('Email').fill(`  ${email.toUpperCase()} `);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(toastWith(page, 'Check your email')).toContainText(
    "We've sent you a confirmation link. Please check your email and click the link to complete your registration.",
  );
  await expect(
    page.getByText(`We sent a confirmation link to ${email}.`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend confirmation' })).toBeDisabled();
  await expect(page.getByText(/You can send another in \d+ s\./)).toBeVisible();
  await screenshotBoth(page, 'accounts-sign-up-sent');

  // The outbox, as a person on a laptop reads it.
  await openDevMailbox(page);
  const mail = page.locator('div.rounded-lg').filter({ hasText: `To ${email}` });
  await expect(mail).toHaveCount(1);
  await expect(mail.getByText('Hi Maria Martinez,')).toBeVisible();
  await mail.getByRole('link', { name: 'Confirm your e-mail address' }).click();

  // Confirmed and signed in: the wizard, step 1.
  await expect(page).toHaveURL(/\/profile-setup$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up your family profile');
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  // Every step can be skipped for later; the wizard then opens where the family left it.
  await page.getByRole('button', { name: 'Skip for Now' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile-setup');
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  const parent = page.getByRole('form', { name: 'Parent information' });
  await expect(parent.getByLabel('Full name')).toHaveValue('Maria Martinez');
  await parent.getByRole('button', { name: 'Continue' }).click();
  await expect(parent.getByText('Phone is required')).toBeVisible();
  await expect(parent.getByText('Address is required')).toBeVisible();
  await expect(parent.getByText('Birth date is required')).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'accounts-setup-parent');
  await parent.getByLabel('Phone').fill('(858) 555-0100');
  await parent.getByLabel('Address').fill('16118 4S Ranch Parkway, San Diego, CA 92127');
  await parent.getByLabel('Your date of birth').fill('1986-03-14');
  await parent.getByRole('button', { name: 'Continue' }).click();

  // Step 2; a reload starts here because the parent step is done.
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  const athlete = page.getByRole('form', { name: 'Athlete information' });
  await expect(athlete.getByLabel('Preferred position').locator('option')).toHaveText([
    'Choose...',
    'Goalkeeper',
    'Defender',
    'Midfielder',
    'Forward',
    'Winger',
  ]);
  await expect(athlete.getByLabel('Skill level').locator('option')).toHaveText([
    'Choose...',
    'Beginner',
    'Intermediate',
    'Advanced',
  ]);
  await athlete.getByLabel('Athlete name').fill('Leo Martinez');
  await athlete.getByLabel('Date of birth').fill('2013-08-02');
  await athlete.getByLabel('Preferred position').selectOption('Midfielder');
  await athlete.getByLabel('Skill level').selectOption('Intermediate');
  await athlete.getByRole('button', { name: 'Continue' }).click();
  await expect(
    athlete
      .getByRole('alert')
      .filter({
        hasText:
          'Athletes must be born between 2014 and 2017 to be eligible for training programs.',
      }),
  ).toBeVisible();
  await screenshotBoth(page, 'accounts-setup-athlete');
  await athlete.getByLabel('Date of birth').fill('2015-08-02');
  await athlete.getByRole('button', { name: 'Continue' }).click();
  await expect(toastWith(page, 'Athlete added successfully!')).toBeVisible();
  // The academy invited this address (decision 078), so the plans can be bought.
  inviteFamily(email);

  // Step 3: the four plans (4 benefits each, then "+N more benefits..."); Select Plan starts that
  // plan's checkout at once (docs/product.md, Accounts); Skip for Now goes to the dashboard.
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
  const plans = [
    ['Core Plan (Monthly)', '$300'],
    ['Core Plan (Annual)', '$3,300'],
    ['Pro Plan (Monthly)', '$375'],
    ['Pro Plan (Annual)', '$4,200'],
  ] as const;
  for (const [label, price] of plans) {
    const card = page.getByRole('article', { name: label });
    await expect(card).toContainText(price);
    await expect(card.getByRole('button', { name: 'Select Plan' })).toBeEnabled();
  }
  await expect(page.getByRole('article', { name: 'Core Plan (Monthly)' }).getByText('+2 more benefits...')).toBeVisible();
  await expect(page.getByText('+ $150 join fee · 3-month commitment')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip for Now' })).toBeEnabled();
  await expectNoHorizontalScroll(page);
  await screenshotBoth(page, 'accounts-setup-plans');
  await page.getByRole('article', { name: 'Core Plan (Monthly)' }).getByRole('button', { name: 'Select Plan' }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/cs_test_/);
  await page.getByRole('button', { name: 'Cancel and return to Membership' }).click();
  await expect(page).toHaveURL(/\/membership$/);

  // Set up: the wizard and the auth page both send the family to the dashboard.
  await page.goto('/profile-setup');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByText('Leo')).toBeVisible();
});
