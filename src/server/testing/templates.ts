/**
 * Template databases: the global setup migrates and seeds one SQLite file and one PostgreSQL
 * database once per run, and each test app starts from a copy (a file copy; `create database ...
 * template`). Migrating a new database for each of the suite's few hundred apps took about a second
 * each, and PostgreSQL could deadlock between files migrating their own schemas at the same moment.
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedFeatures } from '#server/features/index';

export type Templates = { sqliteFile: string; postgresDatabase: string };

/** The URL of another database on the same PostgreSQL server. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(url: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

async function migrateAndSeed(config: DatabaseConfig): Promise<void> {
  const database = createDatabase(config, { hasCheckpointer: false });
  try {
    await migrateToLatest(database.db);
    await seedFeatures(database.db, { includeTestContent: false });
  } finally {
    await database.close();
  }
}

/** Makes this run's templates; `postgresUrl` is empty when PostgreSQL is not reachable. */
export async function createTemplates(postgresUrl: string): Promise<{ templates: Templates; remove(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'bravo-template-'));
  const sqliteFile = join(dir, 'template.db');
  await migrateAndSeed({ dialect: 'sqlite', filename: sqliteFile, isThrowaway: true });
  const postgresDatabase = postgresUrl ? `bravo_template_${randomBytes(6).toString('hex')}` : '';
  if (postgresUrl) {
    await adminQuery(postgresUrl, `create database ${postgresDatabase}`);
    await migrateAndSeed({ dialect: 'postgres', url: databaseUrl(postgresUrl, postgresDatabase), isThrowaway: true });
  }
  return {
    templates: { sqliteFile, postgresDatabase },
    async remove() {
      rmSync(dir, { recursive: true, force: true });
      if (postgresUrl) await adminQuery(postgresUrl, `drop database if exists ${postgresDatabase} with (force)`);
    },
  };
}

/** A new database copied from the run's template, and how to remove it. */
export async function copyTemplate(templates: Templates, postgresUrl: string, dialect: 'sqlite' | 'postgres'): Promise<{ config: DatabaseConfig; cleanup(): Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'bravo-test-'));
    const filename = join(dir, 'test.db');
    copyFileSync(templates.sqliteFile, filename);
    return { config: { dialect, filename, isThrowaway: true }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(postgresUrl, `create database ${name} template ${templates.postgresDatabase}`);
  return {
    config: { dialect, url: databaseUrl(postgresUrl, name), isThrowaway: true },
    cleanup: () => adminQuery(postgresUrl, `drop database if exists ${name} with (force)`),
  };
}
