/**
 * `npm run restore -- FILE`: replaces the configured database (DATABASE_URL) with a backup made by
 * `npm run backup`. Stop the server first. The database being replaced is saved next to FILE.
 */
import { loadConfig } from '#server/config';
import { restoreDatabase } from '#server/db/backup';

async function main(): Promise<void> {
  const source = process.argv[2];
  if (!source) {
    console.error('Usage: npm run restore -- FILE   (stop the server first)');
    process.exit(2);
  }
  const config = loadConfig();
  const { previous } = await restoreDatabase(config.database, source);
  console.info(`Restored ${source}. The database it replaced was saved as ${previous}. Start the server to migrate it if needed.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
