import { expect, test } from './support/fixtures';
import { DESKTOP, PHONE, expectAccessible, expectNoHorizontalScroll, screenshot, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent } from './support/auth';

test('[portal] the parent portal shows every athlete’s progress and the family’s conversations, at both widths', async ({ page }) => {
  // Signed out: what the portal is, and the way in.
  await page.goto('/parent-portal');
  await expect(page.getByRole('heading', { name: 'Parent Portal' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await createConfirmedParent(page, uniqueEmail('portal-parent'));
  await completeSetupViaApi(page, { name: 'Mateo Flores', dateOfBirth: '2015-04-12' });
  await page.goto('/parent-portal');
  const card = page.getByRole('article', { name: 'Mateo Flores' });
  await expect(card.getByText('Level', { exact: true })).toBeVisible();
  await expect(card.getByText('XP this week')).toBeVisible();
  await expect(card.getByText('No badges yet.')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'parent-portal');
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Messages' }).click();
  const conversations = page.getByRole('list', { name: 'Conversations' });
  await expect(conversations.getByRole('link', { name: /Academy Support/ })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'parent-portal-messages');
  await expectAccessible(page);

  await page.setViewportSize(DESKTOP);
  await page.getByRole('tab', { name: 'My Athletes' }).click();
  await expect(card).toBeVisible();
  await screenshot(page, 'parent-portal');
  await expectAccessible(page);
  await page.setViewportSize(PHONE);
});
