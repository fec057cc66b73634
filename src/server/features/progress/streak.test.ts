/**
 * Streaks that forgive (issue 43, points 1-3; decision 088): the card shows the rest day, shields
 * earned only from sessions attended Present or Late, a parent's pause and "Log yesterday"; every
 * bad request gets a clear error and writes nothing; another family's athlete is not found.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STREAK_MESSAGES as M } from '#shared/validation/streak';
import { academyDate, academyMidnight, addDays } from '#shared/progress/time';
import { addTestAthlete, as, createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { inTransaction } from '#server/db/transaction';
import { recordActivity } from './service';
import { sendStreakReminders } from './streak-reminders';

describe.each(testDialects())('streaks that forgive, on %s', (dialect) => {
  let t: TestApp;
  let family: TestFamily;
  let stranger: TestFamily;
  const today = academyDate(new Date());
  const day = (ago: number) => addDays(today, -ago);
  const url = (athleteId: string, path = '') => `/api/v1/athletes/${athleteId}/streak${path}`;
  const call = (who: TestFamily, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) => t.app.inject({ method, url: path, headers: as(who), ...(payload ? { payload } : {}) });
  const card = async (athleteId: string) => {
    const response = await call(family, 'GET', url(athleteId));
    expect(response.statusCode).toBe(200);
    return response.json().streak;
  };
  const trained = (athleteId: string, ...daysAgo: number[]) =>
    t.ctx.db.insertInto('training_days').values(daysAgo.map((ago) => ({ athlete_id: athleteId, day: day(ago), source: 'training' as const, minutes: null }))).execute();
  const count = async (table: 'training_days' | 'streak_pauses') => Number((await t.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  /** The academy's clock at an hour of today. */
  const at = (hour: number) => vi.setSystemTime(new Date(academyMidnight(today).getTime() + hour * 3_600_000));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    family = await createFamily(t, 'streak-parent');
    stranger = await createFamily(t, 'streak-stranger');
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the streak over a rest day, shows what each day did, and breaks on a second missed day without a shield', async () => {
    const athlete = await addTestAthlete(t, family, 'Rest Day');
    await trained(athlete.id, 5, 4, 3, 2);
    const kept = await card(athlete.id);
    expect(kept).toMatchObject({ current: 4, canMaintain: true, shields: { held: 0, max: 2, sessionsPerShield: 3 } });
    expect(kept.week.slice(-3)).toEqual([
      { date: day(2), status: 'trained' },
      { date: day(1), status: 'rest' },
      { date: today, status: 'today' },
    ]);

    const broken = await addTestAthlete(t, family, 'Two Misses');
    await trained(broken.id, 6, 5, 3, 2);
    expect(await card(broken.id)).toMatchObject({ current: 0, longest: 4, canMaintain: false });
  });

  it('earns shields only from sessions marked Present or Late, and uses one on a second missed day', async () => {
    const athlete = await addTestAthlete(t, family, 'Shield Earner');
    const coach = await createFamily(t, 'streak-coach');
    const marks = ['present', 'late', 'absent', 'excused', 'present'] as const;
    for (const [i, status] of marks.entries()) {
      const id = `streak-session-${dialect}-${i}`;
      const date = day(10 - i);
      const starts = new Date(academyMidnight(date).getTime() + 17 * 3_600_000).toISOString();
      await t.ctx.db.insertInto('training_sessions').values({ id, group_id: 'core', slot_key: null, local_date: date, starts_at: starts, ends_at: starts, location: 'Field' }).execute();
      await t.ctx.db.insertInto('session_attendance').values({ session_id: id, athlete_id: athlete.id, status, marked_by: coach.userId }).execute();
    }
    // Three attended (present, late, present): one shield; the absent and excused marks earn nothing.
    await trained(athlete.id, 6, 5, 3, 2);
    const shielded = await card(athlete.id);
    expect(shielded).toMatchObject({ current: 4, shields: { held: 0, sessionsTowardNext: 0 } });
    expect(shielded.week.map((d: { status: string }) => d.status)).toEqual(['trained', 'trained', 'rest', 'trained', 'trained', 'shield', 'today']);
    // The coach corrects a Present to Absent: the shield was never earned, and the streak broke.
    await t.ctx.db.updateTable('session_attendance').set({ status: 'absent' }).where('session_id', '=', `streak-session-${dialect}-4`).execute();
    expect(await card(athlete.id)).toMatchObject({ current: 0, shields: { held: 0, sessionsTowardNext: 2 } });
  });

  it('counts a paid lesson save as today and writes the replayed streak back for badges and challenges', async () => {
    const athlete = await addTestAthlete(t, family, 'Writer Back');
    await trained(athlete.id, 3, 2);
    const update = await inTransaction(t.ctx.db, (trx) => recordActivity(trx, athlete.id, new Date()));
    expect(update).toMatchObject({ current: 3, hasChanged: true });
    const again = await inTransaction(t.ctx.db, (trx) => recordActivity(trx, athlete.id, new Date()));
    expect(again).toMatchObject({ current: 3, hasChanged: false, isMilestone: false });
    expect(await t.ctx.db.selectFrom('athlete_progress').select(['current_streak', 'last_activity_date']).where('athlete_id', '=', athlete.id).executeTakeFirstOrThrow()).toMatchObject({
      current_streak: 3,
    });
  });

  it('lets a parent pause a streak within the limits, refuses every bad pause with nothing written, and ends one', async () => {
    const athlete = await addTestAthlete(t, family, 'Pause Taker');
    const before = await count('streak_pauses');
    const refused: [object, number, string][] = [
      [{ startsOn: day(1), days: 3 }, 400, M.pauseInPast],
      [{ startsOn: today, days: 15 }, 400, M.pauseLength],
      [{ startsOn: today, days: 0 }, 400, M.pauseLength],
      [{ startsOn: today, days: 2.5 }, 400, M.pauseLength],
      [{ startsOn: addDays(today, 61), days: 3 }, 400, M.pauseTooFar],
      [{ startsOn: '2026-02-30', days: 3 }, 400, M.badDate],
      [{ startsOn: `${today}\u0000`, days: 3 }, 400, 'This text contains characters that are not allowed.'],
      [{ startsOn: 'x'.repeat(5000), days: 3 }, 400, M.badDate],
    ];
    for (const [payload, status, message] of refused) {
      const response = await call(family, 'POST', url(athlete.id, '/pauses'), payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(status);
      expect(response.json().error.message).toBe(message);
    }
    // Another family's athlete is not found, whatever the request.
    expect((await call(stranger, 'POST', url(athlete.id, '/pauses'), { startsOn: today, days: 3 })).statusCode).toBe(404);
    expect((await call(stranger, 'GET', url(athlete.id))).statusCode).toBe(404);
    expect(await count('streak_pauses')).toBe(before);

    // 20 identical requests at once: one pause, the others overlap it.
    const burst = await Promise.all(Array.from({ length: 20 }, () => call(family, 'POST', url(athlete.id, '/pauses'), { startsOn: addDays(today, 2), days: 14 })));
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(burst.filter((r) => r.statusCode === 409).map((r) => r.json().error.message)).toEqual(Array(19).fill(M.pauseOverlap(addDays(today, 2), addDays(today, 15))));
    const paused = await card(athlete.id);
    expect(paused.pause).toMatchObject({ startsOn: addDays(today, 2), endsOn: addDays(today, 15) });

    // Ending a pause not started removes it; a stranger cannot end it.
    const pauseId = paused.pause.id;
    expect((await call(stranger, 'POST', url(athlete.id, `/pauses/${pauseId}/end`))).statusCode).toBe(404);
    const ended = await call(family, 'POST', url(athlete.id, `/pauses/${pauseId}/end`));
    expect(ended.statusCode).toBe(200);
    expect(ended.json().streak.pause?.id).not.toBe(pauseId);
    const gone = await call(family, 'POST', url(athlete.id, `/pauses/${pauseId}/end`));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(M.pauseNotFound);
  });

  it('allows 30 days of pauses in a calendar year, and says how many are left', async () => {
    const athlete = await addTestAthlete(t, family, 'Year Limit');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-10T16:00:00Z'));
    const pause = (startsOn: string, days: number) => call(family, 'POST', url(athlete.id, '/pauses'), { startsOn, days });
    expect((await pause('2026-06-12', 14)).statusCode).toBe(200);
    expect((await pause('2026-06-26', 14)).statusCode).toBe(200);
    const over = await pause('2026-07-10', 3);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe(M.pauseYearLimit(2026, 2));
    const last = await pause('2026-07-10', 2);
    expect(last.statusCode).toBe(200);
    expect(last.json().streak).toMatchObject({ pauseDaysLeftThisYear: 0, pause: { startsOn: '2026-06-12', endsOn: '2026-06-25' } });
  });

  it('keeps a paused streak: the paused days neither grow nor break it, and a pause under way ends yesterday', async () => {
    const athlete = await addTestAthlete(t, family, 'Paused Streak');
    await trained(athlete.id, 6, 5);
    await t.ctx.db.insertInto('streak_pauses').values({ id: `pause-${dialect}`, athlete_id: athlete.id, starts_on: day(4), ends_on: addDays(today, 3), created_by: family.userId }).execute();
    const kept = await card(athlete.id);
    expect(kept).toMatchObject({ current: 2, pause: { id: `pause-${dialect}` } });
    expect(kept.week.slice(2, 6).map((d: { status: string }) => d.status)).toEqual(['paused', 'paused', 'paused', 'paused']);
    const ended = await call(family, 'POST', url(athlete.id, `/pauses/pause-${dialect}/end`));
    expect(ended.statusCode).toBe(200);
    expect((await t.ctx.db.selectFrom('streak_pauses').select('ends_on').where('id', '=', `pause-${dialect}`).executeTakeFirstOrThrow()).ends_on.slice(0, 10)).toBe(day(1));
    expect(ended.json().streak).toMatchObject({ current: 2, pause: null });
  });

  it('logs yesterday’s practice until noon, once, and refuses after noon, two days back or too few minutes', async () => {
    const athlete = await addTestAthlete(t, family, 'Late Logger');
    await trained(athlete.id, 3, 2);
    const before = await count('training_days');
    vi.useFakeTimers({ toFake: ['Date'] });
    at(13);
    const late = await call(family, 'POST', url(athlete.id, '/log-yesterday'), { minutes: 20 });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(M.afterNoon);
    expect((await card(athlete.id)).canLogYesterday).toBe(false);

    at(9);
    for (const [payload, message] of [
      [{ minutes: 4 }, M.minutes],
      [{ minutes: 241 }, M.minutes],
      [{ minutes: '20' }, M.minutes],
      [{ minutes: 20, date: day(2) }, M.onlyYesterday],
    ] as const) {
      const response = await call(family, 'POST', url(athlete.id, '/log-yesterday'), payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect((await call(stranger, 'POST', url(athlete.id, '/log-yesterday'), { minutes: 20 })).statusCode).toBe(404);
    expect(await count('training_days')).toBe(before);
    expect((await card(athlete.id)).canLogYesterday).toBe(true);

    const burst = await Promise.all(Array.from({ length: 20 }, () => call(family, 'POST', url(athlete.id, '/log-yesterday'), { minutes: 20, date: day(1) })));
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(burst.filter((r) => r.statusCode === 409).map((r) => r.json().error.message)).toEqual(Array(19).fill(M.alreadyCounted));
    const logged = await card(athlete.id);
    expect(logged).toMatchObject({ current: 3, canLogYesterday: false, lastActivityDate: day(1) });
    expect(await count('training_days')).toBe(before + 1);
    // No XP: the server saw no time.
    expect((await t.ctx.db.selectFrom('xp_transactions').select('id').where('athlete_id', '=', athlete.id).execute()).length).toBe(0);
  });

  it('reminds a family that asked, once a day, between 08:00 and 20:00, of each streak that still needs today', async () => {
    const parent = await createFamily(t, 'streak-reminded');
    const quiet = await createFamily(t, 'streak-unasked');
    const atRisk = await addTestAthlete(t, parent, 'Risa Lopez');
    const done = await addTestAthlete(t, parent, 'Done Lopez');
    const unasked = await addTestAthlete(t, quiet, 'Una Sked');
    await trained(atRisk.id, 3, 2, 1);
    await trained(done.id, 2, 1, 0);
    await trained(unasked.id, 2, 1);
    const asked = await call(parent, 'PUT', '/api/v1/notifications/preferences', { email: true, push: false, streakReminder: true });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().preferences).toMatchObject({ streakReminder: true, sessionReminder: false });
    const notices = () => t.ctx.db.selectFrom('notifications').select(['family_id', 'body', 'url']).where('kind', '=', 'streak').execute();

    // 21:00 and 07:00 are quiet hours: nothing.
    expect(await sendStreakReminders(t.ctx, new Date(academyMidnight(today).getTime() + 21 * 3_600_000))).toBe(0);
    expect(await sendStreakReminders(t.ctx, new Date(academyMidnight(today).getTime() + 7 * 3_600_000))).toBe(0);
    expect(await notices()).toEqual([]);

    const fivePm = new Date(academyMidnight(today).getTime() + 17 * 3_600_000);
    await sendStreakReminders(t.ctx, fivePm);
    await sendStreakReminders(t.ctx, fivePm);
    await Promise.all(Array.from({ length: 5 }, () => sendStreakReminders(t.ctx, new Date(fivePm.getTime() + 3_600_000))));
    const sent = await notices();
    expect(sent.filter((n) => n.family_id === quiet.userId)).toEqual([]);
    expect(sent).toEqual([{ family_id: parent.userId, body: 'Risa’s 3-day streak needs today’s training.', url: '/dashboard' }]);
  });

  it('exports the days trained and the pauses with the family’s data', async () => {
    const athlete = await addTestAthlete(t, family, 'Exported Streak');
    await trained(athlete.id, 1);
    const exported = await call(family, 'GET', '/api/v1/account/export');
    expect(exported.statusCode).toBe(200);
    const mine = exported.json().progress.find((p: { athleteId: string }) => p.athleteId === athlete.id);
    expect(mine.trainingDays).toEqual([expect.objectContaining({ day: day(1), source: 'training' })]);
    expect(mine.streakPauses).toEqual([]);
  });
});
