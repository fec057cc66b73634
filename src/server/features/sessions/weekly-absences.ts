/**
 * "Can't make it" for every session of a weekday until a date (issue 38, point 2; docs/product.md,
 * Training sessions, "Every Saturday until"): one reply per open session of that day, written or
 * taken back in one transaction. Open means on the athlete's schedule, not cancelled and not yet
 * locked (2 hours before the start), exactly as for one session; the others are left as they are.
 */
import { weekdayOf } from '#shared/sessions';
import { groupWindow } from '#shared/training-groups';
import { academyDate, addDays } from '#shared/progress/time';
import { AppError } from '#shared/errors';
import {
  SESSION_CHANGE_LOCK_MS,
  SESSION_MESSAGES,
  WEEKLY_ABSENCE_MAX_WEEKS,
  WEEKLY_ABSENCE_MESSAGES,
  type TWeeklyAbsenceInput,
  type TWeeklyAbsenceResult,
  type TWeeklyAbsenceTarget,
} from '#shared/validation/sessions';
import type { AppContext } from '#server/context';
import { inTransaction } from '#server/db/transaction';
import { requireOwnedAthlete } from '../athletes/service';
import { getMemberships } from '../membership/service';
import { athleteGroups } from './athlete-groups';
import { deleteAbsences, listOpenGroupSessions, upsertAbsence } from './queries';
import { trainsAt } from './trains-at';

type OpenSession = { id: string; date: string };

function invalid(field: keyof TWeeklyAbsenceTarget, message: string): AppError {
  return new AppError('VALIDATION', message, { [field]: message });
}

/** Refuses a date in the past or beyond the season the schedule is generated for. */
function checkUntil(until: string, now: Date): void {
  const today = academyDate(now);
  if (until < today) throw invalid('until', WEEKLY_ABSENCE_MESSAGES.pastDate);
  if (until > addDays(today, WEEKLY_ABSENCE_MAX_WEEKS * 7)) throw invalid('until', WEEKLY_ABSENCE_MESSAGES.tooFar);
}

/**
 * The family's athlete's open sessions on that weekday from now through `until`. Another family's
 * athlete, or one who does not train, is 404; a weekday the athlete's group never trains is 400.
 */
async function openWeekdaySessions(ctx: AppContext, familyId: string, target: TWeeklyAbsenceTarget, now: Date): Promise<OpenSession[]> {
  await requireOwnedAthlete(ctx.db, familyId, target.athleteId);
  checkUntil(target.until, now);
  const memberships = (await getMemberships(ctx.db, familyId, now)).filter((m) => m.athleteId === target.athleteId && m.status !== 'expired');
  if (memberships.length === 0) throw new AppError('NOT_FOUND', SESSION_MESSAGES.notOnSchedule);
  const group = (await athleteGroups(ctx.db, memberships)).get(target.athleteId)!;
  const days = groupWindow(group).days;
  if (!days.includes(target.weekday)) throw invalid('weekday', WEEKLY_ABSENCE_MESSAGES.notTrainingDay(target.weekday, days));

  const opensAfter = new Date(now.getTime() + SESSION_CHANGE_LOCK_MS).toISOString();
  const found: OpenSession[] = [];
  for (const row of await listOpenGroupSessions(ctx.db, group.id, academyDate(now), target.until, opensAfter)) {
    const startsAt = new Date(row.starts_at).toISOString();
    const date = String(row.local_date);
    const isOnSchedule = memberships.some((m) => trainsAt(m, startsAt));
    if (weekdayOf(date) === target.weekday && isOnSchedule) found.push({ id: row.id, date });
  }
  return found;
}

/** Marks the athlete away for every open session of the weekday through `until`; says how many. */
export async function reportWeeklyAbsence(ctx: AppContext, familyId: string, input: TWeeklyAbsenceInput, now = new Date()): Promise<TWeeklyAbsenceResult> {
  const sessions = await openWeekdaySessions(ctx, familyId, input, now);
  const note = input.note ? input.note : null;
  await inTransaction(ctx.db, async (trx) => {
    for (const session of sessions) {
      await upsertAbsence(trx, { session_id: session.id, athlete_id: input.athleteId, reason: input.reason, note, reported_at: now.toISOString() });
    }
  });
  if (sessions.length > 0) ctx.events.publish({ userId: familyId }, [{ type: 'sessions', athleteId: input.athleteId }]);
  return { count: sessions.length, dates: sessions.map((s) => s.date) };
}

/** Takes back the athlete's replies for the open sessions of the weekday through `until` (locked ones stay). */
export async function withdrawWeeklyAbsence(ctx: AppContext, familyId: string, target: TWeeklyAbsenceTarget, now = new Date()): Promise<TWeeklyAbsenceResult> {
  const sessions = await openWeekdaySessions(ctx, familyId, target, now);
  const removed = new Set(await inTransaction(ctx.db, (trx) => deleteAbsences(trx, target.athleteId, sessions.map((s) => s.id))));
  if (removed.size > 0) ctx.events.publish({ userId: familyId }, [{ type: 'sessions', athleteId: target.athleteId }]);
  const dates = sessions.filter((s) => removed.has(s.id)).map((s) => s.date);
  return { count: dates.length, dates };
}
