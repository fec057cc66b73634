/**
 * Admins split a plan into birth-year groups and archive them (issue 38, point 1; docs/product.md,
 * Training sessions: Groups; decision 070). One transaction per change, under the groups' lock:
 * refuse a split that shares a year with another of its plan, write the group and the audit row,
 * then put the schedule in step (`regroup`):
 * - a group that no longer trains (archived, or a plan's own group whose years all went to splits)
 *   has its coming regular sessions cancelled ("Replaced by the new training groups"), never
 *   deleted; their slots are freed, so the group's sessions come back if it trains again;
 * - the groups that train get their season's sessions (the schedule's generation);
 * - a family's "Can't make it" for a coming session of the athlete's former group moves to the
 *   new group's session of the same day, so no reply is lost and none counts twice.
 * Families' schedules simply show the new group's sessions at the same times: no urgent notice.
 */
import { AppError } from '#shared/errors';
import { describeYears, isPlanWide, overlappingGroup, type TrainingGroup, groupFor, trainingGroups, yearsTaken } from '#shared/training-groups';
import { TRAINING_GROUP_MESSAGES as M, type TAddTrainingGroupInput, type TTrainingGroup, type TTrainingGroups } from '#shared/validation/training-groups';
import { recordAudit } from '#server/audit/audit';
import type { SessionUser } from '#server/auth/session';
import type { AppContext } from '#server/context';
import { timeOrderedId } from '#server/db/ids';
import { inTransaction, type Trx } from '#server/db/transaction';
import { insertChange } from './admin-queries';
import { generateSessions } from './generate';
import {
  archiveGroupRow,
  findGroup,
  type GroupRow,
  insertGroup,
  listActiveGroups,
  listAllGroups,
  listComingRegularSessions,
  listComingReplies,
  listSessionsBySlot,
  lockGroups,
  moveReply,
  retireSession,
  toGroup,
} from './group-queries';

type Admin = Pick<SessionUser, 'id' | 'email'>;

/** The note beside a session a change of groups replaced. */
export const REPLACED_NOTE = 'Replaced by the new training groups: the same time is on each athlete’s schedule.';

function toApiGroup(row: Pick<GroupRow, 'id' | 'tier' | 'birth_years' | 'label' | 'created_at'>, active: TrainingGroup[]): TTrainingGroup {
  const group = toGroup(row);
  return { ...group, birthYears: group.birthYears ? [...group.birthYears] : null, yearsTaken: yearsTaken(active, group), isPlanWide: isPlanWide(group), createdAt: new Date(row.created_at).toISOString() };
}

/** The active groups, each with the birth years it takes now (coaches and admins). */
export async function listGroups(ctx: Pick<AppContext, 'db'>): Promise<TTrainingGroups> {
  const rows = (await listAllGroups(ctx.db)).filter((r) => r.archived_at === null);
  const active = rows.map(toGroup);
  return { groups: rows.map((r) => toApiGroup(r, active)) };
}

/** A birth-year split of a plan; refused (409, nothing written) when another split of the plan takes one of its years. */
export async function addGroup(ctx: AppContext, admin: Admin, input: TAddTrainingGroupInput, now = new Date()): Promise<TTrainingGroup> {
  const at = now.toISOString();
  const row = { id: timeOrderedId(now.getTime()), tier: input.tier, birth_years: input.birthYears.join(','), label: input.label, created_by: admin.id, created_at: at };
  const group = await inTransaction(ctx.db, async (trx) => {
    await lockGroups(trx);
    const before = await listActiveGroups(trx);
    const overlap = overlappingGroup(before, { tier: input.tier, birthYears: input.birthYears });
    if (overlap) {
      const shared = input.birthYears.filter((year) => overlap.birthYears!.includes(year));
      throw new AppError('CONFLICT', M.overlap(overlap.label, describeYears(shared)), { birthYears: M.overlap(overlap.label, describeYears(shared)) });
    }
    await insertGroup(trx, row);
    const after = [...before, toGroup(row)];
    const replaced = await regroup(trx, admin, before, after, now);
    await recordAudit(
      trx,
      { actor: admin, action: 'session-group.added', target: { type: 'training_group', id: row.id }, summary: `Added the group ${row.label} (${input.tier}, born ${describeYears(input.birthYears)})`, details: { replaced } },
      now,
    );
    return toApiGroup(row, after);
  });
  ctx.events.publish('everyone', [{ type: 'sessions' }]);
  return group;
}

/** Archives a split: its years go back to the plan's own group. A plan's own group is never archived. */
export async function archiveGroup(ctx: AppContext, admin: Admin, groupId: string, now = new Date()): Promise<TTrainingGroup> {
  const group = await inTransaction(ctx.db, async (trx) => {
    await lockGroups(trx);
    const row = await findGroup(trx, groupId);
    if (!row) throw new AppError('NOT_FOUND', M.notFound);
    if (row.birth_years === null) throw new AppError('CONFLICT', M.planWide);
    if (row.archived_at !== null || !(await archiveGroupRow(trx, groupId, admin.id, now.toISOString()))) throw new AppError('CONFLICT', M.alreadyArchived);
    const before = await listActiveGroups(trx);
    const after = before.filter((g) => g.id !== groupId);
    before.push(toGroup(row));
    const replaced = await regroup(trx, admin, before, after, now);
    await recordAudit(trx, { actor: admin, action: 'session-group.archived', target: { type: 'training_group', id: groupId }, summary: `Archived the group ${row.label}`, details: { replaced } }, now);
    return { ...toApiGroup(row, after), yearsTaken: [] };
  });
  ctx.events.publish('everyone', [{ type: 'sessions' }]);
  return group;
}

/** Puts the schedule in step with the new groups (see the header); returns how many sessions it replaced. */
async function regroup(trx: Trx, admin: Admin, before: TrainingGroup[], after: TrainingGroup[], now: Date): Promise<number> {
  const at = now.toISOString();
  const stillTraining = new Set(trainingGroups(after).map((g) => g.id));
  const stopped = trainingGroups(before).filter((g) => !stillTraining.has(g.id));
  const replaced = await listComingRegularSessions(trx, stopped.map((g) => g.id), at);
  for (const session of replaced) {
    const changeId = timeOrderedId(now.getTime());
    if (!(await retireSession(trx, { id: session.id, slot_key: session.slot_key!, sequence: Number(session.sequence) }, changeId, REPLACED_NOTE, at))) {
      throw new AppError('CONFLICT', M.changedMeanwhile);
    }
    await insertChange(trx, {
      id: changeId, session_id: session.id, changed_by: admin.id, change: 'cancelled', created_at: at, isSilent: true,
      detail: { before: { status: 'scheduled' }, after: { status: 'cancelled' }, reason: 'other', note: REPLACED_NOTE, by: 'groups' },
    });
  }
  await generateSessions(trx, now);

  // Replies for coming sessions of the plans that changed follow each athlete to their new group.
  const tiers = new Set([...before, ...after].filter((g) => !before.some((b) => b.id === g.id) || !after.some((a) => a.id === g.id)).map((g) => g.tier));
  const tierOf = new Map((await listAllGroups(trx)).map((g) => [g.id, g.tier]));
  const replies = await listComingReplies(trx, [...tierOf].filter(([, tier]) => tiers.has(tier)).map(([id]) => id), at);
  const moves = replies.flatMap((reply) => {
    const target = groupFor(after, tierOf.get(reply.group_id)!, Number(reply.birth_year));
    return target.id === reply.group_id ? [] : [{ reply, slot: `${target.id}:${String(reply.local_date)}` }];
  });
  const slots = await listSessionsBySlot(trx, moves.map((m) => m.slot));
  for (const { reply, slot } of moves) {
    const to = slots.get(slot);
    if (to?.status === 'scheduled') await moveReply(trx, { ...reply, reported_at: new Date(reply.reported_at).toISOString() }, to.id);
  }
  return replaced.length;
}
