/**
 * Which group each athlete trains with (docs/product.md, Training sessions: Groups): the pure rule
 * (`groupFor`) over the active groups, the membership's plan and the athlete's birth year. Every
 * reader of "the athlete's sessions" asks here: the family's schedule, "Can't make it", the roster,
 * the notices' audience, the reminders and, through the schedule, the feed, the assistant and the
 * member portal.
 */
import type { PlanTier } from '#shared/academy-plans';
import { groupFor, type TrainingGroup } from '#shared/training-groups';
import type { Db } from '#server/db/database';
import type { Trx } from '#server/db/transaction';
import { listActiveGroups, listBirthYears } from './group-queries';

/** Each athlete's group, by athlete id, for memberships with an athlete. */
export async function athleteGroups(db: Db | Trx, memberships: readonly { athleteId: string | null; plan: { tier: PlanTier } }[]): Promise<Map<string, TrainingGroup>> {
  const athleteIds = memberships.flatMap((m) => (m.athleteId ? [m.athleteId] : []));
  if (athleteIds.length === 0) return new Map();
  const [groups, birthYears] = await Promise.all([listActiveGroups(db), listBirthYears(db, athleteIds)]);
  return new Map(memberships.flatMap((m) => (m.athleteId ? [[m.athleteId, groupFor(groups, m.plan.tier, birthYears.get(m.athleteId))] as const] : [])));
}
