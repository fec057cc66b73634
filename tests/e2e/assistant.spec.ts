import { PLANS } from '#shared/academy-plans';
import { ASSISTANT_LINKS } from '#shared/assistant/knowledge';
import { ASSISTANT_LIMITS, ASSISTANT_MESSAGES } from '#shared/assistant/rules';
import { expect, test } from './support/fixtures';
import { expectAccessible, expectNoHorizontalScroll, screenshot, uniqueEmail } from './support';
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

test('[assistant] on a phone, a parent sees one header, asks how to pause and follows the link, and a pasted question over the limit is shown whole with the limit', async ({ page }) => {
  await createConfirmedParent(page, uniqueEmail('assistant-phone'));
  await completeSetupViaApi(page);
  const main = page.getByRole('main');

  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 760 });
    await page.goto('/messages?c=assistant');
    await expect(page.getByRole('log', { name: 'Conversation with the AI Assistant' })).toContainText(ASSISTANT_MESSAGES.welcome);
    // One header for the assistant: the way back, its name and Clear Chat in one bar (issue 37, point 12).
    const headers = main.locator('header:visible');
    await expect(headers).toHaveCount(1);
    await expect(headers.getByRole('button', { name: 'Back to conversations' })).toBeVisible();
    await expect(headers.getByRole('heading', { name: 'AI Assistant' })).toBeVisible();
    await expect(headers.getByRole('button', { name: 'Clear Chat' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'assistant-phone-header');
  }

  // A question about pausing leads to the page where a membership is paused, as a real link.
  const chat = page.getByRole('log', { name: 'Conversation with the AI Assistant' });
  const input = page.getByLabel('Ask the AI Assistant');
  await input.fill('can we puase our membership for the summer?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(chat).toContainText('pause a membership for 1 to 4 months');
  const link = chat.getByRole('link', { name: ASSISTANT_LINKS.manageBilling.label });
  await expect(link).toHaveAttribute('href', ASSISTANT_LINKS.manageBilling.path);
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'assistant-phone-link');

  // Pasted over the limit: every character kept, the count and the limit shown, nothing sent.
  const pasted = 'We are going to be away for a while and I would like to know about our options. '.repeat(8);
  expect(pasted.trim().length).toBeGreaterThan(ASSISTANT_LIMITS.messageMaxLength);
  await input.fill(pasted);
  await expect(input).toHaveValue(pasted);
  await expect(page.getByRole('alert').filter({ hasText: ASSISTANT_MESSAGES.tooLong })).toBeVisible();
  await expect(page.getByText(`${pasted.trim().length} / ${ASSISTANT_LIMITS.messageMaxLength}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await input.press('Enter');
  await expect(input).toHaveValue(pasted);
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'assistant-phone-too-long');
  await expectAccessible(page);

  // Shortened, it goes.
  await input.fill('How many sessions do we have left?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('link', { name: ASSISTANT_LINKS.memberPortal.label }).last()).toHaveAttribute('href', ASSISTANT_LINKS.memberPortal.path);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`${ASSISTANT_LINKS.manageBilling.path}$`));
  await expect(page.getByRole('heading', { name: 'Manage Billing', level: 1 })).toBeVisible();
});
