/**
 * Roles (ARCHITECTURE.md): parent by default; coach and admin are granted, never taken. The first
 * admin is made once through /admin-setup while the academy has none, or by the operator's
 * `npm run admin -- grant EMAIL`; later admins are granted by an admin.
 */
import { AppError } from '../../../shared/errors';
import type { Role } from '../../../shared/validation/accounts';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';

export async function hasAnyAdmin(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('role', '=', 'admin').limit(1).executeTakeFirst();
  return Boolean(row);
}

/**
 * Makes this user the academy's first admin. The admin_bootstrap row (primary key 1) can exist
 * only once, so two simultaneous requests, or a second one later, cannot both succeed.
 */
export async function initializeFirstAdmin(db: Db, userId: string): Promise<void> {
  if (await hasAnyAdmin(db)) throw new AppError('CONFLICT', 'The academy already has an admin.');
  try {
    await inTransaction(db, async (trx) => {
      await trx.insertInto('admin_bootstrap').values({ id: 1, user_id: userId }).execute();
      await trx.updateTable('users').set({ role: 'admin' }).where('id', '=', userId).execute();
    });
  } catch (error) {
    if (await db.selectFrom('admin_bootstrap').select('id').executeTakeFirst()) {
      throw new AppError('CONFLICT', 'The academy already has an admin.');
    }
    throw error;
  }
}

/** The operator's command and, later, the admin dashboard: give a user a role by e-mail. */
export async function grantRole(db: Db, email: string, role: Role): Promise<{ id: string; email: string; role: Role }> {
  const normalized = email.trim().toLowerCase();
  const result = await db.updateTable('users').set({ role }).where('email', '=', normalized).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError('NOT_FOUND', `No account uses ${normalized}.`);
  const user = await db.selectFrom('users').select(['id', 'email', 'role']).where('email', '=', normalized).executeTakeFirstOrThrow();
  return { id: user.id, email: user.email, role: user.role as Role };
}
