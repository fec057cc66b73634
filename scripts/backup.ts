/**
 * `npm run backup [-- FILE]`: a consistent copy of the database the server is configured with
 * (DATABASE_URL), taken while it runs. Default file: backups/academy-<time>.db (.dump on PostgreSQL).
 */
import { loadConfig } from '#server/config';
import { backupDatabase, defaultBackupFile } from '#server/db/backup';

async function main(): Promise<void> {
  const config = loadConfig();
  const destination = process.argv[2] ?? defaultBackupFile(config.database);
  await backupDatabase(config.database, destination);
  console.info(`Backup written and checked: ${destination}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
