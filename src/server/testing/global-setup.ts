/**
 * Runs once before the Vitest workers: finds out whether PostgreSQL is reachable, so each
 * integration suite runs on SQLite always and again on PostgreSQL when it can, and makes the
 * server project's template databases (templates.ts).
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createTemplates, type Templates } from './templates';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const url = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  let reachable = false;
  try {
    await client.connect();
    await client.query('select 1');
    reachable = true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`\n[tests] PostgreSQL is not reachable at ${url.replace(/\/\/[^@]*@/, '//')} (${reason}).`);
    console.warn('[tests] Integration suites run on SQLite only; the PostgreSQL runs are skipped.\n');
  } finally {
    await client.end().catch(() => undefined);
  }
  project.provide('postgresUrl', reachable ? url : '');
  if (project.name !== 'server') return undefined;
  const made = await createTemplates(reachable ? url : '');
  project.provide('templates', made.templates);
  return made.remove;
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    postgresUrl: string;
    templates: Templates;
  }
}
