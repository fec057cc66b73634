/**
 * The scale-out check's reduced run in CI (issue 41, point 6): `npm run scale:check -- --quick`
 * (bench/scale-check.ts) starts three instances on one PostgreSQL behind a proxy and checks that they
 * behave as one app. It needs PostgreSQL, so it runs only where the suite's PostgreSQL is reachable;
 * the full run, with saturation figures, is run by hand.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const CHECKS = ['one session everywhere', 'live events across instances', 'a rate limit across instances', 'each scheduled run once', 'SIGKILL under load'];

describe.runIf(inject('postgresUrl'))('the reduced scale check on PostgreSQL', () => {
  it('passes each of its checks, with three instances behind one proxy', async () => {
    const { NODE_ENV: _, ...env } = process.env;
    const { code, output } = await new Promise<{ code: number | null; output: string }>((done) => {
      const child = execFile(process.execPath, ['--import', 'tsx', 'bench/scale-check.ts', '--quick'], { cwd: ROOT, env: { ...env, TEST_DATABASE_URL: inject('postgresUrl') }, maxBuffer: 16 * 1024 * 1024 }, (_error, stdout, stderr) =>
        done({ code: child.exitCode, output: `${stdout}${stderr}` }),
      );
    });
    // Each check ran and passed: a check that silently did not run fails here too.
    for (const check of CHECKS) expect(output, output).toMatch(new RegExp(`PASS ${check}:`));
    expect(output).not.toMatch(/FAIL /);
    expect(code, output).toBe(0);
  }, 300_000);
});
