import { expect, test } from './support/fixtures';
import { expectNoHorizontalScroll, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent, dismissToasts, screenshotBoth } from './support/auth';
import { buyMembershipViaApi, TEST_CARD } from './support/membership';

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

test('[membership] a paused membership reads Paused with its dates on the dashboard and the member portal, never Renews', async ({ page }) => {
  test.setTimeout(90_000);
  await createConfirmedParent(page, uniqueEmail('paused-views'));
  await completeSetupViaApi(page);
  await buyMembershipViaApi(page, 'core-monthly');
  const membershipId = ((await (await page.request.get('/api/v1/membership')).json()) as { memberships: { id: string }[] }).memberships[0]!.id;
  const paused = await page.request.post('/api/v1/membership/pause', { headers: { origin: `http://localhost:${process.env.E2E_PORT}` }, data: { membershipId, months: 2 } });
  expect(paused.status()).toBe(200);

  await page.goto('/membership');
  const card = page.getByRole('region', { name: /Core Plan \(Monthly\)/ });
  await expect(card.getByText('Paused', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Paused from .+ until .+$/)).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toHaveCount(0);
  await expect(card.getByText(/renews/i)).toHaveCount(0);

  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: 'Membership' });
  await expect(panel.getByText('Paused', { exact: true })).toBeVisible();
  await expect(panel.getByText('Active', { exact: true })).toHaveCount(0);
  await expect(panel.getByText('Renews', { exact: true })).toHaveCount(0);
  await expect(panel.getByRole('term').filter({ hasText: 'Break' })).toBeVisible();
  await expect(panel.getByRole('definition').filter({ hasText: /^\w{3} \d{1,2}, \d{4} to \w{3} \d{1,2}, \d{4}$/ })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshotBoth(page, 'membership-paused-dashboard');

  await page.goto('/member-portal');
  const portal = page.getByRole('region', { name: 'Leo’s membership' });
  await expect(portal.getByText('Paused', { exact: true })).toBeVisible();
  await expect(portal.getByText(/^Paused from .+ until .+$/)).toBeVisible();
  await expect(portal.getByText(/renews/i)).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await screenshotBoth(page, 'membership-paused-portal');
});

test('[membership] a family pays its early-withdrawal balance: the membership has ended, with no Resume, and a plan starts a new one', async ({ page }) => {
  test.setTimeout(90_000);
  await createConfirmedParent(page, uniqueEmail('withdraw'));
  await completeSetupViaApi(page);
  await buyMembershipViaApi(page, 'core-monthly');

  await page.goto('/membership/billing');
  const plan = page.getByRole('region', { name: 'Leo’s plan' });
  await plan.getByRole('button', { name: 'Cancel Membership' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Leo’s membership?' });
  await dialog.getByLabel('Card number').fill(TEST_CARD.cardNumber);
  await dialog.getByLabel('Expiry (MM/YY)').fill(TEST_CARD.expiry);
  await dialog.getByLabel('CVC').fill(TEST_CARD.cvc);
  await dialog.getByLabel('Name on card').fill(TEST_CARD.nameOnCard);
  // The page always asks why (decision 074): without a reason nothing is sent.
  await dialog.getByRole('button', { name: 'Pay $600.00 and Cancel' }).click();
  await expect(dialog.getByText('Choose a reason from the list.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Why are you leaving?').selectOption({ label: 'Moving away' });
  await dialog.getByRole('button', { name: 'Pay $600.00 and Cancel' }).click();
  await expect(page.getByText('Membership ended')).toBeVisible();
  await dismissToasts(page);

  await expect(plan.getByText('Expired', { exact: true })).toBeVisible();
  await expect(plan.getByText(/^Ended on /)).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Resume Membership' })).toHaveCount(0);
  await expect(plan.getByRole('link', { name: 'Choose a Plan' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshotBoth(page, 'membership-withdrawn');

  // Joining again is a new membership: the plans can be chosen again.
  await page.goto('/membership');
  await expect(page.getByRole('article', { name: 'Core Plan (Monthly)' }).getByRole('button', { name: 'Select Plan' })).toBeEnabled();
});
