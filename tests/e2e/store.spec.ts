import { type Page, expect, test } from './support/fixtures';
import { expectAccessible, expectNoHorizontalScroll, uniqueEmail } from './support';
import { makeAdmin } from './support/staff';
import { completeSetupViaApi, createConfirmedParent, screenshotBoth } from './support/auth';

const origin = () => `http://localhost:${process.env.E2E_PORT}`;

async function fillCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill('1234');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill('Maria Martinez');
  return form;
}

test('[store] a family sees the store coming soon, an admin puts the kit on sale, the family buys a size and the admin hands it over', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The admin, in a browser of their own; the kit starts Coming Soon (also on a retry).
  const adminAddress = `10.251.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const adminContext = await browser.newContext({
    baseURL: origin(),
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: { 'x-forwarded-for': adminAddress },
  });
  const admin = await adminContext.newPage();
  const adminEmail = uniqueEmail('store-admin');
  await createConfirmedParent(admin, adminEmail, 'Coach Admin');
  makeAdmin(adminEmail);
  const reset = await admin.request.patch('/api/v1/admin/store/products/training-kit', {
    headers: { origin: origin() },
    data: { status: 'coming_soon' },
  });
  expect(reset.status(), await reset.text()).toBe(200);

  // The family: the store while nothing is on sale.
  const familyEmail = uniqueEmail('store-family');
  await createConfirmedParent(page, familyEmail);
  await completeSetupViaApi(page);
  await page.goto('/store');
  await expect(page.getByRole('heading', { level: 1, name: 'Bravo Store' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Store Coming Soon' })).toBeVisible();
  const teaser = page.getByRole('region', { name: /Train with Bravo from \$300\/month/ });
  await expect(teaser.getByText('Core Plan, 3-month commitment.')).toBeVisible();
  await expect(teaser.getByRole('link', { name: 'See membership plans' })).toHaveAttribute(
    'href',
    '/membership',
  );
  const kit = page.getByRole('article', { name: 'Bravo Academy Training Kit' });
  await expect(kit.getByText('$89.99')).toBeVisible();
  await expect(kit.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
  const partnerLinks = page.getByRole('link', { name: /^Shop at / });
  await expect(partnerLinks).toHaveCount(3);
  for (const link of await partnerLinks.all()) {
    await expect(link).toHaveAttribute('rel', 'sponsored noopener');
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await expect(page.getByRole('link', { name: /Apparel/ })).toHaveAttribute(
    'rel',
    'sponsored noopener',
  );
  await page.getByRole('button', { name: /Equipment/ }).click();
  await expect(page.getByRole('dialog', { name: 'Equipment: coming soon' })).toContainText(
    'home-training pack',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'store-coming-soon');

  // The admin makes the kit Available.
  await admin.goto('/admin/store');
  const editor = admin.getByRole('form', { name: 'Edit Bravo Academy Training Kit' });
  await editor.getByLabel('Status').selectOption('available');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(editor.getByText('Saved')).toBeVisible();
  await expect(
    admin
      .getByRole('region', { name: 'Bravo Academy Training Kit' })
      .locator('p', { hasText: 'Families see:' }),
  ).toContainText('Available');

  // The family orders two in Youth M for Leo; the first card is declined, the second pays.
  await page.reload();
  await expect(kit.getByText('Available', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Store Coming Soon' })).toHaveCount(0);
  await kit.getByText('Youth M', { exact: true }).click();
  await expect(kit.getByLabel('For')).toHaveValue(/.+/);
  await expect(kit.getByLabel('For').locator('option:checked')).toHaveText('Leo');
  await kit.getByLabel('Quantity').selectOption('2');
  await expectAccessible(page);
  await screenshotBoth(page, 'store-available');
  await kit.getByRole('button', { name: 'Order for $179.98' }).click();
  await expect(page).toHaveURL(/\/store\/checkout\/cs_test_[A-Za-z0-9]{24,}$/);
  const summary = page.getByRole('region', { name: 'Bravo Academy Training Kit' });
  await expect(summary).toContainText('Youth M');
  await expect(summary).toContainText('Leo');
  await expect(summary.getByRole('definition').filter({ hasText: /^2$/ })).toBeVisible();
  await expect(summary).toContainText('$179.98');
  await expectNoHorizontalScroll(page);
  await screenshotBoth(page, 'store-checkout');
  const declined = await fillCard(page, '4000000000000002');
  await declined.getByRole('button', { name: 'Pay $179.98' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined' })).toContainText('try again with another card');
  await expectNoHorizontalScroll(page);
  await screenshotBoth(page, 'store-checkout-declined');
  const form = await fillCard(page, '4242424242424242');
  await form.getByRole('button', { name: 'Try Again: Pay $179.98' }).click();
  await expect(page).toHaveURL(/\/store\?order=/);
  await expect(page.getByText('Thank you! Your order is paid.')).toBeVisible();
  await screenshotBoth(page, 'store-order-paid');

  await page.goto('/profile?tab=billing');
  const orders = page.getByRole('list', { name: 'Store orders' }).getByRole('listitem');
  await expect(orders).toHaveCount(1);
  await expect(orders).toContainText('Bravo Academy Training Kit, size Youth M × 2');
  await expect(orders).toContainText('For Leo');
  await expect(orders).toContainText('Paid, being prepared');
  // Listed once: the payments beside it leave the store's charges (the paid one and the decline) out.
  await expect(page.getByRole('tabpanel').getByText(/Bravo Academy Training Kit/)).toHaveCount(1);
  await expect(orders.getByRole('link', { name: /^Receipt for Bravo Academy Training Kit/ })).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'store-billing');

  // The admin hands it over.
  await admin.reload();
  const toFulfil = admin
    .getByRole('list', { name: 'Orders to fulfil' })
    .getByRole('listitem')
    .filter({ hasText: familyEmail });
  await expect(toFulfil).toContainText('Youth M × 2');
  await expect(toFulfil).toContainText('For Leo');
  await expectNoHorizontalScroll(admin);
  await expectAccessible(admin);
  await admin.screenshot({ path: 'test-results/screens/store-admin-1280.png', fullPage: true });
  await toFulfil.getByRole('button', { name: 'Mark fulfilled' }).click();
  await expect(
    admin
      .getByRole('list', { name: 'Fulfilled orders' })
      .getByRole('listitem')
      .filter({ hasText: familyEmail }),
  ).toContainText('Fulfilled');
  await admin.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(admin);
  await admin.screenshot({ path: 'test-results/screens/store-admin-390.png', fullPage: true });
  await adminContext.close();

  await page.reload();
  await expect(orders).toContainText('Fulfilled');
});
