import { expect, test } from './support/fixtures';
import { DESKTOP, PHONE, expectAccessible, expectNoHorizontalScroll, screenshot, uniqueEmail } from './support';
import { makeAdmin } from './support/staff';
import { completeSetupViaApi, createConfirmedParent, dismissToasts, toastWith } from './support/auth';
import { TEST_CARD, buyMembershipViaApi } from './support/membership';

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

  // A family that withdrew early, with its reason (decision 074), for the Leaving list.
  const leaver = `${letters[0]!.toUpperCase()}${letters.slice(1)}`;
  await createConfirmedParent(page, uniqueEmail('overview-leaving'));
  await completeSetupViaApi(page, { name: `${leaver} Ortiz`, dateOfBirth: '2015-04-12' });
  await buyMembershipViaApi(page, 'core-monthly');
  const origin = { origin: `http://localhost:${process.env.E2E_PORT}` };
  const { memberships } = (await (await page.request.get('/api/v1/membership')).json()) as { memberships: { id: string }[] };
  const withdrawn = await page.request.post('/api/v1/membership/withdraw', {
    headers: origin,
    data: { membershipId: memberships[0]!.id, confirmBalance: true, card: TEST_CARD, reason: 'moving', note: 'Moving to Denver in January.' },
  });
  expect(withdrawn.status(), await withdrawn.text()).toBe(200);
  await page.context().clearCookies();

  const adminEmail = uniqueEmail('overview-admin');
  await createConfirmedParent(page, adminEmail, 'Director Admin');
  makeAdmin(adminEmail);

  // Overview, the first tab: this month's cards with their change, the chart's table, the radar.
  await page.setViewportSize(DESKTOP);
  await page.goto('/admin');
  await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /at a glance$/ })).toBeVisible();
  for (const card of ['Active members', 'Monthly recurring revenue', 'Monthly churn', 'Churn (spec)', 'Weekly active athletes']) {
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

  // Leaving, on the phone: who withdrew and why, and the one win-back to their support thread.
  const leaving = page.getByRole('list', { name: 'Families leaving' }).getByRole('listitem').filter({ hasText: ` · ${leaver} ` });
  await expect(leaving.getByText('Moving away', { exact: true })).toBeVisible();
  await expect(leaving.getByText('Withdrew early', { exact: false })).toBeVisible();
  await expect(leaving.getByText('“Moving to Denver in January.”')).toBeVisible();
  await leaving.getByRole('button', { name: /^Win Back/ }).click();
  const winBack = page.getByRole('dialog', { name: /^Win back / });
  await expect(winBack.getByRole('textbox', { name: 'Message' })).toHaveValue(new RegExp(`sorry to see ${leaver} go`));
  await expectNoHorizontalScroll(page);
  await winBack.getByRole('button', { name: 'Send Win-back' }).click();
  await expect(toastWith(page, 'Win-back sent')).toBeVisible();
  await dismissToasts(page);
  await expect(leaving.getByText(/^Win-back sent \w{3} \d{1,2}$/)).toBeVisible();
  await expect(leaving.getByRole('button', { name: /^Win Back/ })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'admin-leaving');
  await expectAccessible(page);
});
