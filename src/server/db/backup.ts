/**
 * Backup and restore (`npm run backup`, `npm run restore`). SQLite: the online backup API, which
 * copies a consistent snapshot while the app keeps running. PostgreSQL: pg_dump's custom format and
 * pg_restore in one transaction. Every backup is checked after it is written; a restore first
 * checks the file and keeps a copy of the database it replaces.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import type { DatabaseConfig } from '../config';

/** backups/academy-2026-11-24T21-05-03Z.db (or .dump for PostgreSQL), under the working folder. */
export function defaultBackupFile(config: DatabaseConfig, now = new Date()): string {
  const stamp = now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
  return resolve('backups', `academy-${stamp}.${config.dialect === 'sqlite' ? 'db' : 'dump'}`);
}

/** A SQLite file is a usable academy database: intact, and migrated at least once. */
function checkSqliteFile(filename: string): void {
  const db = new SQLite(filename, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`${filename} is damaged: ${String(result)}`);
    const migrated = db.prepare("select 1 from sqlite_schema where type = 'table' and name = 'kysely_migration'").get();
    if (!migrated) throw new Error(`${filename} is not an academy database (no migrations table)`);
  } finally {
    db.close();
  }
}

/** libpq's environment for a postgres:// URL, so the password never appears in a process list. */
function postgresEnv(url: string): { env: NodeJS.ProcessEnv; dbname: string } {
  const parsed = new URL(url);
  const env = { ...process.env };
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { env, dbname: parsed.toString() };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => reject(new Error(`${command} could not start (${error.message}); install PostgreSQL's client tools`)));
    child.on('close', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

export async function backupDatabase(config: DatabaseConfig, destination: string): Promise<void> {
  mkdirSync(dirname(destination), { recursive: true });
  if (existsSync(destination)) throw new Error(`${destination} exists already; choose another file`);
  if (config.dialect === 'sqlite') {
    if (config.filename === ':memory:') throw new Error('An in-memory database cannot be backed up');
    const source = new SQLite(config.filename, { fileMustExist: true });
    try {
      await source.backup(destination);
    } finally {
      source.close();
    }
    checkSqliteFile(destination);
    return;
  }
  const { env, dbname } = postgresEnv(config.url);
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${destination}`, ...(config.schema ? [`--schema=${config.schema}`] : []), `--dbname=${dbname}`], env);
  // The archive must be readable: list its contents.
  await run('pg_restore', ['--list', destination], env);
}

/**
 * Replaces the database with a backup. Stop the app first (README). The current database is
 * backed up next to the backup file before it is replaced, so a wrong restore can be undone.
 */
export async function restoreDatabase(config: DatabaseConfig, source: string): Promise<{ previous: string }> {
  if (!existsSync(source)) throw new Error(`${source} does not exist`);
  const previous = join(dirname(resolve(source)), `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}.${config.dialect === 'sqlite' ? 'db' : 'dump'}`);
  if (config.dialect === 'sqlite') {
    if (config.filename === ':memory:') throw new Error('An in-memory database cannot be restored');
    checkSqliteFile(source);
    if (existsSync(config.filename)) await backupDatabase(config, previous);
    mkdirSync(dirname(config.filename), { recursive: true });
    const backup = new SQLite(source, { readonly: true, fileMustExist: true });
    try {
      // Through SQLite's backup API into the live file (its WAL included), never a file copy.
      await backup.backup(config.filename);
    } finally {
      backup.close();
    }
    const restored = new SQLite(config.filename);
    try {
      restored.pragma('journal_mode = WAL');
      restored.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      restored.close();
    }
    checkSqliteFile(config.filename);
    return { previous };
  }
  const { env, dbname } = postgresEnv(config.url);
  await run('pg_restore', ['--list', source], env);
  await backupDatabase(config, previous);
  await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${dbname}`, source], env);
  return { previous };
}
