import { expect, test } from './support/fixtures';
import { expectNoHorizontalScroll, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent, dismissToasts, screenshotBoth } from './support/auth';
import { buyMembershipViaApi, TEST_CARD } from './support/membership';

test('[membership] a member upgrades Core to Pro on a phone, pays the difference and sees Pro and the receipt', async ({ page }) => {
  test.setTimeout(90_000);
  await createConfirmedParent(page, uniqueEmail('plan-change'));
  await completeSetupViaApi(page);
  await buyMembershipViaApi(page, 'core-monthly');

  await page.goto('/membership/billing');
  const plan = page.getByRole('region', { name: 'Leo’s plan' });
  await expect(plan.getByText('Core Plan (Monthly)', { exact: true })).toBeVisible();
  await plan.getByRole('button', { name: 'Change Plan' }).click();

  const dialog = page.getByRole('dialog', { name: 'Change Leo’s plan' });
  await expect(dialog.getByText('Now: Core Plan (Monthly), $300.00 a month.')).toBeVisible();
  await dialog.getByRole('radio', { name: /Pro Plan \(Monthly\)/ }).check();
  // The server's proration: about $75.00 for the rest of a month just begun.
  await expect(dialog.getByText(/^\$7[45]\.\d\d now: the price difference for the rest of this period/)).toBeVisible();
  await dialog.getByLabel('Card number').fill(TEST_CARD.cardNumber);
  await dialog.getByLabel('Expiry (MM/YY)').fill(TEST_CARD.expiry);
  await dialog.getByLabel('CVC').fill(TEST_CARD.cvc);
  await dialog.getByLabel('Name on card').fill(TEST_CARD.nameOnCard);
  await screenshotBoth(page, 'membership-plan-change-dialog');
  await dialog.getByRole('button', { name: /^Pay \$7[45]\.\d\d and Change$/ }).click();

  await expect(page.getByText('Now on Pro Plan (Monthly)')).toBeVisible();
  await expect(plan.getByText('Pro Plan (Monthly)', { exact: true })).toBeVisible();
  await dismissToasts(page);
  await expectNoHorizontalScroll(page);
  await screenshotBoth(page, 'membership-plan-changed');

  // Back to Core is held by Pro's 6-month commitment: shown, and cannot be chosen.
  await plan.getByRole('button', { name: 'Change Plan' }).click();
  await expect(dialog.getByRole('radio', { name: /Core Plan \(Monthly\)/ })).toBeDisabled();
  await expect(dialog.getByText(/^Your Pro Plan \(Monthly\) commitment runs until /).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep Current Plan' }).click();

  await page.getByRole('link', { name: 'Receipt for Pro Plan (Monthly) for Leo: plan change (prorated)' }).click();
  await expect(page.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
  await expect(page.getByText('Plan change (prorated)', { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('[membership] an annual member schedules monthly billing from the end of the year, then keeps the annual plan', async ({ page }) => {
  test.setTimeout(90_000);
  await createConfirmedParent(page, uniqueEmail('plan-down'));
  await completeSetupViaApi(page);
  await buyMembershipViaApi(page, 'pro-annual');

  await page.goto('/membership/billing');
  const plan = page.getByRole('region', { name: 'Leo’s plan' });
  await plan.getByRole('button', { name: 'Change Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Leo’s plan' });
  await dialog.getByRole('radio', { name: /Pro Plan \(Monthly\)/ }).check();
  await expect(dialog.getByRole('radio', { name: /^Pro Plan \(Monthly\).* Starts on .*, when the period you have paid ends\. Nothing is charged now\.$/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Schedule Change' }).click();

  await expect(page.getByText(/^Pro Plan \(Monthly\) from /)).toBeVisible();
  await expect(plan.getByText(/^Changes to/)).toContainText('Pro Plan (Monthly)');
  await expect(plan.getByText('Pro Plan (Annual)', { exact: true })).toBeVisible();
  await dismissToasts(page);
  await expectNoHorizontalScroll(page);
  await screenshotBoth(page, 'membership-plan-change-scheduled');
  // The dashboard's membership card says what is coming too.
  await page.goto('/dashboard');
  await expect(page.getByText(/^Pro Plan \(Monthly\) on /)).toBeVisible();
  await screenshotBoth(page, 'membership-plan-change-scheduled-dashboard');
  await page.goto('/membership/billing');
  await plan.getByRole('button', { name: 'Keep Pro Plan' }).click();
  await expect(plan.getByText(/^Changes to/)).toHaveCount(0);
});

test('[membership] a Core member’s Pro card opens Change Plan with Pro chosen, not a disabled button', async ({ page }) => {
  test.setTimeout(90_000);
  await createConfirmedParent(page, uniqueEmail('pro-card'));
  await completeSetupViaApi(page);
  await buyMembershipViaApi(page, 'core-monthly');

  // The upgrade dialog's link lands here, Pro Monthly highlighted.
  await page.goto('/membership?plan=pro-monthly');
  const pro = page.getByRole('article', { name: 'Pro Plan (Monthly)' });
  await expect(pro.getByRole('button', { name: 'Change Plan' })).toBeEnabled();
  await expect(page.getByRole('article', { name: 'Core Plan (Monthly)' }).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await pro.getByRole('button', { name: 'Change Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Leo’s plan' });
  await expect(dialog.getByRole('radio', { name: /Pro Plan \(Monthly\)/ })).toBeChecked();
  await expect(dialog.getByRole('button', { name: /^Pay \$7[45]\.\d\d and Change$/ })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshotBoth(page, 'membership-pro-card-change');
  await dialog.getByRole('button', { name: 'Keep Current Plan' }).click();
  await expect(dialog).toHaveCount(0);
});
