/**
 * Starts the academy: reads the configuration, migrates and seeds the database, listens, runs the
 * background jobs, and shuts down gracefully on SIGTERM / SIGINT (ops/shutdown.ts).
 */
// Preloaded by the start command before any of the app's imports (tracing patches http and pg);
// imported here only to send the last spans at shutdown.
import { stopTracing } from './instrument';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase, refreshStatistics } from './db/database';
import { assertDurable, UnsafeDurabilityError } from './db/durability';
import { migrateToLatest } from './db/migrate';
import { seedFeatures } from '#server/features/index';
import { issueSetupCode, SETUP_CODE_VALID_HOURS } from './features/admin/service';
import { startJobs } from './jobs';
import { SHUTDOWN_DEADLINE_MS, shutDown } from './ops/shutdown';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // Background warnings from the database go to the app's log once there is one.
  let warn = (message: string) => console.warn(message);
  const database = createDatabase(config.database, { onWarning: (message) => warn(message) });
  try {
    await assertDurable(database.db, { isAllowedUnsafe: config.allowUnsafeDurability, warn: (message) => warn(message) });
  } catch (error) {
    if (!(error instanceof UnsafeDurabilityError)) throw error;
    console.error(error.message);
    await database.close();
    process.exit(1);
  }
  await migrateToLatest(database.db);
  await seedFeatures(database.db, { includeTestContent: config.seedTestContent });
  await refreshStatistics(database.db);

  const app = await buildApp(config, { database });
  warn = (message) => app.log.warn(message);
  let stopJobs = async () => {};
  if (config.runJobs) {
    app.ctx.mail.worker?.start();
    stopJobs = startJobs(app.ctx);
  }

  let isClosing = false;
  const onSignal = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    // Should a job never return, the process still ends.
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS + 5_000).unref();
    try {
      const isClean = await shutDown(app, { stopJobs });
      await database.close();
      await stopTracing();
      process.exit(isClean ? 0 : 1);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void onSignal('SIGTERM'));
  process.on('SIGINT', () => void onSignal('SIGINT'));

  // The one secret this app ever writes to a log, on purpose: the log is the operator's channel
  // (docs/decisions/017). Whoever reads the server's log runs the academy; a family cannot see it.
  const setupCode = await issueSetupCode(database.db);
  if (setupCode) {
    app.log.warn(`No admin yet: open ${config.appUrl}/admin-setup and enter the setup code ${setupCode} (valid ${SETUP_CODE_VALID_HOURS} hours)`);
  }

  await app.listen({ port: config.port, host: '0.0.0.0' });
  app.log.info(`${config.appUrl} is ready (database: ${database.dialect})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
