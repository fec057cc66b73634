/**
 * Writes sent again from the offline queue (issue 45, point 3): a lesson completion, a practice save,
 * a "Can't make it" and an attendance mark sent 5 times with one id, one after another or at once,
 * are applied once and every answer is the first one's; an id of another account, an id reused for
 * another change and a malformed id are refused with nothing written.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyDate } from '#shared/progress/time';
import { OFFLINE_MESSAGES } from '#shared/validation/offline';
import { ATTENDANCE_MESSAGES } from '#shared/validation/attendance';
import { timeOrderedId } from '#server/db/ids';
import { addTestAthlete, as, createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { lessonStartedAgo } from '#server/testing/training-clock';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(testDialects())('changes sent again with their client id, on %s', (dialect) => {
  let t: TestApp;
  let family: TestFamily;
  let other: TestFamily;
  let coach: TestFamily;
  let lessons: string[];
  let leo: string;
  let noa: string;

  async function sessionAt(start: number): Promise<string> {
    const id = timeOrderedId();
    const startsAt = new Date(start);
    await t.ctx.db
      .insertInto('training_sessions')
      .values({ id, group_id: 'core', slot_key: null, local_date: academyDate(startsAt), starts_at: startsAt.toISOString(), ends_at: new Date(start + HOUR).toISOString(), location: 'Field 2' })
      .execute();
    return id;
  }
  async function member(userId: string, athleteId: string): Promise<void> {
    await t.ctx.db
      .insertInto('memberships')
      .values({
        id: `cid-m-${athleteId}`, user_id: userId, athlete_id: athleteId, membership_type_id: 'core-monthly', status: 'active', sessions_remaining: 12,
        current_period_start: new Date(Date.now() - 10 * DAY).toISOString(), current_period_end: new Date(Date.now() + 30 * DAY).toISOString(), provider: 'test',
      })
      .execute();
  }
  const send = (who: TestFamily, method: 'POST' | 'PUT', url: string, payload: object, clientId?: string) =>
    t.app.inject({ method, url, headers: { ...as(who), ...(clientId === undefined ? {} : { 'idempotency-key': clientId }) }, payload });
  const complete = (who: TestFamily, lessonId: string, athleteId: string, clientId?: string) =>
    send(who, 'POST', `/api/v1/training/lessons/${lessonId}/progress`, { athleteId, mode: 'complete', timeSpentMinutes: 10 }, clientId);
  const absence = (who: TestFamily, sessionId: string, athleteId: string, clientId?: string, reason = 'sick') =>
    send(who, 'PUT', `/api/v1/sessions/${sessionId}/absences/${athleteId}`, { reason }, clientId);
  const mark = (sessionId: string, athleteId: string, status: string, clientId?: string) =>
    send(coach, 'PUT', `/api/v1/staff/sessions/${sessionId}/attendance/${athleteId}`, { status }, clientId);
  const ledger = (athleteId: string) => t.ctx.db.selectFrom('xp_transactions').select(['amount', 'reference_type', 'reference_id']).where('athlete_id', '=', athleteId).execute();
  const absences = (sessionId: string) => t.ctx.db.selectFrom('session_absences').selectAll().where('session_id', '=', sessionId).execute();
  const marks = (sessionId: string) => t.ctx.db.selectFrom('session_attendance').select(['athlete_id', 'status']).where('session_id', '=', sessionId).execute();
  const changes = (sessionId: string) => t.ctx.db.selectFrom('session_attendance_changes').select(['previous', 'status']).where('session_id', '=', sessionId).orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    family = await createFamily(t, 'cid-family');
    other = await createFamily(t, 'cid-other');
    coach = await createFamily(t, 'cid-coach');
    await t.ctx.db.updateTable('users').set({ role: 'coach' }).where('id', '=', coach.userId).execute();
    leo = (await addTestAthlete(t, family, 'Leo Martinez')).id;
    noa = (await addTestAthlete(t, other, 'Noa Chen')).id;
    await member(family.userId, leo);
    await member(other.userId, noa);
    lessons = (await t.ctx.db.selectFrom('lessons').select('id').where('difficulty', '=', 'Advanced').orderBy('sort_order').limit(3).execute()).map((l) => l.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('applies a lesson completion sent 5 times with one id once, and answers each time with the first answer', async () => {
    const athlete = (await addTestAthlete(t, family, 'Cleo Queue')).id;
    await lessonStartedAgo(t, athlete, lessons[0]!, 20);
    const clientId = randomUUID();
    const first = await complete(family, lessons[0]!, athlete, clientId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ unpaidReason: null, isNewAward: true });
    expect(first.json().xpAwarded).toBeGreaterThan(0);
    for (let i = 0; i < 4; i += 1) {
      const again = await complete(family, lessons[0]!, athlete, clientId);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
    }
    // Without the id the same completion is a new request: paid nothing, and it says so.
    expect((await complete(family, lessons[0]!, athlete)).json()).toMatchObject({ xpAwarded: 0, unpaidReason: 'already-earned' });
    expect((await ledger(athlete)).filter((row) => row.reference_type === 'lesson')).toHaveLength(1);
  });

  it('applies a practice save and a completion sent 5 times at once with one id each exactly once', async () => {
    const athlete = (await addTestAthlete(t, family, 'Remy Rush')).id;
    await lessonStartedAgo(t, athlete, lessons[1]!, 20);
    const practiceId = randomUUID();
    const practice = () =>
      send(family, 'POST', `/api/v1/training/lessons/${lessons[1]}/progress`, { athleteId: athlete, mode: 'practice', timeSpentMinutes: 10 }, practiceId);
    const practices = await Promise.all(Array.from({ length: 5 }, practice));
    expect(practices.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(practices.map((r) => r.body)).size).toBe(1);
    expect(practices[0]!.json()).toMatchObject({ mode: 'practice', unpaidReason: null });

    const completionId = randomUUID();
    const burst = await Promise.all(Array.from({ length: 5 }, () => complete(family, lessons[1]!, athlete, completionId)));
    expect(burst.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(burst.map((r) => r.body)).size).toBe(1);
    expect(burst[0]!.json()).toMatchObject({ mode: 'complete', unpaidReason: null, isNewAward: true });
    const rows = await ledger(athlete);
    expect(rows.filter((row) => row.reference_type === 'lesson')).toHaveLength(1);
    expect(rows.filter((row) => row.reference_type === 'lesson-practice')).toHaveLength(1);
    expect(await t.ctx.db.selectFrom('client_requests').select(['user_id', 'state', 'status']).where('id', 'in', [practiceId, completionId]).execute()).toEqual([
      { user_id: family.userId, state: 'done', status: 200 },
      { user_id: family.userId, state: 'done', status: 200 },
    ]);
  });

  it('keeps a “Can’t make it” sent 5 times at once once, and a replay after it was taken back writes nothing', async () => {
    const sessionId = await sessionAt(Date.now() + DAY);
    const clientId = randomUUID();
    const burst = await Promise.all(Array.from({ length: 5 }, () => absence(family, sessionId, leo, clientId)));
    expect(burst.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(burst.map((r) => r.body)).size).toBe(1);
    expect(await absences(sessionId)).toHaveLength(1);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/sessions/${sessionId}/absences/${leo}`, headers: as(family) })).statusCode).toBe(200);
    const replay = await absence(family, sessionId, leo, clientId);
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toBe(burst[0]!.body);
    expect(await absences(sessionId)).toHaveLength(0);
  });

  it('applies a coach’s mark sent 20 times at once once; a replay after a later mark keeps the later one', async () => {
    const sessionId = await sessionAt(Date.now() + 2 * HOUR);
    const clientId = randomUUID();
    const burst = await Promise.all(Array.from({ length: 20 }, () => mark(sessionId, leo, 'present', clientId)));
    expect(burst.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(burst.map((r) => r.body)).size).toBe(1);
    expect(burst[0]!.json().athlete).toMatchObject({ athleteId: leo, status: 'present', isMarked: true });

    expect((await mark(sessionId, leo, 'late')).statusCode).toBe(200);
    const replay = await mark(sessionId, leo, 'present', clientId);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(burst[0]!.json());
    expect(await marks(sessionId)).toEqual([{ athlete_id: leo, status: 'late' }]);
    expect((await changes(sessionId)).map((c) => [c.previous, c.status])).toEqual([
      [null, 'present'],
      ['present', 'late'],
    ]);
  });

  it('answers a replay of a refusal with the same refusal, even once the reason is gone', async () => {
    const sessionId = await sessionAt(Date.now() + 3 * HOUR);
    await t.ctx.db.updateTable('training_sessions').set({ status: 'cancelled', cancel_reason: 'weather' }).where('id', '=', sessionId).execute();
    const clientId = randomUUID();
    const refused = await mark(sessionId, leo, 'present', clientId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(ATTENDANCE_MESSAGES.cancelled);
    await t.ctx.db.updateTable('training_sessions').set({ status: 'scheduled', cancel_reason: null }).where('id', '=', sessionId).execute();
    const replay = await mark(sessionId, leo, 'present', clientId);
    expect(replay.statusCode).toBe(409);
    expect(replay.body).toBe(refused.body);
    expect(await marks(sessionId)).toHaveLength(0);
  });

  it('refuses an id another account used, and an id reused for another change, writing nothing', async () => {
    const sessionId = await sessionAt(Date.now() + 2 * DAY);
    const clientId = randomUUID();
    expect((await absence(family, sessionId, leo, clientId)).statusCode).toBe(200);

    const theirs = await absence(other, sessionId, noa, clientId);
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json().error).toEqual({ code: 'CONFLICT', message: OFFLINE_MESSAGES.clientIdTaken });
    const concurrent = await Promise.all(Array.from({ length: 20 }, () => absence(other, sessionId, noa, clientId)));
    expect(concurrent.map((r) => r.statusCode)).toEqual(Array(20).fill(409));

    const otherChange = await absence(family, sessionId, leo, clientId, 'travel');
    expect(otherChange.statusCode).toBe(409);
    expect(otherChange.json().error.message).toBe(OFFLINE_MESSAGES.clientIdReused);
    expect((await absences(sessionId)).map((a) => [a.athlete_id, a.reason])).toEqual([[leo, 'sick']]);
    // Another family's athlete with a fresh id: 404 as without one, and the id stays usable by nobody else.
    expect((await absence(other, sessionId, leo, randomUUID())).statusCode).toBe(404);
  });

  it('refuses a malformed id, a NUL byte and 5,000 characters with a clear message, writing nothing', async () => {
    const sessionId = await sessionAt(Date.now() + 2 * DAY);
    for (const bad of ['not-a-uuid', `${randomUUID()}\u0000`, 'x'.repeat(5000), '']) {
      for (const response of [await absence(family, sessionId, leo, bad), await mark(sessionId, leo, 'present', bad)]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().error.message).toBe(OFFLINE_MESSAGES.badClientId);
      }
    }
    expect(await absences(sessionId)).toHaveLength(0);
    expect(await marks(sessionId)).toHaveLength(0);
    expect(await t.ctx.db.selectFrom('client_requests').select('id').where('user_id', '=', family.userId).where('id', 'like', 'x%').execute()).toHaveLength(0);
  });
});
