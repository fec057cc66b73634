import { expect, test } from './support/fixtures';
import { expectAccessible, expectNoHorizontalScroll, PHONE, uniqueEmail } from './support';
import { makeAdmin } from './support/staff';
import { appOrigin, completeSetupViaApi, createConfirmedParent, screenshotBoth } from './support/auth';

test('[admin] an admin on a phone answers a waiting family and takes up a safety flag from Needs attention; both clear', async ({ page }) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const familyName = `Nora Attention${tag}`;
  // The family, through the API: a question to Academy Support and a disclosure to the assistant.
  await createConfirmedParent(page, uniqueEmail('attention-family'), familyName);
  await completeSetupViaApi(page);
  const headers = { origin: appOrigin() };
  const support = ((await (await page.request.get('/api/v1/conversations')).json()) as { conversations: { id: string; type: string }[] }).conversations.find((c) => c.type === 'support')!;
  expect((await page.request.post(`/api/v1/conversations/${support.id}/messages`, { headers, data: { body: `Is practice on tomorrow? (${tag})` } })).status()).toBe(201);
  expect((await page.request.post('/api/v1/assistant/messages', { headers, data: { message: 'kids on the team keep bullying my son every day', context: {} } })).status()).toBe(200);
  await page.context().clearCookies();

  const adminEmail = uniqueEmail('attention-admin');
  await createConfirmedParent(page, adminEmail, 'Dana Director');
  makeAdmin(adminEmail);
  await page.setViewportSize(PHONE);
  await page.goto('/admin');
  const attention = page.getByRole('region', { name: /Needs attention/ });
  const waiting = attention.getByRole('region', { name: /Families waiting for an answer/ });
  const flags = attention.getByRole('region', { name: /Safety flags not yet handled/ });
  await expect(waiting.getByRole('link', { name: new RegExp(familyName) })).toContainText('waiting');
  await expect(flags.getByRole('link', { name: new RegExp(familyName) })).toContainText('Bullying');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await screenshotBoth(page, 'needs-attention');

  // One tap to the thread, and the answer.
  await waiting.getByRole('link', { name: new RegExp(familyName) }).click();
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await expect(conversation.getByText(`Is practice on tomorrow? (${tag})`)).toBeVisible();
  await conversation.getByLabel(/Reply to/).fill('Yes, 5 pm on field 2.');
  await conversation.getByRole('button', { name: 'Send' }).click();
  await expect(conversation.getByText('Yes, 5 pm on field 2.')).toBeVisible();

  // One tap to the case, and In review.
  await page.goto('/admin');
  await flags.getByRole('link', { name: new RegExp(familyName) }).click();
  const handling = page.getByRole('form', { name: 'Handling' });
  await handling.getByLabel('State').selectOption('in-review');
  await handling.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Open → In review')).toBeVisible();

  // Both have left Needs attention.
  await page.goto('/admin');
  await expect(attention.getByRole('heading', { name: /Needs attention/ })).toBeVisible();
  await expect(attention.getByText(/Checking what needs attention/)).toHaveCount(0);
  await expect(attention.getByRole('link', { name: new RegExp(familyName) })).toHaveCount(0);
  await expectAccessible(page);
});
