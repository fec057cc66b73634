/**
 * Password hashing: argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1) instead of
 * better-auth's default scrypt parameters. Hashing runs off the event loop, and at most
 * HASH_CONCURRENCY hashes run at once so a burst of sign-ins queues instead of starving requests.
 */
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, unusable under isolatedModules)

export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes run on libuv's threads, one per slot. Leaving one core free keeps requests answered while
 * a burst of sign-ins queues for the others.
 */
export const HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);

/** A counting semaphore: run(task) waits for a free slot. */
export function createLimiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

const limit = createLimiter(HASH_CONCURRENCY);

export function hashPassword(password: string): Promise<string> {
  return limit(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(input: { hash: string; password: string }): Promise<boolean> {
  if (!input.hash.startsWith('$argon2')) return false;
  return limit(async () => {
    try {
      return await verify(input.hash, input.password);
    } catch {
      return false;
    }
  });
}
