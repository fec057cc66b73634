import { expect, test } from './support/fixtures';
import { expectAccessible, expectNoHorizontalScroll, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent, dismissToasts, screenshotBoth } from './support/auth';
import { buyMembershipViaApi } from './support/membership';

test('[sessions] a parent on a phone says Leo can’t make it on Saturday, keeps the sessions left and gains a make-up credit, and takes it back', async ({ page }) => {
  test.setTimeout(90_000);
  await createConfirmedParent(page, uniqueEmail('schedule'));
  await completeSetupViaApi(page);
  await buyMembershipViaApi(page, 'core-monthly');

  await page.goto('/schedule');
  await expect(page.getByRole('heading', { name: 'Leo', level: 2 })).toBeVisible();
  await expect(page.getByText('Changes close 2 hours before the start.', { exact: false })).toBeVisible();
  // The second Saturday still open to replies: more than a day ahead whatever today is, so it earns a make-up credit.
  const open = page.getByRole('listitem', { name: /^Leo, Sat,/ }).filter({ has: page.getByRole('button', { name: 'Can’t make it' }) }).nth(1);
  const left = page.getByText(/^12 of 12 left · renews /);
  await expect(left).toBeVisible();
  await expect(left).not.toContainText('make-up');
  const saturday = page.getByRole('listitem', { name: (await open.getAttribute('aria-label'))! });
  await expect(saturday.getByText('Attending')).toBeVisible();
  await expectAccessible(page);

  await saturday.getByRole('button', { name: 'Can’t make it' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leo can’t make it' });
  await dialog.getByRole('radio', { name: 'School' }).check();
  await dialog.getByLabel('Note for the coach (optional)').fill('<b>Class trip</b>');
  await expect(dialog.getByRole('checkbox', { name: 'Every Saturday until a date' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(saturday.getByText('Can’t make it · School')).toBeVisible();
  // Nothing used: still 12 of 12, and the absence, told a day ahead, earns a make-up credit.
  await expect(left).toContainText('· 1 make-up credit');
  // A note is text, never markup.
  await expect(saturday.getByText('“<b>Class trip</b>”')).toBeVisible();
  await dismissToasts(page);
  await expectNoHorizontalScroll(page);
  await screenshotBoth(page, 'schedule-cant-make-it');

  await saturday.getByRole('button', { name: 'I can make it after all' }).click();
  await expect(saturday.getByText('Attending')).toBeVisible();
  await expect(saturday.getByRole('button', { name: 'Can’t make it' })).toBeVisible();
  await expect(left).not.toContainText('make-up');
});
