/**
 * Configuration: every environment variable is parsed once here, at start-up, with zod. A bad value
 * stops the process with a list of what is wrong instead of failing later on a request.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import webpush from 'web-push';
import type { StorageConfig } from './storage/types';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: optionalString.pipe(z.url({ error: 'APP_URL must be a URL such as https://app.example.org' }).optional()),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^(file:|postgres:\/\/|postgresql:\/\/)/, {
        error: 'DATABASE_URL must start with file: (SQLite) or postgres:// (PostgreSQL)',
      })
      .optional(),
  ),
  AUTH_SECRET: optionalString.pipe(
    z.string().min(32, { error: 'AUTH_SECRET must be at least 32 characters' }).optional(),
  ),
  SMTP_URL: optionalString.pipe(
    z.string().regex(/^smtps?:\/\//, { error: 'SMTP_URL must start with smtp:// or smtps://' }).optional(),
  ),
  MAIL_FROM: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString.pipe(z.url({ error: 'OPENAI_BASE_URL must be a URL such as http://127.0.0.1:11434/v1' }).optional()),
  OPENAI_MODEL: optionalString,
  CLIENT_DIR: optionalString,
  TRUST_PROXY: optionalString,
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, { error: 'METRICS_TOKEN must be at least 16 characters' }).optional()),
  E2E_SEED: optionalString,
  JOB_TICK_SECONDS: z.coerce
    .number()
    .int()
    .refine((n) => n >= 1 && n <= 60 && 60 % n === 0, { error: 'JOB_TICK_SECONDS must divide 60 (leave it unset: 60)' })
    .default(60),
  ALLOW_UNSAFE_DURABILITY: optionalString.pipe(
    z.enum(['0', '1', 'true', 'false'], { error: 'ALLOW_UNSAFE_DURABILITY must be 1 or 0' }).optional(),
  ),
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString.pipe(
    z.string().regex(/^(mailto:|https:\/\/)/, { error: 'VAPID_SUBJECT must start with mailto: or https://' }).optional(),
  ),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url({ error: 'S3_ENDPOINT must be a URL such as http://127.0.0.1:9000' }).optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: optionalString.pipe(z.enum(['0', '1', 'true', 'false'], { error: 'S3_FORCE_PATH_STYLE must be 1 or 0' }).optional()),
  S3_PREFIX: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
});

/** timeoutMs bounds one model call; the built-in answer is given when it runs out. */
export type OpenAiConfig = { apiKey: string | undefined; baseUrl: string | undefined; model: string; timeoutMs: number };

/** OpenAI's own small model, when OPENAI_API_KEY is set without OPENAI_MODEL. */
export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
const OPENAI_TIMEOUT_MS = 8_000;

/**
 * `isThrowaway` is for a test's own database only: its commits are not synced to disk (SQLite
 * synchronous OFF, PostgreSQL synchronous_commit off), so a test waits on no fsync. Never in
 * production: the server's start refuses a database that is not durable (db/durability.ts).
 */
export type DatabaseConfig =
  | { dialect: 'sqlite'; filename: string; isThrowaway?: boolean }
  | { dialect: 'postgres'; url: string; schema?: string; isThrowaway?: boolean };

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  appUrl: string;
  database: DatabaseConfig;
  authSecret: string;
  mail: { smtpUrl: string | undefined; from: string };
  /**
   * The dev mailbox (/dev/mailbox): only on a laptop, where e-mail is not delivered (no SMTP_URL),
   * outside production, with the app at a loopback address (localhost). Then it answers only
   * requests from the machine itself.
   */
  hasDevMailbox: boolean;
  /** Start even when the database does not guarantee durable commits (ALLOW_UNSAFE_DURABILITY=1). */
  allowUnsafeDurability: boolean;
  /** apiBase is only set by tests, to point the SDK at a local fake of the Stripe API. */
  stripe: { secretKey: string; webhookSecret: string | undefined; apiBase: string | undefined } | undefined;
  /**
   * The academy assistant's language model (docs/decisions/030-academy-assistant.md): OpenAI, or an
   * OpenAI-compatible server at baseUrl. Unset: the built-in assistant answers on its own.
   */
  openai?: OpenAiConfig;
  logLevel: string;
  /** Where the built client lives; the server serves it when it exists. */
  clientDir: string;
  /** Background work (mail delivery, weekly jobs). Tests switch it off and drive it by hand. */
  runJobs: boolean;
  /**
   * How long a scheduled minute lasts, in seconds (JOB_TICK_SECONDS): 60, always, in production. The
   * scale check sets 5, so each every-minute job runs, and is claimed, every 5 s: a minute's worth
   * of runs across instances in a few seconds (docs/decisions/087).
   */
  jobTickSeconds: number;
  /** Seed content that exists only for the browser tests (E2E_SEED=1). */
  seedTestContent: boolean;
  /**
   * Whom to believe about the client's address (X-Forwarded-For): false (the socket's address), true
   * (any proxy), a number of hops, or a list of proxy addresses. Rate limits key on that address.
   */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** The bearer token Prometheus sends to /metrics (METRICS_TOKEN); unset, /metrics answers 404. */
  metricsToken?: string;
  /**
   * Web push's VAPID keys (docs/decisions/031-notifications.md): from VAPID_PUBLIC_KEY and
   * VAPID_PRIVATE_KEY, or generated into the data directory on first run. Unset in tests, which get
   * a key pair made for the run. The private key signs pushes and never leaves the server.
   */
  vapid?: VapidConfig;
  /** Uploaded files (lesson videos): ./data/uploads, or the S3 bucket named by S3_BUCKET. */
  storage: StorageConfig;
};

export type VapidConfig = { publicKey: string; privateKey: string; subject: string };

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((v) => v.trim()).filter(Boolean);
}

/** localhost, 127.0.0.0/8 or ::1: an address only this machine reaches. */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name) || /^::ffff:127(\.\d{1,3}){3}$/.test(name);
}

function isLoopbackUrl(url: string): boolean {
  try {
    return isLoopbackHost(new URL(url).hostname);
  } catch {
    return false;
  }
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function parseDatabaseUrl(url: string | undefined): DatabaseConfig {
  const value = url ?? 'file:./data/academy.db';
  if (value.startsWith('file:')) {
    const filename = value.slice('file:'.length);
    return { dialect: 'sqlite', filename: filename === ':memory:' ? filename : resolve(filename) };
  }
  return { dialect: 'postgres', url: value };
}

/** Reads the secret from ./data on a laptop, creating it once; production must set AUTH_SECRET. */
function loadOrCreateSecret(dataDir: string): string {
  const file = resolve(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The VAPID key pair from ./data on a laptop or a single server, created once (like the auth
 * secret): a browser's subscription is bound to the public key, so it must outlive restarts.
 * Several instances share one pair through VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY.
 */
function loadOrCreateVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = resolve(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  mkdirSync(dirname(file), { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.AUTH_SECRET) problems.push('AUTH_SECRET: required when NODE_ENV=production');
  if (isProduction && !e.APP_URL) problems.push('APP_URL: required when NODE_ENV=production');
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    problems.push('STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
  }
  if (e.OPENAI_BASE_URL && !e.OPENAI_API_KEY && !e.OPENAI_MODEL) {
    problems.push('OPENAI_MODEL: required when OPENAI_BASE_URL is set without OPENAI_API_KEY (the model your server serves)');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  }
  if ((e.S3_REGION || e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_PREFIX) && !e.S3_BUCKET) {
    problems.push('S3_BUCKET: required when another S3_ variable is set');
  }
  if (problems.length) throw new ConfigError(problems);

  const database = parseDatabaseUrl(e.DATABASE_URL);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const dataDir = database.dialect === 'sqlite' && database.filename !== ':memory:'
    ? dirname(database.filename)
    : resolve('data');

  let vapid: VapidConfig | undefined;
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    appUrl,
    database,
    authSecret: e.AUTH_SECRET ?? loadOrCreateSecret(dataDir),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? 'Bravo Academy <no-reply@bravoacademy.com>' },
    hasDevMailbox: !isProduction && !e.SMTP_URL && isLoopbackUrl(appUrl),
    allowUnsafeDurability: e.ALLOW_UNSAFE_DURABILITY === '1' || e.ALLOW_UNSAFE_DURABILITY === 'true',
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: undefined }
      : undefined,
    openai: e.OPENAI_API_KEY || e.OPENAI_BASE_URL
      ? { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, model: e.OPENAI_MODEL ?? DEFAULT_OPENAI_MODEL, timeoutMs: OPENAI_TIMEOUT_MS }
      : undefined,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    clientDir: resolve(e.CLIENT_DIR ?? 'dist/client'),
    runJobs: e.NODE_ENV !== 'test',
    jobTickSeconds: e.JOB_TICK_SECONDS,
    seedTestContent: e.E2E_SEED === '1' && !isProduction,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    metricsToken: e.METRICS_TOKEN,
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === '1' || e.S3_FORCE_PATH_STYLE === 'true',
          credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
          prefix: e.S3_PREFIX ? `${e.S3_PREFIX.replace(/\/+$/, '')}/` : '',
        }
      : { kind: 'local', directory: resolve(dataDir, 'uploads') },
    // Read (or generated) when first asked for, by the notifications feature as the server starts:
    // a configuration read for anything else writes no key file.
    get vapid(): VapidConfig {
      vapid ??= {
        ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : e.NODE_ENV === 'test'
            ? webpush.generateVAPIDKeys()
            : loadOrCreateVapidKeys(dataDir)),
        // Push services write to this address when a sender misbehaves; an https page works too.
        subject: e.VAPID_SUBJECT ?? (appUrl.startsWith('https://') ? appUrl : 'mailto:no-reply@bravoacademy.com'),
      };
      return vapid;
    },
  };
}
