import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestAthlete, as, createFamily, type TestFamily } from '../../testing/families';
import { createTestApp, type TestApp, testDialects } from '../../testing/harness';
import { levelForXp } from '../../../shared/progress/levels';
import { getProgressSnapshot } from '../progress/service';
import { recordLessonProgress } from './service';

type LessonRow = { id: string; difficulty: string; duration_minutes: number; measurement: string | null; title: string };

describe.each(testDialects())('lessons and the XP ledger on %s', (dialect) => {
  let t: TestApp;
  let family: TestFamily;
  let other: TestFamily;
  let beginner: LessonRow & { measurementData: { metric: string; target: number; xpPerUnit: number; bonusXp: number } };
  let advanced: LessonRow;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    family = await createFamily(t, 'trainer');
    other = await createFamily(t, 'other');
    const lessons = await t.ctx.db.selectFrom('lessons').select(['id', 'difficulty', 'duration_minutes', 'measurement', 'title']).orderBy('sort_order').execute();
    const withCounter = lessons.find((l) => l.difficulty === 'Beginner' && l.measurement && !JSON.parse(l.measurement).metric.match(/juggles|seconds|minutes/));
    beginner = { ...withCounter!, measurementData: JSON.parse(withCounter!.measurement!) };
    advanced = lessons.find((l) => l.difficulty === 'Advanced')!;
  });
  afterAll(async () => {
    await t?.close();
  });

  const progress = (f: TestFamily, lessonId: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/v1/training/lessons/${lessonId}/progress`, headers: as(f), payload });

  it('seeds at least 6 categories and 24 lessons of every type and difficulty', async () => {
    const athlete = await addTestAthlete(t, family, 'Cat Counter');
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/training/categories?athleteId=${athlete.id}`, headers: as(family) });
    expect(res.statusCode).toBe(200);
    const categories = res.json().categories as { lessonCount: number; completedCount: number }[];
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(categories.every((c) => c.lessonCount >= 4 && c.completedCount === 0)).toBe(true);
    const lessons = await t.ctx.db.selectFrom('lessons').select(['type', 'difficulty', 'steps']).execute();
    expect(lessons.length).toBeGreaterThanOrEqual(24);
    expect(new Set(lessons.map((l) => l.type))).toEqual(new Set(['Video', 'Drill Guide', 'Exercise']));
    expect(new Set(lessons.map((l) => l.difficulty))).toEqual(new Set(['Beginner', 'Intermediate', 'Advanced']));
    expect(lessons.every((l) => JSON.parse(l.steps).length === 3)).toBe(true);
  });

  it('completes a lesson: exact ledger row and totals, XP from the server’s calculation', async () => {
    const athlete = await addTestAthlete(t, family, 'Leo Ledger');
    const m = beginner.measurementData;
    const minutes = 12;
    const response = await progress(family, beginner.id, {
      athleteId: athlete.id,
      mode: 'complete',
      timeSpentMinutes: minutes,
      count: m.target + 50, // clamped to the target
      timerSeconds: 200,
      xpAwarded: 99_999, // the page cannot set XP
      amount: 99_999,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const expected = 50 + Math.min(Math.floor(Math.min(minutes, beginner.duration_minutes * 2) / 5) * 2, 20) + m.target * m.xpPerUnit + m.bonusXp;
    expect(body.xpAwarded).toBe(expected);
    expect(body.isNewAward).toBe(true);
    expect(body.streak).toMatchObject({ current: 1, longest: 1 });
    expect(body.progress).toMatchObject({ isCompleted: true, bestCount: m.target, score: 100 });

    const ledger = await t.ctx.db.selectFrom('xp_transactions').selectAll().where('athlete_id', '=', athlete.id).execute();
    const lessonRows = ledger.filter((r) => r.reference_type === 'lesson');
    expect(lessonRows).toHaveLength(1);
    expect(lessonRows[0]).toMatchObject({ amount: expected, reference_id: beginner.id, reason: `Lesson completed: ${beginner.title}` });
    // The first lesson also unlocks achievements; every total is the ledger's sum.
    expect(ledger.filter((r) => r.reference_type !== 'lesson').every((r) => r.reference_type === 'achievement')).toBe(true);
    const sum = ledger.reduce((total, r) => total + r.amount, 0);
    expect(body.totals).toEqual({ totalXp: sum, level: levelForXp(sum), xpThisWeek: sum, xpThisMonth: sum });
    expect(body.unlockedAchievements.map((a: { xpReward: number }) => a.xpReward).reduce((a: number, b: number) => a + b, 0)).toBe(sum - expected);

    const again = await progress(family, beginner.id, { athleteId: athlete.id, mode: 'complete', timeSpentMinutes: minutes, count: m.target });
    expect(again.json()).toMatchObject({ xpAwarded: 0, isNewAward: false, totals: { totalXp: sum } });
  });

  it('pays the same completion sent 20 times at once exactly once', async () => {
    const athlete = await addTestAthlete(t, family, 'Rapid Clicker');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => progress(family, advanced.id, { athleteId: athlete.id, mode: 'complete', timeSpentMinutes: 10 })),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(responses.filter((r) => r.json().isNewAward)).toHaveLength(1);
    const ledger = await t.ctx.db.selectFrom('xp_transactions').select(['amount', 'reference_type', 'reference_id']).where('athlete_id', '=', athlete.id).execute();
    expect(ledger.filter((r) => r.reference_type === 'lesson')).toEqual([{ amount: 100 + 4, reference_type: 'lesson', reference_id: advanced.id }]);
    const achievementIds = ledger.filter((r) => r.reference_type === 'achievement').map((r) => r.reference_id);
    expect(new Set(achievementIds).size).toBe(achievementIds.length);
    const sum = ledger.reduce((total, r) => total + r.amount, 0);
    const snapshot = await getProgressSnapshot(t.ctx.db, athlete.id, new Date());
    expect(snapshot.totalXp).toBe(sum);
    expect(snapshot.xpThisWeek).toBe(sum);
  });

  it('pays practice at most once a day, keeps the lesson not completed, and caps the minutes', async () => {
    const athlete = await addTestAthlete(t, family, 'Daily Practice');
    const first = await progress(family, advanced.id, { athleteId: athlete.id, mode: 'practice', timeSpentMinutes: 500 });
    const credited = advanced.duration_minutes * 2; // 500 minutes are capped at twice the duration
    const expected = Math.min(Math.floor(credited / 5) * 2, 20);
    expect(first.json()).toMatchObject({ xpAwarded: expected, isNewAward: true, progress: { isCompleted: false } });
    const second = await progress(family, advanced.id, { athleteId: athlete.id, mode: 'practice', timeSpentMinutes: 500 });
    expect(second.json()).toMatchObject({ xpAwarded: 0, isNewAward: false });
    const ledger = await t.ctx.db.selectFrom('xp_transactions').select(['reference_type', 'reference_id']).where('athlete_id', '=', athlete.id).execute();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]!.reference_type).toBe('lesson-practice');
  });

  it('answers 404 when a parent tries to award XP to another family’s athlete', async () => {
    const athlete = await addTestAthlete(t, family, 'Not Yours');
    const response = await progress(other, beginner.id, { athleteId: athlete.id, mode: 'complete', timeSpentMinutes: 10 });
    expect(response.statusCode).toBe(404);
    for (const url of [`/api/v1/training/categories?athleteId=${athlete.id}`, `/api/v1/training/lessons/${beginner.id}?athleteId=${athlete.id}`, `/api/v1/dashboard?athleteId=${athlete.id}`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: as(other) })).statusCode).toBe(404);
    }
    const reset = await t.app.inject({ method: 'POST', url: `/api/v1/athletes/${athlete.id}/progress/reset`, headers: as(other), payload: {} });
    expect(reset.statusCode).toBe(404);
    expect(await t.ctx.db.selectFrom('xp_transactions').select('id').where('athlete_id', '=', athlete.id).execute()).toEqual([]);
    // Nor did the other family's dashboard visit start the athlete's week of challenges.
    expect(await t.ctx.db.selectFrom('challenge_weeks').select('week_start').where('athlete_id', '=', athlete.id).execute()).toEqual([]);
  });

  it('asks for an athlete and finds no unknown lesson', async () => {
    const noAthlete = await progress(family, beginner.id, { mode: 'complete' });
    expect(noAthlete.statusCode).toBe(400);
    expect(noAthlete.json().error.fields.athleteId).toBe('Please select an athlete to track progress for');
    const athlete = await addTestAthlete(t, family, 'Lost');
    const missing = await t.app.inject({ method: 'GET', url: `/api/v1/training/lessons/no-such-lesson?athleteId=${athlete.id}`, headers: as(family) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Lesson Not Found');
  });

  it('rolls the week and the month over at the academy’s midnight', async () => {
    const athlete = await addTestAthlete(t, family, 'Night Owl');
    const sundayNight = new Date('2026-11-30T07:59:00Z'); // Sunday Nov 29, 23:59 PST: still November, old week
    const mondayMorning = new Date('2026-11-30T08:00:00Z'); // Monday Nov 30, 00:00 PST: new week
    const decemberFirst = new Date('2026-12-01T08:00:00Z'); // Tuesday Dec 1, 00:00 PST: new month
    const first = await recordLessonProgress(t.ctx, family.userId, advanced.id, { athleteId: athlete.id, mode: 'complete', timeSpentMinutes: 0, notes: null }, sundayNight);
    const sunday = first.totals.totalXp; // the lesson's 100 XP plus the first achievements
    let snapshot = await getProgressSnapshot(t.ctx.db, athlete.id, sundayNight);
    expect(snapshot).toMatchObject({ totalXp: sunday, xpThisWeek: sunday, xpThisMonth: sunday });

    snapshot = await getProgressSnapshot(t.ctx.db, athlete.id, mondayMorning);
    expect(snapshot).toMatchObject({ totalXp: sunday, xpThisWeek: 0, xpThisMonth: sunday });

    const second = await recordLessonProgress(t.ctx, family.userId, beginner.id, { athleteId: athlete.id, mode: 'complete', timeSpentMinutes: 0, notes: null }, mondayMorning);
    const monday = second.totals.totalXp - sunday;
    expect(monday).toBeGreaterThanOrEqual(50);
    snapshot = await getProgressSnapshot(t.ctx.db, athlete.id, mondayMorning);
    expect(snapshot).toMatchObject({ totalXp: sunday + monday, xpThisWeek: monday, xpThisMonth: sunday + monday, currentStreak: 2 });

    snapshot = await getProgressSnapshot(t.ctx.db, athlete.id, decemberFirst);
    expect(snapshot).toMatchObject({ totalXp: sunday + monday, xpThisWeek: monday, xpThisMonth: 0 });
  });

  it('loads the dashboard in one request and resets XP on request', async () => {
    const athlete = await addTestAthlete(t, family, 'Dash Board');
    await progress(family, advanced.id, { athleteId: athlete.id, mode: 'complete', timeSpentMinutes: 10 });
    const dashboard = await t.app.inject({ method: 'GET', url: `/api/v1/dashboard?athleteId=${athlete.id}`, headers: as(family) });
    expect(dashboard.statusCode).toBe(200);
    const ledger = await t.ctx.db.selectFrom('xp_transactions').select('amount').where('athlete_id', '=', athlete.id).execute();
    const sum = ledger.reduce((total, r) => total + r.amount, 0);
    expect(dashboard.json()).toMatchObject({
      athlete: { name: 'Dash Board' },
      xp: { totalXp: sum, level: levelForXp(sum), xpThisWeek: sum },
      streak: { current: 1, canMaintain: true },
      stats: { lessonsCompleted: 1, badges: ledger.length - 1 },
    });
    expect(dashboard.json().recentActivity.map((a: { amount: number; referenceType: string }) => a.referenceType)).toContain('lesson');
    expect(dashboard.json().challenges.items).toHaveLength(2);

    const reset = await t.app.inject({ method: 'POST', url: `/api/v1/athletes/${athlete.id}/progress/reset`, headers: as(family), payload: {} });
    expect(reset.json().totals).toEqual({ totalXp: 0, level: 1, xpThisWeek: 0, xpThisMonth: 0 });
    expect(await t.ctx.db.selectFrom('xp_transactions').select('id').where('athlete_id', '=', athlete.id).execute()).toEqual([]);
  });
});
