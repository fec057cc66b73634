import type { Db } from '#server/db/database';
import type { InvitationsTable } from '#server/db/schema';
import type { Trx } from '#server/db/transaction';

type Executor = Db | Trx;
export type InvitationRow = InvitationsTable;

export async function insertInvitation(trx: Trx, row: InvitationRow): Promise<void> {
  await trx.insertInto('invitations').values(row).execute();
}

/** Withdraws the address's invitations still open, when a new one replaces them. */
export async function revokeOpenInvitationsOf(trx: Trx, email: string, now: string): Promise<void> {
  await trx.updateTable('invitations').set({ revoked_at: now }).where('email', '=', email).where('used_at', 'is', null).where('revoked_at', 'is', null).execute();
}

export async function selectInvitationByHash(db: Executor, codeHash: string): Promise<InvitationRow | undefined> {
  return db.selectFrom('invitations').selectAll().where('code_hash', '=', codeHash).executeTakeFirst();
}

export async function selectInvitation(db: Executor, id: string): Promise<InvitationRow | undefined> {
  return db.selectFrom('invitations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Newest first, after the cursor (the previous page's last creation time and id), one row more than asked. */
export async function selectInvitations(db: Db, page: { limit: number; after?: { createdAt: string; id: string } | undefined }): Promise<InvitationRow[]> {
  let query = db.selectFrom('invitations').selectAll();
  const after = page.after;
  if (after) {
    query = query.where((eb) => eb.or([eb('created_at', '<', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)])]));
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit + 1).execute();
}

/** The address's newest invitation that can still be used. */
export async function selectOpenInvitation(db: Executor, email: string, now: string): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Whether the family used an invitation, or holds or held any membership. */
export async function hasAdmission(db: Executor, userId: string): Promise<boolean> {
  const [used, member] = await Promise.all([
    db.selectFrom('invitations').select('id').where('used_by', '=', userId).limit(1).executeTakeFirst(),
    db.selectFrom('memberships').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst(),
  ]);
  return Boolean(used ?? member);
}

/** Claims the invitation for the family: only while it is still open, so of two claims one wins. */
export async function claimInvitation(trx: Trx, id: string, userId: string, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('invitations')
    .set({ used_at: now, used_by: userId })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markInvitationRevoked(trx: Trx, id: string, now: string): Promise<boolean> {
  const result = await trx.updateTable('invitations').set({ revoked_at: now }).where('id', '=', id).where('used_at', 'is', null).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function selectUserEmail(db: Executor, userId: string): Promise<string | undefined> {
  return (await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst())?.email;
}

/** The trial session named on the application's invitations not withdrawn. */
export async function setInvitationTrial(trx: Trx, applicationId: string, sessionId: string | null): Promise<void> {
  await trx.updateTable('invitations').set({ trial_session_id: sessionId }).where('application_id', '=', applicationId).where('revoked_at', 'is', null).execute();
}
