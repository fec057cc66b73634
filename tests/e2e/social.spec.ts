import { expect, test } from './support/fixtures';
import { DESKTOP, expectAccessible, expectNoHorizontalScroll, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent, dismissToasts, screenshotBoth, toastWith } from './support/auth';

const origin = () => `http://localhost:${process.env.E2E_PORT}`;

test('[social] two families become friends through the hub: one asks by e-mail, the other accepts under Requests, and each sees the other in Friends', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const anaName = `Ana Ruiz${tag}`;
  const benName = `Ben Vega${tag}`;

  // Family 1, on a phone.
  await createConfirmedParent(page, uniqueEmail('social-ana'));
  await completeSetupViaApi(page, { name: `Leo${tag} Ruiz`, dateOfBirth: '2015-04-12' });
  expect((await page.request.put('/api/v1/profile', { headers: { origin: origin() }, data: { displayName: anaName } })).status()).toBe(200);

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
  await page.getByLabel('Family name').fill(`vega${tag}`);
  await page.getByRole('button', { name: 'Search families' }).click();
  const found = page.getByRole('list', { name: 'Families found' });
  await expect(found.getByText(benName)).toBeVisible();
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
  const request = ben.getByRole('listitem').filter({ hasText: anaName });
  await expect(request).toBeVisible();
  await expect(request).toContainText(`Leo${tag}`);
  await expect(request).not.toContainText(`Leo${tag} Ruiz`);
  await expectAccessible(ben);
  await request.getByRole('button', { name: `Accept ${anaName}` }).click();
  await expect(toastWith(ben, 'Friend request accepted')).toBeVisible();
  await expect(toastWith(ben, 'You are now friends!')).toBeVisible();
  await ben.getByRole('tab', { name: 'Friends', exact: true }).click();
  await expect(ben.getByRole('list', { name: 'Your friends' }).getByRole('listitem').filter({ hasText: anaName })).toBeVisible();

  // Family 1 sees family 2 in Friends, and the friends' board shows both families' athletes.
  await page.getByRole('tab', { name: 'Friends', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Your friends' }).getByRole('listitem').filter({ hasText: benName })).toBeVisible();
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
