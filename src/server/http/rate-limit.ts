/**
 * Rate limits on routes, counted in the database (auth/throttle.ts) so every app instance shares
 * them. A request over its limit gets 429 with Retry-After, before the handler changes anything.
 */
import { isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#shared/errors';
import { consumeThrottle, type ThrottleRule } from '../auth/throttle';
import type { Db } from '../db/database';

export const RATE_LIMITED_MESSAGE = 'Please wait a moment before trying again.';

/**
 * The network a client address stands for: an IPv4 address as it is, an IPv6 address as its /64
 * (one home or phone usually holds a whole /64, so each of its addresses must not count apart).
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = ip.includes('::') ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

export type RateLimit = {
  /** Names the counter: one name per route or purpose. */
  name: string;
  rule: ThrottleRule;
  /**
   * Whom the limit counts: the client's network by default; return the signed-in family's id for
   * per-family limits (the hook must then run after authentication, as a preHandler).
   */
  key?: (request: FastifyRequest) => string;
};

export async function checkRateLimit(db: Db, limit: RateLimit, request: FastifyRequest, reply?: FastifyReply): Promise<void> {
  const who = limit.key ? limit.key(request) : clientNetwork(request.ip);
  const result = await consumeThrottle(db, `${limit.name}:${who}`, limit.rule);
  if (!result.isAllowed) {
    void reply?.header('retry-after', String(result.retryAfterSeconds));
    throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
  }
}

/** A route hook (onRequest or preHandler) applying the limit. */
export function rateLimit(db: Db, limit: RateLimit) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await checkRateLimit(db, limit, request, reply);
  };
}

/** Per signed-in family: the key for limits that run after the authenticate hook. */
export function byFamily(request: FastifyRequest): string {
  const id = request.sessionUser?.id;
  if (!id) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return `user:${id}`;
}
