/** Shared steps for browser tests: screenshots at both widths, layout and accessibility checks. */
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page, expect } from '@playwright/test';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/**
 * A full-page screenshot under test-results/screens, to look at. CI skips them (each costs a second
 * of a 2-core machine and nobody looks); E2E_SCREENSHOTS=1 takes them there too.
 */
export const isTakingScreenshots = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

export async function screenshot(page: Page, name: string): Promise<void> {
  if (!isTakingScreenshots) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
}

export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  // Against the screen's width, not window.innerWidth: a phone browser widens its layout viewport
  // to fit content that overflows, so innerWidth grows with the very overflow this looks for.
  const screenWidth = page.viewportSize()!.width;
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width - screenWidth, 'page is wider than the screen').toBeLessThanOrEqual(0);
}

/**
 * Fails on any serious or critical accessibility violation axe-core finds on the page, once the
 * page has settled: text in mid-fade (a toast moving behind a newer one) has no fixed contrast.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`),
  ).toEqual([]);
}

/** A desktop-sized page in its own context (the default project is phone-sized). */
export async function desktopPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL });
  return context.newPage();
}

/** A unique e-mail address for one test's family. */
export function uniqueEmail(prefix = 'parent'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}
