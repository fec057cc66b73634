/**
 * Builds a fully wired app for one test file on its own database, copied from the run's template
 * (templates.ts) and removed afterwards. Integration suites run once per available dialect.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import type { AppConfig, DatabaseConfig } from '../config';
import type { AppContext } from '../context';
import { createDatabase, type Dialect } from '../db/database';
import { seedFeatures } from '#server/features/index';
import { copyTemplate } from './templates';

/** The dialects this run can test: SQLite always, PostgreSQL when the global setup reached it. */
export function testDialects(): Dialect[] {
  return inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** The test apps' better-auth secret: the session contract test signs with it too. */
export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-better-auth-0123456789';

export function testConfig(database: DatabaseConfig, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    isProduction: false,
    port: 0,
    appUrl: 'http://localhost:3000',
    database,
    authSecret: TEST_AUTH_SECRET,
    mail: { smtpUrl: undefined, from: 'Bravo Academy <no-reply@bravoacademy.com>' },
    hasDevMailbox: true,
    allowUnsafeDurability: false,
    stripe: undefined,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    clientDir: join(tmpdir(), 'bravo-no-client'),
    runJobs: false,
    jobTickSeconds: 60,
    seedTestContent: false,
    trustProxy: false,
    // Keys are random, so every test app can share one folder.
    storage: { kind: 'local', directory: join(tmpdir(), 'bravo-test-uploads') },
    ...overrides,
  };
}

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  dialect: Dialect;
  close(): Promise<void>;
};

/** A new, empty SQLite file or PostgreSQL schema, and how to remove it (for a test of migrating itself). */
export async function freshDatabase(dialect: Dialect): Promise<{ config: DatabaseConfig; cleanup(): Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'bravo-test-'));
    return {
      config: { dialect: 'sqlite', filename: join(dir, 'test.db') },
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const url = inject('postgresUrl');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    config: { dialect: 'postgres', url, schema },
    cleanup: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

/** A wired app on a copy of the run's migrated and seeded template (templates.ts). */
export async function createTestApp(dialect: Dialect, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const fresh = await copyTemplate(inject('templates'), inject('postgresUrl'), dialect);
  const config = testConfig(fresh.config, overrides);
  const database = createDatabase(config.database);
  if (config.seedTestContent) await seedFeatures(database.db, { includeTestContent: true });
  const app = await buildApp(config, { database });
  await app.ready();
  return {
    app,
    ctx: app.ctx,
    dialect,
    async close() {
      await app.close();
      await database.close();
      await fresh.cleanup();
    },
  };
}
