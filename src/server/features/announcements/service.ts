/**
 * Announcements (docs/product.md, Announcements): admins write them; each family's dashboard shows
 * the active ones within their dates whose audience it is in (all; members, a family with a
 * membership in its paid period; free_users, the others). Every change is audited in its own
 * transaction and, after the commit, every open page is told to refresh. A job each minute tells
 * them again when a start or end time has passed, and queues the e-mails asked for.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '#shared/errors';
import { paths } from '#shared/page-paths';
import {
  ANNOUNCEMENT_FIELD_MESSAGES,
  ANNOUNCEMENT_MESSAGES,
  type AnnouncementAudience,
  isEndInPast,
  type TAnnouncement,
  type TAnnouncementInputParsed,
  type TVisibleAnnouncement,
} from '#shared/validation/announcements';
import { changesOf, recordAudit } from '#server/audit/audit';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { inTransaction, type Trx } from '#server/db/transaction';
import { composeMail } from '#server/mail/mail';
import { queueMails } from '#server/mail/outbox';
import { queueNotifications } from '#server/notifications/queue';
import { isMember, listMemberIds } from '../membership/service';
import {
  type AnnouncementRow,
  type AnnouncementValues,
  claimEmails,
  claimScheduleMinute,
  deleteAnnouncement,
  findById,
  hasBoundaryBetween,
  insertAnnouncement,
  listAll,
  listDueForEmail,
  listEmailedTo,
  listFamiliesNotEmailed,
  listRunningOrScheduled,
  listStartedBetween,
  markEmailed,
  previousScheduleMinute,
  updateAnnouncement,
} from './queries';

type Admin = { id: string; email: string };

function toAnnouncement(row: AnnouncementRow): TAnnouncement {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type as TAnnouncement['type'],
    priority: row.priority,
    audience: row.audience as AnnouncementAudience,
    startDate: row.start_date,
    endDate: row.end_date,
    isActive: row.is_active === 1,
    emailFamilies: row.email_families === 1,
    emailedAt: row.emailed_at,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function valuesOf(input: TAnnouncementInputParsed): AnnouncementValues {
  return {
    title: input.title,
    message: input.message,
    type: input.type,
    priority: input.priority,
    audience: input.audience,
    start_date: input.startDate ?? null,
    end_date: input.endDate ?? null,
    is_active: input.isActive ? 1 : 0,
    email_families: input.emailFamilies ? 1 : 0,
  };
}

/** After a commit: every open dashboard (and the admins' list) refreshes. */
function broadcast(ctx: AppContext): void {
  ctx.events.publish('everyone', [{ type: 'announcements' }]);
}

export async function listAnnouncements(db: Db): Promise<TAnnouncement[]> {
  return (await listAll(db)).map(toAnnouncement);
}

/** An end set in the past is the admin's mistake: a 400 naming the field, nothing written. */
function refuseEndInPast(input: TAnnouncementInputParsed, now: Date, previousEndDate: string | null = null): void {
  if (isEndInPast(input.endDate, now, previousEndDate)) {
    throw new AppError('VALIDATION', ANNOUNCEMENT_FIELD_MESSAGES.endInPast, { endDate: ANNOUNCEMENT_FIELD_MESSAGES.endInPast });
  }
}

export async function createAnnouncement(ctx: AppContext, admin: Admin, input: TAnnouncementInputParsed, now = new Date()): Promise<TAnnouncement> {
  refuseEndInPast(input, now);
  const id = randomUUID();
  const row = await inTransaction(ctx.db, async (trx) => {
    await insertAnnouncement(trx, { id, ...valuesOf(input), created_by: admin.id, created_at: now.toISOString() });
    await recordAudit(trx, { actor: admin, action: 'announcement.created', target: { type: 'announcement', id }, summary: `Created announcement “${input.title}”` }, now);
    await emailIfDue(ctx, trx, (await findById(trx, id))!, now);
    await notifyFamilies(trx, (await findById(trx, id))!, now);
    return (await findById(trx, id))!;
  });
  broadcast(ctx);
  return toAnnouncement(row);
}

export async function editAnnouncement(ctx: AppContext, admin: Admin, id: string, input: TAnnouncementInputParsed, now = new Date()): Promise<TAnnouncement> {
  const row = await inTransaction(ctx.db, async (trx) => {
    const current = await findById(trx, id);
    if (!current) throw new AppError('NOT_FOUND', ANNOUNCEMENT_MESSAGES.notFound);
    refuseEndInPast(input, now, current.end_date);
    const values = valuesOf(input);
    if (!(await updateAnnouncement(trx, id, { ...values, updated_at: now.toISOString() }))) throw new AppError('NOT_FOUND', ANNOUNCEMENT_MESSAGES.notFound);
    // Switching "Active" on or off is the announcement's publish and unpublish.
    const isPublishing = values.is_active !== current.is_active;
    const action = !isPublishing ? 'announcement.updated' : values.is_active === 1 ? 'announcement.published' : 'announcement.unpublished';
    const verb = { 'announcement.updated': 'Updated', 'announcement.published': 'Published', 'announcement.unpublished': 'Unpublished' }[action];
    await recordAudit(trx, { actor: admin, action, target: { type: 'announcement', id }, summary: `${verb} announcement “${input.title}”`, details: changesOf(current, values) }, now);
    await emailIfDue(ctx, trx, (await findById(trx, id))!, now);
    await notifyFamilies(trx, (await findById(trx, id))!, now);
    return (await findById(trx, id))!;
  });
  broadcast(ctx);
  return toAnnouncement(row);
}

export async function removeAnnouncement(ctx: AppContext, admin: Admin, id: string, now = new Date()): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const row = await findById(trx, id);
    if (!row || !(await deleteAnnouncement(trx, id))) throw new AppError('NOT_FOUND', ANNOUNCEMENT_MESSAGES.notFound);
    await recordAudit(trx, { actor: admin, action: 'announcement.deleted', target: { type: 'announcement', id }, summary: `Deleted announcement “${row.title}”` }, now);
  });
  broadcast(ctx);
}

/**
 * What this family's dashboard shows: at most `limit`, priority first, then newest, of those for
 * everyone and for its own audience, visible now. The candidates are read beside whether the family
 * is a member (`isMemberFamily`, when the caller reads the memberships anyway), not after it: one
 * round trip fewer on every dashboard.
 */
export async function getVisibleAnnouncements(db: Db, userId: string, now: Date, limit: number, isMemberFamily: Promise<boolean> = isMember(db, userId, now)): Promise<TVisibleAnnouncement[]> {
  const [member, candidates] = await Promise.all([isMemberFamily, listRunningOrScheduled(db, now)]);
  const audience = member ? 'members' : 'free_users';
  const at = now.toISOString();
  const rows = candidates.filter((r) => (r.audience === 'all' || r.audience === audience) && isVisibleAt(r, at)).slice(0, limit);
  return rows.map((r) => ({ id: r.id, title: r.title, message: r.message, type: r.type as TVisibleAnnouncement['type'], priority: r.priority, createdAt: r.created_at }));
}

function isVisibleAt(row: AnnouncementRow, now: string): boolean {
  return row.is_active === 1 && (row.start_date === null || row.start_date <= now) && (row.end_date === null || row.end_date > now);
}

/**
 * Queues the announcement's e-mail to each family of its audience not e-mailed yet, if it asked for
 * one and is visible now. Each family's row in announcement_emails is claimed first (its primary
 * key): a retry, an edit or a second instance finds it taken and sends nothing again.
 */
async function emailIfDue(ctx: AppContext, trx: Trx, row: AnnouncementRow, now: Date): Promise<number> {
  const at = now.toISOString();
  if (row.email_families !== 1 || row.emailed_at !== null || !isVisibleAt(row, at)) return 0;
  let families = await listFamiliesNotEmailed(trx, row.id);
  if (row.audience !== 'all') {
    const members = await listMemberIds(trx as unknown as Db, now);
    families = families.filter((f) => members.has(f.id) === (row.audience === 'members'));
  }
  const claimed = await claimEmails(trx, row.id, families.map((f) => f.id), at);
  const link = `${ctx.config.appUrl}${paths.dashboard()}`;
  // Many families at once: a few hundred outbox rows per insert, in this transaction.
  await queueMails(
    trx,
    families
      .filter((f) => claimed.has(f.id))
      .map((family) => ({
        kind: 'announcement',
        to: family.email,
        subject: `Bravo Academy: ${row.title}`,
        ...composeMail({ greeting: `Hi ${family.name},`, paragraphs: [row.title, row.message], links: [{ label: 'Open your dashboard', url: link }] }),
      })),
  );
  await markEmailed(trx, row.id, at);
  return claimed.size;
}

/**
 * Push notifications (docs/product.md "Notifications"): when an announcement is visible, each family
 * of its audience gets one notification, queued in this transaction; the notifications' job pushes
 * it to the browsers the family opted in from. Its unique key makes an edit or a retry queue nothing
 * twice.
 */
async function notifyFamilies(trx: Trx, row: AnnouncementRow, now: Date): Promise<void> {
  if (!isVisibleAt(row, now.toISOString())) return;
  let families = await trx.selectFrom('users').select('id').where('role', '=', 'parent').execute();
  if (row.audience !== 'all') {
    const members = await listMemberIds(trx as unknown as Db, now);
    families = families.filter((f) => members.has(f.id) === (row.audience === 'members'));
  }
  await queueNotifications(
    trx,
    families.map((f) => ({ familyId: f.id, kind: 'announcement' as const, sourceId: row.id, title: row.title, body: row.message, url: paths.messages() })),
    now,
  );
}

/**
 * Every minute, on every instance: if an active announcement's start or end time passed since the
 * last check, open pages are told once. Each minute is claimed by a unique insert, so of several
 * instances running at the same minute one checks it and broadcasts; the others find it claimed
 * and do nothing. Then the e-mails that became due are queued (once each, as above).
 */
export async function runAnnouncementSchedule(ctx: AppContext, now = new Date()): Promise<{ hasBroadcast: boolean; emailed: number }> {
  const through = new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();
  const hasBroadcast = await inTransaction(ctx.db, async (trx) => {
    // The claim is the transaction's first statement, a write: on SQLite the second instance waits
    // for the first to commit instead of failing to upgrade a read lock.
    if (!(await claimScheduleMinute(trx, through))) return false;
    const previous = await previousScheduleMinute(trx, through);
    if (previous === undefined) return false;
    for (const row of await listStartedBetween(trx, previous, through)) await notifyFamilies(trx, row, now);
    return hasBoundaryBetween(trx, previous, through);
  });
  if (hasBroadcast) broadcast(ctx);
  let emailed = 0;
  for (const row of await listDueForEmail(ctx.db, now.toISOString())) {
    emailed += await inTransaction(ctx.db, async (trx) => {
      const fresh = await findById(trx, row.id);
      return fresh ? emailIfDue(ctx, trx, fresh, now) : 0;
    });
  }
  return { hasBroadcast, emailed };
}

/** The family's part of its data export: the announcements it was e-mailed, and when. */
export async function exportFamilyAnnouncements(db: Db, userId: string) {
  return { emailed: (await listEmailedTo(db, userId)).map((r) => ({ title: r.title, emailedAt: r.created_at })) };
}
