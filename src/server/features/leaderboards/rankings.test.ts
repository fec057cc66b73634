import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareRanking } from '#shared/rankings';
import { addTestAthlete, as, createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { awardXp, clearXp } from '../progress/service';
import { currentPeriod, ensureSnapshot, getRank } from './service';

describe.each(testDialects())('weekly rankings on %s', (dialect) => {
  let t: TestApp;
  let family: TestFamily;
  let rival: TestFamily;
  const athletes: { id: string; name: string }[] = [];
  const now = new Date();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    family = await createFamily(t, 'ranked');
    rival = await createFamily(t, 'rival-family');
    for (let i = 0; i < 14; i += 1) {
      athletes.push(await addTestAthlete(t, i % 2 ? family : rival, `Kid${i} Surname${i}`, '2016-02-02'));
    }
    // Last week, before any ranking was read: three of them finished 1st, 2nd and 3rd.
    const lastWeek = new Date(now.getTime() - 7 * 24 * 3_600_000);
    for (const [rank, i] of [1, 3, 8].entries()) {
      await t.ctx.db.transaction().execute((trx) =>
        awardXp(trx, { athleteId: athletes[i]!.id, amount: 900 - rank * 100, reason: 'test', referenceType: 'test', referenceId: `last${i}`, now: lastWeek }),
      );
    }
    // Awards with deliberate ties: equal XP at equal and at different times.
    const amounts = [120, 80, 120, 40, 200, 80, 80, 10, 300, 120, 55, 55, 90, 35];
    for (const [i, athlete] of athletes.entries()) {
      const at = new Date(now.getTime() - (i % 3) * 1000);
      await t.ctx.db.transaction().execute((trx) =>
        awardXp(trx, { athleteId: athlete.id, amount: amounts[i]!, reason: 'test', referenceType: 'test', referenceId: `a${i}`, now: at }),
      );
      if (i % 4 === 0) {
        await t.ctx.db.transaction().execute((trx) =>
          awardXp(trx, { athleteId: athlete.id, amount: 15, reason: 'test', referenceType: 'test', referenceId: `b${i}`, now: at }),
        );
      }
      if (i % 5 === 1) {
        // Two awards in one transaction, as a lesson and the achievement it unlocks: the histogram
        // (kept at commit on PostgreSQL) must see both moves.
        await t.ctx.db.transaction().execute(async (trx) => {
          await awardXp(trx, { athleteId: athlete.id, amount: 5, reason: 'test', referenceType: 'test', referenceId: `c${i}`, now: at });
          await awardXp(trx, { athleteId: athlete.id, amount: 25, reason: 'test', referenceType: 'test', referenceId: `d${i}`, now: at });
        });
      }
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  async function expectRanksMatchSorting() {
    const period = currentPeriod('week', now);
    const rows = await t.ctx.db
      .selectFrom('xp_period_totals')
      .select(['athlete_id', 'xp', 'updated_at'])
      .where('period_type', '=', period.type)
      .where('period_start', '=', period.start)
      .where('xp', '>', 0)
      .execute();
    const expected = rows.map((r) => ({ athleteId: r.athlete_id, xp: r.xp, updatedAt: r.updated_at })).sort(compareRanking);
    for (const [index, row] of expected.entries()) {
      expect(await getRank(t.ctx.db, period, row.athleteId), `${row.athleteId} with ${row.xp} XP`).toBe(index + 1);
    }
    const histogram = await t.ctx.db
      .selectFrom('xp_period_histogram')
      .select(['xp', 'athletes'])
      .where('period_type', '=', period.type)
      .where('period_start', '=', period.start)
      .where('athletes', '>', 0)
      .orderBy('xp')
      .execute();
    const counted = new Map<number, number>();
    for (const r of rows) counted.set(r.xp, (counted.get(r.xp) ?? 0) + 1);
    expect(histogram.map((h) => [h.xp, h.athletes])).toEqual([...counted.entries()].sort((a, b) => a[0] - b[0]));
    return expected;
  }

  it('ranks by XP, then who got there first, then id, exactly as sorting would', async () => {
    await expectRanksMatchSorting();
  });

  it('stays exact after a reset and after an athlete is deleted', async () => {
    await t.ctx.db.transaction().execute((trx) => clearXp(trx, athletes[8]!.id, now));
    await t.app.inject({ method: 'DELETE', url: `/api/v1/athletes/${athletes[4]!.id}`, headers: as(rival) });
    const ranking = await expectRanksMatchSorting();
    expect(ranking.some((r) => r.athleteId === athletes[8]!.id || r.athleteId === athletes[4]!.id)).toBe(false);
    expect(await getRank(t.ctx.db, currentPeriod('week', now), athletes[8]!.id)).toBeNull();
  });

  it('shows each athlete’s move since last week’s final ranking', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/rankings?athleteId=${athletes[1]!.id}`, headers: as(family) });
    const { entries } = response.json() as { entries: { rank: number; previousRank: number | null; change: string; athleteId?: string; isOwn: boolean }[] };
    const ranked = await expectRanksMatchSorting();
    const byAthlete = new Map(ranked.map((r, i) => [r.athleteId, { rank: i + 1, entry: entries[i]! }]));
    const moves = [1, 3, 8].map((i, place) => {
      const current = byAthlete.get(athletes[i]!.id);
      return current && current.rank <= entries.length ? { previousRank: place + 1, rank: current.rank, seen: current.entry } : undefined;
    });
    for (const move of moves.filter((m) => m !== undefined)) {
      expect(move.seen.previousRank).toBe(move.previousRank);
      expect(move.seen.change).toBe(move.previousRank > move.rank ? 'up' : move.previousRank < move.rank ? 'down' : 'same');
    }
    expect(moves.some((m) => m !== undefined)).toBe(true);
    expect(entries.filter((e) => e.previousRank === null).every((e) => e.change === 'new')).toBe(true);
  });

  it('writes a period’s final ranks once, however many ask for them at once', async () => {
    // A period of its own (its ranks taken from this week's totals), so no other test sees it.
    const period = { type: 'week', start: '2001-01-01' } as const;
    await Promise.all(Array.from({ length: 20 }, () => ensureSnapshot(t.ctx.db, period, currentPeriod('week', now))));
    const runs = await t.ctx.db.selectFrom('ranking_snapshot_runs').select('entries').where('period_type', '=', period.type).where('period_start', '=', period.start).execute();
    const ranks = await t.ctx.db
      .selectFrom('ranking_snapshots')
      .select(['athlete_id', 'rank'])
      .where('period_type', '=', period.type)
      .where('period_start', '=', period.start)
      .orderBy('rank')
      .execute();
    const expected = await expectRanksMatchSorting();
    expect(runs.map((r) => Number(r.entries))).toEqual([expected.length]);
    expect(ranks.map((r) => [r.athlete_id, Number(r.rank)])).toEqual(expected.map((e, i) => [e.athleteId, i + 1]));
  });

  it('shows other families a first name and an initial, never a surname or an id', async () => {
    const own = athletes[1]!;
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/rankings?athleteId=${own.id}`, headers: as(family) });
    expect(response.statusCode).toBe(200);
    const { entries } = response.json() as { entries: { rank: number; displayName: string; initial: string; isOwn: boolean; athleteId?: string }[] };
    expect(entries.length).toBe(10);
    for (const entry of entries) {
      if (entry.isOwn) {
        expect(entry.athleteId).toBeDefined();
      } else {
        expect(entry.athleteId).toBeUndefined();
        expect(entry.displayName).toMatch(/^Kid\d+ S\.$/);
        expect(entry.initial).toBe('K');
      }
    }
    expect(JSON.stringify(entries.filter((e) => !e.isOwn))).not.toMatch(/Surname|2016/);
    expect(entries.some((e) => !e.isOwn)).toBe(true);
    expect(entries.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
