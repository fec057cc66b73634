import type { Route } from '@playwright/test';
import { type Page, expect, test } from './support/fixtures';
import { expectAccessible, expectNoHorizontalScroll, screenshot, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent } from './support/auth';

const DASHBOARD_API = /\/api\/v1\/dashboard\?/;

/** Answers the dashboard's request with the server's real answer, one field spoilt. */
function spoil(field: string) {
  return async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, [field]: null } });
  };
}

/** What the page printed with console.error. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const OTHER_PANELS = [
  'Weekly Challenges',
  'Recent Activity',
  'Latest Updates',
  'Membership',
  'Training Schedule',
  'Weekly Rankings',
] as const;

test('[app] a render error in one dashboard panel leaves the others working, and Try again brings it back', async ({
  page,
}) => {
  await createConfirmedParent(page, uniqueEmail('panel-error'));
  await completeSetupViaApi(page);
  const errors = consoleErrors(page);

  // Badges that are not a list: the Recent Badges panel throws while rendering.
  await page.route(DASHBOARD_API, spoil('recentAchievements'));
  await page.goto('/dashboard');
  const card = page.getByRole('alert', { name: 'Recent Badges' });
  await expect(card).toContainText('Something went wrong showing this part.');
  await expect(page.getByRole('region', { name: 'Recent Badges' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Experience' })).toContainText('0 XP');
  for (const name of OTHER_PANELS) await expect(page.getByRole('region', { name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset XP' })).toBeVisible();
  expect(errors.some((e) => e.startsWith('Something went wrong showing Recent Badges:'))).toBe(true);
  // The card can be rendered anew just after it is found (a CI run once saw the element it scrolled
  // detached): scroll whichever card is there.
  await expect(async () => card.scrollIntoViewIfNeeded({ timeout: 1000 })).toPass();
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'dashboard-panel-error');

  // The data is whole again: Try again fetches it and the panel comes back. A refetch of the
  // dashboard can be in the spoiler's hands at this moment (a CI run saw it answered twice): let it
  // finish before the route goes.
  await page.unrouteAll({ behavior: 'wait' });
  await card.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Recent Badges' })).toContainText('No badges yet');
  await expect(card).toHaveCount(0);
});

test('[app] a page that fails to render keeps the navigation, and Try again shows it', async ({ page }) => {
  await createConfirmedParent(page, uniqueEmail('page-error'));
  await completeSetupViaApi(page);

  // No athlete in the answer: the dashboard itself, outside any panel, throws while rendering.
  await page.route(DASHBOARD_API, spoil('athlete'));
  await page.goto('/dashboard');
  const card = page.getByRole('main').getByRole('alert');
  await expect(card).toContainText('Something went wrong showing this page.');
  await expect(card.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('navigation', { name: 'App' })).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'dashboard-page-error');

  await page.unrouteAll({ behavior: 'wait' });
  await card.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Experience' })).toContainText('0 XP');
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});
