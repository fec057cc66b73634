/**
 * Training sessions (issue 38; docs/product.md, Training sessions): the schedule's rows, made from
 * the plans' weekly windows for the coming season. Generation is idempotent across runs and
 * instances: each regular session has a unique slot (group and date), so a second run, or a second
 * instance running at the same moment, inserts nothing more, and only the run that made a session
 * writes its "created" history.
 */
import { formatAddress } from '#shared/academy';
import { SESSION_WEEKS_AHEAD, plannedSessions } from '#shared/sessions';
import { academyMidnight, addDays } from '#shared/progress/time';
import type { TSessionRange, TStaffSessions } from '#shared/validation/sessions';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { timeOrderedId } from '#server/db/ids';
import { inTransaction } from '#server/db/transaction';
import { insertChanges, insertMissingSessions, listSessions } from './queries';

/** Makes the regular sessions of the coming weeks that do not exist yet; returns how many it made. */
export async function generateSessions(db: Db, now = new Date(), weeks = SESSION_WEEKS_AHEAD): Promise<number> {
  const location = formatAddress();
  const rows = plannedSessions(now, weeks).map((s) => ({
    id: timeOrderedId(),
    group_id: s.groupId,
    slot_key: s.slotKey,
    local_date: s.date,
    starts_at: s.startsAt,
    ends_at: s.endsAt,
    location,
  }));
  return inTransaction(db, async (trx) => {
    const ids = await insertMissingSessions(trx, rows);
    await insertChanges(
      trx,
      ids.map((id) => ({ id: timeOrderedId(), session_id: id, changed_by: null, change: 'created' as const, detail: JSON.stringify({ by: 'schedule' }) })),
    );
    return ids.length;
  });
}

/** The sessions of the academy's days [from, from + days) as staff see them, in order. */
export async function staffSessions(ctx: AppContext, range: TSessionRange): Promise<TStaffSessions> {
  const rows = await listSessions(ctx.db, academyMidnight(range.from).toISOString(), academyMidnight(addDays(range.from, range.days)).toISOString());
  return {
    sessions: rows.map((r) => ({
      id: r.id,
      groupId: r.group_id as 'core' | 'pro',
      date: r.local_date,
      startsAt: r.starts_at,
      endsAt: r.ends_at,
      location: r.location,
      status: r.status,
      cancelReason: r.cancel_reason,
    })),
  };
}
