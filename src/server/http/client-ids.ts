/**
 * Writes sent with an id the app made (issue 45, point 3; decision 092): the first request with an
 * id claims it and is applied; its answer, a result or a refusal a person can read, is kept, and every
 * repeat, concurrent or days later, gets that answer without applying anything again. The id belongs
 * to the account that first sent it; another account, or another change, with it is refused.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError, type ErrorBody } from '#shared/errors';
import { CLIENT_ID_HEADER, OFFLINE_MESSAGES } from '#shared/validation/offline';
import { currentUser } from '#server/auth/session';
import type { Db } from '#server/db/database';

/** How long a repeat waits for the first request to answer before asking to be sent again. */
const WAIT_MS = 10_000;
const POLL_MS = 20;
/** A claim this old without an answer belongs to an instance that stopped: a repeat takes it over. */
const STALE_MS = 60_000;
/** Kept long enough for a phone that stays offline for weeks. */
export const CLIENT_REQUESTS_KEPT_MS = 60 * 24 * 3_600_000;

type Claimed = { id: string; userId: string; fingerprint: string };

/** Runs `apply` once per client id: a request without the header is simply applied. */
export async function oncePerClientId<T>(db: Db, request: FastifyRequest, apply: () => Promise<T>): Promise<T> {
  const header = request.headers[CLIENT_ID_HEADER];
  if (header === undefined) return apply();
  // The route's header schema has already refused anything but one UUID.
  return claimOrReplay(db, { id: String(header).toLowerCase(), userId: currentUser(request).id, fingerprint: fingerprintOf(request) }, apply);
}

async function claimOrReplay<T>(db: Db, claim: Claimed, apply: () => Promise<T>): Promise<T> {
  const inserted = await db
    .insertInto('client_requests')
    .values({ id: claim.id, user_id: claim.userId, fingerprint: claim.fingerprint, state: 'pending', status: null, answer: null, claimed_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return applyAndKeep(db, claim, apply);
  return replay(db, claim, apply);
}

async function applyAndKeep<T>(db: Db, claim: Claimed, apply: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await apply();
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      await keep(db, claim.id, error.status, error.toBody());
    } else {
      // Nothing was applied (the transaction rolled back): the id is free for the next attempt.
      await db.deleteFrom('client_requests').where('id', '=', claim.id).where('state', '=', 'pending').execute();
    }
    throw error;
  }
  await keep(db, claim.id, 200, result);
  return result;
}

async function keep(db: Db, id: string, status: number, answer: unknown): Promise<void> {
  await db.updateTable('client_requests').set({ state: 'done', status, answer: JSON.stringify(answer) }).where('id', '=', id).execute();
}

async function replay<T>(db: Db, claim: Claimed, apply: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const row = await db.selectFrom('client_requests').select(['user_id', 'fingerprint', 'state', 'status', 'answer']).where('id', '=', claim.id).executeTakeFirst();
    // Released by a first attempt that failed on our side: this one claims it afresh.
    if (!row) return claimOrReplay(db, claim, apply);
    if (row.user_id !== claim.userId) throw new AppError('CONFLICT', OFFLINE_MESSAGES.clientIdTaken);
    if (row.fingerprint !== claim.fingerprint) throw new AppError('CONFLICT', OFFLINE_MESSAGES.clientIdReused);
    if (row.state === 'done') return answerOf<T>(row.status ?? 200, row.answer);
    if (Date.now() >= deadline) {
      const cutoff = new Date(Date.now() - STALE_MS).toISOString();
      const taken = await db
        .updateTable('client_requests')
        .set({ claimed_at: new Date().toISOString() })
        .where('id', '=', claim.id)
        .where('state', '=', 'pending')
        .where('claimed_at', '<', cutoff)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) > 0) return applyAndKeep(db, claim, apply);
      throw new AppError('UNAVAILABLE', OFFLINE_MESSAGES.stillApplying);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function answerOf<T>(status: number, answer: string | null): T {
  const parsed: unknown = answer === null ? null : JSON.parse(answer);
  if (status === 200) return parsed as T;
  const { error } = parsed as ErrorBody;
  throw new AppError(error.code, error.message, error.fields);
}

/** The change itself: method, path with its ids, and body. The same id with another change is refused. */
function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}
