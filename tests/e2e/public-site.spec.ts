import { type Page, expect, test } from './support/fixtures';
import { DESKTOP, PHONE, expectAccessible, expectNoHorizontalScroll, screenshot } from './support';

const GALLERY = 'Scenes from Bravo training';

/** Each public page, the h1 a visitor sees first and what else it must show. */
const PAGES: { path: string; name: string; h1: string; check: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    name: 'landing',
    h1: 'Elite youth soccer development in 4S Ranch, San Diego',
    // The sections below the first screen arrive just after it; check the whole page.
    check: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Contact Us' })).toBeVisible();
    },
  },
  {
    path: '/academy-details',
    name: 'academy-details',
    h1: 'A European pathway, close to home',
    check: async (page) => {
      const reviews = page.getByRole('link', { name: /Read our reviews/ });
      await expect(reviews).toHaveAttribute('target', '_blank');
      await expect(reviews).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(page.getByText('Five Star Program')).toBeVisible();
      const stats = page.getByRole('region', { name: 'The academy in numbers' });
      await expect(stats.getByText('2014–2017')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: "What's Included" })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3 })).toHaveCount(8);
      await expect(
        page.getByText(/first touch and confidence have changed completely/),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Ready to Join?' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Apply Now' })).toHaveCount(2);
    },
  },
  {
    path: '/app-details',
    name: 'app-details',
    h1: 'Practice at home, see the progress',
    check: async (page) => {
      await expect(
        page.getByRole('heading', { level: 2, name: 'Features', exact: true }),
      ).toBeVisible();
      for (const feature of ['XP and leaderboards', 'Parent portal', 'Badges']) {
        await expect(page.getByRole('heading', { level: 3, name: feature })).toBeVisible();
      }
      await expect(page.getByRole('heading', { level: 2, name: 'Key Features' })).toBeVisible();
      await expect(page.getByText('Weekly challenges that reset every Monday')).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Sign In' }).first(),
      ).toHaveAttribute('href', '/auth');
      await expect(page.getByRole('link', { name: 'Join Academy' }).first()).toHaveAttribute(
        'href',
        '/academy-details',
      );
    },
  },
  {
    path: '/coach-details',
    name: 'coach-details',
    h1: 'Meet the Coach',
    check: async (page) => {
      for (const heading of ['Credentials', 'Coaching Philosophy', 'What Parents Say']) {
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      await expect(page.getByText('UEFA B coaching licence')).toBeVisible();
      await expect(page.getByRole('figure')).toHaveCount(3);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Call (858) 555-0142' }).first()).toHaveAttribute(
        'href',
        'tel:+18585550142',
      );
      await expect(
        main.getByRole('link', { name: 'Email info@bravoacademy.com' }).first(),
      ).toHaveAttribute('href', /^mailto:info@bravoacademy\.com\?subject=/);
    },
  },
  {
    path: '/soccer-curriculum-demo',
    name: 'curriculum-demo',
    h1: 'From first touch to match performance',
    check: async (page) => {
      await expect(page.getByText(/This page is a demo/)).toBeVisible();
      for (const level of ['Foundation Level', 'Intermediate Development', 'Elite Performance']) {
        await expect(page.getByRole('heading', { level: 2, name: level })).toBeVisible();
      }
      await expect(page.getByRole('heading', { level: 3 })).toHaveCount(8);
      await expect(
        page.getByText('2 completed modules here unlock Intermediate Development.'),
      ).toBeVisible();
      const foundation = page.getByRole('region', { name: 'Foundation Level' });
      await expect(foundation.getByText('Completed', { exact: true })).toHaveCount(2);
      await expect(foundation.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
      const elite = page.getByRole('region', { name: 'Elite Performance' });
      await expect(elite.getByText('Locked', { exact: true }).first()).toBeVisible();
      await expect(
        elite.getByText('Unlocks after 1 completed module in Intermediate Development.'),
      ).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: 'Intermediate Development' })
          .getByText('Unlocked', { exact: true }),
      ).toBeVisible();
    },
  },
  {
    path: '/no-such-page',
    name: 'not-found',
    h1: 'Oops! Page not found',
    check: async (page) => {
      await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    },
  },
];

for (const size of [PHONE, DESKTOP]) {
  for (const p of PAGES) {
    test(`[public-site] a visitor reads ${p.path} at ${size.width}px, accessible and without sideways scrolling`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1);
      await expect(page).toHaveTitle(/\| Bravo Academy$/);
      await p.check(page);
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      await screenshot(page, p.name);
    });
  }

  test(`[public-site] a visitor finds every landing section at ${size.width}px`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/');
    const h2 = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });

    for (const [heading, link, to] of [
      ['Small groups. Serious development.', 'Learn More', '/academy-details'],
      ['Training that continues at home', 'Explore App', '/app-details'],
      ['Coaching that knows the pathway', 'Meet Coach', '/coach-details'],
    ] as const) {
      await expect(h2(heading)).toBeVisible();
      await expect(
        page.getByRole('region', { name: heading }).getByRole('link', { name: link }),
      ).toHaveAttribute('href', to);
    }

    await expect(h2('Our Academy Model')).toBeVisible();
    for (const card of [
      'European Development Model',
      'Small, Invite-Only Groups',
      'Year-Round Training',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: card })).toBeVisible();
    }
    await expect(h2('Our Values')).toBeVisible();
    for (const value of ['Respect', 'Discipline', 'Integrity', 'Humility', 'Spirit', 'Loyalty']) {
      await expect(page.getByRole('heading', { level: 3, name: value, exact: true })).toBeVisible();
    }
    await expect(h2('Player Profile')).toBeVisible();
    for (const trait of ['Identity', 'Character', 'Fulfillment']) {
      await expect(page.getByRole('heading', { level: 3, name: trait })).toBeVisible();
    }

    await expect(h2('Membership Options')).toBeVisible();
    const core = page.getByRole('article', { name: 'Core Plan' });
    const pro = page.getByRole('article', { name: 'Pro Plan' });
    await expect(core.getByText('$300')).toBeVisible();
    await expect(pro.getByText('$375')).toBeVisible();
    await expect(pro.getByText('Most Popular')).toBeVisible();
    await expect(core.getByText('Most Popular')).toHaveCount(0);
    await expect(pro.getByText('Strength and conditioning')).toBeVisible();
    await expect(core.getByRole('link', { name: 'Email Us About Core Plan' })).toHaveAttribute(
      'href',
      'mailto:info@bravoacademy.com?subject=Core%20Plan%20inquiry',
    );
    await expect(pro.getByRole('link', { name: 'Email Us About Pro Plan' })).toHaveAttribute(
      'href',
      'mailto:info@bravoacademy.com?subject=Pro%20Plan%20inquiry',
    );

    await expect(h2('On the Pitch')).toBeVisible();
    const carousel = page.getByRole('region', { name: GALLERY });
    const grid = page.getByRole('list', { name: GALLERY });
    if (size.width < 768) {
      await expect(carousel).toBeVisible();
      await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
      await expect(grid).toBeHidden();
    } else {
      await expect(grid).toBeVisible();
      await expect(grid.getByRole('listitem')).toHaveCount(6);
      await expect(carousel).toBeHidden();
    }
    // The artwork is ours and marked: no context menu on it.
    const isMenuBlocked = await page
      .locator('#gallery .protected')
      .evaluate(
        (el) =>
          !el.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })),
      );
    expect(isMenuBlocked).toBe(true);

    await expect(h2('Ready to Join Bravo?')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Ready to Join Bravo?' })
        .getByRole('link', { name: 'Apply Now' }),
    ).toHaveAttribute('href', '/academy-details');
    await expect(h2('Contact Us')).toBeVisible();
    const contact = page.getByRole('region', { name: 'Contact Us' });
    await expect(contact.getByRole('link', { name: '(858) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+18585550142',
    );
    await expect(contact.getByRole('link', { name: 'info@bravoacademy.com' })).toHaveAttribute(
      'href',
      'mailto:info@bravoacademy.com',
    );
    await expect(
      contact.getByText('4S Ranch Sports Park, 16118 4S Ranch Parkway, San Diego, CA 92127'),
    ).toBeVisible();
    await expect(contact.getByText(/1-hour Core or 2-hour Pro sessions, 3 days a week/)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${new Date().getFullYear()} Bravo Academy. All rights reserved.`,
    );
    await expectNoHorizontalScroll(page);
  });
}

test('[public-site] a visitor on a phone steps through the carousel, which also moves on by itself', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: GALLERY });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole('group', { name: '1 of 6: Ball Mastery' })).toBeVisible();
  // Untouched, it advances on its own.
  await expect(carousel.getByRole('group', { name: '2 of 6: Finishing' })).toBeVisible({
    timeout: 8000,
  });
  await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await carousel.getByRole('button', { name: 'Previous scene' }).click();
  await expect(carousel.getByRole('group', { name: '1 of 6: Ball Mastery' })).toBeVisible();
  // It loops: back from the first scene is the last.
  await carousel.getByRole('button', { name: 'Previous scene' }).click();
  await expect(carousel.getByRole('group', { name: '6 of 6: 1v1 Moves' })).toBeVisible();
  await carousel.getByRole('button', { name: 'Next scene' }).click();
  await expect(carousel.getByRole('group', { name: '1 of 6: Ball Mastery' })).toBeVisible();
  await expect(carousel.getByRole('group')).toHaveCount(1);
});

test('[public-site] a visitor who prefers reduced motion gets a carousel that stays still', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: GALLERY });
  await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await expect(carousel.getByRole('group', { name: '1 of 6: Ball Mastery' })).toBeVisible();
});

test('[public-site] a visitor on a phone opens and closes the menu', async ({ page }) => {
  await page.goto('/');
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu.getByRole('link', { name: 'Academy' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Bravo App' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Coach' }).click();
  await expect(page).toHaveURL(/\/coach-details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meet the Coach' })).toBeVisible();
  await expect(menu).toBeHidden();
});

test('[public-site] a visitor who taps the menu before the page’s code arrives finds it open once it has', async ({
  page,
}) => {
  // Hold the app's code until the tap is made: the prerendered page is all there is.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!landing-boot-)[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  release();
  await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Academy' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
});

test('[public-site] the 404 page offers a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Elite youth soccer development in 4S Ranch, San Diego',
  );
});
