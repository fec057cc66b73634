import { expect, test } from './support/fixtures';
import { expectAccessible, expectNoHorizontalScroll, screenshot, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent, signInWithForm } from './support/auth';
import { buyMembershipViaApi } from './support/membership';
import { makeCoach } from './support/staff';

test('[attendance] a coach at 390 px takes attendance with “Mark all present” and one change, kept after a reload; a refused tap goes back', async ({ page, context }) => {
  test.setTimeout(120_000);
  // A Core family with two athletes (unique names: other journeys' Core athletes may share the sheet).
  const tag = Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  const [first, second] = [`Leonardo Attend${tag}`, `Mia Attend${tag}`];
  await createConfirmedParent(page, uniqueEmail('attendance-family'));
  await completeSetupViaApi(page, { name: first, dateOfBirth: '2015-04-12' });
  const added = await page.request.post('/api/v1/athletes', { headers: { origin: `http://localhost:${process.env.E2E_PORT}` }, data: { name: second, dateOfBirth: '2016-03-01' } });
  expect(added.status(), await added.text()).toBe(201);
  const athletes = ((await (await page.request.get('/api/v1/athletes')).json()) as { athletes: { id: string; name: string }[] }).athletes;
  for (const athlete of athletes) await buyMembershipViaApi(page, 'core-monthly', athlete.id);

  // The coach lands on /coach: today's sessions first, then the coming week's.
  await context.clearCookies();
  const coachEmail = uniqueEmail('coach');
  await createConfirmedParent(page, coachEmail, 'Carla Coach');
  makeCoach(coachEmail);
  await context.clearCookies();
  await signInWithForm(page, coachEmail);
  await expect(page).toHaveURL(/\/coach$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Coach' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'coach-home');
  await page.getByRole('link', { name: /^(Take attendance|Open the sheet): Core/ }).first().click();

  // The sheet: everyone unmarked, "Mark all present", then one athlete Late.
  await expect(page.getByRole('heading', { level: 1, name: /^Core · / })).toBeVisible();
  const row = (name: string) => page.getByRole('group', { name: `Attendance for ${name}` });
  await expect(row(first).getByRole('button', { name: 'Present' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Mark all present' }).click();
  for (const name of [first, second]) await expect(row(name).getByRole('button', { name: 'Present' })).toHaveAttribute('aria-pressed', 'true');
  await row(first).getByRole('button', { name: 'Late' }).click();
  await expect(row(first).getByRole('button', { name: 'Late' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Saving…')).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshot(page, 'coach-attendance');

  // Kept: a reload shows the same marks.
  await page.reload();
  await expect(row(first).getByRole('button', { name: 'Late' })).toHaveAttribute('aria-pressed', 'true');
  await expect(row(second).getByRole('button', { name: 'Present' })).toHaveAttribute('aria-pressed', 'true');

  // A tap the server refuses goes back, and the row says why.
  await page.route('**/attendance/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ error: { code: 'CONFLICT', message: 'Attendance closed 72 hours after this session ended.' } }) })
      : route.continue(),
  );
  await row(second).getByRole('button', { name: 'Absent' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved: Attendance closed 72 hours after this session ended.' })).toBeVisible();
  await expect(row(second).getByRole('button', { name: 'Present' })).toHaveAttribute('aria-pressed', 'true');
  await expect(row(second).getByRole('button', { name: 'Absent' })).toHaveAttribute('aria-pressed', 'false');
});
