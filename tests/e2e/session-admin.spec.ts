/**
 * Admins change the schedule (issue 38, points 1 and 5): on a phone, an admin opens the Sessions
 * tab, cancels a coming Sunday's Core session for the weather with a note, confirms, and sees it
 * cancelled, with its history; adds a one-off clinic, and a birth-year group it sees listed (then
 * archives it); the page fits 390 px and 1280 px and is accessible.
 */
import { expect, test } from './support/fixtures';
import { DESKTOP, PHONE, expectAccessible, expectNoHorizontalScroll, screenshot, uniqueEmail } from './support';
import { makeAdmin } from './support/staff';
import { createConfirmedParent, dismissToasts, toastWith } from './support/auth';

test('[admin] cancels a coming Sunday session for the weather and sees it cancelled', async ({ page }) => {
  test.setTimeout(240_000);
  const adminEmail = uniqueEmail('session-admin');
  await createConfirmedParent(page, adminEmail, 'Sofia Director');
  makeAdmin(adminEmail);

  await page.setViewportSize(PHONE);
  await page.goto('/admin?tab=sessions');
  await expect(page.getByRole('heading', { name: 'Sessions', exact: true })).toBeVisible();
  // Next week's Sunday: at least a day ahead whatever today is.
  const sunday = page.getByRole('listitem', { name: /^Core training, Sunday/ }).nth(1);
  await expect(sunday).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'session-admin-list');
  await expectAccessible(page);

  await sunday.getByRole('button', { name: /^Cancel / }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel session' });
  await expect(dialog).toBeVisible();
  // No reason yet: the form says so and nothing is sent.
  await dialog.getByRole('button', { name: 'Cancel session…' }).click();
  await expect(dialog.getByText('Choose a reason: weather, field or other.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Weather' }).check();
  await dialog.getByLabel('Note to families (optional)').fill('Thunderstorms forecast: see you next week.');
  await dialog.getByRole('button', { name: 'Cancel session…' }).click();
  await expect(dialog.getByText(/^Cancel Core training on Sunday/)).toBeVisible();
  await screenshot(page, 'session-admin-confirm');
  await dialog.getByRole('button', { name: 'Yes, cancel and tell families' }).click();
  await expect(toastWith(page, 'Session cancelled: families are told now')).toBeVisible();
  await dismissToasts(page);

  await expect(sunday.getByText('Cancelled: Weather')).toBeVisible();
  await expect(sunday.getByText('“Thunderstorms forecast: see you next week.”')).toBeVisible();
  await expect(sunday.getByRole('button', { name: /^Restore / })).toBeVisible();
  await expect(sunday.getByRole('button', { name: /^Move / })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'session-admin-cancelled');

  // Its history: made by the schedule, cancelled by this admin.
  await sunday.getByRole('button', { name: /^History / }).click();
  const history = page.getByRole('dialog', { name: 'Session history' });
  await expect(history.getByText('Cancelled: Weather (“Thunderstorms forecast: see you next week.”)')).toBeVisible();
  await expect(history.getByText(/Sofia Director/)).toBeVisible();
  await history.getByRole('button', { name: 'Close' }).click();

  // A one-off: a clinic eight days from now, 10:00 to 12:00, at the academy.
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date(Date.now() + 8 * 86_400_000));
  await page.getByRole('button', { name: 'Add a session' }).click();
  const add = page.getByRole('dialog', { name: 'Add a session' });
  await add.getByLabel('Group').selectOption({ label: 'Pro' });
  await add.getByLabel('Date').fill(day);
  await add.getByLabel('Starts').fill('10:00');
  await add.getByLabel('Ends').fill('09:00');
  await add.getByLabel('Title (optional)').fill('Holiday clinic');
  await add.getByRole('button', { name: 'Add session' }).click();
  await expect(add.getByText('The end time must be after the start time.')).toBeVisible();
  await add.getByLabel('Ends').fill('12:00');
  await screenshot(page, 'session-admin-add');
  await add.getByRole('button', { name: 'Add session' }).click();
  await expect(toastWith(page, 'Session added')).toBeVisible();
  await dismissToasts(page);
  const clinic = page.getByRole('listitem', { name: /^Holiday clinic, / });
  await expect(clinic.getByText('10:00 AM – 12:00 PM')).toBeVisible();
  await expect(clinic.getByText('One-off')).toBeVisible();

  // A birth-year group of Pro: listed with its year, Pro's own group keeps the others; then archived,
  // so the journeys running beside this one keep the plans' own groups.
  const groups = page.getByRole('list', { name: 'Groups' });
  await expect(groups.getByRole('listitem', { name: 'Pro', exact: true }).getByText('Born 2014–2017')).toBeVisible();
  await page.getByRole('button', { name: 'Add a group' }).click();
  const addGroup = page.getByRole('dialog', { name: 'Add a group' });
  await addGroup.getByLabel('Plan').selectOption({ label: 'Pro' });
  await addGroup.getByRole('checkbox', { name: '2017' }).check();
  await addGroup.getByLabel('Name').fill('Pro 2017 squad');
  await screenshot(page, 'session-admin-add-group');
  await addGroup.getByRole('button', { name: 'Add group' }).click();
  await expect(toastWith(page, 'Group added: its sessions are on the schedule')).toBeVisible();
  await dismissToasts(page);
  await expect(groups.getByRole('listitem', { name: 'Pro 2017 squad' }).getByText('Born 2017')).toBeVisible();
  await expect(groups.getByRole('listitem', { name: 'Pro', exact: true }).getByText('Born 2014–2016')).toBeVisible();
  await expect(page.getByRole('listitem', { name: /^Pro 2017 squad training, / }).first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await groups.getByRole('button', { name: 'Archive Pro 2017 squad' }).click();
  await page.getByRole('dialog', { name: 'Archive group' }).getByRole('button', { name: 'Yes, archive' }).click();
  await expect(toastWith(page, 'Group archived: its athletes train with their plan’s group again')).toBeVisible();
  await dismissToasts(page);
  await expect(groups.getByRole('listitem', { name: 'Pro 2017 squad' })).toHaveCount(0);

  // The desktop shows the same.
  await page.setViewportSize(DESKTOP);
  await expect(sunday.getByText('Cancelled: Weather')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'session-admin-cancelled');
  await expectAccessible(page);
});
