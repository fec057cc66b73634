import { expect, test } from './support/fixtures';
import { expectNoHorizontalScroll, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent, dismissToasts, screenshotBoth } from './support/auth';
import { buyMembershipViaApi } from './support/membership';

test('[membership] a family replaces the card its membership renews with, on a phone', async ({ page }) => {
  test.setTimeout(90_000);
  await createConfirmedParent(page, uniqueEmail('card'));
  await completeSetupViaApi(page);
  await buyMembershipViaApi(page, 'core-monthly');

  await page.goto('/membership/billing');
  const plan = page.getByRole('region', { name: 'Leo’s plan' });
  const card = plan.getByRole('region', { name: 'Card for renewals' });
  await expect(card.getByText(/Visa ending in\s*4242/)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshotBoth(page, 'membership-renewal-card');

  await card.getByRole('button', { name: 'Replace Card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Replace the card' });
  // A number the test provider does not know: the field says so and nothing is saved.
  await dialog.getByLabel('Card number').fill('4111 1111 1111 1111');
  await dialog.getByLabel('Expiry (MM/YY)').fill('11/38');
  await dialog.getByLabel('CVC').fill('321');
  await dialog.getByLabel('Name on card').fill('Maria Martinez');
  await dialog.getByRole('button', { name: 'Save Card' }).click();
  await expect(dialog.getByText(/^Test mode accepts only the test cards/)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshotBoth(page, 'membership-renewal-card-dialog');

  await dialog.getByLabel('Card number').fill('4000 0000 0000 0002');
  await dialog.getByRole('button', { name: 'Save Card' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Card saved', { exact: true })).toBeVisible();
  await expect(card.getByText(/Visa ending in\s*0002/)).toBeVisible();
  await dismissToasts(page);
  // The whole number is never on the page.
  await expect(page.locator('body')).not.toContainText('4000 0000 0000 0002');
  await expectNoHorizontalScroll(page);
});
