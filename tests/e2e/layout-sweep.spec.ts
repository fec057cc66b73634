import { type Page, expect, test } from './support/fixtures';
import { THIS_MACHINE, createConfirmedParent } from './support/auth';
import { buyMembershipViaApi } from './support/membership';
import { makeAdmin } from './support/staff';
import { uniqueEmail } from './support';
import { APP_PAGE_PATHS, PUBLIC_PAGE_PATHS } from '#shared/page-paths';
import { openE2eDatabase } from './support/database';

/**
 * Every page at 320 and 390 px with the data that widened pages before (issue 37, point 12): a
 * 12-letter first name, an unread badge, a 150-character link in a message and a $1,050.00 total.
 * One browser context per width, the pages visited in a loop, no screenshots: it runs in CI.
 */
const ATHLETE = 'Maximilianos Worthington';
const PARENT = 'Bartholomews Fitzgeraldson';
const LONG_LINK = `https://www.example.com/${'spring-schedule-'.repeat(8)}details?x=1`.padEnd(150, 'z');
const origin = () => ({ origin: `http://localhost:${process.env.E2E_PORT}` });

/** Patterns the sweep fills with a real id found on a page it visited before, or a made-up one. */
const PARAMS: Record<string, RegExp | string> = {
  '/category/:categoryId': /^\/category\/[^/?]+$/,
  '/lesson/:lessonId': /^\/lesson\/[^/?]+$/,
  '/receipts/:paymentId': /^\/receipts\/[^/?]+$/,
  '/resource/:slug': /^\/resource\/[^/?]+$/,
  '/coach/lessons/:lessonId': /^\/coach\/lessons\/(?!new)[^/?]+$/,
  '/coach/sessions/:sessionId': /^\/coach\/sessions\/[^/?]+$/,
  '/coach/evaluations/:athleteId': /^\/coach\/evaluations\/[^/?]+$/,
  '/athletes/:athleteId/passport': /^\/athletes\/[^/?]+\/passport$/,
  '/contacts/cases/:caseId': /^\/contacts\/cases\/[^/?]+$/,
  '/checkout/test/:sessionId': 'checkout',
  '/store/checkout/:sessionId': '/store/checkout/cs_test_no_such_session_000000',
};

/** Pages that show a family's own data, in an order that finds each id before its page. */
const FAMILY_PAGES = [
  '/dashboard',
  `/join?invite=${'A'.repeat(43)}`,
  '/profile',
  '/profile?tab=billing',
  '/profile?tab=athletes',
  '/profile?tab=settings',
  '/progress-report',
  '/athletes/:athleteId/passport',
  '/training',
  '/category/:categoryId',
  '/lesson/:lessonId',
  '/curriculum',
  '/membership',
  '/membership-success',
  '/membership/billing',
  '/receipts/:paymentId',
  '/checkout/test/:sessionId',
  '/achievements',
  '/challenges',
  '/store',
  '/store/checkout/:sessionId',
  '/resources',
  '/resource-hub',
  '/resource/:slug',
  '/messages',
  '/messages?c=support',
  '/leaderboards',
  '/social',
  '/member-portal',
  '/parent-portal',
  '/schedule',
  '/profile-setup',
];
const STAFF_PAGES = [
  '/admin',
  '/admin?tab=manage',
  '/admin?tab=announcements',
  '/admin?tab=applications',
  '/admin?tab=families',
  '/admin?tab=sessions',
  '/admin?tab=audit',
  '/admin?tab=payments',
  '/admin/store',
  '/admin/resources',
  '/coach/lessons',
  '/coach/lessons/:lessonId',
  '/coach/plans/new',
  '/coach/lessons/new',
  '/coach',
  '/coach/sessions/:sessionId',
  '/coach/evaluations',
  '/coach/evaluations/:athleteId',
  '/contacts',
  '/contacts?tab=families',
  '/contacts?tab=cases',
  '/contacts/cases/:caseId',
  '/contacts?t=family',
  '/schedule',
];
const SIGNED_OUT_PAGES = [...PUBLIC_PAGE_PATHS, '/auth', '/auth?tab=signup', `/join?invite=${'A'.repeat(43)}`, '/forgot-password', '/reset-password', '/admin-setup', '/dev/mailbox', '/no-such-page'];

function database() {
  const db = openE2eDatabase();
  db.pragma('busy_timeout = 5000');
  return db;
}

/** A family with the long names, Pro, a $1,050.00 payment, and a message with a long link each way. */
async function seedFamily(page: Page): Promise<{ email: string; userId: string; supportId: string; checkoutPath: string }> {
  const email = uniqueEmail('sweep-family');
  await createConfirmedParent(page, email, PARENT);
  const parent = await page.request.put('/api/v1/profile/parent', {
    headers: origin(),
    data: { fullName: PARENT, phone: '(858) 555-0100', address: '12345 Rancho Bernardo Road, San Diego', birthDate: '1985-06-01' },
  });
  expect(parent.status(), await parent.text()).toBe(200);
  const added = await page.request.post('/api/v1/athletes', { headers: origin(), data: { name: ATHLETE, dateOfBirth: '2015-04-12' } });
  expect(added.status(), await added.text()).toBe(201);
  // A checkout left unpaid, for the test checkout page, then Pro bought.
  const checkout = await page.request.post('/api/v1/membership/checkout', { headers: origin(), data: { membershipTypeId: 'core-monthly' } });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const checkoutPath = new URL(((await checkout.json()) as { url: string }).url, 'http://localhost').pathname;
  await buyMembershipViaApi(page, 'pro-monthly');
  const list = (await (await page.request.get('/api/v1/conversations')).json()) as { conversations: { id: string; type: string }[] };
  const supportId = list.conversations.find((c) => c.type === 'support')?.id ?? list.conversations[0]!.id;
  const posted = await page.request.post(`/api/v1/conversations/${supportId}/messages`, { headers: origin(), data: { body: `Is this the form? ${LONG_LINK}` } });
  expect(posted.status(), await posted.text()).toBe(201);
  // A safeguarding case about the family, for the staff's case pages.
  const asked = await page.request.post('/api/v1/assistant/messages', { headers: origin(), data: { message: `my son is being bullied at practice ${LONG_LINK}`, context: {} } });
  expect(asked.status(), await asked.text()).toBe(200);
  const db = database();
  try {
    const { id: userId } = db.prepare('select id from users where email = ?').get(email) as { id: string };
    db.prepare(
      "insert into payments (id, user_id, payment_type, description, amount_cents, status, provider, provider_reference) values (?, ?, 'membership', 'Pro Annual and the spring tournament fee', 105000, 'completed', 'test', ?)",
    ).run(`pay-sweep-${userId}`, userId, `sweep-${userId}`);
    return { email, userId, supportId, checkoutPath };
  } finally {
    db.close();
  }
}

/**
 * Opens a page and waits until it has its data (no spinner), then checks it is no wider than the
 * screen. After the first page of a sweep the app's own router navigates (as a tapped link does), so
 * the app is not booted again for every page: the sweep stays well inside CI's 2 minutes.
 */
async function expectFits(page: Page, path: string, width: number, isFirst: boolean): Promise<void> {
  if (isFirst) {
    await page.goto(path);
  } else {
    // Everything shown now is marked: the next page is there once something unmarked is.
    await page.evaluate((next) => {
      for (const element of document.querySelectorAll('#root *')) element.setAttribute('data-sweep-seen', '');
      history.pushState(null, '', next);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.waitForFunction(() => document.querySelector('#root *:not([data-sweep-seen])'), undefined, { timeout: 2_000 }).catch(() => {});
  }
  await page.locator('#root *').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.animate-spin'), undefined, { timeout: 15_000 }).catch(() => {});
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // E2E_SWEEP_SHOTS=<folder>: every page's screenshot, to look at (never in CI).
  const shot = process.env.E2E_SWEEP_SHOTS ? `${process.env.E2E_SWEEP_SHOTS}/${width}${path.replace(/[^a-z0-9]+/gi, '-')}.png` : null;
  if (shot) await page.screenshot({ path: shot, fullPage: true });
  let scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth <= width) return;
  // Measured once more when settled: a page mid-hydration may not have all its styles yet.
  await page.waitForTimeout(700);
  scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth <= width) return;
  // What sticks out, innermost first: the message says where to look.
  const culprits = await page.evaluate((limit) => {
    // The outermost elements that stick out past their own parent's edge.
    const wide = [...document.querySelectorAll('body *')].filter(
      (e) => e.getBoundingClientRect().right > limit + 0.5 && (e.parentElement?.getBoundingClientRect().right ?? 0) <= limit + 0.5,
    );
    return wide
      .slice(0, 4)
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.getAttribute('class') ?? '').split(' ').slice(0, 6).join('.')} "${(e.textContent ?? '').slice(0, 40)}"`);
  }, width);
  expect.soft(scrollWidth, `${path} at ${width} px is ${scrollWidth} px wide: ${culprits.join(' | ')}`).toBeLessThanOrEqual(width);
}

// E2E_SWEEP_WIDTHS=1280 sweeps a desktop too, to look at its screenshots.
for (const width of process.env.E2E_SWEEP_WIDTHS?.split(',').map(Number) ?? [320, 390]) {
  test(`[layout] every page fits a ${width} px phone with long names, an unread badge, a long link and a $1,050.00 total`, async ({ browser, clientAddress }) => {
    test.setTimeout(110_000);
    const context = await browser.newContext({
      baseURL: `http://localhost:${process.env.E2E_PORT}`,
      viewport: { width, height: 800 },
      deviceScaleFactor: 1,
      // Not a phone's zoom-to-fit layout viewport: the page keeps the screen's width, so what overflows is what sticks out.
      isMobile: false,
      hasTouch: true,
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
      extraHTTPHeaders: { 'x-forwarded-for': clientAddress },
    });
    const page = await context.newPage();
    const found = new Map<string, string>();
    const resolve = (path: string): string | null => {
      const rule = PARAMS[path];
      if (rule === undefined) return path;
      if (typeof rule === 'string') return found.get(path) ?? (rule.startsWith('/') ? rule : null);
      return found.get(path) ?? null;
    };
    const collectLinks = async () => {
      const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      for (const [pattern, rule] of Object.entries(PARAMS)) {
        if (rule instanceof RegExp && !found.has(pattern)) {
          const href = hrefs.find((h) => rule.test(h));
          if (href) found.set(pattern, href);
        }
      }
    };
    const sweep = async (paths: readonly string[]) => {
      let isFirst = true;
      for (const pattern of paths) {
        const path = resolve(pattern);
        expect.soft(path, `a page for ${pattern}`).not.toBeNull();
        if (!path) continue;
        await test.step(path, async () => {
          await expectFits(page, path, width, isFirst);
          isFirst = false;
          await collectLinks();
        });
      }
    };

    // Signed out: the public site and the sign-in pages.
    await page.setExtraHTTPHeaders({ ...THIS_MACHINE });
    await sweep(SIGNED_OUT_PAGES);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress });

    // The family.
    const family = await seedFamily(page);
    const familyCookies = await context.cookies();
    found.set('/checkout/test/:sessionId', family.checkoutPath);

    // Staff: an admin writes to the family (its unread badge) with the long link too.
    await context.clearCookies();
    const adminEmail = uniqueEmail('sweep-admin');
    await createConfirmedParent(page, adminEmail, 'Coach Administratorson');
    makeAdmin(adminEmail);
    const sent = await page.request.post(`/api/v1/staff/families/${family.userId}/messages`, { headers: origin(), data: { body: `Yes: ${LONG_LINK}` } });
    expect(sent.status(), await sent.text()).toBe(201);
    // The staff inbox opens the family's thread (?t=), with the long link both ways.
    await sweep(STAFF_PAGES.map((p) => (p === '/contacts?t=family' ? `/contacts?tab=inbox&t=${family.supportId}` : p)));

    // The family's pages, badge unread.
    await context.clearCookies();
    await context.addCookies(familyCookies);
    await sweep(FAMILY_PAGES.map((p) => (p === '/messages?c=support' ? `/messages?c=${family.supportId}` : p)));

    // Every page of the router's table was visited (or stands in one of the lists above).
    const visited = new Set([...SIGNED_OUT_PAGES, ...FAMILY_PAGES, ...STAFF_PAGES].map((p) => p.split('?')[0]));
    expect([...PUBLIC_PAGE_PATHS, ...APP_PAGE_PATHS].filter((p) => !visited.has(p))).toEqual([]);
    await context.close();
  });
}
