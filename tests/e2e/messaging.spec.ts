import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { DESKTOP, PHONE, expectAccessible, expectNoHorizontalScroll, screenshot, uniqueEmail } from './support';
import { makeAdmin } from './support/staff';
import { completeSetupViaApi, createConfirmedParent, toastWith } from './support/auth';
import { buyMembershipViaApi } from './support/membership';

const origin = () => `http://localhost:${process.env.E2E_PORT}`;
/** A 150-character link with no break in it: it once pushed the Send button off a phone's screen. */
const LONG_LINK = `https://www.example.com/${'spring-schedule-'.repeat(8)}details?x=1`.padEnd(150, 'z');

/** Inside the screen, not only inside the page: an overflow-hidden box hides what sticks out from scrollWidth. */
async function expectOnScreen(page: Page, locator: Locator): Promise<void> {
  const box = (await locator.boundingBox())!;
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('[messages] a parent writes to Academy Support, an admin replies from the inbox, and the open thread shows the reply without a reload', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const tag = Math.random().toString(36).slice(2, 8);
  const question = `Is Thursday practice at 5 pm? The form is at ${LONG_LINK} (${tag})`;
  const reply = `Yes, Thursday at 5 pm on field 2: ${LONG_LINK} (${tag})`;

  // The parent, on a phone: the list, then the thread.
  await createConfirmedParent(page, uniqueEmail('messages-parent'));
  await completeSetupViaApi(page, { name: `Leo${tag} Martinez`, dateOfBirth: '2015-04-12' });
  await page.goto('/messages');
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  const list = page.getByRole('navigation', { name: 'Conversations' });
  for (const title of ['AI Assistant', 'Academy Support', 'Coach', 'Training Updates']) await expect(list.getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await expectAccessible(page);
  await list.getByRole('button', { name: /Academy Support/ }).click();
  const box = page.getByLabel('Message Academy Support');
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await box.fill('   ');
  await expect(send).toBeDisabled();
  await box.fill(question);
  await send.click();
  const thread = page.getByRole('region', { name: 'Academy Support' });
  await expect(thread.getByText(question)).toBeVisible();
  await expect(box).toHaveValue('');
  await expectNoHorizontalScroll(page);
  await expectOnScreen(page, send);
  await screenshot(page, 'messages-thread-phone');

  // The admin, on a desktop of their own: the inbox, the thread with the family beside it, a reply.
  const adminContext = await browser.newContext({
    baseURL: origin(),
    viewport: DESKTOP,
    extraHTTPHeaders: { 'x-forwarded-for': `10.253.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` },
  });
  const admin = await adminContext.newPage();
  const adminEmail = uniqueEmail('messages-admin');
  await createConfirmedParent(admin, adminEmail, 'Coach Ana');
  makeAdmin(adminEmail);
  await admin.goto('/contacts');
  await expect(admin.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  await admin.getByRole('button', { name: new RegExp(tag) }).first().click();
  const conversation = admin.getByRole('region', { name: 'Conversation' });
  await expect(conversation.getByText(question)).toBeVisible();
  await expect(admin.getByRole('complementary', { name: 'About Maria Martinez' }).getByText(`Leo${tag}`)).toBeVisible();
  await expectAccessible(admin);
  await conversation.getByLabel('Reply to Maria Martinez').fill(reply);
  await conversation.getByRole('button', { name: 'Send' }).click();
  await expect(conversation.getByText(reply)).toBeVisible();
  await screenshot(admin, 'contacts-inbox-desktop');

  // The parent's open thread shows the reply live, and it is read there.
  await expect(thread.getByText(reply)).toBeVisible();
  // On a wide screen the list and the thread sit side by side.
  await page.setViewportSize(DESKTOP);
  await expect(list.getByRole('button', { name: /Academy Support/ })).toBeVisible();
  // This thread's reply is read (the header's badge may count an announcement another journey publishes).
  await expect(list.getByRole('button', { name: /Academy Support/ }).getByText('unread')).toHaveCount(0);
  await expect(thread.getByText(reply)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'messages-thread-desktop');

  // The staff inbox on a phone: the list (its last message the long link), then the thread; nothing
  // wider than the screen, the Send button on it.
  await admin.setViewportSize(PHONE);
  await admin.goto('/contacts');
  await expectOnScreen(admin, admin.getByRole('list', { name: 'Family conversations' }));
  await admin.getByRole('button', { name: new RegExp(tag) }).first().click();
  await expect(admin.getByRole('region', { name: 'Conversation' }).getByText(reply)).toBeVisible();
  await expectNoHorizontalScroll(admin);
  await expectOnScreen(admin, admin.getByRole('region', { name: 'Conversation' }).getByRole('button', { name: 'Send' }));
  await screenshot(admin, 'contacts-thread-phone');
  await adminContext.close();
});

test('[messages] "Contact your coach" on Resources opens the family’s own coach thread, ready to write in', async ({ page }) => {
  await createConfirmedParent(page, uniqueEmail('coach-contact'));
  await completeSetupViaApi(page);
  await page.goto('/resources');
  const contact = page.getByRole('region', { name: 'Contact Your Coach' });
  await contact.getByRole('link', { name: 'Message your coach' }).click();
  await expect(page).toHaveURL(/\/messages\?c=coach$/);
  const thread = page.getByRole('region', { name: 'Coach' });
  await expect(thread.getByRole('heading', { name: 'Coach' })).toBeVisible();
  await thread.getByLabel('Message Coach').fill('Can Leo work on his weak foot this week?');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByText('Can Leo work on his weak foot this week?')).toBeVisible();
  // It went to the coach thread, not Academy Support.
  const list = (await (await page.request.get('/api/v1/conversations')).json()) as { conversations: { type: string; lastMessage: string | null }[] };
  expect(list.conversations.find((c) => c.type === 'coach')?.lastMessage).toBe('Can Leo work on his weak foot this week?');
  expect(list.conversations.find((c) => c.type === 'support')?.lastMessage ?? null).toBeNull();
});

test('[messages] a coach on a phone writes to a birth year: the count before sending, the toast after, the family has it', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const tag = Math.random().toString(36).slice(2, 8);
  const text = `Boots check before Friday’s session (${tag})`;
  await createConfirmedParent(page, uniqueEmail('group-parent'));
  await completeSetupViaApi(page, { name: `Ivy${tag} Moreno`, dateOfBirth: '2014-06-01' });
  await buyMembershipViaApi(page);

  const staffContext = await browser.newContext({
    baseURL: origin(),
    viewport: PHONE,
    extraHTTPHeaders: { 'x-forwarded-for': `10.252.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` },
  });
  const staff = await staffContext.newPage();
  const staffEmail = uniqueEmail('group-admin');
  await createConfirmedParent(staff, staffEmail, 'Coach Ana');
  makeAdmin(staffEmail);
  await staff.goto('/contacts?tab=families');
  await staff.getByRole('button', { name: 'Message a group' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Message a group' });
  const sendTo = dialog.getByLabel('Send to');
  const label = (await sendTo.locator('option', { hasText: 'Birth year: 2014' }).textContent())!;
  const count = Number(/\((\d+)\)$/.exec(label)![1]);
  expect(count).toBeGreaterThanOrEqual(1);
  const families = `${count} ${count === 1 ? 'family' : 'families'}`;
  await sendTo.selectOption({ label });
  await expect(dialog.getByText(`${families} will get this message.`)).toBeVisible();
  await dialog.getByLabel('Message', { exact: true }).fill(text);
  await expectNoHorizontalScroll(staff);
  await expectAccessible(staff);
  await screenshot(staff, 'contacts-group-message-phone');
  await dialog.getByRole('button', { name: `Send to ${families}` }).click();
  await expect(toastWith(staff, 'Mass Message Sent')).toContainText(/Sent to \d+ famil/);
  await expect(dialog).toBeHidden();
  await staffContext.close();

  const list = (await (await page.request.get('/api/v1/conversations')).json()) as { conversations: { type: string; lastMessage: string | null }[] };
  expect(list.conversations.find((c) => c.type === 'support')?.lastMessage).toBe(text);
});
