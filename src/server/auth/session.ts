/**
 * Who is asking: the session's user, read on the server for every protected route. Roles come
 * from the database row, never from the request.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#shared/errors';
import { ROLES, type Role } from '#shared/validation/accounts';
import { constantTimeEqual, makeSignature } from 'better-auth/crypto';
import type { Db } from '../db/database';
import { prepareQuery } from '../db/prepared';

declare module 'fastify' {
  // Module augmentation needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** Set by the authenticate hook on protected routes. */
    sessionUser?: SessionUser;
  }
}

/** What a refused request is told; a page may word it for itself (the admin dashboard does). */
export type AccessMessages = { signedOut: string; forbidden: string };
export const ACCESS_MESSAGES: AccessMessages = {
  signedOut: 'Please sign in to continue.',
  forbidden: 'You don’t have permission to do that.',
};

export type SessionUser = {
  id: string;
  /** The session row this request came with (live streams close when it ends). */
  sessionId: string;
  email: string;
  name: string;
  role: Role;
  emailVerified: boolean;
  createdAt: string;
};

function asRole(value: unknown): Role {
  return (ROLES as readonly unknown[]).includes(value) ? (value as Role) : 'parent';
}

const findSession = prepareQuery((db, p: { token: string }) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id as session_id', 's.expires_at', 'u.id', 'u.email', 'u.name', 'u.role', 'u.email_verified', 'u.created_at'])
    .where('s.token', '=', p.token),
);

/**
 * The user of a session token (one indexed statement), or null when the session has ended, expired
 * or belongs to an unverified address. The reader below calls it on the event loop; a route whose
 * reads run in a read worker passes the token there and reads it in the same read (the dashboard).
 */
export async function readSessionUser(db: Db, token: string, now = new Date()): Promise<SessionUser | null> {
  const row = await findSession.first(db, { token });
  if (!row || row.expires_at <= now.toISOString() || !row.email_verified) return null;
  return {
    id: row.id,
    sessionId: row.session_id,
    email: row.email,
    name: row.name,
    role: asRole(row.role),
    emailVerified: true,
    createdAt: row.created_at,
  };
}

/** How many verified session cookies the reader remembers (the oldest goes first). */
const VERIFIED_COOKIES = 10_000;

/**
 * Reads the session the way better-auth wrote it (a cookie naming a row of `sessions`, signed with
 * better-auth's own `makeSignature`) with one indexed query: this runs on every protected request,
 * so it skips better-auth's request machinery. Renewal of old sessions stays with better-auth's
 * /get-session, which the page calls. `session.test.ts` signs in through better-auth and holds this
 * reader to its cookie: a change of format fails there.
 */
export function createSessionReader(deps: { db: Db; secret: string; isSecure: boolean }) {
  const cookieName = `${deps.isSecure ? '__Secure-' : ''}bravo.session_token`;
  /**
   * Cookie values whose signature checked out, with their token. A value that verified once always
   * will (the key does not change while the process runs), and checking costs an HMAC per request
   * (about 10% of the event loop at saturation, decision 093). Only verified values are kept, so a
   * caller cannot fill it with forgeries. The session row is still read on every request: a
   * signed-out session ends at once.
   */
  const verified = new Map<string, string>();

  async function verify(value: string): Promise<string | null> {
    const known = verified.get(value);
    if (known !== undefined) return known;
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    if (!constantTimeEqual(value.slice(dot + 1), await makeSignature(token, deps.secret))) return null;
    if (verified.size >= VERIFIED_COOKIES) verified.delete(verified.keys().next().value!);
    verified.set(value, token);
    return token;
  }

  /**
   * The session token of the request's cookie when its signature checks out, or null. It says who
   * claims to ask, not that the session still holds: readSessionUser decides that.
   */
  async function tokenFrom(request: FastifyRequest): Promise<string | null> {
    const header = request.headers.cookie;
    if (!header) return null;
    for (const part of header.split(';')) {
      const eq = part.indexOf('=');
      if (eq < 0 || part.slice(0, eq).trim() !== cookieName) continue;
      let value: string;
      try {
        value = decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
      return verify(value);
    }
    return null;
  }

  async function getSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
    const token = await tokenFrom(request);
    return token ? readSessionUser(deps.db, token) : null;
  }

  /** The signed-in user, or 401. */
  async function requireUser(request: FastifyRequest, message = ACCESS_MESSAGES.signedOut): Promise<SessionUser> {
    const user = await getSessionUser(request);
    if (!user) throw new AppError('UNAUTHENTICATED', message);
    return user;
  }

  /** The signed-in user holding one of the roles, or 401 / 403. */
  async function requireRole(request: FastifyRequest, roles: readonly Role[], messages: AccessMessages = ACCESS_MESSAGES): Promise<SessionUser> {
    const user = await requireUser(request, messages.signedOut);
    if (!roles.includes(user.role)) throw new AppError('FORBIDDEN', messages.forbidden);
    return user;
  }

  /** onRequest hook: 401 before the body is even read when nobody is signed in. */
  async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    request.sessionUser = await requireUser(request);
  }

  /** onRequest hook for staff routes: 401 signed out, 403 without one of the roles. */
  function authorize(roles: readonly Role[], messages: AccessMessages = ACCESS_MESSAGES) {
    return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
      request.sessionUser = await requireRole(request, roles, messages);
    };
  }

  return { tokenFrom, getSessionUser, requireUser, requireRole, authenticate, authorize };
}

/** The user the authenticate hook found; routes without the hook must not call it. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new AppError('UNAUTHENTICATED', ACCESS_MESSAGES.signedOut);
  return request.sessionUser;
}

export type SessionReader = ReturnType<typeof createSessionReader>;
