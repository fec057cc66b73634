/**
 * A cancellation reaches a family at once (issue 38, point 5): a parent has /schedule open on a
 * phone; an admin cancels a coming Pro Sunday for the weather; the parent's page shows it cancelled,
 * with its reason, without a reload. (The admin's own page is session-admin.spec.ts.)
 */
import { expect, test } from './support/fixtures';
import { uniqueEmail } from './support';
import { appOrigin, completeSetupViaApi, createConfirmedParent } from './support/auth';
import { buyMembershipViaApi } from './support/membership';
import { makeAdmin } from './support/staff';

test('[sessions] an admin cancels Sunday and the parent’s open schedule shows it cancelled without a reload', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await createConfirmedParent(page, uniqueEmail('live-schedule'));
  await completeSetupViaApi(page);
  await buyMembershipViaApi(page, 'pro-monthly');

  const admin = await (await browser.newContext({ baseURL })).newPage();
  const adminEmail = uniqueEmail('live-admin');
  await createConfirmedParent(admin, adminEmail, 'Sofia Director');
  makeAdmin(adminEmail);
  // The third coming Pro Sunday: two weeks out or more, so no other journey touches it.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
  const listed = await admin.request.get(`/api/v1/staff/sessions?from=${today}&days=28`);
  expect(listed.status()).toBe(200);
  const sundays = ((await listed.json()) as { sessions: { id: string; groupId: string; date: string; status: string }[] }).sessions.filter(
    (s) => s.groupId === 'pro' && new Date(`${s.date}T12:00:00Z`).getUTCDay() === 0,
  );
  const sunday = sundays[2]!;

  await page.goto('/schedule');
  const row = page.getByRole('listitem', { name: new RegExp(`^Leo, Sun, ${new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' }).format(new Date(`${sunday.date}T12:00:00Z`))}`) });
  await expect(row.getByText('Attending')).toBeVisible();

  const cancelled = await admin.request.post(`/api/v1/admin/sessions/${sunday.id}/cancel`, { headers: { origin: appOrigin() }, data: { reason: 'weather' } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  // No reload: the live event refreshes the open page.
  await expect(row.getByText(/Cancelled: weather/i)).toBeVisible();
  await admin.context().close();
});
