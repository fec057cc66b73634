/**
 * Sessions remaining through the routes, on SQLite and PostgreSQL (issue 38, point 4): counted per
 * billing period from the attendance rows and the families' replies, never from a stored counter;
 * an academy cancellation never counts, an excused absence does not, an unexcused one does; a reply
 * 24 hours ahead earns a make-up credit (3 hours does not), the oldest valid one is used beyond the
 * allowance, and one from two periods back has expired.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBillingInterval } from '#shared/membership';
import { academyDate } from '#shared/progress/time';
import { allowancePeriods } from '#shared/sessions-remaining';
import type { TSessionsRemaining } from '#shared/validation/sessions';
import { addTestAthlete, as, createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { addTestSession, attendTestSessions, markTestAttendance, replyTestAbsence } from '#server/testing/sessions';
import { readSessionsRemaining } from './service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(testDialects())('sessions remaining, on %s', (dialect) => {
  let t: TestApp;
  let family: TestFamily;
  let admin: TestFamily;
  const now = new Date();
  // A Core monthly membership 10 days into its period (one billing month).
  const start = new Date(now.getTime() - 10 * DAY);
  const end = new Date(addBillingInterval(start.toISOString(), 'month'));
  const member = (userId: string, athleteId: string) =>
    t.ctx.db
      .insertInto('memberships')
      .values({ id: `remaining-${athleteId}`, user_id: userId, athlete_id: athleteId, membership_type_id: 'core-monthly', status: 'active', current_period_start: start.toISOString(), current_period_end: end.toISOString(), provider: 'test' })
      .execute();
  const remainingOf = async (athleteId: string) => {
    const schedule = (await t.app.inject({ method: 'GET', url: `/api/v1/sessions?from=${academyDate(now)}&days=7`, headers: as(family) })).json() as { athletes: { athleteId: string; remaining: TSessionsRemaining }[] };
    const membership = (await t.app.inject({ method: 'GET', url: '/api/v1/membership', headers: as(family) })).json() as { memberships: { athleteId: string; remaining: TSessionsRemaining }[] };
    const fromSchedule = schedule.athletes.find((a) => a.athleteId === athleteId)!.remaining;
    // The schedule and the membership page say the same.
    expect(membership.memberships.find((m) => m.athleteId === athleteId)!.remaining).toEqual(fromSchedule);
    return fromSchedule;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    family = await createFamily(t, 'remaining');
    admin = await createFamily(t, 'remaining-admin');
    await t.ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.userId).execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts attended and unexcused sessions of this period only; a cancellation and excused absences never count', async () => {
    const leo = await addTestAthlete(t, family, 'Leo Martinez');
    await member(family.userId, leo.id);
    expect(await remainingOf(leo.id)).toEqual({ left: 12, allowance: 12, renewsOn: academyDate(end), makeUpCredits: 0, creditsExpireOn: null });

    // Last period: three attended, the last a minute before this period began. Not this period's.
    await attendTestSessions(t, leo.id, new Date(start.getTime() - 2 * DAY - 60_000), 3, DAY);
    // This period: present at its first instant, then late.
    await markTestAttendance(t, await addTestSession(t, start), leo.id, 'present');
    await markTestAttendance(t, await addTestSession(t, new Date(start.getTime() + DAY)), leo.id, 'late');
    // Rained out, though the coach had marked them: never counts.
    await markTestAttendance(t, await addTestSession(t, new Date(start.getTime() + 2 * DAY), { isCancelled: true }), leo.id, 'present');
    // Absent with no word from the family: counts.
    await markTestAttendance(t, await addTestSession(t, new Date(start.getTime() + 3 * DAY)), leo.id, 'absent');
    // Excused by the coach; absent after a "Can't make it" 3 hours ahead (too late for a credit): neither counts.
    await markTestAttendance(t, await addTestSession(t, new Date(start.getTime() + 4 * DAY)), leo.id, 'excused');
    const late = await addTestSession(t, new Date(start.getTime() + 5 * DAY));
    await replyTestAbsence(t, late, leo.id, new Date(start.getTime() + 5 * DAY - 3 * HOUR));
    await markTestAttendance(t, late, leo.id, 'absent');
    // Marked present for a session still to come: not counted before it happens.
    await markTestAttendance(t, await addTestSession(t, new Date(now.getTime() + DAY)), leo.id, 'present');

    expect(await remainingOf(leo.id)).toEqual({ left: 9, allowance: 12, renewsOn: academyDate(end), makeUpCredits: 0, creditsExpireOn: null });
  });

  it('earns a make-up credit 24 hours ahead (not 3), uses the oldest valid one beyond the allowance, and lets one from two periods back expire', async () => {
    const mia = await addTestAthlete(t, family, 'Mia Martinez', '2016-03-01');
    await member(family.userId, mia.id);
    const reply = async (startsAt: Date, hoursAhead: number) => replyTestAbsence(t, await addTestSession(t, startsAt), mia.id, new Date(startsAt.getTime() - hoursAhead * HOUR));
    const periods = allowancePeriods({ plan: { sessionsPerMonth: 12, interval: 'month' }, currentPeriodStart: start.toISOString(), currentPeriodEnd: end.toISOString() }, now);
    // Two periods back: a credit that expired when the last period ended.
    await reply(new Date(periods[0]!.start + 5 * DAY), 48);
    // Last period: valid until this period ends.
    await reply(new Date(start.getTime() - 5 * DAY), 48);
    // This period: 25 hours ahead earns one (valid until the next period ends); 3 hours ahead does not.
    await reply(new Date(start.getTime() + 30 * 60_000), 25);
    await reply(new Date(start.getTime() + 40 * 60_000), 3);
    expect(await remainingOf(mia.id)).toEqual({ left: 12, allowance: 12, renewsOn: academyDate(end), makeUpCredits: 2, creditsExpireOn: academyDate(end) });

    // Thirteen sessions attended after them: the 13th uses last period's credit, the oldest still valid.
    await attendTestSessions(t, mia.id, new Date(start.getTime() + HOUR), 13, 14 * HOUR);
    expect(await remainingOf(mia.id)).toEqual({ left: 0, allowance: 12, renewsOn: academyDate(end), makeUpCredits: 1, creditsExpireOn: academyDate(new Date(periods[3]!.end)) });
  });

  it('reads many athletes at once, and shows each family’s athletes to the admin', async () => {
    const athletes = await t.ctx.db.selectFrom('athletes').select(['id', 'name']).where('parent_id', '=', family.userId).orderBy('name').execute();
    const subject = { plan: { sessionsPerMonth: 12, interval: 'month' as const }, currentPeriodStart: start.toISOString(), currentPeriodEnd: end.toISOString() };
    const many = await readSessionsRemaining(t.ctx.db, [...athletes.map((a) => ({ ...subject, athleteId: a.id })), { ...subject, athleteId: null }], now);
    expect(many.map((r) => [r.left, r.makeUpCredits])).toEqual([[9, 0], [0, 1], [12, 0]]);

    const contacts = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/contacts?q=${encodeURIComponent(family.email)}`, headers: as(admin) })).json() as { contacts: { userId: string; sessions: { athleteName: string; remaining: TSessionsRemaining }[] }[] };
    const ours = contacts.contacts.find((c) => c.userId === family.userId)!;
    expect(ours.sessions.map((s) => [s.athleteName, s.remaining.left, s.remaining.makeUpCredits])).toEqual([['Leo', 9, 0], ['Mia', 0, 1]]);
  });
});
