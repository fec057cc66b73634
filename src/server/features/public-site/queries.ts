import type { Transaction } from 'kysely';
import type { Db } from '#server/db/database';
import type { Database } from '#server/db/schema';
import type { Trx } from '#server/db/transaction';
import type { TCreateApplicationRequest } from '#shared/validation/application';
import type { ApplicationStatus } from '#shared/validation/application-inbox';

export async function insertApplication(
  trx: Transaction<Database>,
  id: string,
  input: TCreateApplicationRequest,
  createdAt: string,
): Promise<void> {
  await trx
    .insertInto('applications')
    .values({
      id,
      player_name: input.playerName,
      player_age: input.playerAge,
      parent_name: input.parentName,
      email: input.email,
      phone: input.phone,
      experience: input.experience,
      commitment: input.commitment,
      message: input.message,
      created_at: createdAt,
    })
    .execute();
}

const COLUMNS = [
  'id',
  'player_name',
  'player_age',
  'parent_name',
  'email',
  'phone',
  'experience',
  'commitment',
  'message',
  'status',
  'notes',
  'invited_at',
  'created_at',
  'updated_at',
] as const;

/** Newest first, after the cursor (the previous page's last creation time and id), one row more than asked. */
export async function selectApplications(
  db: Db,
  page: { status?: ApplicationStatus | undefined; limit: number; after?: { createdAt: string; id: string } | undefined },
) {
  let query = db.selectFrom('applications').select(COLUMNS);
  if (page.status) query = query.where('status', '=', page.status);
  const after = page.after;
  if (after) {
    query = query.where((eb) =>
      eb.or([eb('created_at', '<', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)])]),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit + 1).execute();
}

export type ApplicationRow = Awaited<ReturnType<typeof selectApplications>>[number];

export async function selectApplication(db: Db | Trx, id: string): Promise<ApplicationRow | undefined> {
  return db.selectFrom('applications').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function updateApplicationRow(
  trx: Trx,
  id: string,
  changes: { status?: ApplicationStatus | undefined; notes?: string | undefined; updatedAt: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('applications')
    .set({
      ...(changes.status !== undefined ? { status: changes.status } : {}),
      ...(changes.notes !== undefined ? { notes: changes.notes } : {}),
      updated_at: changes.updatedAt,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Marks the application invited. Without `isResend` only an application never invited changes, so
 * of two clicks (or two admins) one sends; false when nothing changed.
 */
export async function markApplicationInvited(trx: Trx, id: string, now: string, isResend: boolean): Promise<boolean> {
  let query = trx.updateTable('applications').set({ status: 'invited', invited_at: now, updated_at: now }).where('id', '=', id);
  if (!isResend) query = query.where('invited_at', 'is', null);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks the application declined; false when it already was (a double click declines once). */
export async function markApplicationDeclined(trx: Trx, id: string, now: string): Promise<boolean> {
  const result = await trx.updateTable('applications').set({ status: 'declined', updated_at: now }).where('id', '=', id).where('status', '!=', 'declined').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Withdraws the open invitations an application issued, when it is declined. */
export async function revokeInvitationsOfApplication(trx: Trx, applicationId: string, now: string): Promise<void> {
  await trx.updateTable('invitations').set({ revoked_at: now }).where('application_id', '=', applicationId).where('used_at', 'is', null).where('revoked_at', 'is', null).execute();
}
