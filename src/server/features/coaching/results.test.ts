/**
 * Verified results (issue 42, point 4): a coach records a measured count for an athlete of a
 * session's roster, or confirms one the family logged; a family's count over twice the athlete's
 * best verified one is flagged and stays off the Performance board until a coach confirms it.
 * Verified counts are marked in the lesson history, the board and the family's export. A parent
 * cannot reach the coach's routes, an athlete off the roster is not found, bad input writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOutOfRangeMessage, VERIFIED_RESULT_MESSAGES as M } from '#shared/validation/verified-results';
import { addTestAthlete, as, createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { addTestSession } from '#server/testing/sessions';
import { lessonStartedAgo } from '#server/testing/training-clock';
import { readResultsToConfirm } from './service';

const DAY_MS = 86_400_000;

type Lesson = { id: string; title: string; target: number };
type HistoryEntry = { count: number | null; isVerified: boolean; isFlagged: boolean; isRecordedByCoach: boolean; startedAt: string };

describe.each(testDialects())('verified results, on %s', (dialect) => {
  let t: TestApp;
  let coach: TestFamily;
  let parent: TestFamily;
  let stranger: TestFamily;
  let leo: { id: string };
  let stray: { id: string };
  let sessionId: string;
  let lesson: Lesson;
  let plain: { id: string };

  const member = (family: TestFamily, athleteId: string) =>
    t.ctx.db
      .insertInto('memberships')
      .values({
        id: `results-m-${athleteId}`, user_id: family.userId, athlete_id: athleteId, membership_type_id: 'core-monthly', status: 'active', sessions_remaining: 12,
        current_period_start: new Date(Date.now() - 10 * DAY_MS).toISOString(), current_period_end: new Date(Date.now() + 30 * DAY_MS).toISOString(), provider: 'test',
      })
      .execute();
  const resultsUrl = (id = sessionId) => `/api/v1/staff/sessions/${id}/results`;
  const post = (who: TestFamily, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: as(who), payload });
  const get = (who: TestFamily, url: string) => t.app.inject({ method: 'GET', url, headers: as(who) });
  const rows = async () => Number((await t.ctx.db.selectFrom('lesson_sessions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const history = async (who = parent) => {
    const res = await get(who, `/api/v1/training/lessons/${lesson.id}/history?athleteId=${leo.id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().sessions as HistoryEntry[];
  };
  /** Leo's own row on the Performance board: its skill XP, or null when he has none this month. */
  const board = async () => {
    const res = await get(parent, `/api/v1/leaderboards?athleteId=${leo.id}&tab=performance`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { entries: { isOwn: boolean; xp: number; isVerified?: boolean }[]; own: { entry: { xp: number; isVerified?: boolean } } | null };
    return body.entries.find((e) => e.isOwn) ?? body.own?.entry ?? null;
  };
  /** The family logs a count at home, 30 minutes into the lesson. */
  const logAtHome = async (count: number) => {
    await lessonStartedAgo(t, leo.id, lesson.id, 30);
    const res = await post(parent, `/api/v1/training/lessons/${lesson.id}/progress`, { athleteId: leo.id, mode: 'practice', timeSpentMinutes: 30, count });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { breakdown: { measurement: number } };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    coach = await createFamily(t, 'results-coach');
    parent = await createFamily(t, 'results-parent');
    stranger = await createFamily(t, 'results-stranger');
    await t.ctx.db.updateTable('users').set({ role: 'coach' }).where('id', '=', coach.userId).execute();
    leo = await addTestAthlete(t, parent, 'Leo Martinez');
    stray = await addTestAthlete(t, stranger, 'Noah Stranger');
    await member(parent, leo.id);
    sessionId = await addTestSession(t, new Date(Date.now() - 3_600_000));
    const measured = await t.ctx.db.selectFrom('lessons').select(['id', 'title', 'measurement']).where('measurement', 'is not', null).where('is_published', '=', 1).orderBy('id').execute();
    const picked = measured.map((l) => ({ id: l.id, title: l.title, target: (JSON.parse(l.measurement!) as { target: number }).target })).find((l) => l.target >= 30)!;
    lesson = picked;
    plain = await t.ctx.db.selectFrom('lessons').select('id').where('measurement', 'is', null).executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a parent every coach route (403), an athlete off the roster and an unknown session (404), and bad input (400), writing nothing', async () => {
    const before = await rows();
    const good = { athleteId: leo.id, lessonId: lesson.id, count: 5 };
    expect((await get(parent, resultsUrl())).statusCode).toBe(403);
    expect((await post(parent, resultsUrl(), good)).statusCode).toBe(403);
    expect((await post(parent, `${resultsUrl()}/confirm`, { athleteId: leo.id, lessonId: lesson.id, startedAt: new Date().toISOString() })).statusCode).toBe(403);
    const cases: [object, number, string][] = [
      [{ ...good, count: -1 }, 400, M.badCount],
      [{ ...good, count: 2.5 }, 400, M.badCount],
      [{ ...good, count: 'many' }, 400, M.badCount],
      [{ ...good, count: 20_000 }, 400, M.badCount],
      [{ ...good, count: lesson.target + 1 }, 400, countOutOfRangeMessage(lesson.target, lesson.title)],
      [{ ...good, lessonId: plain.id }, 400, M.unknownLesson],
      [{ ...good, lessonId: 'no-such-lesson' }, 400, M.unknownLesson],
      [{ ...good, athleteId: stray.id }, 404, M.notOnRoster],
      [{ ...good, athleteId: 'no-such-athlete' }, 404, M.notOnRoster],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post(coach, resultsUrl(), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(JSON.stringify(res.json().error), JSON.stringify(payload)).toContain(message);
    }
    expect((await post(coach, resultsUrl('no-such-session'), good)).statusCode).toBe(404);
    expect((await get(coach, resultsUrl('no-such-session'))).statusCode).toBe(404);
    const confirmStray = await post(coach, `${resultsUrl()}/confirm`, { athleteId: stray.id, lessonId: lesson.id, startedAt: new Date().toISOString() });
    expect(confirmStray.statusCode).toBe(404);
    expect(confirmStray.json().error.message).toBe(M.notOnRoster);
    expect((await post(coach, `${resultsUrl()}/confirm`, { athleteId: leo.id, lessonId: lesson.id, startedAt: 'yesterday' })).statusCode).toBe(400);
    expect(await rows()).toBe(before);
    // Another family reads Leo's lesson history as not found.
    expect((await get(stranger, `/api/v1/training/lessons/${lesson.id}/history?athleteId=${leo.id}`)).statusCode).toBe(404);
  });

  it('keeps a flagged self-logged result off the Performance board until a coach confirms it', async () => {
    // The coach records 5 at the session: Leo's best verified count, marked in his history.
    const recorded = await post(coach, resultsUrl(), { athleteId: leo.id, lessonId: lesson.id, count: 5 });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json().result).toMatchObject({ athleteId: leo.id, count: 5, isVerified: true, isRecordedByCoach: true, isFlagged: false });
    expect((await history())[0]).toMatchObject({ count: 5, isVerified: true, isRecordedByCoach: true });
    expect(await board()).toBeNull();

    // At home the family logs 11, more than twice 5: paid as XP, flagged, off the board.
    const saved = await logAtHome(11);
    expect(saved.breakdown.measurement).toBeGreaterThan(0);
    // The lesson started 30 minutes ago, before the coach's record: find the session by its count.
    const flagged = (await history()).find((h) => h.count === 11)!;
    expect(flagged).toMatchObject({ count: 11, isVerified: false, isFlagged: true, isRecordedByCoach: false });
    expect(await board()).toBeNull();
    const sheet = (await get(coach, resultsUrl())).json();
    expect(sheet.athletes.map((a: { athleteId: string }) => a.athleteId)).toEqual([leo.id]);
    expect(sheet.toConfirm).toEqual([expect.objectContaining({ athleteId: leo.id, count: 11, bestVerified: 5, isFlagged: true })]);
    expect(await readResultsToConfirm(t.ctx)).toMatchObject({ count: 1, results: [{ athleteId: leo.id, count: 11 }] });

    // The coach confirms it: verified, on the board with the XP it was paid, and marked there.
    const confirmed = await post(coach, `${resultsUrl()}/confirm`, { athleteId: leo.id, lessonId: lesson.id, startedAt: flagged.startedAt });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().result).toMatchObject({ count: 11, isVerified: true, isFlagged: false });
    expect(await board()).toMatchObject({ xp: saved.breakdown.measurement, isVerified: true });
    // Confirming again pays the board nothing more.
    expect((await post(coach, `${resultsUrl()}/confirm`, { athleteId: leo.id, lessonId: lesson.id, startedAt: flagged.startedAt })).statusCode).toBe(200);
    expect(await board()).toMatchObject({ xp: saved.breakdown.measurement });
    expect((await history()).find((h) => h.count === 11)).toMatchObject({ isVerified: true, isFlagged: false });
    const after = (await get(coach, resultsUrl())).json();
    expect(after.toConfirm).toEqual([]);
    expect(after.verified.map((r: { count: number }) => r.count)).toEqual([11, 5]);
    expect((await readResultsToConfirm(t.ctx)).count).toBe(0);
  });

  it('lists verification in the family’s export', async () => {
    const data = (await get(parent, '/api/v1/account/export')).json();
    const mine = (data.lessonHistory as { athleteId: string; count: number; verifiedAt: string | null; recordedByCoach: boolean; isFlagged: boolean }[]).filter((s) => s.athleteId === leo.id);
    expect(mine.map((s) => [s.count, s.recordedByCoach, s.verifiedAt !== null, s.isFlagged])).toEqual(
      expect.arrayContaining([
        [5, true, true, false],
        [11, false, true, false],
      ]),
    );
  });
});
