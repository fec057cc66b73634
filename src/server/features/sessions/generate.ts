/**
 * The schedule's own generation (issue 38, point 1; docs/product.md, Training sessions): the regular
 * sessions of the coming season for each group that trains (a plan's own group while some birth year
 * is left to it, and each birth-year split). Idempotent across runs and instances: each regular
 * session has a unique slot (group and date), so a second run, or a second instance at the same
 * moment, inserts nothing more, and only the run that made a session writes its "created" history.
 */
import { formatAddress } from '#shared/academy';
import { plannedSessions, SESSION_WEEKS_AHEAD, sessionGroupsOf } from '#shared/sessions';
import { trainingGroups } from '#shared/training-groups';
import type { Db } from '#server/db/database';
import { timeOrderedId } from '#server/db/ids';
import { inTransaction, type Trx } from '#server/db/transaction';
import { listActiveGroups, lockGroups } from './group-queries';
import { insertChanges, insertMissingSessions } from './queries';

/** Makes the regular sessions of the coming weeks that do not exist yet; returns how many it made. */
export async function generateSessions(db: Db | Trx, now = new Date(), weeks = SESSION_WEEKS_AHEAD): Promise<number> {
  const location = formatAddress();
  return inTransaction(db, async (trx) => {
    // Read under the groups' lock: a change of groups and this run never interleave.
    await lockGroups(trx);
    const groups = sessionGroupsOf(trainingGroups(await listActiveGroups(trx)));
    const rows = plannedSessions(now, weeks, groups).map((s) => ({
      id: timeOrderedId(),
      group_id: s.groupId,
      slot_key: s.slotKey,
      local_date: s.date,
      starts_at: s.startsAt,
      ends_at: s.endsAt,
      location,
    }));
    const ids = await insertMissingSessions(trx, rows);
    await insertChanges(
      trx,
      ids.map((id) => ({ id: timeOrderedId(), session_id: id, changed_by: null, change: 'created' as const, detail: JSON.stringify({ by: 'schedule' }) })),
    );
    return ids.length;
  });
}
