/**
 * better-auth on our database: e-mail and password with required verification, password reset,
 * database sessions in httpOnly cookies and database-backed rate limiting. Its tables use our
 * snake_case names (migration 0002); the role column is ours and never accepted as input.
 */
import { betterAuth } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';
import { ACADEMY } from '#shared/academy';
import { type Locale, toLocale } from '#shared/i18n/locale';
import { m } from '#shared/i18n/paraglide/messages';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { composeMail, type Mail } from '../mail/mail';
import { lastQueuedAt } from '../mail/outbox';
import { hashPassword, verifyPassword } from './password';

/** At most one verification or reset e-mail per address per minute. */
export const MAIL_SPACING_MS = 60_000;

/** The header our proxy sets to the client IP (Fastify's view, proxy-aware in production). */
export const CLIENT_IP_HEADER = 'x-bravo-client-ip';

const timestamps = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

/** The language better-auth's user row carries (our `locale` field), English when it has none. */
function localeOf(user: object): Locale {
  return toLocale((user as { locale?: unknown }).locale);
}

async function isRecentlyMailed(database: DatabaseHandle, to: string, kind: string): Promise<boolean> {
  const last = await lastQueuedAt(database.db, to, kind);
  return last !== undefined && Date.now() - new Date(last).getTime() < MAIL_SPACING_MS;
}

export function createAuth(deps: { config: AppConfig; database: DatabaseHandle; mail: Mail; log: FastifyBaseLogger }) {
  const { config, database, mail, log } = deps;
  const isHttps = config.appUrl.startsWith('https://');

  const auth = betterAuth({
    appName: ACADEMY.name,
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.appUrl],
    telemetry: { enabled: false },
    logger: {
      level: config.env === 'test' ? 'error' : 'warn',
      log: (level, message) => {
        if (level === 'error') log.error({ source: 'better-auth' }, message);
        else if (level === 'warn') log.warn({ source: 'better-auth' }, message);
        else log.debug({ source: 'better-auth' }, message);
      },
    },
    // Expected refusals (wrong password, bad origin) are answered by routes.ts; log them quietly.
    onAPIError: {
      onError(error) {
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        if (status >= 500) log.error({ err: error, source: 'better-auth' }, 'auth error');
        else log.debug({ source: 'better-auth', status, message: (error as Error).message }, 'auth refusal');
      },
    },
    database: {
      db: database.authDb,
      type: database.dialect,
      // On SQLite the app and better-auth share one connection; a transaction held across a
      // password hash would block every other request, so only PostgreSQL uses transactions.
      transaction: database.dialect === 'postgres',
    },
    user: {
      modelName: 'users',
      fields: { emailVerified: 'email_verified', ...timestamps },
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'parent', input: false, fieldName: 'role' },
        // Only our door (routes.ts) writes the body: sign-up sends the language it read from the visitor.
        locale: { type: 'string', required: false, defaultValue: 'en', input: true, fieldName: 'locale' },
      },
    },
    session: {
      modelName: 'sessions',
      fields: {
        userId: 'user_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        ...timestamps,
      },
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      cookieCache: { enabled: false },
    },
    account: {
      modelName: 'accounts',
      fields: {
        userId: 'user_id',
        accountId: 'account_id',
        providerId: 'provider_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        ...timestamps,
      },
    },
    verification: {
      modelName: 'verifications',
      fields: { expiresAt: 'expires_at', ...timestamps },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rate_limits',
      fields: { lastRequest: 'last_request' },
      window: 60,
      max: 300,
      customRules: {
        // Sign-in has its own limits (sign-in-guard.ts): failures per account, network and device.
        '/sign-in/email': false,
        '/sign-up/email': { window: 60, max: 10 },
        '/request-password-reset': { window: 60, max: 10 },
        '/send-verification-email': { window: 60, max: 10 },
        '/reset-password': { window: 60, max: 10 },
        '/change-password': { window: 60, max: 10 },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        if (await isRecentlyMailed(database, user.email, 'password-reset')) return;
        const locale = localeOf(user);
        const academy = ACADEMY.name;
        const links = [{ label: m.email_reset_link({}, { locale }), url }];
        await mail.queue(database.db, {
          kind: 'password-reset',
          to: user.email,
          subject: m.email_reset_subject({ academy }, { locale }),
          links,
          ...composeMail({
            locale,
            greeting: m.email_hello({}, { locale }),
            paragraphs: [m.email_reset_body({ academy }, { locale }), m.email_reset_ignore({}, { locale })],
            links,
          }),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url }) {
        if (await isRecentlyMailed(database, user.email, 'email-verification')) return;
        const locale = localeOf(user);
        const academy = ACADEMY.name;
        const links = [{ label: m.email_verify_link({}, { locale }), url }];
        await mail.queue(database.db, {
          kind: 'email-verification',
          to: user.email,
          subject: m.email_verify_subject({ academy }, { locale }),
          links,
          ...composeMail({
            locale,
            greeting: user.name ? m.email_hi_name({ name: user.name }, { locale }) : m.email_hello({}, { locale }),
            paragraphs: [m.email_verify_body({ academy }, { locale }), m.email_verify_ignore({}, { locale })],
            links,
          }),
        });
      },
    },
    advanced: {
      // better-auth turns these off under NODE_ENV=test; we keep them on everywhere.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      cookiePrefix: 'bravo',
      useSecureCookies: isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: isHttps },
      // One IPv6 /64 is one client for better-auth's own limits, as for ours (http/rate-limit.ts).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER], ipv6Subnet: 64 },
      database: { generateId: () => crypto.randomUUID() },
    },
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
