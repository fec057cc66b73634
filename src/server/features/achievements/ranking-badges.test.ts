import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestAthlete, as, createFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { lessonStartedAgo } from '#server/testing/training-clock';
import { addDays, academyMidnight, weekStart } from '#shared/progress/time';
import { awardXp } from '../progress/service';

type Badge = { id: string; requirementType: string; requirementValue: number; isUnlocked: boolean; progressPercentage: number };

// Issue 37: a week had to rank 10 athletes before any ranking badge counted, so a small academy
// could never earn one, while the Top Ten bar showed 99 % to the only athlete training this week.
describe.each(testDialects())('weekly-ranking badges in a small academy on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('pays Number One and On the Podium for first of five last week, never Top Ten, and shows no 99 % for a badge this week cannot pay', async () => {
    const family = await createFamily(t, 'small');
    const neighbours = await createFamily(t, 'neighbours');
    const leader = await addTestAthlete(t, family, 'Lola Leader');
    const others = [];
    for (const name of ['Ana Second', 'Ben Third', 'Cy Fourth', 'Di Fifth']) others.push(await addTestAthlete(t, neighbours, name));
    // Last week: five athletes ranked, the leader first.
    const lastWeek = new Date(academyMidnight(addDays(weekStart(new Date()), -5)).getTime() + 12 * 3600_000);
    const awards = [[leader.id, 500], ...others.map((a, i) => [a.id, 400 - i * 50] as const)] as const;
    for (const [athleteId, amount] of awards) {
      await t.ctx.db.transaction().execute((trx) => awardXp(trx, { athleteId, amount, reason: 'test', referenceType: 'test', referenceId: `last-week:${athleteId}`, now: lastWeek }));
    }

    // This week the leader trains alone: the first paying save checks the badges.
    const lesson = await t.ctx.db.selectFrom('lessons').select('id').where('difficulty', '=', 'Beginner').orderBy('sort_order').executeTakeFirstOrThrow();
    await lessonStartedAgo(t, leader.id, lesson.id, 30);
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/training/lessons/${lesson.id}/progress`,
      headers: as(family),
      payload: { athleteId: leader.id, mode: 'complete', timeSpentMinutes: 10 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const unlockedNow = (saved.json().unlockedAchievements as { id: string }[]).map((a) => a.id);
    expect(unlockedNow).toEqual(expect.arrayContaining(['number-one', 'on-the-podium']));
    expect(unlockedNow).not.toContain('top-ten');

    const page = await t.app.inject({ method: 'GET', url: `/api/v1/achievements?athleteId=${leader.id}`, headers: as(family) });
    const ranking = (page.json().achievements as Badge[]).filter((a) => a.requirementType === 'weekly_top_ranking');
    expect(ranking.map((a) => [a.id, a.isUnlocked, a.progressPercentage]).sort()).toEqual([
      ['number-one', true, 100],
      ['on-the-podium', true, 100],
      // First of five last week and first of one this week: neither week can pay Top Ten.
      ['top-ten', false, 0],
    ]);

    // Second of five last week: Number One is 90 % of the way, not 0 (its week could pay it).
    const second = others[0]!;
    const theirs = await t.app.inject({ method: 'GET', url: `/api/v1/achievements?athleteId=${second.id}`, headers: as(neighbours) });
    const theirRanking = (theirs.json().achievements as Badge[]).filter((a) => a.requirementType === 'weekly_top_ranking');
    expect(theirRanking.map((a) => [a.id, a.isUnlocked, a.progressPercentage]).sort()).toEqual([
      ['number-one', false, 90],
      ['on-the-podium', false, 99],
      ['top-ten', false, 0],
    ]);
  });
});
