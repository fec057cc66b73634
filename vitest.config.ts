import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The import aliases (#shared, #server, #client) come from tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    globalSetup: ['src/server/testing/global-setup.ts'],
    setupFiles: ['src/server/testing/setup.ts'],
    pool: 'forks',
    // Vitest's default is one worker per core but one; on a 2-core machine that is a single worker,
    // and most integration tests spend their time waiting on PostgreSQL or an fsync: three keep the
    // cores busy (measured: a serial run took 7.6 min on a 2-core machine).
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
