/**
 * Daily quests and squad quests (issue 43, points 4-5; decision 089): a lesson completion that meets
 * today's quests pays each once, even from 20 concurrent completions; a met squad goal pays each
 * contributor once across two instances, shows first names and initials only and leaves out an
 * athlete hidden from rankings; Reset XP resets and recomputes both; the export carries the rows.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { academyDate, academyMidnight, addDays, weekStart } from '#shared/progress/time';
import { buildApp } from '#server/app';
import { createDatabase } from '#server/db/database';
import { addTestAthlete, as, createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testConfig, testDialects } from '#server/testing/harness';
import { lessonStartedAgo } from '#server/testing/training-clock';
import { drawDailyQuestsForAll } from './daily-draw';
import { paySquadRewards } from './service';

describe.each(testDialects())('quests, on %s', (dialect) => {
  let t: TestApp;
  let family: TestFamily;
  let stranger: TestFamily;
  let lessons: { id: string; category_id: string }[];

  const quests = async (who: TestFamily, athleteId: string) => t.app.inject({ method: 'GET', url: `/api/v1/athletes/${encodeURIComponent(athleteId)}/quests`, headers: as(who) });
  const read = async (athleteId: string, who = family) => {
    const response = await quests(who, athleteId);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const complete = async (athleteId: string, lessonId: string, app = t.app, who = family) =>
    app.inject({ method: 'POST', url: `/api/v1/training/lessons/${lessonId}/progress`, headers: as(who), payload: { athleteId, mode: 'complete', timeSpentMinutes: 10 } });
  const ledger = (athleteId: string, type: string) =>
    t.ctx.db.selectFrom('xp_transactions').select(['reference_id', 'amount']).where('athlete_id', '=', athleteId).where('reference_type', '=', type).orderBy('reference_id').execute();
  const totalXp = async (athleteId: string) => (await t.ctx.db.selectFrom('athlete_progress').select('total_xp').where('athlete_id', '=', athleteId).executeTakeFirstOrThrow()).total_xp;
  const ledgerSum = async (athleteId: string) =>
    Number((await t.ctx.db.selectFrom('xp_transactions').select((eb) => eb.fn.sum<number>('amount').as('s')).where('athlete_id', '=', athleteId).executeTakeFirst())?.s ?? 0);
  /** A new athlete of the family: the search below may take more than the 20 an hour a family may add, so the limit's count starts again. */
  const newAthlete = async (name: string, dateOfBirth: string) => {
    await t.ctx.db.deleteFrom('throttles').where('key', '=', `add-athlete:user:${family.userId}`).execute();
    return addTestAthlete(t, family, name, dateOfBirth);
  };
  /** An athlete whose draw today has a "train a lesson" quest (any other draw is as likely to be tested by the unit table). */
  const athleteWithLessonQuest = async (name: string, dateOfBirth: string) => {
    for (let i = 0; i < 30; i++) {
      const athlete = await newAthlete(`${name} ${i}`, dateOfBirth);
      if ((await read(athlete.id)).daily.some((q: { key: string }) => q.key === 'lessons')) return athlete;
    }
    throw new Error('no draw with a lessons quest in 30 athletes');
  };
  /** An athlete whose draw today has a quest with this key; `before` gives them a history first. */
  const athleteWithQuest = async (key: string, name: string, before?: (athleteId: string) => Promise<void>) => {
    for (let i = 0; i < 40; i++) {
      const athlete = await newAthlete(`${name} ${i}`, '2016-08-08');
      await before?.(athlete.id);
      if ((await read(athlete.id)).daily.some((q: { key: string }) => q.key === key)) return athlete;
    }
    throw new Error(`no draw with a ${key} quest in 40 athletes`);
  };
  const save = (athleteId: string, lessonId: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/v1/training/lessons/${lessonId}/progress`, headers: as(family), payload: { athleteId, mode: 'practice', ...body } });
  const MASTERY_LESSON = 'ball-mastery-toe-taps-sole-rolls';
  const squadOf = (birthYear: number) =>
    t.ctx.db.selectFrom('squad_quests').selectAll().where('birth_year', '=', birthYear).where('week_start', '=', weekStart(new Date())).executeTakeFirst();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    family = await createFamily(t, 'quest-parent');
    stranger = await createFamily(t, 'quest-stranger');
    lessons = await t.ctx.db
      .selectFrom('lessons')
      .select(['id', 'category_id'])
      .where('difficulty', '=', 'Beginner')
      .where('is_published', '=', 1)
      .orderBy('id')
      .limit(4)
      .execute();
    expect(lessons.length).toBeGreaterThanOrEqual(3);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows three quests, the same all day; 20 concurrent completions of a lesson pay each met quest once, with the XP in the totals', async () => {
    const athlete = await athleteWithLessonQuest('Quinn Quest', '2016-05-01');
    const before = await read(athlete.id);
    expect(before.daily).toHaveLength(3);
    expect(before.daily.every((q: { progress: number; isCompleted: boolean }) => q.progress === 0 && !q.isCompleted)).toBe(true);
    expect((await read(athlete.id)).daily).toEqual(before.daily);

    await lessonStartedAgo(t, athlete.id, lessons[0]!.id, 20);
    const responses = await Promise.all(Array.from({ length: 20 }, () => complete(athlete.id, lessons[0]!.id)));
    expect(responses.map((r) => r.statusCode).every((s) => s === 200)).toBe(true);
    expect(responses.filter((r) => r.json().isNewAward)).toHaveLength(1);

    const after = await read(athlete.id);
    const lessonQuest = after.daily.find((q: { key: string }) => q.key === 'lessons');
    expect(lessonQuest).toMatchObject({ progress: 1, target: 1, isCompleted: true });
    // The same three quests, ticked as far as the lesson took them.
    expect(after.daily.map((q: { key: string }) => q.key)).toEqual(before.daily.map((q: { key: string }) => q.key));
    const completed = after.daily.filter((q: { isCompleted: boolean }) => q.isCompleted);
    const paid = await ledger(athlete.id, 'daily-quest');
    expect(paid.map((p) => p.reference_id)).toEqual(completed.map((q: { key: string }) => `${after.day}:${q.key}`).sort());
    expect(paid.map((p) => p.amount).sort()).toEqual(completed.map((q: { xp: number }) => q.xp).sort());
    expect(await totalXp(athlete.id)).toBe(await ledgerSum(athlete.id));
    const rows = await t.ctx.db.selectFrom('daily_quests').select(['quest_key', 'progress', 'completed_at']).where('athlete_id', '=', athlete.id).execute();
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.completed_at !== null).map((r) => r.quest_key).sort()).toEqual(completed.map((q: { key: string }) => q.key).sort());

    // Exported with the family's data.
    const exported = (await t.app.inject({ method: 'GET', url: '/api/v1/account/export', headers: as(family) })).json();
    const mine = exported.quests.daily.filter((r: { athlete_id: string }) => r.athlete_id === athlete.id);
    expect(mine).toHaveLength(3);
    expect(exported.quests.squad.some((r: { athlete_id: string; lessons: number }) => r.athlete_id === athlete.id && r.lessons === 1)).toBe(true);
  });

  it('pays every contributor of a met squad goal once across two instances, naming first name and initial only, never a hidden athlete', async () => {
    const year = 2014;
    const other = await createFamily(t, 'quest-squad-other');
    const shown = await addTestAthlete(t, family, 'Sasha Squadmember', `${year}-02-02`);
    const hidden = await addTestAthlete(t, other, 'Hidden Helper', `${year}-03-03`);
    await t.ctx.db.updateTable('athletes').set({ hide_from_rankings: 1 }).where('id', '=', hidden.id).execute();
    const late = await addTestAthlete(t, other, 'Late Larkin', `${year}-04-04`);
    const goal = (await read(shown.id)).squad;
    expect(goal).toMatchObject({ birthYear: year, progress: 0, target: 10, isCompleted: false, hasContributed: false, contributors: [], otherContributors: 0 });
    // The goal is made with its first contribution; here, a small one, so two lessons meet it.
    await t.ctx.db.insertInto('squad_quests').values({ id: 'squad-test', week_start: weekStart(new Date()), birth_year: year, title: 'The 2014s train 2 lessons this week', target: 2, xp: 50 }).execute();

    const config = testConfig(t.ctx.config.database);
    const database = createDatabase(config.database);
    const second = await buildApp(config, { database });
    await second.ready();
    try {
      await lessonStartedAgo(t, shown.id, lessons[1]!.id, 20);
      expect((await complete(shown.id, lessons[1]!.id)).statusCode).toBe(200);
      expect((await read(shown.id)).squad).toMatchObject({ progress: 1, isCompleted: false, hasContributed: true, contributors: [{ name: 'Sasha S.', lessons: 1 }] });
      // The hidden athlete's lesson, on the other instance, meets the goal.
      await lessonStartedAgo(t, hidden.id, lessons[1]!.id, 20);
      expect((await complete(hidden.id, lessons[1]!.id, second, other)).statusCode).toBe(200);
      // Both instances pay at once, as their jobs would, beside the payment right after the commit.
      const both = async <T>(run: (ctx: typeof t.ctx) => Promise<T>): Promise<T[]> =>
        dialect === 'postgres' ? Promise.all([run(t.ctx), run(second.ctx)]) : [await run(t.ctx), await run(second.ctx)];
      await both((ctx) => paySquadRewards(ctx, new Date()));
      await vi.waitFor(async () => expect((await ledger(hidden.id, 'squad-quest')).length + (await ledger(shown.id, 'squad-quest')).length).toBe(2));
      await both((ctx) => paySquadRewards(ctx, new Date()));
      expect(await ledger(shown.id, 'squad-quest')).toEqual([{ reference_id: 'squad-test', amount: 50 }]);
      expect(await ledger(hidden.id, 'squad-quest')).toEqual([{ reference_id: 'squad-test', amount: 50 }]);
      for (const a of [shown, hidden]) expect(await totalXp(a.id)).toBe(await ledgerSum(a.id));
      const rewarded = await t.ctx.db.selectFrom('squad_contributions').select(['athlete_id', 'rewarded_at']).where('squad_quest_id', '=', 'squad-test').execute();
      expect(rewarded.every((r) => r.rewarded_at !== null)).toBe(true);

      const seen = (await read(late.id, other)).squad;
      expect(seen).toMatchObject({ progress: 2, target: 2, isCompleted: true, hasContributed: false, contributors: [{ name: 'Sasha S.', lessons: 1 }], otherContributors: 1 });
      expect(JSON.stringify(seen)).not.toContain('Hidden');
      expect(JSON.stringify(seen)).not.toContain('Squadmember');
      // After the goal is met, a lesson adds no contributor and pays no reward.
      await lessonStartedAgo(t, late.id, lessons[1]!.id, 20);
      expect((await complete(late.id, lessons[1]!.id, t.app, other)).statusCode).toBe(200);
      await paySquadRewards(t.ctx, new Date());
      expect(await ledger(late.id, 'squad-quest')).toEqual([]);
      expect((await read(late.id, other)).squad).toMatchObject({ progress: 2, hasContributed: false });
    } finally {
      await second.close();
      await database.close();
    }
  });

  it('Reset XP resets today’s quests and takes the athlete’s lessons out of an open squad goal; training again recomputes both', async () => {
    const year = 2017;
    const athlete = await athleteWithLessonQuest('Riley Reset', `${year}-06-06`);
    const teammate = await addTestAthlete(t, stranger, 'Toni Teammate', `${year}-07-07`);
    await lessonStartedAgo(t, teammate.id, lessons[2]!.id, 20);
    expect((await complete(teammate.id, lessons[2]!.id, t.app, stranger)).statusCode).toBe(200);
    for (const lesson of lessons.slice(0, 2)) {
      await lessonStartedAgo(t, athlete.id, lesson.id, 20);
      expect((await complete(athlete.id, lesson.id)).statusCode).toBe(200);
    }
    expect((await squadOf(year))!.progress).toBe(3);
    const paidBefore = (await read(athlete.id)).daily.filter((q: { isCompleted: boolean }) => q.isCompleted);
    expect(paidBefore.length).toBeGreaterThan(0);

    const reset = await t.app.inject({ method: 'POST', url: `/api/v1/athletes/${athlete.id}/progress/reset`, headers: as(family) });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().totals.totalXp).toBe(0);
    const cleared = await read(athlete.id);
    expect(cleared.daily.every((q: { progress: number; isCompleted: boolean }) => q.progress === 0 && !q.isCompleted)).toBe(true);
    expect(cleared.squad).toMatchObject({ progress: 1, hasContributed: false, contributors: [{ name: 'Toni T.', lessons: 1 }] });
    expect(await t.ctx.db.selectFrom('daily_quests').select('day').where('athlete_id', '=', athlete.id).execute()).toEqual([]);
    expect(await ledger(athlete.id, 'daily-quest')).toEqual([]);

    // Training again after the reset counts from nothing: one lesson, its quests paid again, once.
    await lessonStartedAgo(t, athlete.id, lessons[0]!.id, 20);
    expect((await complete(athlete.id, lessons[0]!.id)).statusCode).toBe(200);
    const again = await read(athlete.id);
    expect(again.daily.find((q: { key: string }) => q.key === 'lessons')).toMatchObject({ progress: 1, isCompleted: true });
    expect(again.squad).toMatchObject({ progress: 2, hasContributed: true });
    expect((await squadOf(year))!.progress).toBe(2);
    expect((await ledger(athlete.id, 'daily-quest')).length).toBe(again.daily.filter((q: { isCompleted: boolean }) => q.isCompleted).length);
    expect(await totalXp(athlete.id)).toBe(await ledgerSum(athlete.id));
    // Counted from the academy's Monday: the week's start is an academy midnight.
    expect(academyMidnight(weekStart(new Date())).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('a minutes quest counts the minutes of ball mastery that paid today; of 20 concurrent saves that meet it, one pays it, once', async () => {
    const [first, second] = (await t.ctx.db.selectFrom('lessons').select('id').where('category_id', '=', 'ball-mastery').where('is_published', '=', 1).orderBy('id').limit(2).execute()).map((l) => l.id);
    const athlete = await athleteWithQuest('minutes:ball-mastery', 'Mina Minutes');
    const quest = (await read(athlete.id)).daily.find((q: { key: string }) => q.key === 'minutes:ball-mastery');
    expect(quest).toMatchObject({ title: '10 minutes of Ball Mastery', target: 10, progress: 0, xp: 20, isCompleted: false });
    await lessonStartedAgo(t, athlete.id, first!, 20);
    expect((await save(athlete.id, first!, { timeSpentMinutes: 5 })).json().isNewAward).toBe(true);
    expect((await read(athlete.id)).daily.find((q: { key: string }) => q.key === quest.key)).toMatchObject({ progress: 5, isCompleted: false });
    // A longer save of a session already paid pays nothing, so it moves no quest: never shown met and unpaid.
    expect((await save(athlete.id, first!, { timeSpentMinutes: 12 })).json().isNewAward).toBe(false);
    expect((await read(athlete.id)).daily.find((q: { key: string }) => q.key === quest.key)).toMatchObject({ progress: 5, isCompleted: false });
    await lessonStartedAgo(t, athlete.id, second!, 20);
    const responses = await Promise.all(Array.from({ length: 20 }, () => save(athlete.id, second!, { timeSpentMinutes: 5 })));
    expect(responses.map((r) => r.statusCode).every((s) => s === 200)).toBe(true);
    expect(responses.filter((r) => r.json().isNewAward)).toHaveLength(1);
    expect((await read(athlete.id)).daily.find((q: { key: string }) => q.key === quest.key)).toMatchObject({ progress: 10, isCompleted: true });
    const day = academyDate(new Date());
    expect((await ledger(athlete.id, 'daily-quest')).filter((p) => p.reference_id === `${day}:minutes:ball-mastery`)).toEqual([{ reference_id: `${day}:minutes:ball-mastery`, amount: 20 }]);
    expect(await totalXp(athlete.id)).toBe(await ledgerSum(athlete.id));
  });

  it('a personal best quest is drawn after a count; of 20 concurrent saves whose count beats the best before today, one pays it, once', async () => {
    const yesterday = new Date(academyMidnight(academyDate(new Date())).getTime() - 3_600_000).toISOString();
    const athlete = await athleteWithQuest('personal-best', 'Pia Best', async (athleteId) => {
      await t.ctx.db.insertInto('lesson_sessions').values({ athlete_id: athleteId, lesson_id: MASTERY_LESSON, started_at: yesterday, minutes: 5, count: 20, updated_at: yesterday }).execute();
    });
    expect((await read(athlete.id)).daily.find((q: { key: string }) => q.key === 'personal-best')).toMatchObject({ title: 'Beat a personal best in a routine', target: 1, progress: 0, xp: 30 });
    await lessonStartedAgo(t, athlete.id, MASTERY_LESSON, 20);
    const responses = await Promise.all(Array.from({ length: 20 }, () => save(athlete.id, MASTERY_LESSON, { timeSpentMinutes: 5, count: 30 })));
    expect(responses.map((r) => r.statusCode).every((s) => s === 200)).toBe(true);
    expect(responses.filter((r) => r.json().isNewAward)).toHaveLength(1);
    expect((await read(athlete.id)).daily.find((q: { key: string }) => q.key === 'personal-best')).toMatchObject({ progress: 1, isCompleted: true });
    const day = academyDate(new Date());
    expect((await ledger(athlete.id, 'daily-quest')).filter((p) => p.reference_id === `${day}:personal-best`)).toEqual([{ reference_id: `${day}:personal-best`, amount: 30 }]);
    expect(await totalXp(athlete.id)).toBe(await ledgerSum(athlete.id));
  });

  it('a personal best quest is not met by a count equal to the best', async () => {
    const yesterday = new Date(academyMidnight(academyDate(new Date())).getTime() - 3_600_000).toISOString();
    const athlete = await athleteWithQuest('personal-best', 'Pat Equal', async (athleteId) => {
      await t.ctx.db.insertInto('lesson_sessions').values({ athlete_id: athleteId, lesson_id: MASTERY_LESSON, started_at: yesterday, minutes: 5, count: 20, updated_at: yesterday }).execute();
    });
    await lessonStartedAgo(t, athlete.id, MASTERY_LESSON, 20);
    expect((await save(athlete.id, MASTERY_LESSON, { timeSpentMinutes: 5, count: 20 })).json().isNewAward).toBe(true);
    expect((await read(athlete.id)).daily.find((q: { key: string }) => q.key === 'personal-best')).toMatchObject({ progress: 0, isCompleted: false });
    expect((await ledger(athlete.id, 'daily-quest')).filter((p) => p.reference_id.endsWith(':personal-best'))).toEqual([]);
  });

  it('the daily job records every athlete’s three, the ones a page shows; a second run draws none; quests never started on past days go', async () => {
    const fresh = await addTestAthlete(t, stranger, 'Jo Job', '2015-09-09');
    const shown = (await read(fresh.id, stranger)).daily;
    const started = await addTestAthlete(t, stranger, 'Kit Kept', '2015-10-10');
    const past = addDays(academyDate(new Date()), -2);
    const old = { athlete_id: started.id, day: past, title: 'old', target: 1, xp: 10 };
    await t.ctx.db.insertInto('daily_quests').values([
      { ...old, quest_key: 'routine', progress: 0 },
      { ...old, quest_key: 'lessons', progress: 1 },
    ]).execute();

    const athletes = Number((await t.ctx.db.selectFrom('athletes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const first = await drawDailyQuestsForAll(t.ctx.db, new Date(), { sliceSize: 3 });
    expect(first.athletes).toBe(athletes);
    expect(first.drawn).toBeGreaterThan(0);
    const rows = await t.ctx.db.selectFrom('daily_quests').select(['quest_key', 'progress']).where('athlete_id', '=', fresh.id).where('day', '=', academyDate(new Date())).execute();
    expect(rows.map((r) => r.quest_key).sort()).toEqual(shown.map((q: { key: string }) => q.key).sort());
    expect(rows.every((r) => r.progress === 0)).toBe(true);
    // Read back from the rows, in the same order.
    expect((await read(fresh.id, stranger)).daily).toEqual(shown);
    expect((await t.ctx.db.selectFrom('daily_quests').select('day').where('day', '=', academyDate(new Date())).execute()).length).toBe(3 * athletes);

    expect(await drawDailyQuestsForAll(t.ctx.db, new Date(), { sliceSize: 3 })).toEqual({ athletes, drawn: 0 });
    const kept = await t.ctx.db.selectFrom('daily_quests').select('quest_key').where('athlete_id', '=', started.id).where('day', '=', past).execute();
    expect(kept).toEqual([{ quest_key: 'lessons' }]);
  });

  it('answers another family’s athlete and 5,000 characters with 404, a NUL byte with a clear 400, writing nothing', async () => {
    const athlete = await addTestAthlete(t, family, 'Pat Private', '2015-05-05');
    const notFound = await quests(stranger, athlete.id);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().error.code).toBe('NOT_FOUND');
    const nul = await quests(family, 'a\u0000b');
    expect(nul.statusCode, nul.body).toBe(400);
    expect(nul.json().error.message).toBe('This text contains characters that are not allowed.');
    // A path parameter that long matches no route (the router's own limit): a 404.
    const long = await quests(family, 'x'.repeat(5000));
    expect(long.statusCode).toBe(404);
    expect(long.json().error.message).toBe('Not found');
    const many = await Promise.all(Array.from({ length: 20 }, () => quests(family, athlete.id)));
    expect(new Set(many.map((r) => r.body)).size).toBe(1);
    expect(await t.ctx.db.selectFrom('daily_quests').select('day').where('athlete_id', '=', athlete.id).execute()).toEqual([]);
  });
});
