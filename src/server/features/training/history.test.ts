import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '#server/db/database';
import { migratorFor } from '#server/db/migrate';
import { migrations } from '#server/db/migrations';
import { addTestAthlete, as, createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, freshDatabase, type TestApp, testDialects } from '#server/testing/harness';
import { lessonStartedAgo } from '#server/testing/training-clock';
import { LESSON_HISTORY_PAGE_SIZE } from '#shared/progress/lesson-history';
import { LESSON_NOTES_MAX_LENGTH, LESSON_NOTES_TOO_LONG } from '#shared/training';
import type { TLessonHistory } from '#shared/validation/lesson-history';
import { saveLessonSession } from './history-queries';

describe.each(testDialects())('the lesson history on %s', (dialect) => {
  let t: TestApp;
  let family: TestFamily;
  let other: TestFamily;
  let lesson: { id: string; duration_minutes: number; target: number };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    family = await createFamily(t, 'history');
    other = await createFamily(t, 'stranger');
    const rows = await t.ctx.db.selectFrom('lessons').select(['id', 'duration_minutes', 'measurement']).where('measurement', 'is not', null).orderBy('sort_order').execute();
    // A counted lesson whose count is not a time (touches, passes, runs).
    const row = rows.find((r) => /touches|passes|runs/.test(JSON.parse(r.measurement!).metric))!;
    lesson = { id: row.id, duration_minutes: row.duration_minutes, target: JSON.parse(row.measurement!).target };
  });
  afterAll(async () => {
    await t?.close();
  });

  const save = (athleteId: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/v1/training/lessons/${lesson.id}/progress`, headers: as(family), payload: { athleteId, ...payload } });
  const history = async (f: TestFamily, athleteId: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/training/lessons/${lesson.id}/history?athleteId=${athleteId}${query}`, headers: as(f) });
  const minutesOnRecord = async (athleteId: string) =>
    (await t.ctx.db.selectFrom('lesson_progress').select('time_spent_minutes').where('athlete_id', '=', athleteId).executeTakeFirstOrThrow()).time_spent_minutes;

  it('holds one session saved three times as one entry: its time once, its best count, its last notes, all its XP', async () => {
    const athlete = await addTestAthlete(t, family, 'Sam Session');
    await lessonStartedAgo(t, athlete.id, lesson.id, 12);
    const paid: number[] = [];
    for (const [minutes, count, notes] of [[5, 6, 'warm-up done'], [8, 4, null], [10, null, 'right foot better']] as const) {
      const res = await save(athlete.id, { mode: 'practice', timeSpentMinutes: minutes, count, ...(notes ? { notes } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      paid.push(res.json().xpAwarded);
    }
    const res = await history(family, athlete.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TLessonHistory;
    expect(body.sessions).toEqual([
      { startedAt: expect.any(String), minutes: 10, count: 6, notes: 'right foot better', xpAwarded: paid.reduce((a, b) => a + b, 0), isCompleted: false, isVerified: false, isFlagged: false, isRecordedByCoach: false },
    ]);
    expect(paid.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(await minutesOnRecord(athlete.id)).toBe(10);
    const rows = await t.ctx.db.selectFrom('lesson_sessions').select('minutes').where('athlete_id', '=', athlete.id).execute();
    expect(rows).toEqual([{ minutes: 10 }]);
  });

  it('refuses notes over the limit with the limit named, and saves nothing; notes at the limit are kept whole', async () => {
    const athlete = await addTestAthlete(t, family, 'Lou Long');
    await lessonStartedAgo(t, athlete.id, lesson.id, 12);
    const refused = await save(athlete.id, { mode: 'practice', timeSpentMinutes: 5, notes: 'n'.repeat(LESSON_NOTES_MAX_LENGTH + 1) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.notes).toBe(LESSON_NOTES_TOO_LONG);
    expect(await t.ctx.db.selectFrom('lesson_sessions').select('minutes').where('athlete_id', '=', athlete.id).execute()).toEqual([]);
    const kept = await save(athlete.id, { mode: 'practice', timeSpentMinutes: 5, notes: 'n'.repeat(LESSON_NOTES_MAX_LENGTH) });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await history(family, athlete.id)).json().sessions[0].notes).toHaveLength(LESSON_NOTES_MAX_LENGTH);
  });

  it('lists two sessions newest first with the personal bests of both', async () => {
    const athlete = await addTestAthlete(t, family, 'Tia Twice');
    await lessonStartedAgo(t, athlete.id, lesson.id, 60 * 3);
    expect((await save(athlete.id, { mode: 'practice', timeSpentMinutes: 14, count: 5, notes: 'first try' })).statusCode).toBe(200);
    await lessonStartedAgo(t, athlete.id, lesson.id, 9);
    const second = await save(athlete.id, { mode: 'complete', timeSpentMinutes: 9, count: 8, notes: 'beat it' });
    expect(second.statusCode, second.body).toBe(200);

    const body = (await history(family, athlete.id)).json() as TLessonHistory;
    expect(body.sessions.map((s) => [s.minutes, s.count, s.notes, s.isCompleted])).toEqual([
      [9, 8, 'beat it', true],
      [14, 5, 'first try', false],
    ]);
    expect(body.sessions[0]!.xpAwarded).toBe(second.json().xpAwarded);
    expect(body.bests).toEqual({ sessionCount: 2, bestCount: 8, longestMinutes: 14 });
    expect(body.nextBefore).toBeNull();
    expect(await minutesOnRecord(athlete.id)).toBe(23);
  });

  it('pages through the sessions newest first', async () => {
    const athlete = await addTestAthlete(t, family, 'Pia Pages');
    const total = LESSON_HISTORY_PAGE_SIZE + 2;
    for (let i = 0; i < total; i++) {
      const day = new Date(Date.UTC(2026, 9, 1 + i, 16)).toISOString();
      await saveLessonSession(t.ctx.db, { athleteId: athlete.id, lessonId: lesson.id, startedAt: day, minutes: i + 1, count: null, notes: null, xpAwarded: 0, isCompleted: false, now: day });
    }
    const first = (await history(family, athlete.id)).json() as TLessonHistory;
    expect(first.sessions.map((s) => s.minutes)).toEqual(Array.from({ length: LESSON_HISTORY_PAGE_SIZE }, (_, i) => total - i));
    expect(first.nextBefore).toBe(first.sessions.at(-1)!.startedAt);
    const second = (await history(family, athlete.id, `&before=${encodeURIComponent(first.nextBefore!)}`)).json() as TLessonHistory;
    expect(second.sessions.map((s) => s.minutes)).toEqual([2, 1]);
    expect(second.nextBefore).toBeNull();
    expect(second.bests).toEqual({ sessionCount: total, bestCount: null, longestMinutes: total });
  });

  it('shows an athlete’s history to their own family only, and refuses bad input', async () => {
    const athlete = await addTestAthlete(t, family, 'Only Mine');
    const stranger = await history(other, athlete.id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.message).not.toContain('Only Mine');
    const unknown = await t.app.inject({ method: 'GET', url: `/api/v1/training/lessons/no-such-lesson/history?athleteId=${athlete.id}`, headers: as(family) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Lesson Not Found');
    expect((await history(family, athlete.id, '&before=yesterday')).statusCode).toBe(400);
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/v1/training/lessons/${lesson.id}/history?athleteId=${athlete.id}` });
    expect(signedOut.statusCode).toBe(401);
  });

  it('puts the history in the family’s export, and deleting the account deletes it', async () => {
    const leaving = await createFamily(t, 'leaving');
    const athlete = await addTestAthlete(t, leaving, 'Exported Ed');
    await lessonStartedAgo(t, athlete.id, lesson.id, 10);
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/training/lessons/${lesson.id}/progress`,
      headers: as(leaving),
      payload: { athleteId: athlete.id, mode: 'practice', timeSpentMinutes: 7, notes: 'exported note' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const exported = await t.app.inject({ method: 'GET', url: '/api/v1/account/export', headers: as(leaving) });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().lessonHistory).toEqual([expect.objectContaining({ athleteId: athlete.id, lessonId: lesson.id, minutes: 7, notes: 'exported note' })]);

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/v1/account', headers: as(leaving), payload: { confirmation: 'DELETE' } });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await t.ctx.db.selectFrom('lesson_sessions').select('lesson_id').where('athlete_id', '=', athlete.id).execute()).toEqual([]);
  });
});

describe.each(testDialects())('migration 0034 on %s', (dialect) => {
  it('turns each lesson record into one session, with the XP its lesson paid', async () => {
    const fresh = await freshDatabase(dialect);
    const database = createDatabase(fresh.config);
    try {
      const migrator = migratorFor(database.db);
      const names = Object.keys(migrations).sort();
      const before = names[names.indexOf('0034-lesson-sessions-history') - 1]!;
      expect((await migrator.migrateTo(before)).error).toBeUndefined();
      const db = database.db;
      const yes = sql.raw(dialect === 'postgres' ? 'true' : '1');
      await sql`insert into users (id, name, email, email_verified, role, created_at, updated_at)
        values ('u1', 'Parent', 'u1@example.com', ${yes}, 'parent', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(db);
      await sql`insert into athletes (id, parent_id, name, date_of_birth, birth_year) values ('a1', 'u1', 'Old Record', '2015-03-01', 2015)`.execute(db);
      await sql`insert into training_categories (id, title, description, skills, sort_order) values ('c1', 'Cat', 'A category', '[]', 1)`.execute(db);
      await sql`insert into lessons (id, category_id, title, description, type, difficulty, duration_minutes, steps, instructions, tips, equipment, space, sort_order)
        values ('l1', 'c1', 'Lesson', 'A lesson', 'Exercise', 'Beginner', 10, '[]', '[]', '[]', '[]', 'Yard', 1)`.execute(db);
      await sql`insert into lesson_progress (athlete_id, lesson_id, completed_at, best_count, time_spent_minutes, notes, last_practiced_on, updated_at, session_started_at, session_minutes)
        values ('a1', 'l1', '2026-10-02T17:00:00.000Z', 40, 25, 'kept', '2026-10-02', '2026-10-02T17:00:00.000Z', '2026-10-02T16:45:00.000Z', 15)`.execute(db);
      for (const [id, amount, type, ref] of [['x1', 56, 'lesson', 'l1'], ['x2', 4, 'lesson-practice', 'l1:2026-10-01'], ['x3', 30, 'lesson-measurement', 'l1:2026-10-02'], ['x4', 99, 'lesson', 'l10']] as const) {
        await sql`insert into xp_transactions (id, athlete_id, amount, reason, reference_type, reference_id) values (${id}, 'a1', ${amount}, 'r', ${type}, ${ref})`.execute(db);
      }
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await sql<Record<string, unknown>>`select athlete_id, lesson_id, started_at, minutes, count, notes, xp_awarded, completed from lesson_sessions`.execute(db);
      expect(rows.rows.map((r) => ({ ...r, started_at: new Date(String(r.started_at)).toISOString(), xp_awarded: Number(r.xp_awarded) }))).toEqual([
        { athlete_id: 'a1', lesson_id: 'l1', started_at: '2026-10-02T16:45:00.000Z', minutes: 25, count: 40, notes: 'kept', xp_awarded: 90, completed: 1 },
      ]);
    } finally {
      await database.close();
      await fresh.cleanup();
    }
  });
});
