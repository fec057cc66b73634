/**
 * Roles (docs/product.md, Admin; docs/decisions/008 and 017): parent by default; coach and admin are
 * granted, never taken. The first admin is made once through /admin-setup with the setup code the
 * server prints to its log, or by the operator's `npm run admin -- grant EMAIL`; later admins are
 * granted by an admin. Once the academy has had an admin, /admin-setup stays shut for good.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError } from '#shared/errors';
import type { Role } from '#shared/validation/accounts';
import { SETUP_CODE_ALPHABET, SETUP_CODE_LENGTH, formatSetupCode, normalizeSetupCode } from '#shared/validation/admin';
import type { Db } from '#server/db/database';
import { inTransaction, type Trx } from '#server/db/transaction';
import { COMMAND_LINE_ACTOR, recordAudit } from '#server/audit/audit';
import { countWaitingThreadsOfKind, waitingThreadsOfKind } from './attention-queries';
import {
  deleteSetupCodes,
  ensureAdminBootstrap,
  findSetupCode,
  hasAdminBootstrap,
  insertAdminBootstrap,
  replaceSetupCode,
} from './queries';

export const SETUP_CODE_VALID_HOURS = 24;
const ROLE_RANK: Record<Role, number> = { parent: 0, coach: 1, admin: 2 };
export const ALREADY_HAS_ADMIN_MESSAGE = 'The academy already has an admin.';
export const WRONG_SETUP_CODE_MESSAGE = "That setup code is not right. Use the code printed in the server's log.";
export const EXPIRED_SETUP_CODE_MESSAGE =
  'That setup code has expired. Restart the server, or run `npm run admin -- setup-code`, for a new one.';

/** Whether the academy has ever had an admin, even one demoted since: then /admin-setup is shut. */
export async function hasEverHadAdmin(db: Db | Trx): Promise<boolean> {
  return hasAdminBootstrap(db);
}

function hashSetupCode(code: string): Buffer {
  return createHash('sha256').update(normalizeSetupCode(code)).digest();
}

function generateSetupCode(): string {
  let code = '';
  for (let i = 0; i < SETUP_CODE_LENGTH; i += 1) code += SETUP_CODE_ALPHABET[randomInt(SETUP_CODE_ALPHABET.length)];
  return formatSetupCode(code);
}

/**
 * A fresh setup code (about 79 bits), valid for 24 hours; it replaces any earlier one, so only the
 * code printed last works. Undefined once the academy has had an admin. Only its hash is stored.
 */
export async function issueSetupCode(db: Db, now: Date = new Date()): Promise<string | undefined> {
  const code = generateSetupCode();
  const expiresAt = new Date(now.getTime() + SETUP_CODE_VALID_HOURS * 3_600_000).toISOString();
  return inTransaction(db, async (trx) => {
    if (await hasEverHadAdmin(trx)) return undefined;
    await replaceSetupCode(trx, hashSetupCode(code).toString('hex'), expiresAt, now.toISOString());
    return code;
  });
}

/**
 * Makes this user the academy's first admin, if the code is the live one. The admin_bootstrap row
 * (primary key 1) can be written only once, so of simultaneous requests with the right code one
 * wins; the rest, and every later request, get a conflict.
 */
export async function initializeFirstAdmin(db: Db, user: { id: string; email: string }, code: string, now: Date = new Date()): Promise<void> {
  const userId = user.id;
  try {
    await inTransaction(db, async (trx) => {
      if (await hasEverHadAdmin(trx)) throw new AppError('CONFLICT', ALREADY_HAS_ADMIN_MESSAGE);
      const live = await findSetupCode(trx);
      const stored = Buffer.from(live?.code_hash ?? '', 'hex');
      const given = hashSetupCode(code);
      if (!live || stored.length !== given.length || !timingSafeEqual(stored, given)) {
        // On PostgreSQL a winner may have committed (and spent the code) since the first check.
        if (await hasEverHadAdmin(trx)) throw new AppError('CONFLICT', ALREADY_HAS_ADMIN_MESSAGE);
        throw new AppError('FORBIDDEN', WRONG_SETUP_CODE_MESSAGE);
      }
      if (new Date(live.expires_at).getTime() <= now.getTime()) throw new AppError('FORBIDDEN', EXPIRED_SETUP_CODE_MESSAGE);
      await insertAdminBootstrap(trx);
      await deleteSetupCodes(trx);
      const previous = await trx.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
      const updated = await trx.updateTable('users').set({ role: 'admin' }).where('id', '=', userId).executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new AppError('NOT_FOUND', 'This account no longer exists.');
      await recordAudit(
        trx,
        { actor: user, action: 'role.first-admin', target: { type: 'user', id: userId }, summary: `${user.email} became the first admin with the setup code`, details: { before: { role: previous?.role ?? null }, after: { role: 'admin' } } },
        now,
      );
    });
  } catch (error) {
    // On PostgreSQL a simultaneous winner surfaces as a primary-key violation on admin_bootstrap.
    if (!(error instanceof AppError) && (await hasEverHadAdmin(db))) throw new AppError('CONFLICT', ALREADY_HAS_ADMIN_MESSAGE);
    throw error;
  }
}

/**
 * The operator's command and, later, the admin dashboard: give a user a role by e-mail. Granting
 * admin also records that the academy has had one, so demoting that admin later never reopens
 * /admin-setup, and any live setup code is void.
 */
export async function grantRole(
  db: Db,
  email: string,
  role: Role,
  actor: { id: string; email: string } = COMMAND_LINE_ACTOR,
): Promise<{ id: string; email: string; role: Role }> {
  const normalized = email.trim().toLowerCase();
  return inTransaction(db, async (trx) => {
    const previous = await trx.selectFrom('users').select('role').where('email', '=', normalized).executeTakeFirst();
    const result = await trx.updateTable('users').set({ role }).where('email', '=', normalized).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new AppError('NOT_FOUND', `No account uses ${normalized}.`);
    if (role === 'admin') {
      await ensureAdminBootstrap(trx);
      await deleteSetupCodes(trx);
    }
    const user = await trx.selectFrom('users').select(['id', 'email', 'role']).where('email', '=', normalized).executeTakeFirstOrThrow();
    const from = previous!.role;
    if (from !== role) {
      const isGrant = ROLE_RANK[role] > (ROLE_RANK[from as Role] ?? 0);
      await recordAudit(trx, {
        actor,
        action: isGrant ? 'role.granted' : 'role.revoked',
        target: { type: 'user', id: user.id },
        summary: isGrant ? `Granted ${role} to ${user.email}` : `Took ${from} from ${user.email} (now ${role})`,
        details: { before: { role: from }, after: { role } },
      });
    }
    return { id: user.id, email: user.email, role: user.role as Role };
  });
}

/**
 * The families' Coach threads waiting for a staff answer, longest waiting first, with the count: the
 * coach's home shows them (issue 42, point 5) from the same index as Needs attention's first section.
 */
export async function readWaitingCoachThreads(db: Db, limit: number): Promise<{ count: number; items: { id: string; familyName: string; waitingSince: string; preview: string | null }[] }> {
  const [rows, count] = await Promise.all([waitingThreadsOfKind(db, 'coach', limit), countWaitingThreadsOfKind(db, 'coach')]);
  return {
    count,
    items: rows.map((r) => ({
      id: r.id,
      familyName: r.family_name,
      waitingSince: new Date(r.staff_waiting_since!).toISOString(),
      preview: r.body && !r.hidden_at ? r.body.replace(/\s+/g, ' ').trim().slice(0, 120) : null,
    })),
  };
}
