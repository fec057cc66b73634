import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { addTestAthlete, as, createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { lessonStartedAgo } from '#server/testing/training-clock';
import { COMPETITION_MESSAGES, MONTHLY_COMPETITIONS, competitionReward } from '#shared/competitions';
import type { TCompetition } from '#shared/validation/competitions';
import { inTransaction } from '#server/db/transaction';
import { awardXp } from '../progress/service';
import { advanceCompetitions, ensureCompetitions, getCompetitions, joinCompetition, rankEndedCompetitions } from './service';

describe.each(testDialects())('monthly competitions on %s', (dialect) => {
  let t: TestApp;
  let family: TestFamily;
  let other: TestFamily;
  let lessons: string[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    family = await createFamily(t, 'competitor');
    other = await createFamily(t, 'outsider');
    lessons = (await t.ctx.db.selectFrom('lessons').select('id').orderBy('sort_order').limit(4).execute()).map((l) => l.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = (f: TestFamily, athleteId: string) => t.app.inject({ method: 'GET', url: `/api/v1/competitions?athleteId=${athleteId}`, headers: as(f) });
  const join = (f: TestFamily, competitionId: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/v1/competitions/${competitionId}/join`, headers: as(f), payload });
  const active = async (athleteId: string) =>
    ((await list(family, athleteId)).json().competitions as TCompetition[]).filter((c) => c.status === 'active');
  const entries = (athleteId: string) => t.ctx.db.selectFrom('competition_entries').selectAll().where('athlete_id', '=', athleteId).execute();
  const competitionAwards = (athleteId: string) =>
    t.ctx.db.selectFrom('xp_transactions').selectAll().where('athlete_id', '=', athleteId).where('reference_type', '=', 'competition').execute();

  /** Completes a real lesson through the training route, started long enough ago. */
  async function completeLesson(athleteId: string, lessonId: string) {
    await lessonStartedAgo(t, athleteId, lessonId, 20);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/training/lessons/${lessonId}/progress`,
      headers: as(family),
      payload: { athleteId, mode: 'complete', timeSpentMinutes: 5 },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  /** A competition for the tests, running now (its month key is made up, so it never meets the job's). */
  // Each test competition gets a month of its own, long past, so none collides with another or a real one.
  let testMonths = 0;
  function testMonth() {
    const n = testMonths++;
    return `${1900 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}-01`;
  }

  async function addCompetition(values: { type: string; target: number; start: Date; end: Date }) {
    const id = randomUUID();
    await t.ctx.db
      .insertInto('competitions')
      .values({
        id,
        month: testMonth(),
        competition_type: values.type,
        name: `Test ${values.type} ${id.slice(0, 4)}`,
        description: 'A test competition.',
        target_value: values.target,
        xp_reward: 40,
        bonus_reward: 10,
        start_date: values.start.toISOString(),
        end_date: values.end.toISOString(),
      })
      .execute();
    return id;
  }

  it('creates each month’s competitions once, when the job runs twice or on two instances at once', async () => {
    const lastWeek = new Date('2027-03-26T19:00:00Z'); // 26 March: April's are published too
    await Promise.all([ensureCompetitions(t.ctx.db, lastWeek), ensureCompetitions(t.ctx.db, lastWeek)]);
    expect(await ensureCompetitions(t.ctx.db, lastWeek)).toBe(0);
    const rows = await t.ctx.db.selectFrom('competitions').select(['month', 'competition_type', 'name', 'start_date', 'end_date']).where('month', 'in', ['2027-03-01', '2027-04-01']).execute();
    expect(rows).toHaveLength(2 * MONTHLY_COMPETITIONS.length);
    expect(rows.filter((r) => r.month === '2027-03-01').map((r) => r.competition_type).sort()).toEqual([...MONTHLY_COMPETITIONS.map((c) => c.type)].sort());
    expect(rows.find((r) => r.month === '2027-04-01' && r.competition_type === 'lessons_completed')!.name).toBe('April Lesson Marathon');
    // March 2027 starts in standard time (08:00 UTC) and ends in daylight time (07:00 UTC).
    expect(rows.find((r) => r.month === '2027-03-01')).toMatchObject({ start_date: '2027-03-01T08:00:00.000Z', end_date: '2027-04-01T07:00:00.000Z' });
    const early = new Date('2027-05-10T19:00:00Z');
    await ensureCompetitions(t.ctx.db, early);
    expect(await t.ctx.db.selectFrom('competitions').select('id').where('month', '=', '2027-06-01').execute()).toEqual([]);
  });

  it('turns a month over at midnight in San Diego: join until 23:59:59 of the last day, not after; the next month from 00:00', async () => {
    const athlete = await addTestAthlete(t, family, 'Midnight Kid');
    const lastSecond = new Date('2026-12-01T07:59:59Z'); // 30 November 23:59:59 PST
    const midnight = new Date('2026-12-01T08:00:00Z'); // 1 December 00:00 PST
    const november = (await getCompetitions(t.ctx.db, family.userId, athlete.id, lastSecond)).competitions;
    const nov = november.find((c) => c.name === 'November Lesson Marathon')!;
    const dec = november.find((c) => c.name === 'December Lesson Marathon')!;
    expect(nov).toMatchObject({ status: 'active', startDate: '2026-11-01T07:00:00.000Z', endDate: '2026-12-01T08:00:00.000Z' });
    expect(dec.status).toBe('upcoming');
    await expect(joinCompetition(t.ctx, family.userId, athlete.id, dec.id, lastSecond)).rejects.toMatchObject({ status: 409, message: COMPETITION_MESSAGES.notStarted });
    await expect(joinCompetition(t.ctx, family.userId, athlete.id, nov.id, midnight)).rejects.toMatchObject({ status: 409, message: COMPETITION_MESSAGES.ended });
    expect(await entries(athlete.id)).toEqual([]);
    expect((await joinCompetition(t.ctx, family.userId, athlete.id, nov.id, lastSecond)).message).toBe(COMPETITION_MESSAGES.joined);
    const joined = await joinCompetition(t.ctx, family.userId, athlete.id, dec.id, midnight);
    expect(joined.competition).toMatchObject({ status: 'active', entryCount: 1, entry: { currentProgress: 0, isCompleted: false, rank: null } });
    const december = (await getCompetitions(t.ctx.db, family.userId, athlete.id, midnight)).competitions;
    expect(december.find((c) => c.id === nov.id)!.status).toBe('ended');
    expect(december.find((c) => c.id === dec.id)!.status).toBe('active');
  });

  it('refuses to join an upcoming or ended competition over HTTP, and writes nothing', async () => {
    const athlete = await addTestAthlete(t, family, 'Too Early');
    const day = 86_400_000;
    const upcoming = await addCompetition({ type: 'xp_earned', target: 10, start: new Date(Date.now() + day), end: new Date(Date.now() + 2 * day) });
    const ended = await addCompetition({ type: 'streak_days', target: 10, start: new Date(Date.now() - 2 * day), end: new Date(Date.now() - day) });
    const early = await join(family, upcoming, { athleteId: athlete.id });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(COMPETITION_MESSAGES.notStarted);
    const late = await join(family, ended, { athleteId: athlete.id });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(COMPETITION_MESSAGES.ended);
    expect(await entries(athlete.id)).toEqual([]);
  });

  it('keeps 50 concurrent joins to one entry', async () => {
    const athlete = await addTestAthlete(t, family, 'Fifty Taps');
    const [competition] = await active(athlete.id);
    const responses = await Promise.all(Array.from({ length: 50 }, () => join(family, competition!.id, { athleteId: athlete.id })));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(refused.every((r) => r.statusCode === 409 && r.json().error.message === COMPETITION_MESSAGES.alreadyJoined)).toBe(true);
    expect(await entries(athlete.id)).toHaveLength(1);
    const listed = (await active(athlete.id)).find((c) => c.id === competition!.id)!;
    expect(listed.entry).toMatchObject({ currentProgress: 0, progressPercent: 0, isCompleted: false });
  });

  it('answers 404 for another family’s athlete and an unknown competition, and takes no progress from the page', async () => {
    const athlete = await addTestAthlete(t, family, 'Mine Only');
    const [competition] = await active(athlete.id);
    expect((await list(other, athlete.id)).statusCode).toBe(404);
    expect((await join(other, competition!.id, { athleteId: athlete.id })).statusCode).toBe(404);
    const unknown = await join(family, 'no-such-competition', { athleteId: athlete.id });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(COMPETITION_MESSAGES.notFound);
    const sneaky = await join(family, competition!.id, { athleteId: athlete.id, currentProgress: 999 });
    expect(sneaky.statusCode).toBe(400);
    expect(await entries(athlete.id)).toEqual([]);
  });

  it('counts each type from the athlete’s own events since joining', async () => {
    const athlete = await addTestAthlete(t, family, 'Four Ways');
    // A lesson before joining counts for none of them.
    await completeLesson(athlete.id, lessons[0]!);
    const competitions = await active(athlete.id);
    const byType = new Map(competitions.filter((c) => !c.name.startsWith('Test')).map((c) => [c.competitionType, c]));
    expect([...byType.keys()].sort()).toEqual(['achievements_unlocked', 'lessons_completed', 'streak_days', 'xp_earned']);
    for (const c of byType.values()) expect((await join(family, c.id, { athleteId: athlete.id })).statusCode).toBe(200);
    const joinedAt = (await entries(athlete.id))[0]!.joined_at;

    await completeLesson(athlete.id, lessons[1]!);
    await completeLesson(athlete.id, lessons[2]!);

    const xpSince = (await t.ctx.db.selectFrom('xp_transactions').select('amount').where('athlete_id', '=', athlete.id).where('created_at', '>=', joinedAt).execute()).reduce(
      (sum, r) => sum + r.amount,
      0,
    );
    const badgesSince = await t.ctx.db.selectFrom('athlete_achievements').select('achievement_id').where('athlete_id', '=', athlete.id).where('unlocked_at', '>=', joinedAt).execute();
    const after = new Map((await active(athlete.id)).map((c) => [c.id, c]));
    const progress = (type: string) => after.get(byType.get(type as TCompetition['competitionType'])!.id)!.entry!;
    expect(progress('lessons_completed')).toMatchObject({ currentProgress: 2, progressPercent: Math.floor((2 / byType.get('lessons_completed')!.targetValue) * 100) });
    expect(xpSince).toBeGreaterThan(0);
    expect(progress('xp_earned').currentProgress).toBe(xpSince);
    expect(progress('streak_days').currentProgress).toBe(1);
    expect(progress('achievements_unlocked').currentProgress).toBe(badgesSince.length);
    expect(await competitionAwards(athlete.id)).toEqual([]);
  });

  it('pays a completion once, also when two awards race, and caps the percent at 100', async () => {
    const athlete = await addTestAthlete(t, family, 'Pays Once');
    const day = 86_400_000;
    const id = await addCompetition({ type: 'xp_earned', target: 1, start: new Date(Date.now() - day), end: new Date(Date.now() + day) });
    expect((await join(family, id, { athleteId: athlete.id })).statusCode).toBe(200);
    // XP lands without its follow-ups; then a real lesson and two follow-ups race to pay the entry.
    await inTransaction(t.ctx.db, (trx) =>
      awardXp(trx, { athleteId: athlete.id, amount: 5, reason: 'Test XP', referenceType: 'test', referenceId: randomUUID(), now: new Date(Date.now() + 1) }),
    );
    await lessonStartedAgo(t, athlete.id, lessons[0]!, 20);
    const [save] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: `/api/v1/training/lessons/${lessons[0]!}/progress`,
        headers: as(family),
        payload: { athleteId: athlete.id, mode: 'complete', timeSpentMinutes: 5 },
      }),
      ...[0, 1].map(() => inTransaction(t.ctx.db, (trx) => advanceCompetitions(trx, athlete.id, new Date()))),
    ]);
    expect(save.statusCode).toBe(200);
    const awards = await competitionAwards(athlete.id);
    expect(awards).toHaveLength(1);
    expect(awards[0]).toMatchObject({ reference_id: id, amount: competitionReward({ xpReward: 40, bonusReward: 10 }) });
    const shown = ((await list(family, athlete.id)).json().competitions as TCompetition[]).find((c) => c.id === id)!;
    expect(shown).toMatchObject({ reward: 50, entry: { isCompleted: true, progressPercent: 100 } });
    expect(shown.entry!.currentProgress).toBeGreaterThanOrEqual(1);
    const snapshot = await t.ctx.db.selectFrom('athlete_progress').select('total_xp').where('athlete_id', '=', athlete.id).executeTakeFirstOrThrow();
    const ledger = (await t.ctx.db.selectFrom('xp_transactions').select('amount').where('athlete_id', '=', athlete.id).execute()).reduce((s, r) => s + r.amount, 0);
    expect(snapshot.total_xp).toBe(ledger);
  });

  it('writes the final ranks once a competition has ended, the same however often the job runs', async () => {
    const day = 86_400_000;
    const start = new Date(Date.now() - 3 * day);
    const end = new Date(Date.now() + 60_000);
    const id = await addCompetition({ type: 'xp_earned', target: 1000, start, end });
    const athletes = await Promise.all(['Rank One', 'Rank Two', 'Rank Three'].map((name) => addTestAthlete(t, family, name)));
    for (const [i, a] of athletes.entries()) {
      await joinCompetition(t.ctx, family.userId, a.id, id, new Date(start.getTime() + (i + 1) * 1000));
    }
    await t.ctx.db.updateTable('competition_entries').set({ current_progress: 300 }).where('competition_id', '=', id).where('athlete_id', '=', athletes[2]!.id).execute();
    await t.ctx.db
      .updateTable('competition_entries')
      .set({ current_progress: 1000, completed_at: new Date(start.getTime() + day).toISOString() })
      .where('competition_id', '=', id)
      .where('athlete_id', '=', athletes[1]!.id)
      .execute();
    expect(await rankEndedCompetitions(t.ctx.db, new Date())).toBe(0);
    const after = new Date(end.getTime() + 1000);
    await Promise.all([rankEndedCompetitions(t.ctx.db, after), rankEndedCompetitions(t.ctx.db, after)]);
    await rankEndedCompetitions(t.ctx.db, after);
    const ranks = await t.ctx.db.selectFrom('competition_entries').select(['athlete_id', 'rank']).where('competition_id', '=', id).execute();
    const rankOf = (athleteId: string) => ranks.find((r) => r.athlete_id === athleteId)!.rank;
    expect([rankOf(athletes[1]!.id), rankOf(athletes[2]!.id), rankOf(athletes[0]!.id)]).toEqual([1, 2, 3]);
    const shown = (await getCompetitions(t.ctx.db, family.userId, athletes[1]!.id, after)).competitions.find((c) => c.id === id)!;
    expect(shown).toMatchObject({ status: 'ended', entryCount: 3, entry: { rank: 1, isCompleted: true } });
  });

  it('exports the family’s entries and removes them with the athlete', async () => {
    const athlete = await addTestAthlete(t, family, 'Export Me');
    const [competition] = await active(athlete.id);
    await join(family, competition!.id, { athleteId: athlete.id });
    const source = t.ctx.familyData.find((s) => s.name === 'competitions')!;
    const exported = (await source.export(t.ctx.db, family.userId)) as { athleteId: string; competition: string }[];
    expect(exported).toContainEqual(expect.objectContaining({ athleteId: athlete.id, competition: competition!.name }));
    expect(await source.export(t.ctx.db, other.userId)).toEqual([]);
    await t.ctx.db.deleteFrom('athletes').where('id', '=', athlete.id).execute();
    expect(await entries(athlete.id)).toEqual([]);
  });
});
