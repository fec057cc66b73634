import { academyDate, addDays } from '#shared/progress/time';
import { expect, test } from './support/fixtures';
import { expectAccessible, expectNoHorizontalScroll, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent, dismissToasts, screenshotBoth, signInWithForm, toastWith } from './support/auth';
import { buyMembershipViaApi } from './support/membership';
import { makeCoach } from './support/staff';

test('[coaching] a coach at 390 px assigns a birth-year plan and the parent sees it on the dashboard', async ({ page, context }) => {
  test.setTimeout(120_000);
  const tag = Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  const title = `Ball mastery ${tag}`;
  const parentEmail = uniqueEmail('plan-family');
  await createConfirmedParent(page, parentEmail);
  await completeSetupViaApi(page, { name: `Lucia Plan${tag}`, dateOfBirth: '2014-05-20' });
  const athletes = ((await (await page.request.get('/api/v1/athletes')).json()) as { athletes: { id: string }[] }).athletes;
  await buyMembershipViaApi(page, 'core-monthly', athletes[0]!.id);

  await context.clearCookies();
  const coachEmail = uniqueEmail('plan-coach');
  await createConfirmedParent(page, coachEmail, 'Carla Coach');
  makeCoach(coachEmail);
  await context.clearCookies();
  await signInWithForm(page, coachEmail);
  await expect(page).toHaveURL(/\/coach$/);
  await page.getByRole('link', { name: 'Assign a plan' }).click();

  const form = page.getByRole('form', { name: 'Assign a plan' });
  await form.getByLabel('For', { exact: true }).selectOption('birth-year');
  await form.getByLabel('Birth year', { exact: true }).selectOption('2014');
  await form.getByLabel('Plan name').fill(title);
  // Refused first: a plan that ends before it starts.
  const today = academyDate(new Date());
  // Another run of this journey on the same database took another first day: one plan per audience and day.
  const startsOn = addDays(today, -Math.floor(Math.random() * 6));
  await form.getByLabel('Starts', { exact: true }).fill(startsOn);
  await form.getByLabel('Ends', { exact: true }).fill(addDays(startsOn, -1));
  const lessons = form.getByRole('checkbox');
  await lessons.nth(0).check();
  await lessons.nth(1).check();
  await form.getByLabel('Minutes target').fill('45');
  await form.getByRole('button', { name: 'Assign the plan' }).click();
  await expect(form.getByText('The plan must end on or after the day it starts.')).toBeVisible();
  await form.getByLabel('Ends', { exact: true }).fill(addDays(startsOn, 6));
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'coach-plan-form');
  await form.getByRole('button', { name: 'Assign the plan' }).click();
  await expect(toastWith(page, 'Plan assigned')).toBeVisible();
  await expect(page).toHaveURL(/\/coach$/);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText(`Lucia Plan${tag}`)).toBeVisible();
  await dismissToasts(page);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'coach-home-plans');

  // The parent sees it on the dashboard: two lessons to do, 0 of 45 minutes.
  await context.clearCookies();
  await signInWithForm(page, parentEmail);
  await expect(page).toHaveURL(/\/dashboard/);
  const panel = page.getByRole('region', { name: 'This week’s plan' });
  await expect(panel.getByText(title)).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText('0 of 2 lessons', { exact: false })).toBeVisible();
  await expect(panel.getByText('0 of 45 minutes')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'dashboard-weekly-plan');
});
