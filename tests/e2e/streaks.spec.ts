import { expect, test } from './support/fixtures';
import { expectAccessible, expectNoHorizontalScroll, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent, dismissToasts, screenshotBoth, toastWith } from './support/auth';
import { seedTrainingDays } from './support/streaks';

test('[streaks] a 10-day streak keeps its rest day after a missed day, and a parent pauses it at 390 px', async ({ page }) => {
  await createConfirmedParent(page, uniqueEmail('streak'));
  await completeSetupViaApi(page, { name: 'Nico Ruiz', dateOfBirth: '2016-02-11' });
  const athleteId = ((await (await page.request.get('/api/v1/athletes')).json()) as { athletes: { id: string }[] }).athletes[0]!.id;
  // Ten days trained up to the day before yesterday; yesterday missed.
  seedTrainingDays(athleteId, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);

  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Streak', exact: true });
  await expect(card.locator('p').first()).toHaveText('10 days');
  const days = card.getByRole('list', { name: 'The last 7 days' }).getByRole('listitem');
  await expect(days).toHaveCount(7);
  await expect(days.nth(5)).toContainText('rest day used');
  await expect(days.nth(6)).toContainText('today, still to train');
  await expect(card.getByText(/was Nico’s rest day: the streak was kept/)).toBeVisible();
  await expect(card.getByText(/0 shields held/)).toBeVisible();
  await expectNoHorizontalScroll(page);

  await card.getByRole('button', { name: 'Pause streak' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pause Nico’s streak' });
  await dialog.getByLabel('Days').fill('15');
  await dialog.getByRole('button', { name: 'Pause streak' }).click();
  await expect(dialog.getByText('A pause lasts 1 to 14 days.')).toBeVisible();
  await dialog.getByLabel('Days').fill('3');
  await dialog.getByRole('button', { name: 'Pause streak' }).click();
  await expect(toastWith(page, /streak is paused from/)).toBeVisible();
  await expect(card.getByText(/^Paused from /)).toBeVisible();
  await expect(card.getByRole('button', { name: 'End pause' })).toBeVisible();
  await dismissToasts(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'streak-card');
});
