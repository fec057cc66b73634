import { expect, test } from './support/fixtures';
import { ATHLETE_BIRTH_YEAR_MESSAGE } from '#shared/validation/athletes';
import { expectAccessible, expectNoHorizontalScroll, screenshot, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent, screenshotBoth, toastWith } from './support/auth';

test('[accounts] a parent adds, edits and removes an athlete on the profile page', async ({
  page,
}) => {
  // A long journey with screenshots at two widths.
  test.setTimeout(120_000);
  await createConfirmedParent(page, uniqueEmail('athletes'));
  await completeSetupViaApi(page, { name: 'Leo Martinez', dateOfBirth: '2015-04-12' });

  await page.goto('/profile?tab=athletes');
  await expect(page.getByRole('tab', { name: 'Athletes' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const list = page.getByRole('list', { name: 'Your athletes' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('heading', { name: 'Leo Martinez' })).toBeVisible();

  // The add form opens and closes; saving waits for a name and a date of birth.
  const toggle = page.getByRole('button', { name: 'Add Athlete' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const add = page.getByRole('form', { name: 'Add an athlete' });
  await expect(add.getByRole('button', { name: 'Save Athlete' })).toBeDisabled();
  await expect(add.getByLabel('Playing Level').locator('option')).toHaveText([
    'Not set',
    'MLS Next',
    'ECNL',
    'Flight 1',
    'Flight 2',
    'Flight 3',
  ]);
  await toggle.click();
  await expect(add).toBeHidden();
  await toggle.click();

  await add.getByLabel('Name').fill('Sofia Martinez');
  await expect(add.getByRole('button', { name: 'Save Athlete' })).toBeDisabled();
  await add.getByLabel('Date of birth').fill('2012-05-01');
  await add.getByRole('button', { name: 'Save Athlete' }).click();
  await expect(add.getByRole('alert')).toHaveText(ATHLETE_BIRTH_YEAR_MESSAGE);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page);
  await screenshotBoth(page, 'accounts-athlete-birth-year');

  await add.getByLabel('Date of birth').fill('2016-02-20');

  // When the server refuses, the parent reads its reason; when it fails, the fallback message
  // (docs/product.md, Messages).
  await page.route('**/api/v1/athletes', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          json: {
            error: {
              code: 'ATHLETE_BIRTH_YEAR',
              message: ATHLETE_BIRTH_YEAR_MESSAGE,
              fields: { dateOfBirth: ATHLETE_BIRTH_YEAR_MESSAGE },
            },
          },
        })
      : route.fallback(),
  );
  await add.getByRole('button', { name: 'Save Athlete' }).click();
  await expect(toastWith(page, ATHLETE_BIRTH_YEAR_MESSAGE)).toBeVisible();
  await expect(add.getByRole('alert')).toHaveText(ATHLETE_BIRTH_YEAR_MESSAGE);
  await page.unroute('**/api/v1/athletes');
  await page.route('**/api/v1/athletes', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          json: {
            error: {
              code: 'INTERNAL',
              message: 'Something went wrong on our side. Please try again.',
            },
          },
        })
      : route.fallback(),
  );
  await add.getByRole('button', { name: 'Save Athlete' }).click();
  await expect(toastWith(page, 'Failed to add athlete. Please try again.')).toBeVisible();
  await page.unroute('**/api/v1/athletes');

  await add.getByLabel('Playing Level').selectOption('Flight 2');
  await add.getByLabel('Skill level').selectOption('Beginner');
  await add.getByLabel('Position').selectOption('Forward');
  await add.getByLabel('Emergency contact').fill('Carlos Martinez (858) 555-0101');
  await add.getByRole('button', { name: 'Save Athlete' }).click();
  await expect(toastWith(page, 'Athlete added successfully!')).toBeVisible();
  await expect(add).toBeHidden();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const sofia = list.getByRole('listitem').filter({ hasText: 'Sofia Martinez' });
  await expect(sofia).toContainText('Flight 2');
  await expect(sofia).toContainText('Carlos Martinez (858) 555-0101');
  // Medical notes were left empty: saved as nothing, shown as not set.
  await expect(sofia.getByText('Medical notes').locator('..')).toContainText('Not set');
  // Two athletes: the header offers a switch between them.
  const switcher = page.getByRole('banner').getByRole('button', { name: /Switch athlete$/ });
  await switcher.click();
  await expect(page.getByRole('banner').getByRole('list', { name: 'Athletes' }).getByRole('button')).toHaveCount(2);
  await screenshot(page, 'athlete-switcher-open');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner').getByRole('list', { name: 'Athletes' })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await screenshotBoth(page, 'accounts-athletes-list');

  // Edit: the birth-year rule holds here too.
  await sofia.getByRole('button', { name: 'Edit Sofia Martinez' }).click();
  const edit = page.getByRole('form', { name: 'Edit Sofia Martinez' });
  await expect(edit.getByLabel('Date of birth')).toHaveValue('2016-02-20');
  await edit.getByLabel('Date of birth').fill('2018-01-01');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByRole('alert')).toHaveText(ATHLETE_BIRTH_YEAR_MESSAGE);
  await edit.getByLabel('Date of birth').fill('2016-02-21');
  await edit.getByLabel('Position').selectOption('Winger');
  await edit.getByLabel('Medical notes').fill('Mild asthma; inhaler in her bag.');
  await edit.getByLabel('Emergency contact').fill('');
  await screenshotBoth(page, 'accounts-athlete-edit');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Athlete updated successfully!')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(sofia).toContainText('Winger');
  await expect(sofia).toContainText('Mild asthma; inhaler in her bag.');
  await expect(sofia.getByText('Emergency contact').locator('..')).toContainText('Not set');

  // The server keeps what the page showed.
  await page.reload();
  await expect(sofia).toContainText('Winger');
  await expect(sofia).toContainText('Born Feb 21, 2016');

  // Remove, after a confirmation that says what goes with the athlete.
  await sofia.getByRole('button', { name: 'Remove Sofia Martinez' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Sofia Martinez?' });
  await expect(dialog).toContainText('It cannot be undone.');
  await screenshotBoth(page, 'accounts-athlete-remove');
  await dialog.getByRole('button', { name: 'Keep Sofia' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await sofia.getByRole('button', { name: 'Remove Sofia Martinez' }).click();
  await dialog.getByRole('button', { name: 'Remove athlete' }).click();
  await expect(toastWith(page, 'Athlete removed successfully!')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).not.toContainText('Sofia');
});
