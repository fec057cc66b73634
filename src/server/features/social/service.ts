/**
 * Friendships between families (docs/product.md, Social Hub). A request goes from one family to
 * another, found by the player search or by e-mail; the addressee accepts or rejects it, the
 * requester may cancel it while it waits, and either family may end a friendship. One row per pair
 * of families (the pair is unique in the database), so a request is refused while any relationship
 * exists in either direction. Only academy families (with a membership) find and ask others, and only
 * they can be found or asked. Other families are seen by display name and their athletes by first
 * name, each with the last word's initial only; a request by e-mail answers the same whether or not
 * the address belongs to a family.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '#shared/errors';
import { avatarInitial, publicName } from '#shared/names';
import { SEARCH_LIMIT, SOCIAL_MESSAGES } from '#shared/social';
import { publicAthleteName } from '#shared/validation/athletes';
import type {
  TFamilySearchResponse,
  TFriendRequestsResponse,
  TFriendsBoardResponse,
  TFriendsResponse,
  TRelationship,
  TSocialAccess,
  TSocialMessage,
} from '#shared/validation/social';
import type { AppContext, ProgressEffects } from '#server/context';
import type { Db } from '#server/db/database';
import { inTransaction, type Trx } from '#server/db/transaction';
import { currentPeriod } from '../leaderboards/service';
import { announceProgress, lockAthleteProgress, runAfterProgress } from '../progress/service';
import {
  answerRequest,
  countFamilyFriends,
  deleteRelationship,
  findPair,
  findParentId,
  findParentIdByEmail,
  findRelationshipOf,
  insertRequest,
  isAcademyFamily,
  listAccepted,
  listAllOf,
  listAthleteIds,
  listFamilyNames,
  listPending,
  listPeriodXp,
  listVisibleAthletes,
  type RelationshipRow,
  searchFamilyIds,
  showInSent,
} from './queries';

type FamilyCard = { displayName: string; athletes: { displayName: string }[] };
type FamilyName = { id: string; name: string; display_name: string | null };

/** What a family without a name shows. */
const UNNAMED_FAMILY = 'Academy family';

/**
 * A family's name as other families see it: its display name (the profile's, else the account's
 * name), cut as an athlete's is ("Ana R."): setup writes the parent's full name there.
 */
const nameOf = (n: FamilyName) => publicName(n.display_name?.trim() || n.name, UNNAMED_FAMILY);

/** Other families as the hub shows them: their public name and visible athletes' first names and initials. */
async function familyCards(db: Db, familyIds: string[], known?: FamilyName[]): Promise<Map<string, FamilyCard>> {
  const [names, athletes] = await Promise.all([known ?? listFamilyNames(db, familyIds), listVisibleAthletes(db, familyIds)]);
  const cards = new Map<string, FamilyCard>();
  for (const n of names) cards.set(n.id, { displayName: nameOf(n), athletes: [] });
  for (const a of athletes) cards.get(a.parent_id)?.athletes.push({ displayName: publicAthleteName(a.name) });
  return cards;
}

/** Whether the family may look for others: only a family of the academy (with a membership) may. */
export async function getSocialAccess(db: Db, userId: string, now = new Date()): Promise<TSocialAccess> {
  const canFindFamilies = await isAcademyFamily(db, userId, now.toISOString());
  return { canFindFamilies, message: canFindFamilies ? null : SOCIAL_MESSAGES.membersOnly };
}

/** Refuses a family that is not one of the academy's: it may not look for, or ask, other families. */
async function requireAcademyFamily(db: Db | Trx, userId: string, now: Date): Promise<void> {
  if (!(await isAcademyFamily(db, userId, now.toISOString()))) throw new AppError('FORBIDDEN', SOCIAL_MESSAGES.membersOnly);
}

/**
 * The player search (docs/product.md, Social Hub: display name, excluding oneself, at most 10 families, parents
 * only): only for an academy family, and it finds only academy families. A family matches on at most
 * three words, so three rows per family more than the limit tell whether more matched.
 */
export async function searchFamilies(db: Db, viewerId: string, q: string, now = new Date()): Promise<TFamilySearchResponse> {
  await requireAcademyFamily(db, viewerId, now);
  const matched = await searchFamilyIds(db, { prefix: q.toLowerCase(), viewerId, limit: (SEARCH_LIMIT + 1) * 3, now: now.toISOString() });
  const parents = new Map((await listFamilyNames(db, matched)).filter((n) => n.role === 'parent').map((n) => [n.id, n]));
  const found = matched.filter((id) => parents.has(id));
  const ids = found.slice(0, SEARCH_LIMIT);
  const cards = await familyCards(db, ids, ids.map((id) => parents.get(id)!));
  return { families: ids.flatMap((id) => (cards.has(id) ? [{ familyId: id, ...cards.get(id)! }] : [])), hasMore: found.length > SEARCH_LIMIT };
}

function otherSide(row: RelationshipRow, userId: string): string {
  return row.requester_id === userId ? row.addressee_id : row.requester_id;
}

async function toRelationships(db: Db, userId: string, rows: RelationshipRow[], since: (r: RelationshipRow) => string): Promise<TRelationship[]> {
  const cards = await familyCards(db, rows.map((r) => otherSide(r, userId)));
  return rows.flatMap((r) => {
    const card = cards.get(otherSide(r, userId));
    return card ? [{ id: r.id, since: since(r), ...card }] : [];
  });
}

export async function getFriends(db: Db, userId: string): Promise<TFriendsResponse> {
  const rows = await listAccepted(db, userId);
  return { friends: await toRelationships(db, userId, rows, (r) => r.responded_at ?? r.created_at) };
}

export async function getRequests(db: Db, userId: string): Promise<TFriendRequestsResponse> {
  const [received, sent] = await Promise.all([listPending(db, userId, 'received'), listPending(db, userId, 'sent')]);
  const [receivedView, sentView] = await Promise.all([
    toRelationships(db, userId, received, (r) => r.created_at),
    toRelationships(db, userId, sent, (r) => r.created_at),
  ]);
  return { received: receivedView, sent: sentView };
}

/** Both families' open pages hear that their friendships or requests changed. */
function announceSocial(ctx: AppContext, familyIds: string[]): void {
  for (const userId of familyIds) ctx.events.publish({ userId }, [{ type: 'social' }]);
}

/**
 * A request to a family found by the search. Refused with "Request already exists" while any
 * relationship exists between the two families in either direction (docs/product.md, Social Hub).
 */
export async function sendRequestById(ctx: AppContext, requesterId: string, familyId: string, now = new Date()): Promise<TSocialMessage> {
  if (familyId === requesterId) throw new AppError('VALIDATION', SOCIAL_MESSAGES.toSelf, { familyId: SOCIAL_MESSAGES.toSelf });
  await requireAcademyFamily(ctx.db, requesterId, now);
  const addresseeId = await findParentId(ctx.db, familyId);
  // Only an academy family can be found, so only one can be asked by its id.
  if (!addresseeId || !(await isAcademyFamily(ctx.db, addresseeId, now.toISOString()))) throw new AppError('NOT_FOUND', SOCIAL_MESSAGES.familyNotFound);
  const isCreated = await inTransaction(ctx.db, async (trx) => {
    if (await insertRequest(trx, { id: randomUUID(), requesterId, addresseeId, isByEmail: false, now: now.toISOString() })) return true;
    // Asked by e-mail before and still waiting: now asked by name, it is listed in Sent like a new one
    // (answering "already exists" would tell the requester whose address that was).
    const existing = await findPair(trx, requesterId, addresseeId);
    if (existing?.status === 'pending' && existing.requester_id === requesterId && existing.is_by_email === 1) {
      await showInSent(trx, existing.id);
      return false;
    }
    throw new AppError('CONFLICT', SOCIAL_MESSAGES.alreadyExistsDetail);
  });
  if (isCreated) announceSocial(ctx, [addresseeId]);
  announceSocial(ctx, [requesterId]);
  return { message: SOCIAL_MESSAGES.sent };
}

/**
 * A request by e-mail. The answer is the same whether the address belongs to a family, to nobody,
 * or to a family this one already has a relationship with: only one's own address is refused (the
 * family knows it already). Differs from the spec, whose "User not found" would let anyone test
 * addresses. A request sent this way is not listed in the requester's Sent tab, for the same reason.
 */
export async function sendRequestByEmail(ctx: AppContext, requester: { id: string; email: string }, email: string, now = new Date()): Promise<TSocialMessage> {
  if (email === requester.email.toLowerCase()) throw new AppError('VALIDATION', SOCIAL_MESSAGES.toSelf, { email: SOCIAL_MESSAGES.toSelf });
  await requireAcademyFamily(ctx.db, requester.id, now);
  const addresseeId = await findParentIdByEmail(ctx.db, email);
  if (addresseeId && addresseeId !== requester.id && (await isAcademyFamily(ctx.db, addresseeId, now.toISOString()))) {
    const isCreated = await insertRequest(ctx.db, { id: randomUUID(), requesterId: requester.id, addresseeId, isByEmail: true, now: now.toISOString() });
    if (isCreated) announceSocial(ctx, [addresseeId]);
  }
  return { message: SOCIAL_MESSAGES.sentByEmail };
}

/**
 * Every athlete of both families counts the family's friends (decision 033): after a friendship
 * begins or ends, their achievements are checked through the progress path, where each unlock is
 * paid once under its unique reference.
 */
async function evaluateFamilies(ctx: AppContext, trx: Trx, familyIds: string[], now: Date) {
  const byAthlete: { athleteId: string; familyId: string; effects: ProgressEffects }[] = [];
  for (const familyId of familyIds) {
    for (const athleteId of await listAthleteIds(trx, [familyId])) {
      await lockAthleteProgress(trx, athleteId, ctx.dialect === 'postgres');
      byAthlete.push({ athleteId, familyId, effects: await runAfterProgress(ctx, trx, athleteId, now) });
    }
  }
  return byAthlete;
}

/** The addressee answers a pending request; anyone else, or an answered request, is a 404. */
export async function respondToRequest(ctx: AppContext, userId: string, id: string, decision: 'accept' | 'reject', now = new Date()): Promise<TSocialMessage> {
  const status = decision === 'accept' ? 'accepted' : 'rejected';
  const outcome = await inTransaction(ctx.db, async (trx) => {
    const row = await findRelationshipOf(trx, id, userId);
    if (!row || row.addressee_id !== userId || !(await answerRequest(trx, id, userId, status, now.toISOString()))) {
      throw new AppError('NOT_FOUND', SOCIAL_MESSAGES.requestNotFound);
    }
    const effects = status === 'accepted' ? await evaluateFamilies(ctx, trx, [row.requester_id, row.addressee_id], now) : [];
    return { requesterId: row.requester_id, effects };
  });
  for (const e of outcome.effects) announceProgress(ctx, e.familyId, e.athleteId, e.effects, false);
  announceSocial(ctx, [outcome.requesterId, userId]);
  return { message: status === 'accepted' ? SOCIAL_MESSAGES.accepted : SOCIAL_MESSAGES.rejected };
}

/** The requester withdraws a request still waiting (tab Sent). */
export async function cancelRequest(ctx: AppContext, userId: string, id: string): Promise<TSocialMessage> {
  const row = await findRelationshipOf(ctx.db, id, userId);
  if (!row || !(await deleteRelationship(ctx.db, id, 'pending', { requesterId: userId }))) throw new AppError('NOT_FOUND', SOCIAL_MESSAGES.requestNotFound);
  announceSocial(ctx, [row.requester_id, row.addressee_id]);
  return { message: SOCIAL_MESSAGES.cancelled };
}

/** Either family ends a friendship; the row goes, so either may ask again later. */
export async function removeFriend(ctx: AppContext, userId: string, id: string): Promise<TSocialMessage> {
  const row = await findRelationshipOf(ctx.db, id, userId);
  if (!row || !(await deleteRelationship(ctx.db, id, 'accepted', { memberId: userId }))) throw new AppError('NOT_FOUND', SOCIAL_MESSAGES.friendNotFound);
  announceSocial(ctx, [row.requester_id, row.addressee_id]);
  return { message: SOCIAL_MESSAGES.removed };
}

/** How many families the athlete's family is friends with (the friends_count achievements). */
export async function getFriendCount(db: Db | Trx, athleteId: string): Promise<number> {
  return countFamilyFriends(db, athleteId);
}

/**
 * The friends' board: this week's XP of the family's own athletes and its friends' athletes, from
 * the period totals. Friends' athletes by first name; an athlete hidden from boards by its family
 * is left out (its own family still sees it). Equal XP: whoever reached it first.
 */
export async function getFriendsBoard(db: Db, userId: string, now = new Date()): Promise<TFriendsBoardResponse> {
  const period = currentPeriod('week', now);
  const friendIds = (await listAccepted(db, userId)).map((r) => otherSide(r, userId));
  const [rows, names] = await Promise.all([
    listPeriodXp(db, { periodType: 'week', periodStart: period.start, viewerId: userId, friendIds }),
    listFamilyNames(db, [userId, ...friendIds]),
  ]);
  const familyName = new Map(names.map((n) => [n.id, nameOf(n)]));
  const sorted = rows
    .map((r) => ({ ...r, xp: Number(r.xp ?? 0) }))
    .sort((a, b) => b.xp - a.xp || String(a.updated_at ?? '').localeCompare(String(b.updated_at ?? '')) || a.id.localeCompare(b.id));
  return {
    periodStart: period.start,
    entries: sorted.map((r, i) => {
      const isOwn = r.parent_id === userId;
      const displayName = isOwn ? r.name : publicAthleteName(r.name);
      return { rank: i + 1, displayName, initial: avatarInitial(displayName), familyName: familyName.get(r.parent_id) ?? '', xp: r.xp, isOwn };
    }),
  };
}

/** The family's part of its data export: every relationship it takes part in, by the other family's name. */
export async function exportFriendships(db: Db, userId: string) {
  const rows = await listAllOf(db, userId);
  const names = await listFamilyNames(db, rows.map((r) => otherSide(r, userId)));
  const nameById = new Map(names.map((n) => [n.id, nameOf(n)]));
  return rows.map((r) => ({
    otherFamily: nameById.get(otherSide(r, userId)) ?? null,
    direction: r.requester_id === userId ? 'sent' : 'received',
    status: r.status,
    createdAt: r.created_at,
    respondedAt: r.responded_at,
  }));
}
