import { ACADEMY } from '#shared/academy';
import { SAFEGUARDING_LINES, SAFETY_ANSWERS } from '#shared/assistant/safety';
import { expect, test } from './support/fixtures';
import { expectAccessible, expectNoHorizontalScroll, uniqueEmail } from './support';
import { makeAdmin } from './support/staff';
import { completeSetupViaApi, createConfirmedParent, screenshotBoth } from './support/auth';

test('[assistant] a parent who writes that their son wants to hurt himself gets the safeguarding answer, not topics', async ({ page }) => {
  await createConfirmedParent(page, uniqueEmail('assistant-safety'));
  await completeSetupViaApi(page);
  await page.goto('/messages');
  await page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: /AI Assistant/ }).click();

  await page.getByLabel('Ask the AI Assistant').fill('my son wants to hurt himself');
  await page.getByRole('button', { name: 'Send' }).click();
  const chat = page.getByRole('log', { name: 'Conversation with the AI Assistant' });
  await expect(chat).toContainText(SAFETY_ANSWERS['self-harm']);
  for (const line of [SAFEGUARDING_LINES.crisisLine, SAFEGUARDING_LINES.childhelp, ACADEMY.safeguarding.email]) await expect(chat).toContainText(line);
  // No topic buttons and no offer to send it to Academy Support.
  await expect(chat.getByRole('button', { name: /Send to Academy Support/ })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Quick questions' })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await screenshotBoth(page, 'assistant-safeguarding');
});

test('[assistant] an admin on a phone opens the case a disclosure opened, takes it on and writes a note', async ({ page }) => {
  await createConfirmedParent(page, uniqueEmail('case-family'));
  await completeSetupViaApi(page);
  const asked = await page.request.post('/api/v1/assistant/messages', { headers: { origin: `http://localhost:${process.env.E2E_PORT}` }, data: { message: 'a coach keeps texting my daughter and told her to keep it secret', context: {} } });
  expect(asked.status()).toBe(200);
  await page.context().clearCookies();
  const adminEmail = uniqueEmail('case-admin');
  await createConfirmedParent(page, adminEmail, 'Dana Safeguard');
  makeAdmin(adminEmail);

  await page.goto('/contacts?tab=cases');
  await page.getByRole('link', { name: /Abuse or inappropriate contact/ }).first().click();
  await expect(page.getByRole('heading', { name: 'Abuse or inappropriate contact', level: 1 })).toBeVisible();
  await expect(page.getByText('a coach keeps texting my daughter and told her to keep it secret')).toBeVisible();

  const handling = page.getByRole('form', { name: 'Handling' });
  await handling.getByLabel('State').selectOption('in-review');
  await handling.getByLabel('Owner').selectOption({ label: 'Dana Safeguard' });
  await handling.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Open → In review')).toBeVisible();
  await expect(page.getByText('Owner: Dana Safeguard')).toBeVisible();

  const note = page.getByRole('form', { name: 'Add a note' });
  await note.getByLabel('Add a note').fill('Called the parent; meeting the coach tomorrow with the director.');
  await note.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Called the parent; meeting the coach tomorrow with the director.')).toBeVisible();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await screenshotBoth(page, 'safety-case');
});
