/**
 * The Families tab (issue 14, parts 3 to 5): contacts, deleting a family, roles and messages from
 * the admin. Every action writes its audit row in the transaction that makes the change.
 */
import { AppError } from '#shared/errors';
import { effectiveMembershipStatus, type MembershipStatus } from '#shared/membership';
import type { Role } from '#shared/validation/accounts';
import { CONTACT_MESSAGES, type TContact, type TContactsPage, type TContactsQuery, type TSetRoleRequest } from '#shared/validation/contacts';
import { recordAudit } from '#server/audit/audit';
import type { SessionUser } from '#server/auth/session';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { inTransaction } from '#server/db/transaction';
import type { WriteWorker } from '#server/db/write-worker';
import { deleteAccount } from '../accounts/service';
import { readSessionsRemaining } from '../sessions/service';
import { announceThreadChange, sendStaffMessages } from '../messaging/service';
import type { BulkWriteTasks } from './bulk-writes';
import { deleteSetupCodes, ensureAdminBootstrap } from './queries';
import {
  athletesOf,
  type ContactCursor,
  countAdminsLocked,
  countContacts,
  findContact,
  listContactRows,
  membershipsOf,
  updateRole,
} from './contacts-queries';

const RANK: Record<Role, number> = { parent: 0, coach: 1, admin: 2 };
const asRole = (value: string): Role => (value === 'admin' || value === 'coach' ? value : 'parent');
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

function parseCursor(cursor: string | undefined): ContactCursor | undefined {
  if (!cursor) return undefined;
  const at = cursor.lastIndexOf('_');
  const joinedAt = cursor.slice(0, at);
  const id = cursor.slice(at + 1);
  if (at < 1 || !id || Number.isNaN(Date.parse(joinedAt))) throw new AppError('VALIDATION', CONTACT_MESSAGES.badCursor, { cursor: CONTACT_MESSAGES.badCursor });
  return { joinedAt, id };
}

/** One page of contacts, newest first, with how many the search finds in all. */
export async function listContacts(db: Db, query: TContactsQuery, now = new Date()): Promise<TContactsPage> {
  const cursor = parseCursor(query.cursor);
  // The total comes with the first page only (the client keeps it). A search counts in the same
  // scan as its page; the whole list counts the accounts from the index.
  const hasSearch = Boolean(query.q?.trim());
  const rows = await listContactRows(db, query.q, query.limit + 1, cursor, !cursor && hasSearch);
  let total: number | null = null;
  if (!cursor) total = hasSearch ? Number(rows[0]?.total ?? 0) : await countContacts(db, query.q);
  const shown = rows.slice(0, query.limit);
  const ids = shown.map((r) => r.id);
  const [athletes, memberships] = await Promise.all([athletesOf(db, ids), membershipsOf(db, ids)]);
  const sessionsByFamily = await sessionsRemainingOf(db, memberships, now);
  const namesByFamily = new Map<string, string[]>();
  for (const a of athletes) namesByFamily.set(a.parent_id, [...(namesByFamily.get(a.parent_id) ?? []), firstName(a.name)]);
  // One membership per athlete (decision 040): each athlete's newest, named; ended ones only when nothing runs.
  const byAthlete = new Map<string, { userId: string; plan: string; status: MembershipStatus }>();
  for (const m of memberships) {
    const status = effectiveMembershipStatus({ status: m.status as MembershipStatus, currentPeriodEnd: m.current_period_end, provider: m.provider }, now);
    byAthlete.set(m.athlete_id ?? m.id, { userId: m.user_id, plan: m.athlete_name ? `${m.plan} (${firstName(m.athlete_name)})` : m.plan, status });
  }
  const membershipByFamily = new Map<string, TContact['membership']>();
  for (const userId of new Set([...byAthlete.values()].map((m) => m.userId))) {
    const all = [...byAthlete.values()].filter((m) => m.userId === userId);
    const shown = all.some((m) => m.status !== 'expired') ? all.filter((m) => m.status !== 'expired') : all;
    const status = (['active', 'canceled', 'past_due', 'expired'] as const).find((s) => shown.some((m) => m.status === s))!;
    membershipByFamily.set(userId, { plan: shown.map((m) => m.plan).join(', '), status });
  }
  const contacts = shown.map(
    (r): TContact => ({
      userId: r.id,
      displayName: r.display_name?.trim() || r.name,
      email: r.email,
      phone: r.phone,
      address: r.address,
      role: asRole(r.role),
      athletes: namesByFamily.get(r.id) ?? [],
      membership: membershipByFamily.get(r.id) ?? null,
      sessions: sessionsByFamily.get(r.id) ?? [],
      joinedAt: r.created_at,
    }),
  );
  const last = shown.at(-1);
  return { contacts, total, nextCursor: rows.length > query.limit && last ? `${last.created_at}_${last.id}` : null };
}

type MembershipRow = Awaited<ReturnType<typeof membershipsOf>>[number];

/** Each family's athletes with a running membership (its newest per athlete), with their sessions remaining. */
async function sessionsRemainingOf(db: Db, memberships: MembershipRow[], now: Date): Promise<Map<string, TContact['sessions']>> {
  const newest = new Map<string, MembershipRow>();
  for (const m of memberships) if (m.athlete_id && m.athlete_name) newest.set(m.athlete_id, m);
  const running = [...newest.values()].filter(
    (m) => effectiveMembershipStatus({ status: m.status as MembershipStatus, currentPeriodEnd: m.current_period_end, provider: m.provider }, now) !== 'expired',
  );
  const remaining = await readSessionsRemaining(
    db,
    running.map((m) => ({
      athleteId: m.athlete_id,
      plan: { sessionsPerMonth: m.sessions_per_month, interval: m.interval === 'year' ? ('year' as const) : ('month' as const) },
      currentPeriodStart: new Date(m.current_period_start).toISOString(),
      currentPeriodEnd: new Date(m.current_period_end).toISOString(),
    })),
    now,
  );
  const byFamily = new Map<string, TContact['sessions']>();
  running.forEach((m, i) => {
    const line = { athleteName: firstName(m.athlete_name!), remaining: remaining[i]!, isEnding: m.status === 'canceled' || m.cancel_at_period_end === 1 };
    byFamily.set(m.user_id, [...(byFamily.get(m.user_id) ?? []), line]);
  });
  return byFamily;
}

const actorOf = (admin: SessionUser) => ({ id: admin.id, email: admin.email });

async function requireContact(db: Db, userId: string) {
  const contact = await findContact(db, userId);
  if (!contact) throw new AppError('NOT_FOUND', CONTACT_MESSAGES.notFound);
  return contact;
}

/**
 * Grants or takes back coach and admin. The academy never runs without an admin: taking the role
 * from the last one is refused (the only admin cannot demote themself).
 */
export async function setRole(db: Db, admin: SessionUser, userId: string, input: TSetRoleRequest): Promise<{ role: Role }> {
  return inTransaction(db, async (trx) => {
    const target = await findContact(trx, userId);
    if (!target) throw new AppError('NOT_FOUND', CONTACT_MESSAGES.notFound);
    const from = asRole(target.role);
    const to = input.role;
    if (from === to) return { role: to };
    if (from === 'admin' && (await countAdminsLocked(trx)) <= 1) throw new AppError('CONFLICT', CONTACT_MESSAGES.lastAdmin);
    await updateRole(trx, userId, to);
    if (to === 'admin') {
      await ensureAdminBootstrap(trx);
      await deleteSetupCodes(trx);
    }
    const isGrant = RANK[to] > RANK[from];
    await recordAudit(trx, {
      actor: actorOf(admin),
      action: isGrant ? 'role.granted' : 'role.revoked',
      target: { type: 'user', id: userId },
      summary: isGrant ? `Granted ${to} to ${target.email}` : `Took ${from} from ${target.email} (now ${to})`,
      details: { before: { role: from }, after: { role: to } },
    });
    return { role: to };
  });
}

/** Deletes a family exactly as the family's own deletion does (nothing keyed to it survives). */
export async function deleteFamily(ctx: AppContext, admin: SessionUser, userId: string): Promise<void> {
  if (userId === admin.id) throw new AppError('CONFLICT', CONTACT_MESSAGES.cannotDeleteSelf);
  const target = await requireContact(ctx.db, userId);
  await deleteAccount(ctx, { id: target.id, email: target.email }, {
    alsoInTransaction: (trx) =>
      recordAudit(trx, {
        actor: actorOf(admin),
        action: 'family.deleted',
        target: { type: 'user', id: target.id },
        summary: `Deleted the family of ${target.display_name?.trim() || target.name} (${target.email})`,
      }),
  });
}

const senderOf = (admin: SessionUser) => ({ id: admin.id, name: admin.name.trim() || 'Bravo Academy' });

/** One family: a message in the app and its e-mail. The churn radar's nudge sends through this too. */
export async function sendMessage(ctx: AppContext, admin: SessionUser, input: { userId: string; subject: string; body: string }): Promise<{ id: string }> {
  const sent = await inTransaction(ctx.db, async (trx) => {
    const target = await findContact(trx, input.userId);
    if (!target) throw new AppError('NOT_FOUND', CONTACT_MESSAGES.notFound);
    const [id] = await sendStaffMessages(
      trx,
      senderOf(admin),
      [{ id: target.id, email: target.email, name: target.display_name?.trim() || target.name }],
      input,
      ctx.config.appUrl,
    );
    await recordAudit(trx, {
      actor: actorOf(admin),
      action: 'message.sent',
      target: { type: 'user', id: target.id },
      summary: `Sent “${input.subject}” to ${target.email}`,
    });
    return { id: id! };
  });
  // After the commit: the family's open pages show the message without a reload, and every staff
  // inbox shows it in the family's thread.
  await announceThreadChange(ctx, [input.userId]);
  return sent;
}

/**
 * Every family the search finds, in one transaction: all the messages and e-mails, or none. On SQLite
 * it is written by the admin's write worker, off the event loop (bench:admin: the dashboard's p99
 * during a send to 10,000 families at most 2x idle).
 */
export async function sendBulkMessage(
  ctx: AppContext,
  writer: WriteWorker<BulkWriteTasks>,
  admin: SessionUser,
  input: { q?: string | undefined; subject: string; body: string },
): Promise<{ sent: number }> {
  const result = await writer.run('bulkMessage', { actor: actorOf(admin), sender: senderOf(admin), q: input.q, subject: input.subject, body: input.body, appUrl: ctx.config.appUrl });
  // One event to every open page (each reads only its own messages), not one per family.
  ctx.events.publish('everyone', [{ type: 'messages' }]);
  return result;
}
