import { expect, test } from './support/fixtures';
import { DESKTOP, expectAccessible, expectNoHorizontalScroll, PHONE, screenshot, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent, signInWithForm } from './support/auth';
import { buyMembershipViaApi } from './support/membership';
import { makeCoach } from './support/staff';

test('[evaluations] a coach at 390 px evaluates an athlete and publishes; the parent sees the skill passport and the new goals', async ({ page, context }) => {
  test.setTimeout(120_000);
  const tag = Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  const name = `Leonardo Passport${tag}`;
  const parentEmail = uniqueEmail('passport-family');
  await createConfirmedParent(page, parentEmail);
  await completeSetupViaApi(page, { name, dateOfBirth: '2015-04-12' });
  const athleteId = ((await (await page.request.get('/api/v1/athletes')).json()) as { athletes: { id: string }[] }).athletes[0]!.id;
  await buyMembershipViaApi(page, 'core-monthly', athleteId);

  // The coach finds the athlete among the evaluations due and rates three skills.
  await context.clearCookies();
  const coachEmail = uniqueEmail('coach');
  await createConfirmedParent(page, coachEmail, 'Carla Coach');
  makeCoach(coachEmail);
  await context.clearCookies();
  await signInWithForm(page, coachEmail);
  await expect(page.getByRole('heading', { level: 2, name: /^Evaluations due/ })).toBeVisible();
  await page.getByRole('link', { name: 'All evaluations' }).click();
  await page.getByLabel('Find an athlete').fill(tag);
  await page.getByRole('link', { name: `Evaluate ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Evaluate ${name}` })).toBeVisible();
  await page.getByLabel('First touch', { exact: true }).selectOption('3');
  await expect(page.getByText('Receives on the back foot and opens up to play forward')).toBeVisible();
  await page.getByLabel('Note on first touch (optional)').fill('Opens up on the back foot now.');
  await page.getByLabel('Passing', { exact: true }).selectOption('2');
  await page.getByLabel('Resilience and confidence', { exact: true }).selectOption('4');
  await page.getByLabel('Strengths').fill('Brave on the ball and always wants it back.');
  await page.getByLabel('Goal 1').fill('Receive on the back foot in every rondo');
  await page.getByLabel('Goal 2').fill('Twenty left-foot passes against a wall each day');
  await page.getByRole('checkbox', { name: 'Receive on the Back Foot' }).check();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await page.getByRole('button', { name: 'Publish to family' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Published' })).toBeVisible();
  await expect(page.getByText('Goals: Receive on the back foot in every rondo; Twenty left-foot passes against a wall each day')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshot(page, 'coach-evaluation');
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'coach-evaluation');
  await page.setViewportSize(PHONE);

  // The parent opens the passport from the progress report: the goals, the level, the lesson one tap away.
  await context.clearCookies();
  await signInWithForm(page, parentEmail);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto('/progress-report');
  await page.getByRole('link', { name: 'Open the skill passport →' }).click();
  await expect(page).toHaveURL(new RegExp(`/athletes/${athleteId}/passport$`));
  await expect(page.getByRole('heading', { level: 1, name: `Skill passport: ${name}` })).toBeVisible();
  await expect(page.getByText('Receive on the back foot in every rondo')).toBeVisible();
  await expect(page.getByText('Proficient (level 3 of 5)')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshot(page, 'skill-passport');
  await page.setViewportSize(DESKTOP);
  await expectAccessible(page);
  await screenshot(page, 'skill-passport');
  await page.setViewportSize(PHONE);
  await page.getByRole('link', { name: 'Receive on the Back Foot' }).first().click();
  await expect(page).toHaveURL(/\/lesson\/first-touch-back-foot$/);
});
