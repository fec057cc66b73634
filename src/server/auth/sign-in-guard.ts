/**
 * Password guessing, stopped without locking families out (issue 11, finding 5).
 *
 * - Failures count per account (the e-mail, whether or not it has an account, so the answers for a
 *   stranger's address and a member's are the same) and per network (an IPv6 /64 is one network).
 *   Each attempt takes its counts before the password is checked, so 20 guesses sent at once meet
 *   the limit as 20 sent one by one would; a correct password gives them back, so a family signing
 *   in on four devices never meets a limit.
 * - After ACCOUNT_FAILURES the account is locked until the window ends, and the parent gets one
 *   e-mail per lock.
 * - A device the account has signed in from before (the `bravo.device` cookie, kept as a hash)
 *   still gets in with the right password while the account is locked; it has its own, separate
 *   failure limit, so a stolen laptop cannot guess forever either. Opening the e-mailed confirmation
 *   or password-reset link proves the mailbox as a password does, so it makes the device known too
 *   (issue 37, point 14): the phone a parent signed up on is not locked out by a stranger's guesses.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ACADEMY } from '#shared/academy';
import { paths } from '#shared/page-paths';
import { composeMail } from '../mail/mail';
import { lastQueuedAt } from '../mail/outbox';
import type { AppContext } from '../context';
import { clientNetwork } from '../http/rate-limit';
import { consumeThrottles, refundThrottles, type ThrottleResult, type ThrottleRule } from './throttle';

const WINDOW_MS = 15 * 60_000;
/** Wrong passwords for one account before it is locked for the rest of the window. */
export const ACCOUNT_FAILURES: ThrottleRule = { windowMs: WINDOW_MS, max: 5 };
/** Wrong passwords from one network, whatever the accounts (a school's NAT holds many families). */
export const NETWORK_FAILURES: ThrottleRule = { windowMs: WINDOW_MS, max: 30 };
/** Wrong passwords from one known device while it may pass the account's lock. */
export const DEVICE_FAILURES: ThrottleRule = { windowMs: WINDOW_MS, max: 10 };

export const DEVICE_COOKIE = 'bravo.device';
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;
export const LOCKED_MAIL_KIND = 'sign-in-locked';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function deviceIdOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === DEVICE_COOKIE) {
      const value = rest.join('=');
      return DEVICE_ID.test(value) ? value : undefined;
    }
  }
  return undefined;
}

export type SignInAttempt = {
  /** False: refuse with 429 before checking the password. */
  isAllowed: boolean;
  retryAfterSeconds: number;
  /**
   * Once the password was checked: a wrong one keeps its counts; anything else gives them back, and
   * a sign-in remembers the device.
   */
  settle(outcome: 'wrong-password' | 'signed-in' | 'other'): Promise<{ setCookie?: string }>;
};

export async function beginSignIn(ctx: AppContext, request: FastifyRequest, email: string, now = Date.now()): Promise<SignInAttempt> {
  const deviceId = deviceIdOf(request);
  const deviceHash = deviceId ? sha256(deviceId) : undefined;
  const knownDevice = deviceHash
    ? await ctx.db
        .selectFrom('known_devices')
        .innerJoin('users', 'users.id', 'known_devices.user_id')
        .select('users.id')
        .where('users.email', '=', email)
        .where('known_devices.device_hash', '=', deviceHash)
        .executeTakeFirst()
    : undefined;

  const checks = knownDevice
    ? [{ key: `sign-in-device:${deviceHash}`, rule: DEVICE_FAILURES }]
    : [
        { key: `sign-in-account:${email}`, rule: ACCOUNT_FAILURES },
        { key: `sign-in-network:${clientNetwork(request.ip)}`, rule: NETWORK_FAILURES },
      ];
  const results = await consumeThrottles(ctx.db, checks, now);
  const taken = checks.map((c, i) => ({ key: c.key, windowStart: results[i]!.windowStart }));
  const refused = results.filter((r) => !r.isAllowed);

  return {
    isAllowed: refused.length === 0,
    retryAfterSeconds: Math.max(0, ...refused.map((r) => r.retryAfterSeconds)),
    async settle(outcome) {
      if (outcome === 'wrong-password') {
        if (!knownDevice) await mailOnLock(ctx, email, results[0]!, now);
        return {};
      }
      await refundThrottles(ctx.db, taken);
      if (outcome !== 'signed-in') return {};
      const user = await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
      return user ? rememberDevice(ctx, user.id, deviceId, now) : {};
    },
  };
}

/** The failure that locks the account tells its parent, once per lock. */
async function mailOnLock(ctx: AppContext, email: string, account: ThrottleResult, now: number): Promise<void> {
  if (account.count < ACCOUNT_FAILURES.max) return;
  const user = await ctx.db.selectFrom('users').select(['id', 'name']).where('email', '=', email).executeTakeFirst();
  if (!user) return;
  const last = await lastQueuedAt(ctx.db, email, LOCKED_MAIL_KIND);
  if (last && new Date(last).getTime() >= account.windowStart) return;
  const minutes = Math.ceil((account.windowStart + ACCOUNT_FAILURES.windowMs - now) / 60_000);
  const links = [{ label: 'Choose a new password', url: `${ctx.config.appUrl}${paths.forgotPassword()}` }];
  await ctx.mail.queue(ctx.db, {
    kind: LOCKED_MAIL_KIND,
    to: email,
    subject: `Sign-in to your ${ACADEMY.name} account is paused`,
    links,
    ...composeMail({
      greeting: user.name ? `Hi ${user.name},` : 'Hello,',
      paragraphs: [
        `Someone entered a wrong password for your ${ACADEMY.name} account ${ACCOUNT_FAILURES.max} times, so we paused sign-in from new devices for about ${minutes} minutes.`,
        'Phones and computers you have signed in from before still work with your password.',
        'If this was not you, choose a new password with the link below.',
      ],
      links,
    }),
  });
}

/**
 * The e-mailed link worked (the confirmation that signed the parent in, or a password reset): the
 * device that opened it is known to the account from now on, as after a correct password.
 */
export function rememberLinkDevice(ctx: AppContext, request: FastifyRequest, userId: string, now = Date.now()): Promise<{ setCookie?: string }> {
  return rememberDevice(ctx, userId, deviceIdOf(request), now);
}

/** A correct password: this device is now known to the account (a new cookie if it had none). */
async function rememberDevice(ctx: AppContext, userId: string, deviceId: string | undefined, now: number): Promise<{ setCookie?: string }> {
  const id = deviceId ?? randomBytes(32).toString('base64url');
  const usedAt = new Date(now).toISOString();
  await ctx.db
    .insertInto('known_devices')
    .values({ user_id: userId, device_hash: sha256(id), last_used_at: usedAt })
    .onConflict((oc) => oc.columns(['user_id', 'device_hash']).doUpdateSet({ last_used_at: usedAt }))
    .execute();
  if (deviceId) return {};
  const secure = ctx.config.appUrl.startsWith('https://') ? '; Secure' : '';
  return { setCookie: `${DEVICE_COOKIE}=${id}; Path=/api/auth; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}` };
}
