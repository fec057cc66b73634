import { expect, test } from './support/fixtures';
import { DESKTOP, PHONE, expectAccessible, expectNoHorizontalScroll, screenshot, uniqueEmail } from './support';
import { makeAdmin } from './support/staff';
import { createConfirmedParent, dismissToasts, toastWith } from './support/auth';

test('[admin] the Overview shows the academy’s numbers and radar, and an application from the public form is answered from the Applications tab', async ({ page }) => {
  test.setTimeout(120_000);
  // An application, sent the way the public form sends it.
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  const playerName = `Nico ${letters[0]!.toUpperCase()}${letters.slice(1)}`;
  const applicantEmail = uniqueEmail('overview-applicant');
  const applied = await page.request.post('/api/v1/applications', {
    headers: { origin: `http://localhost:${process.env.E2E_PORT}` },
    data: {
      playerName,
      playerAge: '10',
      parentName: 'Lucia Romero',
      email: applicantEmail,
      phone: '(858) 555-0142',
      experience: 'intermediate',
      commitment: 'full',
      message: 'Nico plays in Flight 3 and would love more ball work.',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  const adminEmail = uniqueEmail('overview-admin');
  await createConfirmedParent(page, adminEmail, 'Director Admin');
  makeAdmin(adminEmail);

  // Overview, the first tab: this month's cards with their change, the chart's table, the radar.
  await page.setViewportSize(DESKTOP);
  await page.goto('/admin');
  await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /at a glance$/ })).toBeVisible();
  for (const card of ['Active members', 'Monthly recurring revenue', 'Monthly churn', 'Weekly active athletes']) {
    await expect(page.getByText(card, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Revenue and members, last 12 months' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Churn radar' })).toBeVisible();
  await screenshot(page, 'admin-overview');
  await expectAccessible(page);

  // Applications: newest first with every field; status, notes and the invitation e-mail.
  await page.getByRole('tab', { name: 'Applications' }).click();
  const card = page.getByRole('listitem', { name: new RegExp(playerName) });
  await expect(card).toBeVisible();
  await expect(card.getByText(applicantEmail)).toBeVisible();
  await expect(card.getByText('(858) 555-0142')).toBeVisible();
  await card.getByLabel('Status').selectOption({ label: 'Contacted' });
  await expect(toastWith(page, 'Application updated')).toBeVisible();
  await dismissToasts(page);
  await card.getByLabel('Staff notes').fill('Called Lucia; trial on Saturday.');
  await card.getByRole('button', { name: 'Save notes' }).click();
  await expect(toastWith(page, 'Application updated')).toBeVisible();
  await dismissToasts(page);
  await card.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toastWith(page, `Invitation sent to ${applicantEmail}`)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Send invitation again' })).toBeVisible();
  await dismissToasts(page);
  await screenshot(page, 'admin-applications');
  await expectAccessible(page);

  // The phone: both tabs fit the screen.
  await page.setViewportSize(PHONE);
  await expect(card).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'admin-applications');
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByRole('heading', { name: 'Churn radar' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'admin-overview');
  await expectAccessible(page);
});
