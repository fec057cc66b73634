/**
 * Conversations between families and the academy (docs/product.md, Messages). A thread belongs to
 * the family's account, the parent, never to a child: athletes have no login, so every message from
 * staff reaches a guardian (docs/product.md, Conversations; SafeSport's Rule of Two by construction).
 * Every read and write of a family's thread names the family: another family's thread id is a 404,
 * exactly like a missing one. Staff (coaches and admins) answer from an inbox; every admin reads
 * every thread, a coach the families' threads only. Messages are never deleted by staff: an admin
 * hides one, and the hiding is audited. A message and its notification are written in one
 * transaction; live events leave after the commit.
 */
import { effectiveMembershipStatus, type MembershipStatus } from '#shared/membership';
import { AppError } from '#shared/errors';
import {
  CONVERSATION_TITLES,
  type ConversationKind,
  MESSAGING_MESSAGES,
  TRAINING_UPDATES_ID,
} from '#shared/messaging';
import { paths } from '#shared/page-paths';
import type {
  TConversationList,
  TConversationSummary,
  TFamilyMessage,
  TFamilyMessagesPage,
  TFamilyMessagesQuery,
  TFamilySummary,
  TInboxPage,
  TInboxQuery,
  TStaffFamiliesPage,
  TStaffFamiliesQuery,
  TStaffThreadPage,
  TThreadMessage,
  TThreadPage,
  TThreadQuery,
  TTrainingUpdates,
} from '#shared/validation/messaging';
import { recordAudit } from '#server/audit/audit';
import type { SessionUser } from '#server/auth/session';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { timeOrderedId } from '#server/db/ids';
import { inTransaction, type Trx } from '#server/db/transaction';
import { cancelNotifications, markNotificationsRead, queueNotifications } from '#server/notifications/queue';
import { familyLocales } from '#server/i18n/family-locales';
import { m } from '#shared/i18n/paraglide/messages';
import { getVisibleAnnouncements } from '../announcements/service';
import {
  advanceReadMarker,
  type ConversationRow,
  countFamilies,
  ensureConversations,
  exportThreads,
  familyDetails,
  familyNameOf,
  type FamilyCursor,
  findConversationForStaff,
  findFamilyConversation,
  findFamilyMessage,
  findMessage,
  hideMessage,
  type InboxCursor,
  insertMessages,
  isParentFamily,
  listAnswered,
  listFamilyIds,
  listStaffIds,
  listStaffMessagesOf,
  listThread,
  listThreadSummaries,
  listWaiting,
  newestMessageId,
  readThroughOf,
  searchFamilies,
  setReadThrough,
  touchAfterFamilyMessage,
  touchAfterStaffMessages,
} from './queries';

export const MESSAGE_NOT_FOUND = 'Not found';
/** How many announcements Training Updates shows (the newest visible ones). */
const TRAINING_UPDATES_LIMIT = 50;

export type Recipient = { id: string; email: string; name: string };
export type StaffSender = { id: string; name: string };

const notFound = () => new AppError('NOT_FOUND', MESSAGING_MESSAGES.notFound);
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';
const staffName = (user: { name: string }) => user.name.trim() || 'Bravo Academy';
const familyName = (user: { name: string }) => user.name.trim() || 'Family';

// --- Live events: after the commit ---

/** The family's open pages, and every staff member's (their inboxes), hear about a change in a thread. */
export async function announceThreadChange(ctx: AppContext, familyIds: string[] | 'everyone'): Promise<void> {
  if (familyIds === 'everyone') ctx.events.publish('everyone', [{ type: 'messages' }]);
  else for (const userId of familyIds) ctx.events.publish({ userId }, [{ type: 'messages' }]);
  if (familyIds === 'everyone') return;
  const staff = await listStaffIds(ctx.db);
  for (const userId of staff) if (!familyIds.includes(userId)) ctx.events.publish({ userId }, [{ type: 'messages' }]);
}

/** Every staff member's open pages hear that something waits for them (the assistant's safety flag). */
export async function announceToStaff(ctx: Pick<AppContext, 'db' | 'events'>): Promise<void> {
  for (const userId of await listStaffIds(ctx.db)) ctx.events.publish({ userId }, [{ type: 'messages' }]);
}

// --- Sending ---

type StaffMessageInput = { subject?: string | null; body: string; isUrgent?: boolean };

/**
 * Staff messages to families, each in the family's support thread (made if missing), and one
 * notification each (e-mailed by the notifications job if still unread after 10 minutes), in the
 * caller's transaction: all of them or none. Returns the message ids in the recipients' order.
 * The admin's Families tab and churn radar send through this (`appUrl` is kept for their calls).
 */
export async function sendStaffMessages(
  trx: Trx,
  sender: StaffSender,
  recipients: readonly { id: string; email?: string; name?: string }[],
  message: StaffMessageInput,
  _appUrl?: string,
  now = new Date(),
): Promise<string[]> {
  return writeStaffMessages(trx, sender, recipients.map((r) => r.id), 'support', message, now);
}

async function writeStaffMessages(trx: Trx, sender: StaffSender, familyIds: string[], kind: ConversationKind, message: StaffMessageInput, now: Date): Promise<string[]> {
  const at = now.toISOString();
  const threads = await ensureConversations(trx, [...new Set(familyIds)], kind, () => timeOrderedId(now.getTime()), at);
  const rows = familyIds.map((familyId) => ({
    id: timeOrderedId(now.getTime()),
    conversation_id: threads.get(familyId)!,
    family_id: familyId,
    author_role: 'staff' as const,
    author_id: sender.id,
    author_name: sender.name,
    subject: message.subject ?? null,
    body: message.body,
    is_urgent: message.isUrgent ? 1 : 0,
    created_at: at,
  }));
  await insertMessages(trx, rows);
  await touchAfterStaffMessages(trx, rows.map((r) => ({ conversationId: r.conversation_id, messageId: r.id })), at);
  const localeOf = await familyLocales(trx, rows.map((r) => r.family_id));
  await queueNotifications(
    trx,
    rows.map((r) => ({
      familyId: r.family_id,
      kind: 'message' as const,
      sourceId: r.id,
      title: message.subject || m.push_new_message({ name: sender.name }, { locale: localeOf(r.family_id) }),
      body: message.body,
      url: paths.messages(),
      isUrgent: message.isUrgent ?? false,
    })),
    now,
  );
  return rows.map((r) => r.id);
}

/** A coach's message in one family's Coach thread (a weekly plan's nudge), in the caller's transaction; returns its id. */
export async function sendCoachMessage(trx: Trx, sender: { id: string; name: string }, familyId: string, message: StaffMessageInput, now = new Date()): Promise<string> {
  const [id] = await writeStaffMessages(trx, { id: sender.id, name: staffName(sender) }, [familyId], 'coach', message, now);
  return id!;
}

// --- The family's side ---

function toThreadMessage(row: { id: string; author_role: string; author_name: string; subject: string | null; body: string; is_urgent: number; created_at: string }): TThreadMessage {
  return {
    id: row.id,
    authorRole: row.author_role as TThreadMessage['authorRole'],
    authorName: row.author_name,
    subject: row.subject,
    body: row.body,
    isUrgent: row.is_urgent === 1,
    createdAt: row.created_at,
  };
}

/** The family's support and coach threads with their last message and unread count, made on its first visit. */
async function familyThreadSummaries(db: Db, familyId: string, now: Date) {
  const rows = await listThreadSummaries(db, familyId);
  if (rows.length >= 2) return rows;
  await inTransaction(db, async (trx) => {
    for (const kind of ['support', 'coach'] as const) await ensureConversations(trx, [familyId], kind, () => timeOrderedId(now.getTime()), now.toISOString());
  });
  return listThreadSummaries(db, familyId);
}

async function trainingUpdatesOf(db: Db, familyId: string, now: Date): Promise<TTrainingUpdates> {
  const [visible, readThrough] = await Promise.all([getVisibleAnnouncements(db, familyId, now, TRAINING_UPDATES_LIMIT), readThroughOf(db, familyId)]);
  const updates = visible
    .map((a) => ({ id: a.id, title: a.title, message: a.message, type: a.type, createdAt: a.createdAt, isUnread: readThrough === null || a.createdAt > readThrough }))
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  return { updates, unreadCount: updates.filter((u) => u.isUnread).length };
}

/** The family's Academy Support thread, made if missing (a safeguarding case links to it). */
export async function supportThreadOf(trx: Trx, familyId: string, now: Date): Promise<string> {
  const threads = await ensureConversations(trx, [familyId], 'support', () => timeOrderedId(now.getTime()), now.toISOString());
  return threads.get(familyId)!;
}

/** The Messages page's list: Academy Support, Coach, Training Updates (the spec's Conversation entity). */
export async function getConversationList(db: Db, familyId: string, now = new Date()): Promise<TConversationList> {
  const [threads, updates] = await Promise.all([familyThreadSummaries(db, familyId, now), trainingUpdatesOf(db, familyId, now)]);
  const summaries = (['support', 'coach'] as const).map((kind): TConversationSummary => {
    const thread = threads.find((t) => t.kind === kind)!;
    return {
      id: thread.id,
      title: CONVERSATION_TITLES[kind],
      type: kind,
      lastMessage: thread.last_body ?? null,
      lastMessageTime: thread.last_at ? new Date(thread.last_at).toISOString() : null,
      unreadCount: Number(thread.unread ?? 0),
    };
  });
  const newest = updates.updates[0];
  summaries.push({
    id: TRAINING_UPDATES_ID,
    title: CONVERSATION_TITLES.announcement,
    type: 'announcement',
    lastMessage: newest ? newest.title : null,
    lastMessageTime: newest?.createdAt ?? null,
    unreadCount: updates.unreadCount,
  });
  return { conversations: summaries, totalUnread: summaries.reduce((sum, s) => sum + s.unreadCount, 0) };
}

async function requireFamilyConversation(db: Db | Trx, familyId: string, id: string): Promise<ConversationRow> {
  const thread = await findFamilyConversation(db, familyId, id);
  if (!thread) throw notFound();
  return thread;
}

/** One page of the family's thread, newest first; hidden messages are not shown to the family. */
export async function getThread(db: Db, familyId: string, id: string, query: TThreadQuery): Promise<TThreadPage> {
  const thread = await requireFamilyConversation(db, familyId, id);
  const rows = await listThread(db, thread.id, query.limit, query.cursor, false);
  const shown = rows.slice(0, query.limit);
  return {
    conversation: { id: thread.id, kind: thread.kind, title: CONVERSATION_TITLES[thread.kind] },
    messages: shown.map(toThreadMessage),
    nextCursor: rows.length > query.limit ? shown.at(-1)!.id : null,
    lastReadId: thread.family_last_read_id,
  };
}

/** The family writes in its own thread; the thread then waits for staff (from its oldest unanswered message). */
export async function postFamilyMessage(ctx: AppContext, family: Pick<SessionUser, 'id' | 'name'>, id: string, body: string, now = new Date()): Promise<TThreadMessage> {
  const row = await inTransaction(ctx.db, async (trx) => {
    const thread = await requireFamilyConversation(trx, family.id, id);
    const name = (await familyNameOf(trx, family.id)) ?? familyName(family);
    const at = now.toISOString();
    const message = {
      id: timeOrderedId(now.getTime()),
      conversation_id: thread.id,
      family_id: family.id,
      author_role: 'family' as const,
      author_id: family.id,
      author_name: name,
      subject: null,
      body,
      is_urgent: 0,
      created_at: at,
    };
    await insertMessages(trx, [message]);
    await touchAfterFamilyMessage(trx, thread.id, message.id, at);
    return message;
  });
  await announceThreadChange(ctx, [family.id]);
  return toThreadMessage(row);
}

async function totalUnreadOf(db: Db, familyId: string, now: Date): Promise<number> {
  return (await getConversationList(db, familyId, now)).totalUnread;
}

/** The family has read its thread up to the newest message; their notifications stop. */
export async function markConversationRead(ctx: AppContext, familyId: string, id: string, now = new Date()) {
  const hasChanged = await inTransaction(ctx.db, async (trx) => {
    const thread = await requireFamilyConversation(trx, familyId, id);
    const newest = await newestMessageId(trx, thread.id);
    if (!newest) return false;
    const covered = await advanceReadMarker(trx, thread, newest, now.toISOString());
    await markNotificationsRead(trx, familyId, 'message', covered, now);
    return covered.length > 0;
  });
  // The family's other open tabs update their badge.
  if (hasChanged) ctx.events.publish({ userId: familyId }, [{ type: 'messages' }]);
  return { unreadCount: 0, totalUnread: await totalUnreadOf(ctx.db, familyId, now) };
}

export async function getTrainingUpdates(db: Db, familyId: string, now = new Date()): Promise<TTrainingUpdates> {
  return trainingUpdatesOf(db, familyId, now);
}

/** Training Updates read: the marker moves to now; the announcements' notifications stop. */
export async function markTrainingUpdatesRead(ctx: AppContext, familyId: string, now = new Date()) {
  const updates = await trainingUpdatesOf(ctx.db, familyId, now);
  await inTransaction(ctx.db, async (trx) => {
    await setReadThrough(trx, familyId, now.toISOString());
    await markNotificationsRead(trx, familyId, 'announcement', updates.updates.map((u) => u.id), now);
  });
  ctx.events.publish({ userId: familyId }, [{ type: 'messages' }]);
  return { unreadCount: 0, totalUnread: await totalUnreadOf(ctx.db, familyId, now) };
}

// --- The dashboard's "Messages from the academy" (staff messages across the family's threads) ---

function toFamilyMessage(row: { id: string; subject: string | null; body: string; author_name: string; created_at: string; family_last_read_id: string | null; family_last_read_at: string | null }): TFamilyMessage {
  const isRead = row.family_last_read_id !== null && row.id <= row.family_last_read_id;
  return {
    id: row.id,
    subject: row.subject ?? row.body.replace(/\s+/g, ' ').slice(0, 80),
    body: row.body,
    senderName: row.author_name,
    createdAt: row.created_at,
    readAt: isRead ? (row.family_last_read_at ?? row.created_at) : null,
  };
}

export async function getFamilyMessages(db: Db, familyId: string, page: TFamilyMessagesQuery, now = new Date()): Promise<TFamilyMessagesPage> {
  const [rows, list] = await Promise.all([listStaffMessagesOf(db, familyId, page.limit, page.cursor), getConversationList(db, familyId, now)]);
  const shown = rows.slice(0, page.limit);
  const unreadCount = list.conversations.filter((c) => c.type !== 'announcement').reduce((sum, c) => sum + c.unreadCount, 0);
  return { messages: shown.map(toFamilyMessage), unreadCount, nextCursor: rows.length > page.limit ? shown.at(-1)!.id : null };
}

/** Opening a message marks its thread read up to it. Another family's message answers 404 (Privacy). */
export async function markMessageRead(ctx: AppContext, familyId: string, id: string, now = new Date()): Promise<TFamilyMessage> {
  await inTransaction(ctx.db, async (trx) => {
    const message = await findFamilyMessage(trx, familyId, id);
    if (!message) throw new AppError('NOT_FOUND', MESSAGE_NOT_FOUND);
    const thread = (await findFamilyConversation(trx, familyId, message.conversation_id))!;
    const covered = await advanceReadMarker(trx, thread, message.id, now.toISOString());
    await markNotificationsRead(trx, familyId, 'message', covered, now);
  });
  const [row] = await listStaffMessagesOf(ctx.db, familyId, 1, undefined, id);
  return toFamilyMessage(row!);
}

// --- Staff: the inbox ---

async function summariesOf(db: Db, familyIds: string[], now: Date): Promise<Map<string, TFamilySummary>> {
  const { people, athletes, memberships } = await familyDetails(db, [...new Set(familyIds)]);
  // Each athlete's newest membership, named (decision 040); ended ones only when nothing runs.
  const byAthlete = new Map<string, { userId: string; line: string; isEnded: boolean }>();
  for (const m of memberships) {
    const status = effectiveMembershipStatus({ status: m.status as MembershipStatus, currentPeriodEnd: m.current_period_end, provider: m.provider }, now);
    const plan = m.athlete_name ? `${m.plan} (${firstName(m.athlete_name)})` : m.plan;
    byAthlete.set(m.athlete_id ?? m.id, { userId: m.user_id, line: `${plan} · ${status}`, isEnded: status === 'expired' });
  }
  const plans = new Map<string, string>();
  for (const userId of new Set([...byAthlete.values()].map((m) => m.userId))) {
    const all = [...byAthlete.values()].filter((m) => m.userId === userId);
    const shown = all.some((m) => !m.isEnded) ? all.filter((m) => !m.isEnded) : all;
    plans.set(userId, shown.map((m) => m.line).join(', '));
  }
  const summaries = new Map<string, TFamilySummary>();
  for (const p of people) summaries.set(p.id, { userId: p.id, displayName: p.display_name?.trim() || p.name, phone: p.phone, athletes: [], plan: plans.get(p.id) ?? null });
  for (const a of athletes) summaries.get(a.parent_id)?.athletes.push({ firstName: firstName(a.name), birthYear: a.birth_year });
  return summaries;
}

const encodeInboxCursor = (c: InboxCursor) => `${c.phase}|${c.at}|${c.id}`;
function decodeInboxCursor(value: string | undefined): InboxCursor | undefined {
  if (!value) return undefined;
  const [phase, at, id] = value.split('|');
  if ((phase !== 'w' && phase !== 'a') || !at || !id || Number.isNaN(Date.parse(at))) throw new AppError('VALIDATION', MESSAGING_MESSAGES.badCursor, { cursor: MESSAGING_MESSAGES.badCursor });
  return { phase, at, id };
}

/** Coaches answer families; the threads of staff accounts are the admins'. */
const isCoach = (viewer: Pick<SessionUser, 'role'>) => viewer.role !== 'admin';

/** The staff inbox: threads waiting for an answer, oldest waiting first; then the others, most recent first. */
export async function getInbox(db: Db, viewer: Pick<SessionUser, 'role'>, query: TInboxQuery, now = new Date()): Promise<TInboxPage> {
  const cursor = decodeInboxCursor(query.cursor);
  const parentsOnly = isCoach(viewer);
  const rows: (Awaited<ReturnType<typeof listWaiting>>[number] & { phase: 'w' | 'a' })[] = [];
  if (!cursor || cursor.phase === 'w') {
    for (const r of await listWaiting(db, query.limit + 1, cursor, parentsOnly)) rows.push({ ...r, phase: 'w' });
  }
  if (rows.length <= query.limit) {
    const after = cursor?.phase === 'a' ? cursor : undefined;
    for (const r of await listAnswered(db, query.limit + 1 - rows.length, after, parentsOnly)) rows.push({ ...r, phase: 'a' });
  }
  const shown = rows.slice(0, query.limit);
  const families = await summariesOf(db, shown.map((r) => r.family_id), now);
  const last = shown.at(-1);
  return {
    threads: shown.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: CONVERSATION_TITLES[r.kind],
      family: families.get(r.family_id) ?? { userId: r.family_id, displayName: 'Unknown User', phone: null, athletes: [], plan: null },
      lastMessage: r.last_body,
      lastMessageTime: r.last_message_at,
      waitingSince: r.staff_waiting_since,
    })),
    nextCursor:
      rows.length > query.limit && last
        ? encodeInboxCursor(last.phase === 'w' ? { phase: 'w', at: last.staff_waiting_since!, id: last.id } : { phase: 'a', at: last.last_message_at!, id: last.id })
        : null,
  };
}

/** A thread staff may open: every thread for an admin, a family's (a parent account's) for a coach. */
async function requireStaffConversation(db: Db | Trx, viewer: Pick<SessionUser, 'role'>, id: string) {
  const thread = await findConversationForStaff(db, id);
  if (!thread || (isCoach(viewer) && thread.role !== 'parent')) throw notFound();
  return thread;
}

export async function getStaffThread(db: Db, viewer: Pick<SessionUser, 'role'>, id: string, query: TThreadQuery, now = new Date()): Promise<TStaffThreadPage> {
  const thread = await requireStaffConversation(db, viewer, id);
  const [rows, families] = await Promise.all([listThread(db, thread.id, query.limit, query.cursor, true), summariesOf(db, [thread.family_id], now)]);
  const shown = rows.slice(0, query.limit);
  return {
    conversation: { id: thread.id, kind: thread.kind, title: CONVERSATION_TITLES[thread.kind], waitingSince: thread.staff_waiting_since },
    family: families.get(thread.family_id)!,
    messages: shown.map((r) => ({ ...toThreadMessage(r), hiddenAt: r.hidden_at, hiddenBy: r.hidden_by })),
    nextCursor: rows.length > query.limit ? shown.at(-1)!.id : null,
  };
}

/** A coach or admin answers in the thread (optionally urgent: the e-mail then ignores quiet hours). */
export async function replyInThread(ctx: AppContext, staff: SessionUser, id: string, input: { body: string; isUrgent: boolean }, now = new Date()): Promise<TThreadMessage> {
  const { familyId, messageId } = await inTransaction(ctx.db, async (trx) => {
    const thread = await requireStaffConversation(trx, staff, id);
    const [messageId] = await writeStaffMessages(trx, { id: staff.id, name: staffName(staff) }, [thread.family_id], thread.kind, input, now);
    // Every one-to-one message from staff is on the record, a coach's as an admin's.
    await recordAudit(
      trx,
      {
        actor: { id: staff.id, email: staff.email },
        action: 'message.sent',
        target: { type: 'message', id: messageId! },
        subjectUserId: thread.family_id,
        summary: `Replied in the ${CONVERSATION_TITLES[thread.kind]} thread of ${thread.email}${input.isUrgent ? ' (urgent)' : ''}`,
        details: { conversationId: thread.id },
      },
      now,
    );
    return { familyId: thread.family_id, messageId: messageId! };
  });
  await announceThreadChange(ctx, [familyId]);
  return { id: messageId, authorRole: 'staff', authorName: staffName(staff), subject: null, body: input.body, isUrgent: input.isUrgent, createdAt: now.toISOString() };
}

/**
 * An admin hides a message: gone from the family's view, marked for staff, never deleted; audited.
 * Its pending e-mail and push are cancelled with it.
 */
export async function hideThreadMessage(ctx: AppContext, admin: SessionUser, messageId: string, now = new Date()): Promise<void> {
  const familyId = await inTransaction(ctx.db, async (trx) => {
    const message = await findMessage(trx, messageId);
    if (!message) throw new AppError('NOT_FOUND', MESSAGING_MESSAGES.messageNotFound);
    if (message.hidden_at) return message.family_id;
    await hideMessage(trx, message.id, admin.id, now.toISOString());
    // Hidden before its e-mail or push went out: it never goes (issue 37, point 16).
    await cancelNotifications(trx, 'message', [message.id]);
    await recordAudit(
      trx,
      {
        actor: { id: admin.id, email: admin.email },
        action: 'message.hidden',
        target: { type: 'message', id: message.id },
        subjectUserId: message.family_id,
        summary: `Hid a message in the thread of ${message.email}`,
        details: { conversationId: message.conversation_id, preview: message.body.slice(0, 80) },
      },
      now,
    );
    return message.family_id;
  });
  await announceThreadChange(ctx, [familyId]);
}

// --- Staff: contacts ---

function parseFamilyCursor(cursor: string | undefined): FamilyCursor | undefined {
  if (!cursor) return undefined;
  const at = cursor.lastIndexOf('_');
  const joinedAt = cursor.slice(0, at);
  const id = cursor.slice(at + 1);
  if (at < 1 || !id || Number.isNaN(Date.parse(joinedAt))) throw new AppError('VALIDATION', MESSAGING_MESSAGES.badCursor, { cursor: MESSAGING_MESSAGES.badCursor });
  return { joinedAt, id };
}

/** Families (parent accounts) newest first, by name, phone or an athlete's first name; no e-mail addresses. */
export async function listStaffFamilies(db: Db, query: TStaffFamiliesQuery, now = new Date()): Promise<TStaffFamiliesPage> {
  const cursor = parseFamilyCursor(query.cursor);
  const [rows, total] = await Promise.all([searchFamilies(db, query.q, query.limit + 1, cursor), cursor ? null : countFamilies(db, query.q)]);
  const shown = rows.slice(0, query.limit);
  const summaries = await summariesOf(db, shown.map((r) => r.id), now);
  const last = shown.at(-1);
  return {
    families: shown.map((r) => summaries.get(r.id)!),
    nextCursor: rows.length > query.limit && last ? `${last.created_at}_${last.id}` : null,
    total,
  };
}

/** One family: the message goes to its support thread. */
export async function messageFamily(ctx: AppContext, staff: SessionUser, userId: string, input: { body: string; isUrgent: boolean }, now = new Date()): Promise<{ id: string }> {
  const id = await inTransaction(ctx.db, async (trx) => {
    if (!(await isParentFamily(trx, userId))) throw new AppError('NOT_FOUND', MESSAGING_MESSAGES.familyNotFound);
    const [id] = await writeStaffMessages(trx, { id: staff.id, name: staffName(staff) }, [userId], 'support', input, now);
    await recordAudit(
      trx,
      { actor: { id: staff.id, email: staff.email }, action: 'message.sent', target: { type: 'user', id: userId }, summary: `Sent a message to a family from the contacts${input.isUrgent ? ' (urgent)' : ''}`, details: { messageId: id } },
      now,
    );
    return id!;
  });
  await announceThreadChange(ctx, [userId]);
  return { id };
}

/** Every family the search finds, in one transaction: all the messages and notifications, or none. */
export async function massMessage(ctx: AppContext, staff: SessionUser, input: { q?: string | undefined; body: string; isUrgent: boolean }, now = new Date()): Promise<{ sent: number }> {
  const sent = await inTransaction(ctx.db, async (trx) => {
    const familyIds = await listFamilyIds(trx, input.q);
    if (!familyIds.length) throw new AppError('VALIDATION', MESSAGING_MESSAGES.noRecipients);
    await writeStaffMessages(trx, { id: staff.id, name: staffName(staff) }, familyIds, 'support', input, now);
    await recordAudit(
      trx,
      {
        actor: { id: staff.id, email: staff.email },
        action: 'message.bulk-sent',
        target: { type: 'families' },
        summary: `Sent a mass message to ${familyIds.length} families${input.q?.trim() ? ` matching “${input.q.trim()}”` : ''}`,
        details: { q: input.q ?? '', count: familyIds.length },
      },
      now,
    );
    return familyIds.length;
  });
  // One event to every open page (each reads only its own threads), not one per family.
  await announceThreadChange(ctx, 'everyone');
  return { sent };
}

// --- The family's data export ---

export async function exportFamilyThreads(db: Db, familyId: string) {
  const { conversations, messages } = await exportThreads(db, familyId);
  return {
    threads: conversations.map((c) => ({
      kind: c.kind,
      createdAt: c.created_at,
      messages: messages
        .filter((m) => m.conversation_id === c.id)
        .map((m) => ({ from: m.author_role, name: m.author_name, subject: m.subject, body: m.body, isUrgent: m.is_urgent === 1, hiddenByStaff: m.hidden_at !== null, createdAt: m.created_at })),
    })),
  };
}

// --- Admin analytics (issue 14): read-only counts, see analytics.ts ---
export { countStaffMessages } from './analytics';
