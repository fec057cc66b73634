/**
 * /api/auth/*: better-auth behind a narrow door. Only the endpoints the app uses are reachable,
 * matched on a path that must already be in its plain form (no `..`, no percent-escapes, no empty
 * segment), and better-auth is handed a URL rebuilt from the matched endpoint, never the raw one:
 * `/reset-password/../list-sessions` once reached an endpoint the door was meant to keep shut.
 * Every body is validated with our shared schemas first (our password policy, normalised e-mail, no
 * role), better-auth's errors leave in our error shape with our messages (docs/product.md,
 * Messages), and a session token never leaves in a JSON body (the httpOnly cookie is the only place
 * for it).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, type ErrorCode } from '#shared/errors';
import { localeFromAcceptLanguage, localeFromCookieHeader } from '#shared/i18n/locale';
import { paths } from '#shared/page-paths';
import {
  ZChangePasswordRequest,
  ZEmailOnlyRequest,
  ZPassword,
  ZSignInRequest,
  ZSignUpRequest,
} from '#shared/validation/accounts';
import { fieldErrorsFromZod, firstFieldMessage } from '#shared/validation/fields';
import type { AppContext, ZodApp } from '../context';
import { CLIENT_IP_HEADER } from './auth';
import { beginSignIn, rememberLinkDevice } from './sign-in-guard';

/** Where the e-mailed links send people back to. */
export const AFTER_VERIFY_PATH = paths.profileSetup();
export const RESET_PASSWORD_PATH = paths.resetPassword();

const MESSAGES = {
  invalidCredentials: 'The email or password you entered is incorrect.',
  emailNotVerified: 'Please check your email and click the confirmation link before signing in.',
  accountExists: 'An account with this email already exists. Please sign in instead.',
  rateLimited: 'Please wait a moment before trying again.',
  invalidToken: 'This link is invalid or has expired. Please request a new one.',
  wrongCurrentPassword: 'Your current password is incorrect.',
} as const;

function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const fields = fieldErrorsFromZod(result.error);
    throw new AppError('VALIDATION', firstFieldMessage(fields), fields);
  }
  return result.data;
}

type Forward = {
  body?: Record<string, unknown>;
  onSuccess?: () => void;
  /** Sees better-auth's answer before it leaves; may add a cookie. */
  settle?: (status: number, code: string | undefined, response: Response) => Promise<{ setCookie?: string }>;
};
type Endpoint = {
  method: 'GET' | 'POST';
  /** better-auth's path; with `token`, the path is followed by one token segment. */
  path: string;
  token?: RegExp;
  prepare?: (ctx: AppContext, request: FastifyRequest, reply: FastifyReply) => Promise<Forward>;
};

/** What better-auth's reset tokens look like (letters and digits); nothing else passes the door. */
const RESET_TOKEN = /^[A-Za-z0-9_-]{1,128}$/;

const ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: '/sign-up/email',
    async prepare(ctx, request) {
      const input = parse(ZSignUpRequest, request.body);
      const existing = await ctx.db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
      if (existing) throw new AppError('ACCOUNT_EXISTS', MESSAGES.accountExists);
      return {
        body: {
          name: input.name ?? '',
          email: input.email,
          password: input.password,
          callbackURL: AFTER_VERIFY_PATH,
          // The family's first language: the one chosen on the public site, else the browser's (decision 098).
          locale: localeFromCookieHeader(request.headers.cookie) ?? localeFromAcceptLanguage(request.headers['accept-language']),
        },
      };
    },
  },
  {
    method: 'POST',
    path: '/sign-in/email',
    async prepare(ctx, request, reply) {
      const input = parse(ZSignInRequest, request.body);
      const attempt = await beginSignIn(ctx, request, input.email);
      if (!attempt.isAllowed) {
        void reply.header('retry-after', String(attempt.retryAfterSeconds));
        throw new AppError('RATE_LIMITED', MESSAGES.rateLimited);
      }
      return {
        body: { email: input.email, password: input.password, rememberMe: true },
        // Only a wrong password counts: not a sign-in, nor a right password on an unconfirmed
        // account, nor a failure of ours.
        settle: (status, code) =>
          attempt.settle(code === 'INVALID_EMAIL_OR_PASSWORD' ? 'wrong-password' : status === 200 ? 'signed-in' : 'other'),
      };
    },
  },
  {
    method: 'POST',
    path: '/sign-out',
    async prepare(ctx, request) {
      // Whose session this was, so its open live streams can be closed once it has ended.
      const user = await ctx.session.getSessionUser(request);
      return { body: {}, ...(user ? { onSuccess: () => ctx.events.publish({ userId: user.id }, [{ type: 'session-ended', sessionId: user.sessionId }]) } : {}) };
    },
  },
  { method: 'GET', path: '/get-session' },
  {
    method: 'GET',
    path: '/verify-email',
    async prepare(ctx, request) {
      // The confirmation link signed the parent in: the device that opened it is known from now on.
      return {
        settle: async (status, _code, response) => {
          const userId = status < 400 ? await signedInUserOf(ctx, response) : undefined;
          return userId ? rememberLinkDevice(ctx, request, userId) : {};
        },
      };
    },
  },
  {
    method: 'POST',
    path: '/send-verification-email',
    async prepare(_ctx, request) {
      const { email } = parse(ZEmailOnlyRequest, request.body);
      return { body: { email, callbackURL: AFTER_VERIFY_PATH } };
    },
  },
  {
    method: 'POST',
    path: '/request-password-reset',
    async prepare(_ctx, request) {
      const { email } = parse(ZEmailOnlyRequest, request.body);
      return { body: { email, redirectTo: RESET_PASSWORD_PATH } };
    },
  },
  { method: 'GET', path: '/reset-password', token: RESET_TOKEN },
  {
    method: 'POST',
    path: '/reset-password',
    async prepare(ctx, request) {
      const input = parse(z.object({ token: z.string().min(1, { error: MESSAGES.invalidToken }), password: ZPassword }), request.body);
      // Whose link this is, read before better-auth spends it.
      const userId = await resetLinkUserOf(ctx, input.token);
      return {
        body: { token: input.token, newPassword: input.password },
        settle: async (status) => (status === 200 && userId ? rememberLinkDevice(ctx, request, userId) : {}),
        // Every session of the account ended: so do their open live streams.
        ...(userId ? { onSuccess: () => ctx.events.publish({ userId }, [{ type: 'session-ended' }]) } : {}),
      };
    },
  },
  {
    method: 'POST',
    path: '/change-password',
    async prepare(ctx, request) {
      const input = parse(ZChangePasswordRequest, request.body);
      const user = await ctx.session.getSessionUser(request);
      return {
        body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
        // better-auth ends every session of the account (this one gets a new cookie): their open
        // live streams end with them, on every instance.
        ...(user ? { onSuccess: () => ctx.events.publish({ userId: user.id }, [{ type: 'session-ended' }]) } : {}),
      };
    },
  },
];

/** The account a password-reset token belongs to (better-auth's verification row), if it is live. */
async function resetLinkUserOf(ctx: AppContext, token: string): Promise<string | undefined> {
  if (!RESET_TOKEN.test(token)) return undefined;
  const row = await ctx.db
    .selectFrom('verifications')
    .select(['value', 'expires_at'])
    .where('identifier', '=', `reset-password:${token}`)
    .executeTakeFirst();
  return row && new Date(row.expires_at).getTime() > Date.now() ? row.value : undefined;
}

/** The account whose new session better-auth's answer sets in its cookie, if it set one. */
async function signedInUserOf(ctx: AppContext, response: Response): Promise<string | undefined> {
  for (const cookie of response.headers.getSetCookie()) {
    const match = /^(?:__Secure-)?bravo\.session_token=([^;]+)/.exec(cookie);
    if (!match) continue;
    const value = decodeURIComponent(match[1]!);
    const token = value.slice(0, value.lastIndexOf('.'));
    if (!token) return undefined;
    const session = await ctx.db.selectFrom('sessions').select('user_id').where('token', '=', token).executeTakeFirst();
    return session?.user_id;
  }
  return undefined;
}

/** A path in its plain form only: lowercase words and dashes, and one token segment where allowed. */
const PLAIN_PATH = /^(\/[a-z][a-z-]*)+(\/[A-Za-z0-9_-]+)?$/;

function findEndpoint(method: string, path: string): { endpoint: Endpoint; path: string } | undefined {
  if (!PLAIN_PATH.test(path)) return undefined;
  for (const endpoint of ENDPOINTS) {
    if (endpoint.method !== method) continue;
    if (path === endpoint.path && !endpoint.token) return { endpoint, path };
    const token = endpoint.token && path.startsWith(`${endpoint.path}/`) ? path.slice(endpoint.path.length + 1) : undefined;
    if (token !== undefined && endpoint.token!.test(token)) return { endpoint, path: `${endpoint.path}/${token}` };
  }
  return undefined;
}

/** Session tokens live in the httpOnly cookie only: never in a body the page's scripts can read. */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'token').map(([key, v]) => [key, withoutTokens(v)]));
}

/** better-auth's error codes, in our words (docs/product.md, Messages). */
function translateError(status: number, body: unknown, path: string): AppError {
  const code = (body as { code?: unknown } | null)?.code;
  const message = (body as { message?: unknown } | null)?.message;
  if (status === 429) return new AppError('RATE_LIMITED', MESSAGES.rateLimited);
  switch (code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
      return new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
    case 'EMAIL_NOT_VERIFIED':
      return new AppError('EMAIL_NOT_VERIFIED', MESSAGES.emailNotVerified);
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return new AppError('ACCOUNT_EXISTS', MESSAGES.accountExists);
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      return new AppError('INVALID_TOKEN', MESSAGES.invalidToken);
    case 'INVALID_PASSWORD':
      return path === '/change-password'
        ? new AppError('VALIDATION', MESSAGES.wrongCurrentPassword, { currentPassword: MESSAGES.wrongCurrentPassword })
        : new AppError('VALIDATION', typeof message === 'string' ? message : 'Invalid password');
  }
  const fallback: ErrorCode =
    status === 401 ? 'UNAUTHENTICATED' : status === 403 ? 'FORBIDDEN' : status === 404 ? 'NOT_FOUND' : status >= 500 ? 'INTERNAL' : 'VALIDATION';
  return new AppError(fallback, status >= 500 || typeof message !== 'string' ? 'Something went wrong. Please try again.' : message);
}

async function forward(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, endpoint: Endpoint, path: string, search: string) {
  const prepared = endpoint.prepare ? await endpoint.prepare(ctx, request, reply) : {};
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || ['host', 'content-length', 'connection', CLIENT_IP_HEADER].includes(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  if (prepared.body) headers.set('content-type', 'application/json');

  const response = await ctx.auth.handler(
    new Request(`${ctx.config.appUrl}/api/auth${path}${search}`, {
      method: endpoint.method,
      headers,
      ...(prepared.body ? { body: JSON.stringify(prepared.body) } : {}),
    }),
  );

  for (const cookie of response.headers.getSetCookie()) void reply.header('set-cookie', cookie);
  const location = response.headers.get('location');
  if (location) void reply.header('location', location);
  void reply.header('cache-control', 'no-store');

  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = undefined;
  }
  if (prepared.settle) {
    const { setCookie } = await prepared.settle(response.status, (body as { code?: string } | null)?.code, response);
    if (setCookie) void reply.header('set-cookie', setCookie);
  }
  if (response.status >= 400) {
    const error = translateError(response.status, body, path);
    if (error.status >= 500) request.log.error({ status: response.status, path }, 'auth request failed');
    return reply.status(error.status).send(error.toBody());
  }
  prepared.onSuccess?.();
  void reply.status(response.status);
  const contentType = response.headers.get('content-type');
  if (contentType) void reply.type(contentType);
  if (body !== undefined && contentType?.includes('json')) return reply.send(JSON.stringify(withoutTokens(body)));
  return reply.send(text || (response.status === 200 ? 'null' : ''));
}

export async function authRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const queryAt = request.url.indexOf('?');
      const rawPath = (queryAt === -1 ? request.url : request.url.slice(0, queryAt)).slice('/api/auth'.length);
      const found = findEndpoint(request.method, rawPath);
      if (!found) throw new AppError('NOT_FOUND', 'Not found');
      return forward(ctx, request, reply, found.endpoint, found.path, queryAt === -1 ? '' : request.url.slice(queryAt));
    },
  });
}
