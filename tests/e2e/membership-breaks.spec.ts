import { type Page, expect, test } from './support/fixtures';
import { expectNoHorizontalScroll, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent, dismissToasts, screenshotBoth } from './support/auth';

const origin = () => ({ origin: `http://localhost:${process.env.E2E_PORT}` });

/** A Core monthly membership for the family's athlete, bought through the test provider's API. */
async function buyCoreMonthly(page: Page): Promise<void> {
  const started = await page.request.post('/api/v1/membership/checkout', { headers: origin(), data: { membershipTypeId: 'core-monthly' } });
  expect(started.status(), await started.text()).toBe(200);
  const sessionId = ((await started.json()) as { url: string }).url.split('/').pop()!;
  const paid = await page.request.post(`/api/v1/payments/test-checkout/${sessionId}/pay`, {
    headers: origin(),
    data: { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', nameOnCard: 'Maria Martinez' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

test('[membership] a member pauses a membership for 2 months on a phone and sees it paused', async ({ page }) => {
  test.setTimeout(90_000);
  await createConfirmedParent(page, uniqueEmail('break'));
  await completeSetupViaApi(page);
  await buyCoreMonthly(page);

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
