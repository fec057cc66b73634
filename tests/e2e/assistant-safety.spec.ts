import { ACADEMY } from '#shared/academy';
import { SAFEGUARDING_LINES, SAFETY_ANSWERS } from '#shared/assistant/safety';
import { expect, test } from './support/fixtures';
import { expectNoHorizontalScroll, uniqueEmail } from './support';
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
