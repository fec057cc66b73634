/**
 * The operator's admin commands, with the same configuration (DATABASE_URL) as the server:
 *   npm run admin -- grant EMAIL [--role coach|admin|parent]
 *   npm run admin -- setup-code    a fresh code for /admin-setup, while the academy has never had an admin
 *   npm run admin -- invite EMAIL  an invitation to buy a membership (e-mailed through the outbox); prints the link
 */
import { loadConfig } from '#server/config';
import { createDatabase, type Db } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import {
  grantRole,
  issueSetupCode,
  SETUP_CODE_VALID_HOURS,
} from '#server/features/admin/service';
import { inviteFromCommandLine } from '#server/features/public-site/service';
import { queueMail } from '#server/mail/outbox';
import { ROLES, type Role } from '#shared/validation/accounts';

const USAGE = [
  'Usage: npm run admin -- grant EMAIL [--role coach|admin|parent]',
  '       npm run admin -- setup-code',
  '       npm run admin -- invite EMAIL',
].join('\n');

type Command = (db: Db, appUrl: string) => Promise<void>;

function parseCommand(args: string[]): Command | undefined {
  const [command, email, ...rest] = args;
  if (command === 'setup-code' && !email) {
    return async (db) => {
      const code = await issueSetupCode(db);
      if (!code) {
        console.error(
          'The academy already has had an admin, so /admin-setup is closed. Use: npm run admin -- grant EMAIL',
        );
        process.exitCode = 1;
        return;
      }
      // Printed for the operator alone, as the server's start-up log does; earlier codes stop working.
      console.info(
        `Open /admin-setup and enter the setup code ${code} (valid ${SETUP_CODE_VALID_HOURS} hours).`,
      );
    };
  }
  if (command === 'invite' && email && !rest.length) {
    return async (db, appUrl) => {
      console.info(await inviteFromCommandLine({ db, config: { appUrl }, mail: { queue: queueMail } }, email));
    };
  }
  const roleIndex = rest.indexOf('--role');
  const role = (roleIndex >= 0 ? rest[roleIndex + 1] : 'admin') as Role;
  if (command === 'grant' && email && ROLES.includes(role)) {
    return async (db) => {
      const user = await grantRole(db, email, role);
      console.info(`${user.email} is now ${user.role}.`);
    };
  }
  return undefined;
}

async function main(): Promise<void> {
  const run = parseCommand(process.argv.slice(2));
  if (!run) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    await run(database.db, config.appUrl);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

void main();
