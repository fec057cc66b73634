/**
 * A session's roster (issue 38, point 3): the athletes who train at it, by the same rule as a
 * family's schedule. The attendance sheet reads it, and coaching records results for it (issue 42,
 * point 4) through the service's readSessionRoster.
 */
import { effectiveMembershipStatus } from '#shared/membership';
import { groupFor } from '#shared/training-groups';
import { AppError } from '#shared/errors';
import { ATTENDANCE_MESSAGES } from '#shared/validation/attendance';
import type { Db } from '#server/db/database';
import type { Trx } from '#server/db/transaction';
import { listActiveGroups } from './group-queries';
import { trainsAt } from './trains-at';

type Executor = Db | Trx;

function findFullSession(db: Executor, id: string) {
  return db
    .selectFrom('training_sessions as s')
    .leftJoin('training_groups as g', 'g.id', 's.group_id')
    .select(['s.id', 's.group_id', 'g.label as group_label', 'g.tier', 's.local_date', 's.starts_at', 's.ends_at', 's.location', 's.status', 's.cancel_reason'])
    .where('s.id', '=', id)
    .executeTakeFirst();
}

/** Every membership of a plan tier that may still train (or one athlete's), with its athlete, birth year and open break. */
function listPlanMemberships(db: Executor, tier: 'core' | 'pro', athleteId?: string) {
  const query = db
    .selectFrom('memberships as m')
    .innerJoin('membership_types as t', 't.id', 'm.membership_type_id')
    .innerJoin('athletes as a', 'a.id', 'm.athlete_id')
    .select(['a.id as athlete_id', 'a.name', 'a.parent_id', 'a.birth_year', 'm.status', 'm.current_period_end', 'm.provider'])
    .select((eb) => [
      eb.selectFrom('membership_breaks as b').select('b.starts_at').whereRef('b.membership_id', '=', 'm.id').where('b.resumed_at', 'is', null).where('b.ended_at', 'is', null).limit(1).as('break_starts_at'),
      eb.selectFrom('membership_breaks as b').select('b.ends_at').whereRef('b.membership_id', '=', 'm.id').where('b.resumed_at', 'is', null).where('b.ended_at', 'is', null).limit(1).as('break_ends_at'),
    ])
    .where('t.tier', '=', tier)
    .where('m.status', '!=', 'expired');
  return (athleteId ? query.where('m.athlete_id', '=', athleteId) : query).execute();
}

export type Session = NonNullable<Awaited<ReturnType<typeof findFullSession>>>;
export type RosterAthlete = { athleteId: string; name: string; parentId: string };

/**
 * The athletes who train at this session: the same rule as a family's schedule (the athlete's group,
 * from plan and birth year, is the session's; not expired, not past a cancellation's paid period, not
 * on a break at the start), by name.
 */
export async function rosterOf(db: Executor, session: Session, now: Date, athleteId?: string): Promise<RosterAthlete[]> {
  if (!session.tier) return [];
  const startsAt = new Date(session.starts_at).toISOString();
  const byAthlete = new Map<string, RosterAthlete>();
  const [groups, rows] = await Promise.all([listActiveGroups(db), listPlanMemberships(db, session.tier, athleteId)]);
  for (const row of rows) {
    if (groupFor(groups, session.tier, Number(row.birth_year)).id !== session.group_id) continue;
    const status = effectiveMembershipStatus({ status: row.status, currentPeriodEnd: row.current_period_end, provider: row.provider }, now);
    const pause = row.break_starts_at && row.break_ends_at ? { startsAt: new Date(row.break_starts_at).toISOString(), endsAt: new Date(row.break_ends_at).toISOString() } : null;
    if (status === 'expired' || !trainsAt({ status, currentPeriodEnd: row.current_period_end, pause }, startsAt)) continue;
    byAthlete.set(row.athlete_id, { athleteId: row.athlete_id, name: row.name, parentId: row.parent_id });
  }
  return [...byAthlete.values()].sort((a, b) => a.name.localeCompare(b.name, 'en-US') || (a.athleteId < b.athleteId ? -1 : 1));
}

export async function requireSession(db: Executor, sessionId: string): Promise<Session> {
  const session = await findFullSession(db, sessionId);
  if (!session) throw new AppError('NOT_FOUND', ATTENDANCE_MESSAGES.noSession);
  return session;
}

/** A session's roster for another feature: 404 for a session that does not exist. */
export async function readSessionRoster(db: Executor, sessionId: string, now = new Date()): Promise<RosterAthlete[]> {
  return rosterOf(db, await requireSession(db, sessionId), now);
}
