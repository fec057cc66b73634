/**
 * Browser tests: the built app served by the real server on a fresh SQLite database, driven by
 * Debian's Chromium through playwright-core (no browser download). Phone-sized by default.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Chosen once in the main process (a port the OS reports free, so the machine's own services such
// as a message broker are never hit); workers inherit it through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
])
  .toString()
  .trim();
const port = Number(process.env.E2E_PORT);
const dbFile = join(tmpdir(), `bravo-e2e-${port}.db`);
if (!process.env.E2E_DB_READY) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbFile}${suffix}`, { force: true });
  process.env.E2E_DB_READY = '1';
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export default defineConfig({
  testDir: 'tests/e2e',
  // Separate output folders let several runs coexist (E2E_OUTPUT_DIR).
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e',
  fullyParallel: true,
  // Three on two cores: several journeys spend much of their time waiting (a challenge's timer, live
  // updates, the server), so a third keeps the cores busy.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    // A phone's width and touch, drawn at one device pixel per CSS pixel: the layout is the same, and
    // rendering and full-page screenshots cost a seventh of the Pixel 7's 2.625x on a 2-core machine.
    deviceScaleFactor: 1,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    // The production build registers a service worker on every page; journeys run without it (less
    // work per page on a 2-core machine), except the one that checks it (notifications.spec.ts).
    serviceWorkers: 'block',
    // Still pages: an animated drill diagram or carousel repaints every frame for as long as a
    // journey looks at it, which three browsers on 2 cores pay for. The journeys that check motion
    // ask for it themselves (public-site's carousel, the drill diagram).
    contextOptions: { reducedMotion: 'reduce' },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node --import tsx src/server/main.ts',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Only errors are logged (LOG_LEVEL below), so a journey's 500 shows its cause in the run's output.
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      DATABASE_URL: `file:${dbFile}`,
      E2E_SEED: '1',
      LOG_LEVEL: 'error',
      // Each test sends its own X-Forwarded-For (support/fixtures.ts), as families behind a load
      // balancer would, so per-address rate limits apply per test rather than to the whole run.
      TRUST_PROXY: 'true',
      ...(process.env.CLIENT_DIR ? { CLIENT_DIR: process.env.CLIENT_DIR } : {}),
    },
  },
});
