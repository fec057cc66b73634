import { expect, test } from './support/fixtures';
import { DESKTOP, expectAccessible, expectNoHorizontalScroll, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent, dismissToasts, screenshotBoth, toastWith } from './support/auth';
import { buyMembershipViaApi } from './support/membership';
import { openE2eDatabase } from './support/database';

const origin = () => `http://localhost:${process.env.E2E_PORT}`;

test('[social] two families become friends through the hub: one asks by e-mail, the other accepts under Requests, and each sees the other in Friends', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const anaName = `Ana${tag} Ruiz`;
  const benName = `Ben${tag} Vega`;
  // What the other family sees: a first name and an initial, never the parent's full name.
  const anaShown = `Ana${tag} R.`;
  const benShown = `Ben${tag} V.`;

  // Family 1, on a phone.
  await createConfirmedParent(page, uniqueEmail('social-ana'));
  await completeSetupViaApi(page, { name: `Leo${tag} Ruiz`, dateOfBirth: '2015-04-12' });
  expect((await page.request.put('/api/v1/profile', { headers: { origin: origin() }, data: { displayName: anaName } })).status()).toBe(200);
  await buyMembershipViaApi(page);

  // Family 2, on a desktop of its own, waits on its Requests tab with the live stream open.
  const benContext = await browser.newContext({
    baseURL: origin(),
    viewport: DESKTOP,
    extraHTTPHeaders: { 'x-forwarded-for': `10.251.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` },
  });
  const ben = await benContext.newPage();
  const benEmail = uniqueEmail('social-ben');
  await createConfirmedParent(ben, benEmail);
  await completeSetupViaApi(ben, { name: `Mia${tag} Vega`, dateOfBirth: '2016-02-03' });
  expect((await ben.request.put('/api/v1/profile', { headers: { origin: origin() }, data: { displayName: benName } })).status()).toBe(200);
  await buyMembershipViaApi(ben);
  const streamOpen = ben.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/events');
  await ben.goto('/social?tab=requests');
  await streamOpen;
  await expect(ben.getByText('No requests waiting')).toBeVisible();

  // Family 1: no friends yet; the search finds family 2 by name, with its athlete's first name only.
  await page.goto('/social');
  await expect(page.getByRole('heading', { level: 1, name: 'Social Hub' })).toBeVisible();
  await expect(page.getByText('No friends yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Add Friends' }).click();
  await page.getByRole('button', { name: 'Search families' }).click();
  await expect(page.getByText('Enter a name to search for.')).toBeVisible();
  await page.getByLabel('Family name').fill(`ben${tag}`);
  await page.getByRole('button', { name: 'Search families' }).click();
  const found = page.getByRole('list', { name: 'Families found' });
  await expect(found.getByText(benShown)).toBeVisible();
  await expect(found).not.toContainText(benName);
  await expect(found).toContainText(`Mia${tag}`);
  await expect(found).not.toContainText(`Mia${tag} Vega`);
  await expect(found).not.toContainText('@');

  // The request by e-mail: the same words whether or not the address is a family's.
  await page.getByLabel('Family’s e-mail address').fill(benEmail);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(toastWith(page, 'Friend request sent')).toBeVisible();
  await expect(page.getByLabel('Family’s e-mail address')).toHaveValue('');
  await dismissToasts(page);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'social-add-friends');

  // Family 2: the request arrives without a reload; accepting makes them friends.
  const request = ben.getByRole('listitem').filter({ hasText: anaShown });
  await expect(request).toBeVisible();
  await expect(request).toContainText(`Leo${tag}`);
  await expect(request).not.toContainText(`Leo${tag} Ruiz`);
  await expectAccessible(ben);
  await request.getByRole('button', { name: `Accept ${anaShown}` }).click();
  await expect(toastWith(ben, 'Friend request accepted')).toBeVisible();
  await expect(toastWith(ben, 'You are now friends!')).toBeVisible();
  await ben.getByRole('tab', { name: 'Friends', exact: true }).click();
  await expect(ben.getByRole('list', { name: 'Your friends' }).getByRole('listitem').filter({ hasText: anaShown })).toBeVisible();

  // Family 1 sees family 2 in Friends, and the friends' board shows both families' athletes.
  await page.getByRole('tab', { name: 'Friends', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Your friends' }).getByRole('listitem').filter({ hasText: benShown })).toBeVisible();
  const board = page.getByRole('list', { name: 'Friends’ board this week' });
  await expect(board).toContainText(`Leo${tag} Ruiz`);
  await expect(board).toContainText(`Mia${tag}`);
  await expect(board).not.toContainText(`Mia${tag} Vega`);
  // Becoming friends unlocked "New Teammate" (15 XP) for each family's athlete.
  await expect(board.getByRole('listitem').filter({ hasText: `Mia${tag}` })).toContainText('15 XP');
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'social-friends');
  await benContext.close();
});

test('[social] a family without a membership opens Add Friends and is told why it cannot look for other families, with the way to the plans', async ({ page }) => {
  await createConfirmedParent(page, uniqueEmail('social-stranger'));
  await completeSetupViaApi(page, { name: 'Ivy Stranger', dateOfBirth: '2016-03-03' });
  await page.goto('/social?tab=add');
  const explanation = page.getByRole('status').filter({ hasText: 'Friend search opens with a membership' });
  await expect(explanation).toBeVisible();
  await expect(explanation).toContainText('Once one of your athletes has a membership, you can search for friends here.');
  await expect(explanation.getByRole('link', { name: 'See the membership plans' })).toHaveAttribute('href', '/membership');
  await expect(page.getByRole('search')).toHaveCount(0);
  await expect(page.getByLabel('Family name')).toHaveCount(0);
  await expect(page.getByLabel('Family’s e-mail address')).toHaveCount(0);
  // The server refuses too: not an empty list.
  const search = await page.request.get('/api/v1/social/search?q=a');
  expect(search.status()).toBe(403);
  expect(((await search.json()) as { error: { message: string } }).error.message).toContain('Finding other families is for academy families.');
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'social-members-only');
});

/** Academy families written straight into the browser tests' database (a dozen sign-ups would meet the sign-up limits). */
function addMemberFamilies(names: string[]): void {
  const db = openE2eDatabase();
  try {
    db.pragma('busy_timeout = 5000');
    const plan = db.prepare('select id from membership_types limit 1').get() as { id: string };
    const now = new Date().toISOString();
    const end = new Date(Date.now() + 20 * 86_400_000).toISOString();
    for (const [i, name] of names.entries()) {
      const id = `e2e-more-${name.replace(/\W/g, '')}-${i}`;
      db.prepare("insert into users (id, name, email, email_verified, role, created_at, updated_at) values (?, ?, ?, 1, 'parent', ?, ?)").run(id, name, `${id}@example.com`, now, now);
      db.prepare(
        "insert into memberships (id, user_id, athlete_id, membership_type_id, status, current_period_start, current_period_end, provider) values (?, ?, null, ?, 'active', ?, ?, 'test')",
      ).run(`${id}-m`, id, plan.id, now, end);
    }
  } finally {
    db.close();
  }
}

test('[social] a family searches a common name, is told only the first 10 are shown and how to narrow it, and narrows it', async ({ page }) => {
  const tag = Math.random().toString(36).slice(2, 7);
  await createConfirmedParent(page, uniqueEmail('social-more'));
  await completeSetupViaApi(page, { name: 'Lia Moreno', dateOfBirth: '2015-06-06' });
  await buyMembershipViaApi(page);
  addMemberFamilies(Array.from({ length: 12 }, (_, i) => `Zed${tag} Family${i}`));
  await page.goto('/social?tab=add');
  await page.getByLabel('Family name').fill(`zed${tag}`);
  await page.getByRole('button', { name: 'Search families' }).click();
  await expect(page.getByRole('list', { name: 'Families found' }).getByRole('listitem')).toHaveCount(10);
  await expect(page.getByText('Showing the first 10 — type more of the name to narrow it.')).toBeVisible();
  await expectNoHorizontalScroll(page);
  // More of the name: fewer families, and nothing more to say.
  await page.getByLabel('Family name').fill(`zed${tag} family1`);
  await page.getByRole('button', { name: 'Search families' }).click();
  await expect(page.getByRole('list', { name: 'Families found' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('Showing the first 10')).toHaveCount(0);
});
