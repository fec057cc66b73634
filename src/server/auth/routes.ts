/**
 * /api/auth/*: better-auth behind a narrow door. Only the endpoints the app uses are reachable;
 * every body is validated with our shared schemas first (our password policy, normalised e-mail,
 * no role), and better-auth's errors leave in our error shape with the spec's messages.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, type ErrorCode } from '../../shared/errors';
import {
  ZChangePasswordRequest,
  ZEmailOnlyRequest,
  ZPassword,
  ZSignInRequest,
  ZSignUpRequest,
} from '../../shared/validation/accounts';
import { fieldErrorsFromZod, firstFieldMessage } from '../../shared/validation/fields';
import type { AppContext, ZodApp } from '../context';
import { CLIENT_IP_HEADER } from './auth';
import { consumeThrottles } from './throttle';

/** Where the e-mailed links send people back to. */
export const AFTER_VERIFY_PATH = '/profile-setup';
export const RESET_PASSWORD_PATH = '/reset-password';

/** Sign-in attempts per address from one IP (spec: the 4th attempt in the window is refused). */
export const SIGN_IN_RULE = { windowMs: 60_000, max: 3 };
/** Sign-in attempts from one IP, whatever the address (credential stuffing). */
export const SIGN_IN_IP_RULE = { windowMs: 60_000, max: 30 };

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

type Forward = { body?: Record<string, unknown>; onSuccess?: () => void };
type Endpoint = {
  method: 'GET' | 'POST';
  /** better-auth's path, or a prefix when it ends with a slash. */
  path: string;
  prepare?: (ctx: AppContext, request: FastifyRequest) => Promise<Forward>;
};

const ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: '/sign-up/email',
    async prepare(ctx, request) {
      const input = parse(ZSignUpRequest, request.body);
      const existing = await ctx.db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
      if (existing) throw new AppError('ACCOUNT_EXISTS', MESSAGES.accountExists);
      return {
        body: { name: input.name ?? '', email: input.email, password: input.password, callbackURL: AFTER_VERIFY_PATH },
      };
    },
  },
  {
    method: 'POST',
    path: '/sign-in/email',
    async prepare(ctx, request) {
      const input = parse(ZSignInRequest, request.body);
      // Both sign-in limits in one write: a sign-in storm must not queue commits on the database.
      const results = await consumeThrottles(ctx.db, [
        { key: `sign-in:${request.ip}:${input.email}`, rule: SIGN_IN_RULE },
        { key: `sign-in-ip:${request.ip}`, rule: SIGN_IN_IP_RULE },
      ]);
      if (results.some((r) => !r.isAllowed)) throw new AppError('RATE_LIMITED', MESSAGES.rateLimited);
      return { body: { email: input.email, password: input.password, rememberMe: true } };
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
  { method: 'GET', path: '/verify-email' },
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
  { method: 'GET', path: '/reset-password/' },
  {
    method: 'POST',
    path: '/reset-password',
    async prepare(_ctx, request) {
      const input = parse(z.object({ token: z.string().min(1, { error: MESSAGES.invalidToken }), password: ZPassword }), request.body);
      return { body: { token: input.token, newPassword: input.password } };
    },
  },
  {
    method: 'POST',
    path: '/change-password',
    async prepare(_ctx, request) {
      const input = parse(ZChangePasswordRequest, request.body);
      return {
        body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      };
    },
  },
];

function findEndpoint(method: string, path: string): Endpoint | undefined {
  return ENDPOINTS.find((e) =>
    e.method === method && (e.path.endsWith('/') ? path.startsWith(e.path) && path.length > e.path.length : path === e.path),
  );
}

/** better-auth's error codes, in our words (spec part 1, section 8). */
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

async function forward(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, endpoint: Endpoint, path: string) {
  const prepared = endpoint.prepare ? await endpoint.prepare(ctx, request) : {};
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || ['host', 'content-length', 'connection', CLIENT_IP_HEADER].includes(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  if (prepared.body) headers.set('content-type', 'application/json');

  const response = await ctx.auth.handler(
    new Request(`${ctx.config.appUrl}${request.url}`, {
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
  if (response.status >= 400) {
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    const error = translateError(response.status, body, path);
    if (error.status >= 500) request.log.error({ status: response.status, path }, 'auth request failed');
    return reply.status(error.status).send(error.toBody());
  }
  prepared.onSuccess?.();
  void reply.status(response.status);
  const contentType = response.headers.get('content-type');
  if (contentType) void reply.type(contentType);
  return reply.send(text || (response.status === 200 ? 'null' : ''));
}

export async function authRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = (request.url.split('?')[0] ?? '').slice('/api/auth'.length);
      const endpoint = findEndpoint(request.method, path);
      if (!endpoint) throw new AppError('NOT_FOUND', 'Not found');
      return forward(ctx, request, reply, endpoint, path);
    },
  });
}
