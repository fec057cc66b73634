/**
 * Who is on a session: each family with an athlete whose membership trains at its start, by the
 * same rule as the family's schedule (`trainsAt`). The urgent notices and the evening reminder
 * reach exactly these families.
 */
import type { AppContext } from '#server/context';
import { getMemberships } from '../membership/service';
import { listGroupFamilies } from './admin-queries';
import { trainsAt } from './service';

export type SessionRef = { id: string; group_id: string; starts_at: string };
export type Attendee = { athleteId: string; athleteName: string; sessionId: string };

/** Family id to its athletes on the sessions; `among` narrows the families asked about. */
export async function familiesOnSessions(ctx: Pick<AppContext, 'db'>, sessions: SessionRef[], now: Date, among?: Set<string>): Promise<Map<string, Attendee[]>> {
  const groups = [...new Set(sessions.map((s) => s.group_id))];
  const families = (await listGroupFamilies(ctx.db, groups)).filter((id) => !among || among.has(id));
  const result = new Map<string, Attendee[]>();
  for (const familyId of families) {
    const memberships = (await getMemberships(ctx.db, familyId, now)).filter((m) => m.athleteId !== null);
    const attendees = sessions.flatMap((s) => {
      const startsAt = new Date(s.starts_at).toISOString();
      return memberships
        .filter((m) => m.plan.tier === s.group_id && trainsAt(m, startsAt))
        .map((m) => ({ athleteId: m.athleteId!, athleteName: m.athleteName ?? '', sessionId: s.id }));
    });
    if (attendees.length > 0) result.set(familyId, attendees);
  }
  return result;
}
