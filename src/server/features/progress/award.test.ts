import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestAthlete, createFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { achievementProgress, type RequirementType } from '#shared/achievements';
import { evaluateAchievements, gatherStats } from '../achievements/service';
import { inTransaction } from '#server/db/transaction';
import { awardXp, awardXpAll, earnProgress, type XpAward } from './service';

/** A Saturday in San Diego: the weekend board moves too. */
const SATURDAY = new Date('2026-11-28T18:00:00Z');

type Award = Omit<XpAward, 'athleteId' | 'now'>;

/** Adds achievements to the running app's catalogue, after the built-in ones. */
async function addProgressionAchievements(t: TestApp, list: { id: string; name: string; xpReward: number; requirement: [RequirementType, number] }[]) {
  await t.ctx.db
    .insertInto('achievements')
    .values(
      list.map((a, i) => ({
        id: a.id,
        name: a.name,
        description: `${a.requirement[0]} ${a.requirement[1]}`,
        category: 'progression',
        icon_name: 'star',
        xp_reward: a.xpReward,
        requirement_type: a.requirement[0],
        requirement_value: a.requirement[1],
        sort_order: 900 + i,
      })),
    )
    .execute();
}

/** A batch with a repeated reference, a nothing award, skill work and level crossings (100, 250). */
const AWARDS: Award[] = [
  { amount: 60, reason: 'Lesson completed', referenceType: 'lesson', referenceId: 'l1' },
  { amount: 0, reason: 'Routine', referenceType: 'lesson-measurement', referenceId: 'l1:day' },
  { amount: 50, reason: 'Achievement unlocked', referenceType: 'achievement', referenceId: 'first' },
  { amount: 45, reason: 'Challenge completed', referenceType: 'challenge', referenceId: 'c1' },
  { amount: 30, reason: 'Achievement unlocked again', referenceType: 'achievement', referenceId: 'first' },
  { amount: 120, reason: 'Routine', referenceType: 'lesson-measurement', referenceId: 'l2:day' },
  { amount: 10, reason: 'Paid before', referenceType: 'test', referenceId: 'earlier' },
];

describe.each(testDialects())('paying several awards at once on %s', (dialect) => {
  let t: TestApp;
  let batched: string;
  let oneByOne: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const family = await createFamily(t, 'awards');
    batched = (await addTestAthlete(t, family, 'Ana Batch', '2015-03-03')).id;
    oneByOne = (await addTestAthlete(t, family, 'Ben Single', '2015-03-03')).id;
    for (const athleteId of [batched, oneByOne]) {
      await t.ctx.db.transaction().execute((trx) =>
        awardXp(trx, { athleteId, amount: 40, reason: 'Earlier', referenceType: 'test', referenceId: 'earlier', now: SATURDAY }),
      );
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  async function stateOf(athleteId: string) {
    const db = t.ctx.db;
    const [ledger, progress, totals, histogram] = await Promise.all([
      db.selectFrom('xp_transactions').select(['amount', 'reason', 'reference_type', 'reference_id']).where('athlete_id', '=', athleteId).orderBy('id').execute(),
      db.selectFrom('athlete_progress').select(['total_xp', 'current_level']).where('athlete_id', '=', athleteId).executeTakeFirst(),
      db.selectFrom('xp_period_totals').select(['period_type', 'period_start', 'xp']).where('athlete_id', '=', athleteId).orderBy('period_type').execute(),
      db
        .selectFrom('xp_period_histogram')
        .select(['period_type', 'period_start', 'xp', 'athletes'])
        .where('athletes', '>', 0)
        .orderBy('period_type')
        .orderBy('xp')
        .execute(),
    ]);
    return { ledger, progress, totals, histogram };
  }

  it('writes and returns exactly what paying them one after another would', async () => {
    const together = await t.ctx.db.transaction().execute((trx) => awardXpAll(trx, batched, AWARDS, SATURDAY));
    const apart = await t.ctx.db.transaction().execute(async (trx) => {
      const results = [];
      for (const award of AWARDS) results.push(await awardXp(trx, { ...award, athleteId: oneByOne, now: SATURDAY }));
      return results;
    });

    expect(together).toEqual(apart);
    expect(together.map((r) => r.isAwarded)).toEqual([true, false, true, true, false, true, false]);
    expect(together.at(-2)).toEqual({ isAwarded: true, previousLevel: 2, level: 3, totalXp: 315 });

    const [a, b] = [await stateOf(batched), await stateOf(oneByOne)];
    expect(a.ledger).toEqual(b.ledger);
    expect(a.progress).toEqual({ total_xp: 315, current_level: 3 });
    expect(a.progress).toEqual(b.progress);
    expect(a.totals).toEqual(b.totals);
    // week, month, weekend and all time: 315; skill work (the routine and the challenge): 165.
    expect(a.totals.map((r) => [r.period_type, Number(r.xp)])).toEqual([
      ['all', 315],
      ['month', 315],
      ['skill', 165],
      ['week', 315],
      ['weekend', 315],
    ]);
    // Both athletes sit in the same buckets: two athletes at 315 in each period, one at 165 skill XP each.
    expect(a.histogram.map((h) => [h.period_type, Number(h.xp), Number(h.athletes)])).toEqual([
      ['all', 315, 2],
      ['month', 315, 2],
      ['skill', 165, 2],
      ['week', 315, 2],
      ['weekend', 315, 2],
    ]);
  });

  it('pays nothing a second time, and reports the totals as they stand', async () => {
    const again = await t.ctx.db.transaction().execute((trx) => awardXpAll(trx, batched, AWARDS, SATURDAY));
    expect(again.every((r) => !r.isAwarded && r.totalXp === 315 && r.level === 3 && r.previousLevel === 3)).toBe(true);
    expect((await stateOf(batched)).progress).toEqual({ total_xp: 315, current_level: 3 });
  });
});

describe.each(testDialects())('achievements unlocked by other achievements on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('repeats until nothing more is reached, paying each unlock once', async () => {
    const family = await createFamily(t, 'cascade');
    const athlete = await addTestAthlete(t, family, 'Cara Cascade', '2016-06-06');
    // The first needs 10 XP and pays 5,000; the second needs a level only that reward reaches.
    await addProgressionAchievements(t, [
      { id: 'test-spark', name: 'Spark', xpReward: 5000, requirement: ['total_xp', 10] },
      { id: 'test-blaze', name: 'Blaze', xpReward: 10, requirement: ['level_reached', 12] },
    ]);
    const now = new Date();
    const unlocked = await t.ctx.db.transaction().execute(async (trx) => {
      await awardXp(trx, { athleteId: athlete.id, amount: 20, reason: 'test', referenceType: 'test', referenceId: 'start', now });
      return (await evaluateAchievements(trx, athlete.id, now)).unlockedAchievements;
    });
    expect(unlocked.map((a) => a.id)).toEqual(expect.arrayContaining(['test-spark', 'test-blaze']));

    // Nothing reached is left locked, and the ledger holds each unlock's reward exactly once.
    const stats = await gatherStats(t.ctx.db, athlete.id, now);
    const held = new Set((await t.ctx.db.selectFrom('athlete_achievements').select('achievement_id').where('athlete_id', '=', athlete.id).execute()).map((r) => r.achievement_id));
    const catalogue = await t.ctx.db.selectFrom('achievements').selectAll().where('is_active', '=', 1).execute();
    const stillReached = catalogue.filter(
      (a) => !held.has(a.id) && achievementProgress({ requirementType: a.requirement_type as RequirementType, requirementValue: a.requirement_value }, stats) >= 100,
    );
    expect(stillReached.map((a) => a.id)).toEqual([]);
    const ledger = await t.ctx.db.selectFrom('xp_transactions').select(['amount', 'reference_id']).where('athlete_id', '=', athlete.id).where('reference_type', '=', 'achievement').execute();
    expect(ledger.map((r) => r.reference_id).sort()).toEqual(unlocked.map((a) => a.id).sort());
    const total = 20 + unlocked.reduce((sum, a) => sum + a.xpReward, 0);
    expect(stats.totalXp).toBe(total);
  });
});

describe.each(testDialects())('the period totals of one earned progress on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // Any XP unlocks the first (100 XP), which takes the athlete past 110 XP and unlocks the second.
    await addProgressionAchievements(t, [
      { id: 'test-first-xp', name: 'First XP', xpReward: 100, requirement: ['total_xp', 1] },
      { id: 'test-more-xp', name: 'More XP', xpReward: 7, requirement: ['total_xp', 110] },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const totalsOf = async (athleteId: string) =>
    Object.fromEntries(
      (await t.ctx.db.selectFrom('xp_period_totals').select(['period_type', 'xp']).where('athlete_id', '=', athleteId).execute()).map((r) => [r.period_type, Number(r.xp)]),
    );
  const ledgerSum = async (athleteId: string) =>
    (await t.ctx.db.selectFrom('xp_transactions').select('amount').where('athlete_id', '=', athleteId).execute()).reduce((sum, r) => sum + r.amount, 0);

  it('adds up the award and every unlock it causes, and reads them back in its totals', async () => {
    const family = await createFamily(t, 'owed-totals');
    const athlete = await addTestAthlete(t, family, 'Dee Totals', '2015-05-05');
    const recorded = await earnProgress(t.ctx, { parentId: family.userId, athleteId: athlete.id, now: SATURDAY }, (_trx, record) =>
      record({ start: { kind: 'lesson', subjectId: 'lesson-x' }, awards: [{ amount: 12, reason: 'Practice', referenceType: 'test', referenceId: 'owed-1' }] }),
    );
    const unlockedXp = recorded.effects.unlockedAchievements.reduce((sum, a) => sum + a.xpReward, 0);
    expect(recorded.effects.unlockedAchievements.map((a) => a.id)).toEqual(expect.arrayContaining(['test-first-xp', 'test-more-xp']));
    const earned = await ledgerSum(athlete.id);
    expect(earned).toBe(12 + unlockedXp);
    // What the page is told is what was written, achievements included.
    expect(recorded.totals).toMatchObject({ totalXp: earned, xpThisWeek: earned, xpThisMonth: earned });
    expect(await totalsOf(athlete.id)).toEqual({ all: earned, month: earned, week: earned, weekend: earned });
    const histogram = await t.ctx.db
      .selectFrom('xp_period_histogram')
      .select(['period_type', 'athletes'])
      .where('xp', '=', earned)
      .where('period_type', 'in', ['all', 'week'])
      .orderBy('period_type')
      .execute();
    expect(histogram.map((h) => [h.period_type, Number(h.athletes)])).toEqual([
      ['all', 1],
      ['week', 1],
    ]);
  });

  it('owes nothing after it fails, and leaves the transaction it shared writing its own totals at once', async () => {
    const family = await createFamily(t, 'owed-failed');
    const [failing, other] = [await addTestAthlete(t, family, 'Eve Fails', '2015-05-05'), await addTestAthlete(t, family, 'Fay Other', '2015-05-05')];
    // Queued together, so that on SQLite both run in one group commit, on one transaction object.
    const [failed, paid] = await Promise.allSettled([
      earnProgress(t.ctx, { parentId: family.userId, athleteId: failing.id, now: SATURDAY }, async (_trx, record) => {
        await record({ start: { kind: 'lesson', subjectId: 'lesson-y' }, awards: [{ amount: 30, reason: 'Practice', referenceType: 'test', referenceId: 'owed-2' }] });
        throw new Error('the page asked for something impossible');
      }),
      inTransaction(t.ctx.db, (trx) => awardXp(trx, { athleteId: other.id, amount: 9, reason: 'Direct', referenceType: 'test', referenceId: 'owed-3', now: SATURDAY })),
    ]);
    expect(failed.status).toBe('rejected');
    expect(paid.status).toBe('fulfilled');
    expect(await ledgerSum(failing.id)).toBe(0);
    expect(await totalsOf(failing.id)).toEqual({});
    expect(await totalsOf(other.id)).toEqual({ all: 9, month: 9, week: 9, weekend: 9 });
  });
});
