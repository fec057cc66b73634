import { type Page, expect, test } from './support/fixtures';
import { expectAccessible, expectNoHorizontalScroll, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent, dismissToasts, screenshotBoth } from './support/auth';

async function newFamily(page: Page, prefix: string): Promise<void> {
  await createConfirmedParent(page, uniqueEmail(prefix));
  await completeSetupViaApi(page);
}

function plan(page: Page, label: string) {
  return page.getByRole('article', { name: label });
}

async function fillCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill('1234');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill('Maria Martinez');
  return form;
}

type PaymentsPage = { payments: { status: string; amountCents: number; description: string }[] };

test('[membership] a parent selects Core monthly, pays with 4242 on the test checkout and has an active Core membership', async ({ page }) => {
  test.setTimeout(240_000);
  await newFamily(page, 'member');

  // The setup wizard links here with ?plan=: that plan is highlighted.
  await page.goto('/membership?plan=core-monthly');
  await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
  const current = page.getByRole('region', { name: 'Current Membership' });
  await expect(current.getByText('No active membership')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(4);
  const core = plan(page, 'Core Plan (Monthly)');
  await expect(core.getByText('Selected')).toBeVisible();
  await expect(core.getByText('$300')).toBeVisible();
  await expect(core.getByText('+ $150 join fee · 3-month commitment')).toBeVisible();
  await expect(core.getByRole('list', { name: 'Core Plan (Monthly) benefits' }).getByRole('listitem')).toHaveCount(5);
  await expect(core.getByText('+2 more benefits...')).toBeVisible();
  await expect(plan(page, 'Pro Plan (Monthly)').getByText('+5 more benefits...')).toBeVisible();
  await expect(plan(page, 'Pro Plan (Annual)').getByText('No join fee · 12-month commitment')).toBeVisible();
  const terms = page.getByRole('region', { name: 'Important Terms' });
  await expect(terms.getByText('A break of more than 4 months means permanent removal from the academy.')).toBeVisible();
  await expect(terms.getByText('Payments are not refundable.')).toBeVisible();
  await expect(terms.getByText('Athletes must be born between 2014 and 2017.')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'membership-plans');

  // Select Plan: every button waits while the checkout is created, then the hosted page opens.
  await core.getByRole('button', { name: 'Select Plan' }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/cs_test_[A-Za-z0-9]{24,}$/);
  const sessionId = page.url().split('/').pop()!;
  await expect(page.getByRole('note', { name: 'Test mode' }).getByText('TEST MODE')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Core Plan (Monthly)' });
  await expect(summary.getByText('Bravo Academy')).toBeVisible();
  for (const [label, amount] of [
    ['Core Plan, first month', '$300.00'],
    ['Join fee (one-time)', '$150.00'],
    ['First charge (due today)', '$450.00'],
    ['Total for the 3-month commitment', '$1,050.00'],
  ] as const) {
    await expect(summary.locator('div', { has: page.getByText(label, { exact: true }) }).last()).toContainText(amount);
  }
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'membership-test-checkout');

  const form = await fillCard(page, '4242424242424242');
  await expect(form.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await expect(form.getByLabel('Expiry (MM/YY)')).toHaveValue('12/34');
  await form.getByRole('button', { name: 'Pay $450.00' }).click();

  await expect(page).toHaveURL(`/membership-success?session_id=${sessionId}`);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText('Core Plan (Monthly)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await screenshotBoth(page, 'membership-success');

  await page.getByRole('link', { name: 'Return to Membership' }).click();
  await expect(page).toHaveURL(/\/membership$/);
  await expect(current.getByText('Leo’s membership')).toBeVisible();
  await expect(current.getByRole('heading', { name: 'Core Plan (Monthly) for Leo' })).toBeVisible();
  await expect(current.getByText('Active', { exact: true })).toBeVisible();
  await expect(current.getByText(/^12 of 12 left · renews [A-Z][a-z]{2} \d{1,2}$/)).toBeVisible();
  await expect(current.getByText(/^Renews on /)).toBeVisible();
  await expect(core.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(plan(page, 'Pro Plan (Monthly)').getByRole('button', { name: 'Change Plan' })).toBeEnabled();
  await screenshotBoth(page, 'membership-active');

  // Usage History lists the family's billing events for real.
  await current.getByRole('button', { name: 'Usage History' }).click();
  const history = page.getByRole('dialog', { name: 'Usage History' });
  await expect(history.getByText('Paid $450.00 for Core Plan (Monthly) for Leo: first month + join fee.')).toBeVisible();
  await expect(history.getByText(/^Core Plan \(Monthly\) membership started for Leo; renews on /)).toBeVisible();
  await screenshotBoth(page, 'membership-usage-history');
  await history.getByRole('button', { name: 'Close' }).click();

  // The charge is one Paid row: on the profile's Billing tab when it is mounted, and in the API.
  const payments = (await (await page.request.get('/api/v1/payments')).json()) as PaymentsPage;
  expect(payments.payments).toEqual([expect.objectContaining({ status: 'completed', amountCents: 45_000 })]);
  // The profile page mounts PaymentsList in its Billing tab; when it does, the list asks for /api/v1/payments.
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/payments', { timeout: 8000 }).catch(() => null);
  await page.goto('/profile?tab=billing');
  await expect(page.getByRole('tabpanel', { name: 'Billing' })).toBeVisible();
  if (await listed) {
    const row = page.getByRole('tabpanel', { name: 'Billing' }).getByRole('list', { name: 'Payments' }).getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Paid');
    await expect(row).toContainText('$450.00');
  }

  // Manage Billing (test provider): cancel at period end, then resume.
  await page.goto('/membership');
  await current.getByRole('button', { name: 'Manage Billing' }).click();
  await expect(page).toHaveURL(/\/membership\/billing$/);
  const paymentRows = page.getByRole('list', { name: 'Payments' }).getByRole('listitem');
  await expect(paymentRows).toHaveCount(1);
  await expect(paymentRows.first()).toContainText('Paid');
  await expect(paymentRows.first()).toContainText('$450.00');

  // The paid charge has its receipt: a page to print and a PDF.
  await paymentRows.first().getByRole('link', { name: /^Receipt for / }).click();
  await expect(page).toHaveURL(/\/receipts\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(page.getByText('Total paid')).toBeVisible();
  await expect(page.getByText('$450.00')).toBeVisible();
  const pdf = await page.request.get((await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectAccessible(page);
  await screenshotBoth(page, 'membership-receipt');
  await page.goBack();

  await page.getByRole('button', { name: 'Cancel Membership' }).click();
  // Before the end of the 3-month commitment, the two months left are due first (decision 042).
  const cancelDialog = page.getByRole('dialog', { name: 'Cancel Leo’s membership?' });
  await expect(cancelDialog.getByText('$600.00', { exact: true })).toBeVisible();
  await cancelDialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await cancelDialog.getByLabel('Expiry (MM/YY)').fill('12/39');
  await cancelDialog.getByLabel('CVC').fill('123');
  await cancelDialog.getByLabel('Name on card').fill('Maria Martinez');
  await cancelDialog.getByLabel('Why are you leaving?').selectOption({ label: 'Moving away' });
  await cancelDialog.getByRole('button', { name: 'Pay $600.00 and Cancel' }).click();
  const yourPlan = page.getByRole('region', { name: 'Leo’s plan' });
  // A paid withdrawal ends the membership (issue 37): nothing to resume, joining again is a new membership.
  await expect(yourPlan.getByText('Your membership has ended. Choose a plan to start again.')).toBeVisible();
  // The toast arrives with its lazily loaded toaster; wait for it, so none appears under axe.
  await expect(page.getByText('Membership ended')).toBeVisible();
  await dismissToasts(page);
  await expect(page.getByRole('button', { name: 'Resume Membership' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshotBoth(page, 'membership-billing-ended');
});

test('[membership] the decline card shows the decline and grants nothing', async ({ page }) => {
  test.setTimeout(120_000);
  await newFamily(page, 'declined');
  await page.goto('/membership');
  await plan(page, 'Pro Plan (Monthly)').getByRole('button', { name: 'Select Plan' }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/cs_test_/);

  // A card that is not a test card is refused in test mode, and the form says so.
  let form = await fillCard(page, '5555 5555 5555 4444');
  await form.getByRole('button', { name: 'Pay $425.00' }).click();
  await expect(form.getByLabel('Card number')).toHaveAccessibleDescription(/^Test mode accepts only the test cards/);

  form = await fillCard(page, '4000 0000 0000 0002');
  await form.getByRole('button', { name: 'Pay $425.00' }).click();
  await expect(form.getByRole('alert')).toContainText('Your card was declined.');
  await expect(page).toHaveURL(/\/checkout\/test\/cs_test_/);
  await expectAccessible(page);
  await screenshotBoth(page, 'membership-declined');
  const declinedSession = new URL(page.url()).pathname.split('/').pop()!;

  const payments = (await (await page.request.get('/api/v1/payments')).json()) as PaymentsPage;
  expect(payments.payments).toEqual([expect.objectContaining({ status: 'failed', amountCents: 42_500 })]);
  const membership = (await (await page.request.get('/api/v1/membership')).json()) as { memberships: unknown[] };
  expect(membership.memberships).toEqual([]);

  // The success page with that unpaid checkout says so at once, not that the bank is still confirming.
  await page.goto(`/membership-success?session_id=${declinedSession}`);
  await expect(page.getByRole('heading', { name: 'Payment Not Completed' })).toBeVisible();
  await expect(page.getByText('This checkout was not paid, and no money was taken.')).toBeVisible();
  await screenshotBoth(page, 'membership-success-unpaid');
  await page.goBack();

  await form.getByRole('button', { name: 'Cancel and return to Membership' }).click();
  await expect(page).toHaveURL(/\/membership$/);
  await expect(page.getByRole('region', { name: 'Current Membership' }).getByText('No active membership')).toBeVisible();
  await expect(plan(page, 'Pro Plan (Monthly)').getByRole('button', { name: 'Select Plan' })).toBeEnabled();
});

test('[membership] the success page explains a missing or malformed session id', async ({ page }) => {
  test.setTimeout(120_000);
  await newFamily(page, 'success-page');

  await page.goto('/membership-success');
  await expect(page.getByRole('heading', { name: 'Missing Payment Session' })).toBeVisible();
  await expect(page.getByText('No payment session ID found. If you just completed a payment, please try again or contact support.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Membership' })).toHaveAttribute('href', '/membership');
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', /^mailto:info@bravoacademy\.com\?subject=/);
  await expectAccessible(page);
  await screenshotBoth(page, 'membership-success-missing');

  await page.goto('/membership-success?session_id=abc123');
  await expect(page.getByRole('heading', { name: 'Invalid Session Format' })).toBeVisible();
  await expect(page.getByText('Expected format: cs_xxxxxxxxxxxxx')).toBeVisible();
  await screenshotBoth(page, 'membership-success-invalid');

  // The page reads ids as the server does: cs_ with 11-19 more characters is malformed at once.
  await page.goto('/membership-success?session_id=cs_123456789');
  await expect(page.getByRole('heading', { name: 'Invalid Session Format' })).toBeVisible();

  // A well-formed id the server does not know (or another family's): the verification fails, with 3 retries.
  const unknown = 'cs_test_0000000000000000000000000000';
  await page.goto(`/membership-success?session_id=${unknown}`);
  await expect(page.getByRole('heading', { name: 'Payment Verification Failed' })).toBeVisible();
  await expect(page.getByText('There was an issue verifying your payment.')).toBeVisible();
  await expect(page.getByText(unknown, { exact: true })).toBeVisible();
  for (let n = 0; n < 3; n += 1) {
    await expect(page.getByText(`${n}/3`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Retry Verification' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Verification Failed' })).toBeVisible();
  }
  await expect(page.getByText('3/3', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry Verification' })).toHaveCount(0);
  const support = page.getByRole('link', { name: 'Contact Support' });
  expect(decodeURIComponent((await support.getAttribute('href')) ?? '')).toContain(`Session ID: ${unknown}`);
  await expectAccessible(page);
  await screenshotBoth(page, 'membership-success-failed');
  await expect(page.getByRole('alert')).toContainText('Payment session not found.');
});

test('[membership] a family with two athletes buys Core for one and Pro for the other, and each card names its athlete', async ({ page }) => {
  test.setTimeout(120_000);
  await newFamily(page, 'two-athletes');
  await completeSetupViaApi(page, { name: 'Mia Martinez', dateOfBirth: '2016-09-01' });

  async function buy(athlete: string, label: string, amount: string) {
    await page.goto('/membership');
    const choice = page.getByRole('group', { name: 'Which athlete is this membership for?' });
    await choice.getByRole('radio', { name: new RegExp(`^${athlete}`) }).check();
    await plan(page, label).getByRole('button', { name: 'Select Plan' }).click();
    await expect(page).toHaveURL(/\/checkout\/test\/cs_test_/);
    await expect(page.getByRole('region', { name: label }).getByText(`For ${athlete}`)).toBeVisible();
    const form = await fillCard(page, '4242424242424242');
    await form.getByRole('button', { name: `Pay ${amount}` }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByText(`${label} for ${athlete}`)).toBeVisible();
  }

  await buy('Leo', 'Core Plan (Monthly)', '$450.00');
  // Leo is covered now: the choice shows it and offers Mia.
  await page.goto('/membership');
  const choice = page.getByRole('group', { name: 'Which athlete is this membership for?' });
  await expect(choice.getByRole('radio', { name: /^Leo/ })).toBeDisabled();
  await expect(choice.getByText('(covered: Core Plan (Monthly))')).toBeVisible();
  await expect(choice.getByRole('radio', { name: /^Mia/ })).toBeChecked();
  await buy('Mia', 'Pro Plan (Monthly)', '$425.00');

  await page.goto('/membership');
  const current = page.getByRole('region', { name: 'Current Memberships' });
  await expect(current.getByRole('heading', { name: 'Core Plan (Monthly) for Leo' })).toBeVisible();
  await expect(current.getByRole('heading', { name: 'Pro Plan (Monthly) for Mia' })).toBeVisible();
  await expect(page.getByText('Each of your athletes has a membership')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Which athlete is this membership for?' })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'membership-two-athletes');

  await page.goto('/membership/billing');
  await expect(page.getByRole('region', { name: 'Leo’s plan' }).getByText('Core Plan (Monthly)')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mia’s plan' }).getByText('Pro Plan (Monthly)')).toBeVisible();
  await screenshotBoth(page, 'membership-billing-two-athletes');

  // The dashboard's Membership panel lists both, each with its athlete's first name.
  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: 'Membership' });
  await expect(panel.getByText('Leo', { exact: true })).toBeVisible();
  await expect(panel.getByText('Mia', { exact: true })).toBeVisible();
  await expect(panel.getByText('Pro Plan (Monthly)')).toBeVisible();
  await screenshotBoth(page, 'membership-dashboard-two-athletes');
});
