import { expect, test } from './support/fixtures';
import { expectNoHorizontalScroll, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent, dismissToasts, screenshotBoth } from './support/auth';
import { buyMembershipViaApi } from './support/membership';

test('[membership] a member pauses a membership for 2 months on a phone and sees it paused', async ({ page }) => {
  test.setTimeout(90_000);
  await createConfirmedParent(page, uniqueEmail('break'));
  await completeSetupViaApi(page);
  await buyMembershipViaApi(page, 'core-monthly');

  await page.goto('/membership/billing');
  const plan = page.getByRole('region', { name: 'Leo’s plan' });
  await expect(plan.getByText(/^3-month commitment until /)).toBeVisible();

  // Cancelling now would owe the two months left of the commitment.
  await plan.getByRole('button', { name: 'Cancel Membership' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Leo’s membership?' });
  await expect(dialog.getByText('$600.00', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep Membership' }).click();

  await plan.getByLabel('Take a break').selectOption('2');
  await plan.getByRole('button', { name: 'Pause Membership' }).click();
  await expect(plan.getByText(/^Paused until /)).toBeVisible();
  await expect(plan.getByRole('button', { name: 'End Break Now' })).toBeVisible();
  await expect(page.getByText('Membership paused')).toBeVisible();
  await dismissToasts(page);
  await expectNoHorizontalScroll(page);
  await screenshotBoth(page, 'membership-paused');

  // The membership card says it too.
  await page.getByRole('link', { name: 'Back to Membership' }).click();
  const card = page.getByRole('region', { name: /Core Plan \(Monthly\)/ });
  await expect(card.getByText(/^Paused until /)).toBeVisible();
  await expect(card.getByText(/^3-month commitment until /)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshotBoth(page, 'membership-card-paused');
});
