import { PLANS } from '#shared/academy-plans';
import { ASSISTANT_MESSAGES } from '#shared/assistant/rules';
import { expect, test } from './support/fixtures';
import { expectAccessible, expectNoHorizontalScroll, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent, screenshotBoth, toastWith } from './support/auth';

/** "$3,300", computed from the plan's cents as the membership page shows it. */
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

test('[assistant] a parent asks the AI Assistant the quick question Pricing and sees the plan prices', async ({ page }) => {
  await createConfirmedParent(page, uniqueEmail('assistant-family'));
  await completeSetupViaApi(page);
  await page.goto('/messages');
  await page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: /AI Assistant/ }).click();

  const chat = page.getByRole('log', { name: 'Conversation with the AI Assistant' });
  await expect(chat).toContainText(ASSISTANT_MESSAGES.welcome);
  await page.getByRole('group', { name: 'Quick questions' }).getByRole('button', { name: 'Pricing' }).click();

  for (const plan of PLANS) {
    await expect(chat).toContainText(plan.label);
    await expect(chat).toContainText(dollars(plan.priceCents));
    if (plan.joinFeeCents > 0) await expect(chat).toContainText(dollars(plan.joinFeeCents));
  }
  // A family without a membership is offered the membership page.
  await expect(chat.getByRole('link', { name: 'View membership' })).toHaveAttribute('href', '/membership');
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'assistant-pricing');

  // The transcript is stored: it is still there after a reload.
  await page.reload();
  await expect(page.getByRole('log', { name: 'Conversation with the AI Assistant' })).toContainText(dollars(PLANS[0]!.priceCents));

  // When the assistant cannot answer: the spec's message and the Connection Issue toast.
  await page.route('**/api/v1/assistant/messages', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"INTERNAL","message":"x"}}' }) : route.fallback(),
  );
  const input = page.getByLabel('Ask the AI Assistant');
  await input.fill('Do you train on holidays?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('log', { name: 'Conversation with the AI Assistant' })).toContainText(ASSISTANT_MESSAGES.failure);
  await expect(toastWith(page, ASSISTANT_MESSAGES.failureToastTitle)).toContainText(ASSISTANT_MESSAGES.failureToastDescription);
  await page.unroute('**/api/v1/assistant/messages');

  // Clear Chat empties it.
  await page.getByRole('button', { name: 'Clear Chat' }).click();
  await expect(toastWith(page, ASSISTANT_MESSAGES.cleared)).toBeVisible();
  await expect(page.getByRole('log', { name: 'Conversation with the AI Assistant' })).not.toContainText(dollars(PLANS[0]!.priceCents));
});
