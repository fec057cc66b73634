import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The import aliases (#shared, #server, #client) come from tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    globalSetup: ['src/server/testing/global-setup.ts'],
    setupFiles: ['src/server/testing/setup.ts'],
    pool: 'forks',
    // As the browser tests do under CI: one more try for a test that met a transient PostgreSQL
    // deadlock between files migrating their own schemas at once; a real failure fails twice.
    retry: process.env.CI ? 1 : 0,
    // Vitest's default is one worker per core but one; on a 2-core machine that is a single worker,
    // and most integration tests spend their time waiting on PostgreSQL or an fsync: three keep the
    // cores busy (measured: a serial run took 7.6 min on a 2-core machine).
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        // A worker imports the server once for all the files it runs, instead of once per file:
        // importing it took about 4 s a file, 40% of the suite's time (measured: 450 s isolated
        // against 275 s shared on a 2-core machine). So no module may keep state a test relies on
        // across files: a test that needs a fresh one makes its own (see `timeOrderedIds`).
        extends: true,
        test: { name: 'server', include: ['src/server/**/*.test.ts'], isolate: false },
      },
      {
        // Everything else, each file with its own modules: the browser code's tests replace modules
        // (vi.mock), and these files import little, so isolating them costs next to nothing.
        extends: true,
        test: {
          name: 'client',
          include: ['src/*.test.ts', 'src/{client,shared}/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'src/client/**/*.dom.test.tsx'],
        },
      },
      {
        // Components driven as a person would (Testing Library), in a DOM (happy-dom: lighter and
        // faster to start than jsdom, decision 100), with the API answered at the network by MSW.
        // Only these files pay for the DOM; the client project above stays in node.
        extends: true,
        test: {
          name: 'dom',
          include: ['src/client/**/*.dom.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['src/client/testing/dom-setup.ts'],
        },
      },
    ],
  },
});
