/**
 * The operator's role command: `npm run admin -- grant EMAIL [--role coach|admin]`.
 * Uses the same configuration (DATABASE_URL) as the server.
 */
import { loadConfig } from '../src/server/config';
import { createDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { grantRole } from '../src/server/features/admin/service';
import { ROLES, type Role } from '../src/shared/validation/accounts';

const USAGE = 'Usage: npm run admin -- grant EMAIL [--role coach|admin|parent]';

async function main(): Promise<void> {
  const [command, email, ...rest] = process.argv.slice(2);
  const roleIndex = rest.indexOf('--role');
  const role = (roleIndex >= 0 ? rest[roleIndex + 1] : 'admin') as Role;
  if (command !== 'grant' || !email || !ROLES.includes(role)) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const user = await grantRole(database.db, email, role);
    console.info(`${user.email} is now ${user.role}.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

void main();
