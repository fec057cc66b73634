import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Board, changeDirection, compareRanking } from '#shared/rankings';
import { addTestAthlete, as, createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { weekStart } from '#shared/progress/time';
import { countAthletesEarningInWeeks } from '../progress/analytics';
import { awardXp } from '../progress/service';
import { boardPeriod, ensureBoardPreviousRanks, getBoard } from './service';

type Athlete = { id: string; name: string };

async function award(t: TestApp, athleteId: string, amount: number, at: Date, referenceType = 'test') {
  await t.ctx.db.transaction().execute((trx) =>
    awardXp(trx, { athleteId, amount, reason: 'test', referenceType, referenceId: `${referenceType}:${at.toISOString()}:${amount}:${Math.random()}`, now: at }),
  );
}

describe.each(testDialects())('Player Rankings boards on %s', (dialect) => {
  describe('periods at academy midnight across daylight saving', () => {
    let t: TestApp;
    let family: TestFamily;
    let kid: Athlete;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      family = await createFamily(t, 'dst');
      kid = await addTestAthlete(t, family, 'Nora Clockwell', '2015-05-05');
      // Autumn 2026: the clocks go back on Sunday 1 November (PDT to PST).
      await award(t, kid.id, 1, new Date('2026-10-30T06:59:00Z')); // Thursday 23:59 PDT: no weekend
      await award(t, kid.id, 10, new Date('2026-10-30T07:00:00Z')); // Friday 00:00 PDT: weekend
      await award(t, kid.id, 100, new Date('2026-11-01T06:59:00Z'), 'challenge'); // Saturday 23:59 PDT: October's skill work
      await award(t, kid.id, 1000, new Date('2026-11-01T07:00:00Z'), 'lesson-measurement'); // Sunday 00:00 PDT: November's
      await award(t, kid.id, 10000, new Date('2026-11-02T07:59:00Z')); // Sunday 23:59 PST: still the weekend
      await award(t, kid.id, 100000, new Date('2026-11-02T08:00:00Z')); // Monday 00:00 PST: a new week
      // Spring 2027: the clocks go forward on Sunday 14 March (PST to PDT).
      await award(t, kid.id, 2, new Date('2027-03-01T07:59:00Z'), 'challenge'); // 28 February 23:59 PST
      await award(t, kid.id, 20, new Date('2027-03-01T08:00:00Z'), 'challenge'); // 1 March 00:00 PST
      await award(t, kid.id, 200, new Date('2027-03-12T07:59:00Z')); // Thursday 23:59 PST
      await award(t, kid.id, 2000, new Date('2027-03-12T08:00:00Z')); // Friday 00:00 PST
      await award(t, kid.id, 20000, new Date('2027-03-15T06:59:00Z')); // Sunday 23:59 PDT
      await award(t, kid.id, 200000, new Date('2027-03-15T07:00:00Z')); // Monday 00:00 PDT
    });
    afterAll(async () => {
      await t?.close();
    });

    const own = (board: Awaited<ReturnType<typeof getBoard>>) => board.entries.find((e) => e.isOwn)?.xp ?? board.own?.entry.xp ?? 0;
    const at = (iso: string) => new Date(iso);
    const boardAt = (board: Board, iso: string) => getBoard(t.ctx.db, family.userId, { id: kid.id, birthYear: 2015 }, board, at(iso), null);

    it('counts a weekend from Friday 00:00 to Sunday 23:59 on the academy clock, live then final', async () => {
      const sunday = await boardAt('weekend', '2026-11-02T07:59:30Z');
      expect([sunday.periodStart, sunday.periodEnd, sunday.status]).toEqual(['2026-10-30', '2026-11-01', 'live']);
      expect(own(sunday)).toBe(11110);
      const monday = await boardAt('weekend', '2026-11-02T08:00:00Z');
      expect([monday.periodStart, monday.status]).toEqual(['2026-10-30', 'final']);
      expect(own(monday)).toBe(11110);
      const thursday = await boardAt('weekend', '2026-10-30T06:59:30Z');
      expect(thursday.periodStart).toBe('2026-10-23');
      expect(own(thursday)).toBe(0);
      const spring = await boardAt('weekend', '2027-03-15T06:59:30Z');
      expect([spring.periodStart, spring.periodEnd, spring.status]).toEqual(['2027-03-12', '2027-03-14', 'live']);
      expect(own(spring)).toBe(22000);
      expect((await boardAt('weekend', '2027-03-15T07:00:00Z')).status).toBe('final');
    });

    it('starts the month and the week at academy midnight', async () => {
      expect(own(await boardAt('performance', '2026-11-01T06:59:30Z'))).toBe(100);
      expect(own(await boardAt('performance', '2026-11-15T12:00:00Z'))).toBe(1000);
      expect(own(await boardAt('performance', '2027-02-28T12:00:00Z'))).toBe(2);
      expect(own(await boardAt('performance', '2027-03-01T08:00:00Z'))).toBe(20);
      const week = await boardAt('weekly', '2026-11-02T08:00:00Z');
      expect([week.periodStart, week.periodEnd]).toEqual(['2026-11-02', '2026-11-08']);
      expect(own(week)).toBe(100000);
      expect(own(await boardAt('weekly', '2027-03-15T07:00:00Z'))).toBe(200000);
      const month = await boardAt('monthly', '2026-11-02T08:00:00Z');
      expect([month.periodStart, month.periodEnd]).toEqual(['2026-11-01', '2026-11-30']);
      expect(own(month)).toBe(111000);
      expect(own(await boardAt('all-time', '2027-03-20T12:00:00Z'))).toBe(333333);
    });

    it('keeps skill work apart from participation XP', async () => {
      const period = boardPeriod('performance', at('2026-11-15T12:00:00Z')).period;
      expect(period).toEqual({ type: 'skill', start: '2026-11-01' });
      // November: the measurement only (the Monday awards are plain XP).
      expect(own(await boardAt('performance', '2026-11-20T12:00:00Z'))).toBe(1000);
    });
  });

  // Each board: a previous period that ranked four athletes, then this period's awards with a tie,
  // so every change direction shows.
  const BOARDS: { board: Board; now: string; before: string; skill?: boolean }[] = [
    { board: 'weekend', now: '2026-10-31T20:00:00Z', before: '2026-10-24T20:00:00Z' },
    { board: 'performance', now: '2026-11-18T20:00:00Z', before: '2026-10-20T20:00:00Z', skill: true },
    { board: 'weekly', now: '2026-11-04T20:00:00Z', before: '2026-10-28T20:00:00Z' },
    { board: 'monthly', now: '2026-11-18T20:00:00Z', before: '2026-10-20T20:00:00Z' },
    { board: 'all-time', now: '2026-11-04T20:00:00Z', before: '2026-10-28T20:00:00Z' },
  ];

  describe.each(BOARDS)('the $board board', ({ board, now, before, skill }) => {
    let t: TestApp;
    let family: TestFamily;
    let rival: TestFamily;
    const kids: Athlete[] = [];
    beforeAll(async () => {
      t = await createTestApp(dialect);
      family = await createFamily(t, 'ranked');
      rival = await createFamily(t, 'rival');
      for (const [i, name] of ['Ava Aldershot', 'Ben Bramwell', 'Cai Carrow', 'Dov Dunmore', 'Eli Eastleigh', 'Fay Fernhill', 'Gus Greyfield'].entries()) {
        kids.push(await addTestAthlete(t, i % 2 ? rival : family, name, '2016-03-03'));
      }
      const kind = skill ? 'challenge' : 'test';
      const previous = new Date(before);
      for (const [i, xp] of [100, 90, 80, 70].entries()) await award(t, kids[i]!.id, xp, new Date(previous.getTime() + i * 1000), kind);
      // Last period's final order (for all time: the order as this week began).
      await ensureBoardPreviousRanks(t.ctx.db, board, new Date(now));
      const current = new Date(now);
      const plan: [number, number][] = [[4, 300], [1, 200], [3, 150], [2, 80], [5, 80], [0, 50], [6, 80]];
      for (const [step, [i, xp]] of plan.entries()) await award(t, kids[i]!.id, xp, new Date(current.getTime() - 60_000 + step * 1000), kind);
      if (skill) await award(t, kids[5]!.id, 500, current, 'lesson'); // participation: not on this board
    });
    afterAll(async () => {
      await t?.close();
    });

    it('ranks by score, then who got there first, with previous rank, change and the Top 10 status', async () => {
      const at = new Date(now);
      const { period, previous } = boardPeriod(board, at);
      const rows = await t.ctx.db
        .selectFrom('xp_period_totals')
        .select(['athlete_id', 'xp', 'updated_at'])
        .where('period_type', '=', period.type)
        .where('period_start', '=', period.start)
        .where('xp', '>', 0)
        .execute();
      const expected = rows.map((r) => ({ athleteId: r.athlete_id, xp: r.xp, updatedAt: r.updated_at })).sort(compareRanking);
      const snapshots = await t.ctx.db
        .selectFrom('ranking_snapshots')
        .select(['athlete_id', 'rank'])
        .where('period_type', '=', previous.type)
        .where('period_start', '=', previous.start)
        .execute();
      const previousRank = new Map(snapshots.map((s) => [s.athlete_id, s.rank]));
      expect(previousRank.size).toBe(4);
      const seen = await getBoard(t.ctx.db, family.userId, { id: kids[0]!.id, birthYear: 2016 }, board, at, null);
      expect(seen.ranked).toBe(expected.length);
      expect(seen.entries.map((e) => [e.rank, e.xp, e.previousRank, e.change, e.isTopTen])).toEqual(
        expected.map((r, i) => {
          const was = previousRank.get(r.athleteId) ?? null;
          return [i + 1, r.xp, was, changeDirection(was, i + 1), true];
        }),
      );
      expect(new Set(seen.entries.map((e) => e.change))).toEqual(new Set(['up', 'down', 'same', 'new']));
      // A tie: equal scores, the earlier one first.
      const tied = expected.filter((r) => expected.some((o) => o !== r && o.xp === r.xp));
      expect(tied.length).toBeGreaterThan(1);
      if (skill) expect(expected.find((r) => r.athleteId === kids[5]!.id)?.xp).toBe(80);
    });

    it('narrows to a birth year with academy-wide places', async () => {
      const at = new Date(now);
      const all = await getBoard(t.ctx.db, family.userId, { id: kids[0]!.id, birthYear: 2016 }, board, at, null);
      const narrowed = await getBoard(t.ctx.db, family.userId, { id: kids[0]!.id, birthYear: 2016 }, board, at, 2016);
      expect(narrowed.entries.map((e) => [e.rank, e.xp, e.change])).toEqual(all.entries.map((e) => [e.rank, e.xp, e.change]));
      const none = await getBoard(t.ctx.db, family.userId, { id: kids[0]!.id, birthYear: 2016 }, board, at, 2014);
      expect(none.entries).toEqual([]);
      expect(none.own).toBeNull();
    });
  });

  describe('the own athlete outside the list', () => {
    let t: TestApp;
    let family: TestFamily;
    let focus: Athlete;
    const now = new Date('2026-11-04T20:00:00Z');
    beforeAll(async () => {
      t = await createTestApp(dialect);
      family = await createFamily(t, 'chaser');
      const other = await createFamily(t, 'crowd');
      focus = await addTestAthlete(t, family, 'Zed Zimmerfield', '2016-01-01');
      // 45 athletes of another family, 10 XP apart, born 2015 and 2016 alternately (the last in 2016).
      for (let i = 0; i < 45; i += 1) {
        const id = `crowd-${String(i).padStart(2, '0')}`;
        const year = i % 2 || i === 44 ? 2016 : 2015;
        await t.ctx.db
          .insertInto('athletes')
          .values({ id, parent_id: other.userId, name: `Kid${i} Crowdsurname`, date_of_birth: `${year}-02-02`, birth_year: year })
          .execute();
        await award(t, id, 1000 - i * 10, new Date(now.getTime() - 100_000 + i * 1000));
      }
      await award(t, focus.id, 565, now); // between Kid43 (570) and Kid44 (560): 45th
    });
    afterAll(async () => {
      await t?.close();
    });

    it('appends it with the place above and below', async () => {
      const board = await getBoard(t.ctx.db, family.userId, { id: focus.id, birthYear: 2016 }, 'weekly', now, null);
      expect(board.entries).toHaveLength(20);
      expect(board.ranked).toBe(46);
      expect(board.entries.filter((e) => e.isTopTen)).toHaveLength(10);
      expect(board.own?.entry).toMatchObject({ rank: 45, xp: 565, isOwn: true, isPrivate: false, isTopTen: false, displayName: 'Zed Zimmerfield' });
      expect(board.own?.above).toMatchObject({ rank: 44, xp: 570, displayName: 'Kid43 C.', isOwn: false });
      expect(board.own?.below).toMatchObject({ rank: 46, xp: 560, displayName: 'Kid44 C.' });
      expect(JSON.stringify(board)).not.toMatch(/Crowdsurname|crowd-/);
    });

    it('finds the neighbours within a birth year, keeping academy-wide places', async () => {
      const board = await getBoard(t.ctx.db, family.userId, { id: focus.id, birthYear: 2016 }, 'monthly', now, 2016);
      expect(board.entries).toHaveLength(20);
      expect(board.entries[0]).toMatchObject({ rank: 2, xp: 990 });
      expect(board.entries[19]).toMatchObject({ rank: 40, xp: 610 });
      expect(board.own?.above).toMatchObject({ rank: 44, displayName: 'Kid43 C.' });
      expect(board.own?.entry).toMatchObject({ rank: 45, isOwn: true });
      expect(board.own?.below).toMatchObject({ rank: 46, displayName: 'Kid44 C.' });
      const other = await getBoard(t.ctx.db, family.userId, { id: focus.id, birthYear: 2016 }, 'all-time', now, 2015);
      expect(other.entries[0]).toMatchObject({ rank: 1, xp: 1000 });
      expect(other.own).toBeNull();
    });
  });

  describe('privacy', () => {
    let t: TestApp;
    let smiths: TestFamily;
    let joneses: TestFamily;
    let hidden: Athlete;
    let shown: Athlete;
    let cara: Athlete;
    beforeAll(async () => {
      t = await createTestApp(dialect);
      smiths = await createFamily(t, 'smithsonian');
      joneses = await createFamily(t, 'jonesworth');
      hidden = await addTestAthlete(t, smiths, 'Ann Smithsonian', '2015-04-12');
      shown = await addTestAthlete(t, smiths, 'Bea Smithsonian', '2016-07-21');
      cara = await addTestAthlete(t, joneses, 'Cara Jonesworth', '2017-01-30');
      const now = new Date();
      await award(t, hidden.id, 500, now, 'challenge');
      await award(t, shown.id, 300, now, 'lesson-measurement');
      await award(t, cara.id, 100, now, 'challenge');
      const put = await t.app.inject({ method: 'PUT', url: '/api/v1/rankings/privacy', headers: as(smiths), payload: { athleteId: hidden.id, hideFromRankings: true } });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toEqual({ athleteId: hidden.id, hideFromRankings: true });
    });
    afterAll(async () => {
      await t?.close();
    });

    const URLS = ['tab=weekend', 'tab=performance', 'tab=all&period=weekly', 'tab=all&period=monthly', 'tab=all&period=all-time', 'tab=all&period=weekly&birthYear=2015'];

    it('leaves a hidden athlete off another family’s boards and counts, and never sends a surname, birth date or e-mail', async () => {
      for (const query of URLS) {
        const response = await t.app.inject({ method: 'GET', url: `/api/v1/leaderboards?athleteId=${cara.id}&${query}`, headers: as(joneses) });
        expect(response.statusCode, query).toBe(200);
        expect(response.body).not.toMatch(/Smithsonian|Ann|2015-04-12|2016-07-21|smithsonian/i);
        expect(response.body).not.toContain(hidden.id);
        expect(response.body).not.toContain(shown.id);
        const board = response.json() as { ranked: number; entries: { displayName: string }[] };
        // The weekend board depends on today's weekday; the others all hold this week's awards.
        if (!query.includes('weekend') && !query.includes('birthYear')) {
          expect(board.entries.map((e) => e.displayName)).toEqual(['Bea S.', 'Cara Jonesworth']);
          expect(board.ranked).toBe(2);
        }
      }
      const dashboard = await t.app.inject({ method: 'GET', url: `/api/v1/rankings?athleteId=${cara.id}`, headers: as(joneses) });
      expect(dashboard.body).not.toMatch(/Smithsonian|Ann|2015-04-12/);
      expect((dashboard.json() as { entries: unknown[] }).entries).toHaveLength(2);
    });

    it('shows the hidden athlete its own place privately', async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/leaderboards?athleteId=${hidden.id}&tab=all&period=monthly`, headers: as(smiths) });
      const board = response.json() as { entries: { displayName: string }[]; own: { entry: { rank: number; isPrivate: boolean; displayName: string; xp: number }; above: unknown; below: { displayName: string; rank: number } | null } };
      expect(board.entries.map((e) => e.displayName)).toEqual(['Bea Smithsonian', 'Cara J.']);
      expect(board.own.entry).toMatchObject({ rank: 1, isPrivate: true, displayName: 'Ann Smithsonian', xp: 500 });
      expect(board.own.above).toBeNull();
      expect(board.own.below).toMatchObject({ displayName: 'Bea Smithsonian', rank: 1 });
      const dashboard = await t.app.inject({ method: 'GET', url: `/api/v1/rankings?athleteId=${hidden.id}`, headers: as(smiths) });
      expect((dashboard.json() as { own: { isPrivate?: boolean } }).own.isPrivate).toBe(true);
      const privacy = await t.app.inject({ method: 'GET', url: `/api/v1/rankings/privacy?athleteId=${hidden.id}`, headers: as(smiths) });
      expect(privacy.json()).toEqual({ athleteId: hidden.id, hideFromRankings: true });
    });

    it('answers another family’s athlete like a missing one, and changes nothing', async () => {
      const board = await t.app.inject({ method: 'GET', url: `/api/v1/leaderboards?athleteId=${hidden.id}&tab=weekend`, headers: as(joneses) });
      expect(board.statusCode).toBe(404);
      const read = await t.app.inject({ method: 'GET', url: `/api/v1/rankings/privacy?athleteId=${shown.id}`, headers: as(joneses) });
      expect(read.statusCode).toBe(404);
      const put = await t.app.inject({ method: 'PUT', url: '/api/v1/rankings/privacy', headers: as(joneses), payload: { athleteId: shown.id, hideFromRankings: true } });
      expect(put.statusCode).toBe(404);
      const row = await t.ctx.db.selectFrom('athletes').select('hide_from_rankings').where('id', '=', shown.id).executeTakeFirstOrThrow();
      expect(row.hide_from_rankings).toBe(0);
    });

    it('refuses a bad tab, period or birth year with a clear message', async () => {
      const cases: [string, string][] = [
        ['tab=season', 'Choose a board: weekend, performance or all'],
        ['tab=all&period=daily', 'Choose a period: weekly, monthly or all-time'],
        ['birthYear=2013', 'Birth year must be one of 2014, 2015, 2016, 2017'],
        ['birthYear=soon', 'Birth year must be one of 2014, 2015, 2016, 2017'],
      ];
      for (const [query, message] of cases) {
        const response = await t.app.inject({ method: 'GET', url: `/api/v1/leaderboards?athleteId=${cara.id}&${query}`, headers: as(joneses) });
        expect(response.statusCode, query).toBe(400);
        expect(JSON.stringify(response.json()), query).toContain(message);
      }
      const put = await t.app.inject({ method: 'PUT', url: '/api/v1/rankings/privacy', headers: as(joneses), payload: { athleteId: cara.id, hideFromRankings: 'yes' } });
      expect(put.statusCode).toBe(400);
    });

    it('still counts a hidden athlete in the academy’s own figures', async () => {
      expect(await countAthletesEarningInWeeks(t.ctx.db, [weekStart(new Date())])).toEqual([3]);
    });

    it('brings the athlete back when the family shows it again', async () => {
      await t.app.inject({ method: 'PUT', url: '/api/v1/rankings/privacy', headers: as(smiths), payload: { athleteId: hidden.id, hideFromRankings: false } });
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/leaderboards?athleteId=${cara.id}&tab=all&period=all-time`, headers: as(joneses) });
      const board = response.json() as { ranked: number; entries: { displayName: string }[] };
      expect(board.entries.map((e) => e.displayName)).toEqual(['Ann S.', 'Bea S.', 'Cara Jonesworth']);
      expect(board.ranked).toBe(3);
      expect(response.body).not.toMatch(/Smithsonian/);
    });
  });
});

// Issue 37: the all-time board's arrows compare with the order as the week began; a board first read
// mid-week took that order from the totals of that moment, so an athlete new this week showed "same".
describe.each(testDialects())('the all-time board’s New on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('marks an athlete whose first XP came this week New, even when the board is first read after it', async () => {
    const family = await createFamily(t, 'all-time');
    const [veteran, newcomer, steady] = [
      await addTestAthlete(t, family, 'Vera Veteran', '2015-01-01'),
      await addTestAthlete(t, family, 'Nico Newcomer', '2015-01-01'),
      await addTestAthlete(t, family, 'Sam Steady', '2015-01-01'),
    ];
    const wednesday = new Date('2026-11-04T20:00:00Z');
    await award(t, veteran.id, 100, new Date('2026-10-20T20:00:00Z'));
    await award(t, steady.id, 80, new Date('2026-10-21T20:00:00Z'));
    // This week (from Monday 2 November): the newcomer's first XP, and the steady athlete passes the veteran.
    await award(t, newcomer.id, 500, new Date('2026-11-03T20:00:00Z'));
    await award(t, steady.id, 40, new Date('2026-11-03T21:00:00Z'));
    // Nobody read the board on Monday: the first reader, on Wednesday, writes the week's order.
    await ensureBoardPreviousRanks(t.ctx.db, 'all-time', wednesday);
    const board = await getBoard(t.ctx.db, family.userId, { id: veteran.id, birthYear: 2015 }, 'all-time', wednesday, null);
    expect(board.entries.map((e) => [e.displayName, e.rank, e.previousRank, e.change])).toEqual([
      ['Nico Newcomer', 1, null, 'new'],
      ['Sam Steady', 2, 2, 'same'],
      ['Vera Veteran', 3, 1, 'down'],
    ]);
  });
});
