/**
 * The operator's side of /admin-setup: what the person running the server does to get a setup code,
 * `npm run admin -- setup-code`, against the browser tests' database (playwright.config.ts).
 */
import { execFileSync } from 'node:child_process';
import { E2E_DATABASE_FILE } from './database';

/** A fresh setup code, as the command prints it; it replaces the one the server logged at start. */
export function issueSetupCodeAsOperator(): string {
  const databaseFile = E2E_DATABASE_FILE;
  const output = execFileSync('npm', ['run', '--silent', 'admin', '--', 'setup-code'], {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: `file:${databaseFile}` },
    encoding: 'utf8',
  });
  const code = /[A-Z2-9]{4}(?:-[A-Z2-9]{4}){3}/.exec(output)?.[0];
  if (!code) throw new Error(`npm run admin -- setup-code printed no code: ${output}`);
  return code;
}
