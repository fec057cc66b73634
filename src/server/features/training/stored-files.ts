/**
 * Who holds how much storage (issue 37, point 20; docs/product.md, Lesson videos). Every stored
 * file has a row naming its uploader and size (migration 0045); an upload first reserves room for
 * its whole body, in a transaction that sees every other upload's reservation, so 20 uploads at
 * once cannot together pass the quota: the ones that do not fit are refused before a byte is
 * written. The reservation becomes the upload's files when its row is saved, or goes.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '#server/context';
import { isPostgres } from '#server/db/database';
import { inTransaction, type Trx } from '#server/db/transaction';
import { AppError } from '#shared/errors';
import { LESSON_VIDEO_LIMITS, storageQuotaMessage } from '#shared/validation/lesson-videos';

/** An upload that never finished (the process stopped mid-way) stops holding room after this. */
const RESERVATION_TTL_MS = 2 * 3600_000;
/** The most one upload can hold: its three files and the form's own bytes. */
export const MAX_UPLOAD_BYTES = LESSON_VIDEO_LIMITS.maxVideoBytes + LESSON_VIDEO_LIMITS.maxPosterBytes + LESSON_VIDEO_LIMITS.maxCaptionsBytes + 64 * 1024;

/** On PostgreSQL, one transaction at a time per name until commit; SQLite runs them one by one anyway. */
export async function lockFor(trx: Trx, name: string): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
}

/**
 * Holds room for an upload of at most `bytes` (its Content-Length, or the most an upload may be),
 * or refuses it with the quota message. Returns the reservation's key.
 */
export async function reserveUpload(ctx: AppContext, ownerId: string, bytes: number, now = new Date()): Promise<string> {
  const size = Math.min(Math.max(0, Math.ceil(bytes)), MAX_UPLOAD_BYTES);
  const key = `reservation/${randomUUID()}`;
  const staleBefore = new Date(now.getTime() - RESERVATION_TTL_MS).toISOString();
  await inTransaction(ctx.db, async (trx) => {
    await lockFor(trx, `storage-quota:${ownerId}`);
    await trx.deleteFrom('stored_files').where('owner_id', '=', ownerId).where('is_reservation', '=', 1).where('created_at', '<', staleBefore).execute();
    const { used } = await trx
      .selectFrom('stored_files')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('bytes'), sql<number>`0`).as('used'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirstOrThrow();
    if (Number(used) + size > LESSON_VIDEO_LIMITS.storageQuotaBytes) throw new AppError('PAYLOAD_TOO_LARGE', storageQuotaMessage(Number(used)));
    await trx.insertInto('stored_files').values({ key, owner_id: ownerId, bytes: size, is_reservation: 1, created_at: now.toISOString() }).execute();
  });
  return key;
}

/** The upload is over: its reservation goes, whatever became of it. */
export async function releaseReservation(ctx: AppContext, key: string): Promise<void> {
  await ctx.db.deleteFrom('stored_files').where('key', '=', key).where('is_reservation', '=', 1).execute();
}

/**
 * In the transaction that saves the row: the reservation becomes the files the upload stored, and
 * the files the row no longer names stop counting.
 */
export async function settleStoredFiles(
  trx: Trx,
  change: { reservation: string; ownerId: string; added: { key: string; bytes: number }[]; removed: string[] },
): Promise<void> {
  await trx.deleteFrom('stored_files').where('key', '=', change.reservation).execute();
  if (change.added.length) await trx.insertInto('stored_files').values(change.added.map((f) => ({ key: f.key, owner_id: change.ownerId, bytes: f.bytes }))).execute();
  if (change.removed.length) await trx.deleteFrom('stored_files').where('key', 'in', change.removed).execute();
}

/** The files go from storage: they stop counting against anyone. */
export async function forgetStoredFiles(trx: Trx, keys: string[]): Promise<void> {
  if (keys.length) await trx.deleteFrom('stored_files').where('key', 'in', keys).execute();
}

/** The account goes: its files stay where lessons show them, and count against nobody. */
export async function forgetFilesOf(trx: Trx, ownerId: string): Promise<void> {
  await trx.deleteFrom('stored_files').where('owner_id', '=', ownerId).execute();
}
