import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestAthlete, as, createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { CURRICULUM } from '#shared/curriculum';
import { academyDate, monthStart } from '#shared/progress/time';
import {
  REPORT_DATE_MESSAGE,
  REPORT_ORDER_MESSAGE,
  REPORT_SPAN_MESSAGE,
} from '#shared/validation/report';

type Athlete = { id: string; name: string };

/**
 * The report's period is March 2026 on the academy's calendar (Pacific; daylight saving starts on
 * March 8): from 2026-03-01T08:00Z to 2026-04-01T07:00Z. Each athlete gets rows just inside and just
 * outside it, and the other athletes get rows inside it that must never show.
 */
const PERIOD = 'from=2026-03-01&to=2026-03-31';

describe.each(testDialects())('progress reports on %s', (dialect) => {
  let t: TestApp;
  let family: TestFamily;
  let other: TestFamily;
  let subject: Athlete;
  let sibling: Athlete;
  let stranger: Athlete;
  let lessons: Record<string, string>;
  let challengeIds: string[];
  let achievements: { id: string; name: string; rarity: string; xp_reward: number }[];

  const report = (f: TestFamily, athleteId: string, query = PERIOD, suffix = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/athletes/${encodeURIComponent(athleteId)}/report${suffix}?${query}`,
      headers: as(f),
    });

  async function seedAthlete(athleteId: string, ledger: [string, number][], totalXp: number) {
    const db = t.ctx.db;
    await db
      .insertInto('xp_transactions')
      .values(
        ledger.map(([at, amount], i) => ({
          id: `${athleteId}-${i}`,
          athlete_id: athleteId,
          amount,
          reason: 'Test',
          reference_type: 'test',
          reference_id: String(i),
          created_at: at,
        })),
      )
      .execute();
    await db
      .insertInto('athlete_progress')
      .values({
        athlete_id: athleteId,
        total_xp: totalXp,
        current_streak: 1,
        longest_streak: 3,
        last_activity_date: '2026-04-01',
      })
      .execute();
  }

  async function lessonDone(
    athleteId: string,
    lessonId: string,
    completedAt: string | null,
    practicedOn: string,
    bestCount: number | null,
    score: number | null,
  ) {
    await t.ctx.db
      .insertInto('lesson_progress')
      .values({
        athlete_id: athleteId,
        lesson_id: lessonId,
        completed_at: completedAt,
        best_count: bestCount,
        score,
        time_spent_minutes: 10,
        last_practiced_on: practicedOn,
      })
      .execute();
  }

  async function challengeDone(
    athleteId: string,
    index: number,
    weekStart: string,
    completedAt: string | null,
  ) {
    await t.ctx.db
      .insertInto('athlete_challenges')
      .values({
        id: `${athleteId}-c${index}`,
        athlete_id: athleteId,
        challenge_id: challengeIds[index]!,
        week_start: weekStart,
        end_date: '2026-05-01T07:00:00.000Z',
        current_progress: 1,
        completed_at: completedAt,
      })
      .execute();
  }

  async function badge(athleteId: string, index: number, unlockedAt: string) {
    await t.ctx.db
      .insertInto('athlete_achievements')
      .values({
        athlete_id: athleteId,
        achievement_id: achievements[index]!.id,
        progress_value: 1,
        unlocked_at: unlockedAt,
      })
      .execute();
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    family = await createFamily(t, 'report');
    other = await createFamily(t, 'report-other');
    subject = await addTestAthlete(t, family, 'Rio Report');
    sibling = await addTestAthlete(t, family, 'Sam Sibling');
    stranger = await addTestAthlete(t, other, 'Otto Other');
    const strangerSibling = await addTestAthlete(t, other, 'Olga Other');
    const rows = await t.ctx.db
      .selectFrom('lessons')
      .select(['id', 'category_id'])
      .orderBy('sort_order')
      .execute();
    lessons = Object.fromEntries(
      ['ball-mastery', 'first-touch', 'passing', 'finishing'].map((c) => [
        c,
        rows.find((r) => r.category_id === c)!.id,
      ]),
    );
    challengeIds = (
      await t.ctx.db.selectFrom('challenges').select('id').orderBy('id').limit(3).execute()
    ).map((r) => r.id);
    achievements = await t.ctx.db
      .selectFrom('achievements')
      .select(['id', 'name', 'rarity', 'xp_reward'])
      .orderBy('id')
      .limit(2)
      .execute();

    await seedAthlete(
      subject.id,
      [
        ['2026-02-28T20:00:00.000Z', 100], // Feb 28: before
        ['2026-03-01T07:30:00.000Z', 7], // Feb 28, 23:30 Pacific: before
        ['2026-03-01T08:30:00.000Z', 40], // Mar 1, 00:30 Pacific
        ['2026-03-02T18:00:00.000Z', 60], // Mar 2
        ['2026-03-02T19:00:00.000Z', 15], // Mar 2
        ['2026-03-10T06:30:00.000Z', 25], // Mar 9, 23:30 Pacific (daylight time)
        ['2026-04-01T06:30:00.000Z', 30], // Mar 31, 23:30 Pacific
        ['2026-04-01T07:30:00.000Z', 1000], // Apr 1, 00:30 Pacific: after
      ],
      1277,
    );
    await lessonDone(
      subject.id,
      lessons['ball-mastery']!,
      '2026-03-05T18:00:00.000Z',
      '2026-03-05',
      40,
      90,
    );
    await lessonDone(
      subject.id,
      lessons['passing']!,
      '2026-02-20T18:00:00.000Z',
      '2026-02-20',
      30,
      100,
    );
    await lessonDone(
      subject.id,
      lessons['finishing']!,
      '2026-04-02T18:00:00.000Z',
      '2026-04-02',
      8,
      80,
    );
    await lessonDone(subject.id, lessons['first-touch']!, null, '2026-03-15', 12, null);
    await challengeDone(subject.id, 0, '2026-03-09', '2026-03-10T17:00:00.000Z');
    await challengeDone(subject.id, 1, '2026-02-23', '2026-02-25T17:00:00.000Z');
    await challengeDone(subject.id, 2, '2026-03-16', null);
    await badge(subject.id, 0, '2026-03-02T19:00:00.000Z');
    await badge(subject.id, 1, '2026-02-01T19:00:00.000Z');

    // The others: everything inside the period, none of it in the subject's report.
    for (const athlete of [sibling, stranger, strangerSibling]) {
      await seedAthlete(athlete.id, [['2026-03-05T18:00:00.000Z', 500]], 500);
      await lessonDone(
        athlete.id,
        lessons['ball-mastery']!,
        '2026-03-06T18:00:00.000Z',
        '2026-03-06',
        99,
        100,
      );
      await lessonDone(
        athlete.id,
        lessons['passing']!,
        '2026-03-06T18:00:00.000Z',
        '2026-03-06',
        99,
        100,
      );
      await challengeDone(athlete.id, 1, '2026-03-02', '2026-03-03T17:00:00.000Z');
      await badge(athlete.id, 1, '2026-03-03T17:00:00.000Z');
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('contains only its athlete’s data, with the exact figures of the period', async () => {
    const res = await report(family, subject.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.athlete).toEqual({ id: subject.id, name: 'Rio Report' });
    expect(body.period).toEqual({ from: '2026-03-01', to: '2026-03-31', bucket: 'day' });
    expect(body.summary).toEqual({
      xpEarned: 170,
      startXp: 107,
      endXp: 277,
      startLevel: 2,
      endLevel: 3,
      lessonsCompleted: 1,
      challengesCompleted: 1,
      badgesEarned: 1,
      activeDays: 4,
      longestRun: 2,
      currentStreak: 1,
      longestStreak: 3,
    });
    expect(body.xpSeries).toHaveLength(31);
    expect(body.xpSeries.filter((p: { xp: number }) => p.xp > 0)).toEqual([
      { date: '2026-03-01', xp: 40, totalXp: 147, level: 2 },
      { date: '2026-03-02', xp: 75, totalXp: 222, level: 2 },
      { date: '2026-03-09', xp: 25, totalXp: 247, level: 2 },
      { date: '2026-03-31', xp: 30, totalXp: 277, level: 3 },
    ]);
    expect(body.xpSeries[4]).toEqual({ date: '2026-03-05', xp: 0, totalXp: 222, level: 2 });
    expect(
      body.lessonsByCategory.map((c: { categoryId: string; completed: number }) => [
        c.categoryId,
        c.completed,
      ]),
    ).toEqual([
      ['ball-mastery', 1],
      ['first-touch', 0],
      ['passing', 0],
      ['dribbling-1v1', 0],
      ['finishing', 0],
      ['speed-agility', 0],
    ]);
    expect(
      body.measurements.map((m: { lessonId: string; bestCount: number; score: number | null }) => [
        m.lessonId,
        m.bestCount,
        m.score,
      ]),
    ).toEqual([
      [lessons['ball-mastery'], 40, 90],
      [lessons['first-touch'], 12, null],
    ]);
    expect(body.streaks).toEqual([
      { start: '2026-03-01', end: '2026-03-02', days: 2 },
      { start: '2026-03-09', end: '2026-03-09', days: 1 },
      { start: '2026-03-31', end: '2026-03-31', days: 1 },
    ]);
    expect(body.challenges).toHaveLength(1);
    expect(body.challenges[0]).toMatchObject({ id: `${subject.id}-c0` });
    expect(new Date(body.challenges[0].completedAt).toISOString()).toBe('2026-03-10T17:00:00.000Z');
    expect(body.badges).toHaveLength(1);
    expect(body.badges[0]).toMatchObject({
      id: achievements[0]!.id,
      name: achievements[0]!.name,
      xpReward: achievements[0]!.xp_reward,
    });
    // Nothing of the sibling's or the other family's 500 XP, lessons, challenges or badges.
    expect(res.body).not.toContain('500');
    expect(res.body).not.toContain(sibling.id);
    expect(res.body).not.toContain(stranger.id);
  });

  it('reports the sibling separately, and charts a longer period by academy week', async () => {
    const sib = (await report(family, sibling.id)).json();
    expect(sib.summary).toMatchObject({
      xpEarned: 500,
      startXp: 0,
      endXp: 500,
      lessonsCompleted: 2,
      challengesCompleted: 1,
      badgesEarned: 1,
    });
    const quarter = (await report(family, subject.id, 'from=2026-01-01&to=2026-03-31')).json();
    expect(quarter.period.bucket).toBe('week');
    expect(quarter.summary).toMatchObject({
      xpEarned: 277,
      startXp: 0,
      endXp: 277,
      lessonsCompleted: 2,
      challengesCompleted: 2,
      badgesEarned: 2,
    });
    // Weeks start on Monday; the first one at the period's start.
    expect(quarter.xpSeries[0].date).toBe('2026-01-01');
    expect(quarter.xpSeries[1].date).toBe('2026-01-05');
    expect(quarter.xpSeries.find((p: { date: string }) => p.date === '2026-02-23')).toMatchObject({
      xp: 147,
      totalXp: 147,
    });
    expect(quarter.xpSeries.find((p: { date: string }) => p.date === '2026-03-30')).toMatchObject({
      xp: 30,
      totalXp: 277,
      level: 3,
    });
  });

  it('counts days on the academy’s calendar across the end of daylight saving (2025-11-02, 09:00 UTC)', async () => {
    const athlete = await addTestAthlete(t, family, 'Fall Back');
    await seedAthlete(
      athlete.id,
      [
        ['2025-11-02T06:30:00.000Z', 1], // Nov 1, 23:30 PDT
        ['2025-11-02T07:30:00.000Z', 2], // Nov 2, 00:30 PDT
        ['2025-11-02T08:30:00.000Z', 4], // Nov 2, 01:30 PDT, the first of the two
        ['2025-11-03T07:30:00.000Z', 8], // Nov 2, 23:30 PST
        ['2025-11-03T08:30:00.000Z', 16], // Nov 3, 00:30 PST
      ],
      31,
    );
    const body = (await report(family, athlete.id, 'from=2025-11-01&to=2025-11-03')).json();
    expect(body.xpSeries).toEqual([
      { date: '2025-11-01', xp: 1, totalXp: 1, level: 1 },
      { date: '2025-11-02', xp: 14, totalXp: 15, level: 1 },
      { date: '2025-11-03', xp: 16, totalXp: 31, level: 1 },
    ]);
  });

  it('defaults to this month so far', async () => {
    const res = await report(family, subject.id, '');
    expect(res.statusCode).toBe(200);
    const now = new Date();
    expect(res.json().period).toMatchObject({ from: monthStart(now), to: academyDate(now) });
  });

  it('is not found for another family’s athlete or an unknown one, as JSON and as a PDF', async () => {
    for (const suffix of ['', '.pdf']) {
      const res = await report(other, subject.id, PERIOD, suffix);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
      expect(res.body).not.toContain('Rio');
      expect((await report(family, stranger.id, PERIOD, suffix)).statusCode).toBe(404);
      expect((await report(family, 'no-such-athlete', PERIOD, suffix)).statusCode).toBe(404);
    }
    const signedOut = await t.app.inject({
      method: 'GET',
      url: `/api/v1/athletes/${subject.id}/report.pdf?${PERIOD}`,
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it.each([
    ['from after to', 'from=2026-03-31&to=2026-03-01', 'from', REPORT_ORDER_MESSAGE],
    ['more than a year', 'from=2025-01-01&to=2026-01-02', 'to', REPORT_SPAN_MESSAGE],
    ['not a date', 'from=yesterday&to=2026-03-01', 'from', REPORT_DATE_MESSAGE],
    ['a date that does not exist', 'from=2026-02-30&to=2026-03-01', 'from', REPORT_DATE_MESSAGE],
    ['only one date', 'from=2026-03-01', 'to', REPORT_DATE_MESSAGE],
    ['5,000 characters', `from=${'2'.repeat(5000)}&to=2026-03-01`, 'from', REPORT_DATE_MESSAGE],
  ])('refuses %s with a clear 400', async (_name, query, field, message) => {
    for (const suffix of ['', '.pdf']) {
      const res = await report(family, subject.id, query, suffix);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION',
        message,
        fields: { [field]: message },
      });
    }
  });

  it('allows a year: 366 days, first and last included', async () => {
    expect((await report(family, subject.id, 'from=2025-01-01&to=2026-01-01')).statusCode).toBe(
      200,
    );
  });

  it('refuses a NUL byte in a date with a 400', async () => {
    const res = await report(family, subject.id, 'from=2026-03-01%00&to=2026-03-31');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
  });

  it('downloads the report as a PDF attachment', async () => {
    const res = await report(family, subject.id, PERIOD, '.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="progress-report-rio-report-2026-03-01-to-2026-03-31.pdf"',
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(1000);
  });
});

describe.each(testDialects())('the in-app curriculum on %s', (dialect) => {
  let t: TestApp;
  let family: TestFamily;
  let other: TestFamily;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    family = await createFamily(t, 'curriculum');
    other = await createFamily(t, 'curriculum-other');
  });
  afterAll(async () => {
    await t?.close();
  });

  const curriculum = (f: TestFamily, athleteId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/training/curriculum?athleteId=${athleteId}`,
      headers: as(f),
    });
  const complete = (athleteId: string, lessonIds: readonly string[]) =>
    t.ctx.db
      .insertInto('lesson_progress')
      .values(
        lessonIds.map((id) => ({
          athlete_id: athleteId,
          lesson_id: id,
          completed_at: new Date().toISOString(),
          time_spent_minutes: 10,
        })),
      )
      .execute();
  const moduleLessons = (id: string) =>
    CURRICULUM.flatMap((l) => l.modules).find((m) => m.id === id)!.lessonIds;

  it('computes modules and levels from the athlete’s real completions (2, 1, 1)', async () => {
    const athlete = await addTestAthlete(t, family, 'Cora Curriculum');
    const fresh = (await curriculum(family, athlete.id)).json();
    expect(fresh.levels.map((l: { isUnlocked: boolean }) => l.isUnlocked)).toEqual([
      true,
      false,
      false,
    ]);
    expect(fresh.levels.flatMap((l: { modules: unknown[] }) => l.modules)).toHaveLength(8);

    await complete(athlete.id, [
      ...moduleLessons('ball-mastery'),
      moduleLessons('first-touch')[0]!,
    ]);
    const one = (await curriculum(family, athlete.id)).json();
    expect(one.levels[0]).toMatchObject({ completedModules: 1, isUnlocked: true, isPassed: false });
    expect(one.levels[0].modules[0]).toMatchObject({
      id: 'ball-mastery',
      percent: 100,
      isCompleted: true,
      categoryId: 'ball-mastery',
    });
    expect(one.levels[0].modules[1]).toMatchObject({
      id: 'first-touch',
      completedLessons: 1,
      totalLessons: 3,
      percent: 33,
      isCompleted: false,
    });
    expect(one.levels[1].isUnlocked).toBe(false);

    await complete(athlete.id, moduleLessons('first-touch').slice(1));
    const two = (await curriculum(family, athlete.id)).json();
    expect(two.levels.map((l: { isUnlocked: boolean }) => l.isUnlocked)).toEqual([
      true,
      true,
      false,
    ]);

    await complete(athlete.id, moduleLessons('finishing'));
    const three = (await curriculum(family, athlete.id)).json();
    expect(three.levels.map((l: { isUnlocked: boolean }) => l.isUnlocked)).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      three.levels[1].modules
        .find((m: { id: string }) => m.id === 'finishing')
        .lessons.every((l: { isCompleted: boolean }) => l.isCompleted),
    ).toBe(true);

    // Another family's athlete is not found.
    expect((await curriculum(other, athlete.id)).statusCode).toBe(404);
  });
});
