/**
 * Who is on a session: each family with an athlete of the session's group (plan and birth year)
 * whose membership trains at its start, by the same rule as the family's schedule (`trainsAt`). The
 * urgent notices and the evening reminder reach exactly these families.
 */
import type { AppContext } from '#server/context';
import { getMemberships } from '../membership/service';
import { listPlanFamilies } from './admin-queries';
import { athleteGroups } from './athlete-groups';
import { listAllGroups } from './group-queries';
import { trainsAt } from './trains-at';

export type SessionRef = { id: string; group_id: string; starts_at: string };
export type Attendee = { athleteId: string; athleteName: string; sessionId: string };

/** Family id to its athletes on the sessions (each athlete of the session's group); `among` narrows the families asked about. */
export async function familiesOnSessions(ctx: Pick<AppContext, 'db'>, sessions: SessionRef[], now: Date, among?: Set<string>): Promise<Map<string, Attendee[]>> {
  const groupIds = new Set(sessions.map((s) => s.group_id));
  const tiers = [...new Set((await listAllGroups(ctx.db)).filter((g) => groupIds.has(g.id)).map((g) => g.tier))];
  const families = (await listPlanFamilies(ctx.db, tiers)).filter((id) => !among || among.has(id));
  const result = new Map<string, Attendee[]>();
  for (const familyId of families) {
    const memberships = (await getMemberships(ctx.db, familyId, now)).filter((m) => m.athleteId !== null);
    const groupOf = await athleteGroups(ctx.db, memberships);
    const attendees = sessions.flatMap((s) => {
      const startsAt = new Date(s.starts_at).toISOString();
      return memberships
        .filter((m) => groupOf.get(m.athleteId!)?.id === s.group_id && trainsAt(m, startsAt))
        .map((m) => ({ athleteId: m.athleteId!, athleteName: m.athleteName ?? '', sessionId: s.id }));
    });
    if (attendees.length > 0) result.set(familyId, attendees);
  }
  return result;
}
