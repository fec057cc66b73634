import { expect, test } from './support/fixtures';
import { DESKTOP, expectAccessible, expectNoHorizontalScroll, PHONE, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent, dismissToasts, screenshotBoth, toastWith } from './support/auth';

const origin = () => `http://localhost:${process.env.E2E_PORT}`;

test('[leaderboards] a family finds another family’s athlete by first name on the weekly board, never the surname, from the dashboard and the phone’s navigation, live, and hides its own athlete', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 7);

  // This family, on a phone: the dashboard's weekly panel leads to the Player Rankings page.
  await page.setViewportSize(PHONE);
  await createConfirmedParent(page, uniqueEmail('rankings'));
  await completeSetupViaApi(page, { name: `Max${tag} Lindqvist`, dateOfBirth: '2016-03-03' });
  // A second athlete with a long first name: the header's switcher and links still fit a phone.
  const second = await page.request.post('/api/v1/athletes', { headers: { origin: origin() }, data: { name: 'Maximilianthe Lindqvist', dateOfBirth: '2017-05-05' } });
  expect(second.status()).toBe(201);
  const streamOpen = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/events');
  await page.goto('/dashboard');
  await streamOpen;
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Rankings' })).toHaveAttribute('href', '/leaderboards');
  await expect(header.getByRole('link', { name: 'Challenges' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Challenges' })).toHaveAttribute('href', '/challenges');
  await expect(header.getByRole('link', { name: 'Social' })).toHaveAttribute('href', '/social');
  await page.getByRole('region', { name: 'Weekly Rankings' }).getByRole('link', { name: 'All rankings' }).click();
  await expect(page).toHaveURL(/\/leaderboards$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Player Rankings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All Leaderboards' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Weekly' })).toHaveAttribute('aria-selected', 'true');

  // Meanwhile another family earns XP: its athlete runs the seeded 3-second challenge (E2E_SEED).
  const rivalContext = await browser.newContext({
    baseURL: origin(),
    viewport: DESKTOP,
    extraHTTPHeaders: { 'x-forwarded-for': `10.252.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` },
  });
  const rival = await rivalContext.newPage();
  await createConfirmedParent(rival, uniqueEmail('rankings-rival'));
  await completeSetupViaApi(rival, { name: `Zoe${tag} Hartwell`, dateOfBirth: '2015-09-09' });
  const headers = { origin: origin() };
  const athletes = (await (await rival.request.get('/api/v1/athletes')).json()) as { athletes: { id: string }[] };
  const athleteId = athletes.athletes[0]!.id;
  const weekly = (await (await rival.request.get(`/api/v1/challenges/weekly?athleteId=${athleteId}`)).json()) as {
    challenges: { id: string; name: string }[];
  };
  const quick = weekly.challenges.find((c) => c.name === 'Quick Touches')!;
  expect((await rival.request.post(`/api/v1/challenges/${quick.id}/start`, { headers, data: { athleteId } })).status()).toBe(200);
  await rival.waitForTimeout(3_200);
  const done = await rival.request.post(`/api/v1/challenges/${quick.id}/complete`, { headers, data: { athleteId, result: 1 } });
  expect(done.status(), await done.text()).toBe(200);
  // The challenge's XP and the first-challenge badge's.
  const { totals } = (await done.json()) as { totals: { totalXp: number } };
  await rivalContext.close();

  // The other family's athlete by first name and initial, never the surname.
  const board = page.getByRole('list', { name: 'Weekly rankings' });
  const row = board.getByRole('listitem').filter({ hasText: `Zoe${tag}` });
  // The open board shows her without a reload (the 'rankings' live event, at most once a second).
  await expect(row).toBeVisible({ timeout: 2_500 });
  await expect(row).toContainText('Top 10');
  await expect(row).toContainText(`${totals.totalXp} XP`);
  await expect(page.getByRole('main')).not.toContainText('Hartwell');

  // The birth-year filter keeps her (born 2015) and leaves her out for 2017.
  await page.getByLabel('Birth year').selectOption('2015');
  await expect(page).toHaveURL(/year=2015/);
  await expect(row).toBeVisible();
  await page.getByLabel('Birth year').selectOption('2017');
  await expect(page.getByText('Nobody born in 2017 is on this board yet.')).toBeVisible();
  await page.getByLabel('Birth year').selectOption('');

  // The weekend and performance tabs: completed challenges are skill work.
  await page.getByRole('tab', { name: 'Performance' }).click();
  await expect(page.getByRole('list', { name: 'Performance rankings' }).getByRole('listitem').filter({ hasText: `Zoe${tag}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Weekend Rankings' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Weekend Rankings' })).toBeVisible();
  await expect(page.getByText(/^(Live|Final)$/)).toBeVisible();
  await page.getByRole('tab', { name: 'All Leaderboards' }).click();
  await expect(row).toBeVisible();

  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'leaderboards');

  // Profile > Athletes: the family hides its athlete from other families' boards.
  await page.goto('/profile?tab=athletes');
  const hide = page.getByRole('checkbox', { name: `Hide Max${tag} from other families’ rankings` });
  await expect(hide).toBeEnabled();
  await hide.check();
  await expect(toastWith(page, 'Hidden from other families’ rankings')).toBeVisible();
  await expect(hide).toBeChecked();
  await dismissToasts(page);
  await expectAccessible(page);
  await page.goto('/leaderboards');
  await expect(row).toBeVisible();
  await page.setViewportSize(DESKTOP);
  await expectAccessible(page);
  await expect(page.getByRole('main')).not.toContainText('Hartwell');
});
