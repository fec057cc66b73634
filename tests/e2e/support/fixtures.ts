/**
 * The `test` every journey uses: Playwright's, plus a client address of its own for each test
 * (X-Forwarded-For; the e2e server trusts it), like families arriving through a load balancer. Rate
 * limits then count per test, as they would count per family.
 */
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Browser, BrowserContext, Locator, Page } from '@playwright/test';

let counter = 0;

export const test = base.extend<{ clientAddress: string }>({
  clientAddress: [
    async ({ context }, use, testInfo) => {
      counter += 1;
      const address = `10.${testInfo.workerIndex % 250}.${Math.floor(counter / 250) % 250}.${1 + (counter % 250)}`;
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': address });
      await use(address);
    },
    { auto: true },
  ],
});
