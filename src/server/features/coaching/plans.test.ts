/**
 * Weekly plans (issue 42, point 3): a coach assigns a plan to an athlete or a group; the family sees
 * it with what its training record shows done (a lesson completed before the plan does not count);
 * the coach's roster shows done, started and not started, and the nudge posts once a day in the
 * family's Coach thread. Another family's athlete reads as not found, a parent cannot reach the
 * coach's routes, and bad input is refused with nothing written.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { academyDate, addDays } from '#shared/progress/time';
import { WEEKLY_PLAN_MESSAGES as M } from '#shared/validation/weekly-plans';
import { addTestAthlete, as, createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { lessonStartedAgo } from '#server/testing/training-clock';

const DAY_MS = 86_400_000;

describe.each(testDialects())('weekly plans, on %s', (dialect) => {
  let t: TestApp;
  let coach: TestFamily;
  let parent: TestFamily;
  let stranger: TestFamily;
  let leo: { id: string };
  let mia: { id: string };
  let stray: { id: string };
  let lessons: { id: string; title: string }[];
  const today = () => academyDate(new Date());

  const member = (family: TestFamily, athleteId: string, type = 'core-monthly') =>
    t.ctx.db
      .insertInto('memberships')
      .values({
        id: `plans-m-${athleteId}`, user_id: family.userId, athlete_id: athleteId, membership_type_id: type, status: 'active', sessions_remaining: 12,
        current_period_start: new Date(Date.now() - 30 * DAY_MS).toISOString(), current_period_end: new Date(Date.now() + 200 * DAY_MS).toISOString(), provider: 'test',
      })
      .execute();
  const post = (who: TestFamily, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: as(who), ...(payload ? { payload } : {}) });
  const get = (who: TestFamily, url: string) => t.app.inject({ method: 'GET', url, headers: as(who) });
  const plan = (overrides: Record<string, unknown> = {}) => ({
    audience: { kind: 'birth-year', year: 2015 },
    title: 'Ball mastery week',
    lessonIds: lessons.slice(0, 2).map((l) => l.id),
    minutesTarget: 30,
    startsOn: today(),
    endsOn: addDays(today(), 6),
    ...overrides,
  });
  const count = async (table: 'weekly_plans' | 'weekly_plan_athletes' | 'weekly_plan_lessons' | 'weekly_plan_nudges' | 'messages') =>
    Number((await t.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const counts = async () => ({ plans: await count('weekly_plans'), athletes: await count('weekly_plan_athletes'), lessons: await count('weekly_plan_lessons'), nudges: await count('weekly_plan_nudges'), messages: await count('messages') });
  const complete = (athleteId: string, lessonId: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/training/lessons/${lessonId}/progress`, headers: as(parent), payload: { athleteId, mode: 'complete', timeSpentMinutes: 15 } });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    coach = await createFamily(t, 'plans-coach');
    parent = await createFamily(t, 'plans-parent');
    stranger = await createFamily(t, 'plans-stranger');
    await t.ctx.db.updateTable('users').set({ role: 'coach', name: 'Carla Coach' }).where('id', '=', coach.userId).execute();
    leo = await addTestAthlete(t, parent, 'Leo Martinez', '2015-04-12');
    mia = await addTestAthlete(t, parent, 'Mia Martinez', '2016-09-03');
    stray = await addTestAthlete(t, stranger, 'Noah Stranger', '2015-06-07');
    await member(parent, leo.id);
    await member(parent, mia.id);
    lessons = await t.ctx.db.selectFrom('lessons').select(['id', 'title']).where('is_published', '=', 1).orderBy('id').limit(3).execute();
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a parent every coach route (403) and another family’s athlete (404), writing nothing', async () => {
    const before = await counts();
    expect((await get(parent, '/api/v1/staff/weekly-plans')).statusCode).toBe(403);
    expect((await get(parent, '/api/v1/staff/weekly-plans/choices')).statusCode).toBe(403);
    expect((await get(parent, '/api/v1/staff/weekly-plans/x/athletes')).statusCode).toBe(403);
    expect((await get(parent, '/api/v1/staff/coach-home')).statusCode).toBe(403);
    expect((await post(parent, '/api/v1/staff/weekly-plans', plan())).statusCode).toBe(403);
    expect((await post(parent, `/api/v1/staff/weekly-plans/x/nudges/${leo.id}`)).statusCode).toBe(403);
    const foreign = await get(stranger, `/api/v1/athletes/${leo.id}/weekly-plans`);
    expect(foreign.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('offers the coach the published lessons, the groups and only the roster’s athletes', async () => {
    const res = await get(coach, '/api/v1/staff/weekly-plans/choices');
    expect(res.statusCode, res.body).toBe(200);
    const choices = res.json();
    expect(choices.athletes.map((a: { id: string }) => a.id).sort()).toEqual([leo.id, mia.id].sort());
    expect(choices.groups).toEqual(expect.arrayContaining([{ id: 'core', label: 'Core' }]));
    expect(choices.lessons.length).toBeGreaterThan(3);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ endsOn: addDays(today(), -1) }, 400, M.endsBeforeStart],
      [{ endsOn: addDays(today(), 20) }, 400, M.tooLong],
      [{ audience: { kind: 'athlete', athleteId: stray.id } }, 400, M.notOnRoster],
      [{ audience: { kind: 'athlete', athleteId: 'no-such-athlete' } }, 400, M.notOnRoster],
      [{ audience: { kind: 'group', groupId: 'no-such-group' } }, 400, M.unknownGroup],
      [{ audience: { kind: 'birth-year', year: 2014 } }, 400, M.nobody],
      [{ audience: { kind: 'birth-year', year: 2030 } }, 400, M.badYear],
      [{ lessonIds: ['no-such-lesson'] }, 400, M.unknownLesson],
      [{ lessonIds: [] }, 400, M.noLessons],
      [{ minutesTarget: -5 }, 400, M.badMinutes],
      [{ title: 'x'.repeat(5_000) }, 400, M.titleTooLong],
      [{ startsOn: '2026-02-30' }, 400, M.badDate],
    ];
    for (const [overrides, status, message] of cases) {
      const res = await post(coach, '/api/v1/staff/weekly-plans', plan(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(JSON.stringify(res.json().error), JSON.stringify(overrides)).toContain(message);
    }
    const nul = await post(coach, '/api/v1/staff/weekly-plans', plan({ title: 'Ball\u0000week' }));
    expect(nul.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('assigns a group plan once under 20 identical requests, to the roster’s athletes of that year only', async () => {
    const payload = plan({ title: 'Twenty at once', startsOn: addDays(today(), 1), endsOn: addDays(today(), 7) });
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(coach, '/api/v1/staff/weekly-plans', payload)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(responses.find((r) => r.statusCode === 409)!.json().error.message).toBe(M.duplicate);
    const created = responses.find((r) => r.statusCode === 201)!.json().plan;
    expect(created).toMatchObject({ title: 'Twenty at once', audienceKind: 'birth-year', audienceLabel: 'Born 2015', counts: { done: 0, started: 0, notStarted: 1 } });
    expect(created.athletes.map((a: { athleteId: string }) => a.athleteId)).toEqual([leo.id]);
    const rows = await t.ctx.db.selectFrom('weekly_plans').select('id').where('title', '=', 'Twenty at once').execute();
    expect(rows).toHaveLength(1);
  });

  it('counts what the ledger shows within the plan’s days: a lesson completed before the plan does not count', async () => {
    const [early, later] = lessons;
    // Yesterday Leo completed the first lesson; the plan starts today.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() - DAY_MS));
    await lessonStartedAgo(t, leo.id, early!.id, 30);
    expect((await complete(leo.id, early!.id)).statusCode).toBe(200);
    vi.useRealTimers();

    const assigned = await post(coach, '/api/v1/staff/weekly-plans', plan({ audience: { kind: 'plan', tier: 'core' }, lessonIds: [early!.id, later!.id], minutesTarget: 10 }));
    expect(assigned.statusCode, assigned.body).toBe(201);
    const planId = assigned.json().plan.id as string;
    const mine = async (athleteId: string) => (await get(parent, `/api/v1/athletes/${athleteId}/weekly-plans`)).json().plans.find((p: { id: string }) => p.id === planId);

    let leoPlan = await mine(leo.id);
    expect(leoPlan).toMatchObject({ status: 'not-started', minutes: 0, minutesTarget: 10 });
    expect(leoPlan.lessons.map((l: { isDone: boolean }) => l.isDone)).toEqual([false, false]);

    await lessonStartedAgo(t, leo.id, later!.id, 30);
    const done = await complete(leo.id, later!.id);
    expect(done.statusCode, done.body).toBe(200);
    leoPlan = await mine(leo.id);
    expect(leoPlan.lessons.map((l: { isDone: boolean }) => l.isDone)).toEqual([false, true]);
    expect(leoPlan.minutes).toBeGreaterThan(0);
    expect(leoPlan.status).toBe('started');

    const roster = (await get(coach, '/api/v1/staff/weekly-plans')).json().plans.find((p: { id: string }) => p.id === planId);
    expect(roster.counts).toEqual({ done: 0, started: 1, notStarted: 1 });
    expect(roster.athletes.find((a: { athleteId: string }) => a.athleteId === leo.id)).toMatchObject({ status: 'started', lessonsDone: 1 });
    expect(roster.athletes.find((a: { athleteId: string }) => a.athleteId === mia.id)).toMatchObject({ status: 'not-started', lessonsDone: 0, minutes: 0 });
    // The other family never sees it.
    expect((await get(stranger, `/api/v1/athletes/${stray.id}/weekly-plans`)).json().plans).toEqual([]);
  });

  it('marks who has not started by Thursday and nudges the family once a day in its Coach thread', async () => {
    // A plan that started last Monday (or earlier): by today it is past its check day when today is Thursday or later.
    const monday = addDays(today(), -((new Date(`${today()}T00:00:00Z`).getUTCDay() + 6) % 7));
    const startsOn = today() >= addDays(monday, 3) ? monday : addDays(monday, -7);
    const res = await post(coach, '/api/v1/staff/weekly-plans', plan({ audience: { kind: 'athlete', athleteId: mia.id }, startsOn, endsOn: addDays(startsOn, 13), title: 'Mia’s fortnight' }));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().plan;
    expect(created.athletes).toEqual([expect.objectContaining({ athleteId: mia.id, status: 'not-started', isBehind: true, isNudgedToday: false })]);

    const before = await counts();
    const nudges = await Promise.all(Array.from({ length: 20 }, () => post(coach, `/api/v1/staff/weekly-plans/${created.id}/nudges/${mia.id}`)));
    expect(nudges.map((n) => n.statusCode)).toEqual(Array(20).fill(200));
    expect(nudges.filter((n) => n.json().isSent)).toHaveLength(1);
    expect(await counts()).toEqual({ ...before, nudges: before.nudges + 1, messages: before.messages + 1 });
    const thread = await t.ctx.db
      .selectFrom('messages as m')
      .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
      .select(['c.kind', 'm.family_id', 'm.author_name', 'm.subject'])
      .where('m.family_id', '=', parent.userId)
      .execute();
    expect(thread).toEqual([{ kind: 'coach', family_id: parent.userId, author_name: 'Carla Coach', subject: 'Mia’s plan this week: Mia’s fortnight' }]);
    const roster = (await get(coach, '/api/v1/staff/weekly-plans')).json().plans.find((p: { id: string }) => p.id === created.id);
    expect(roster.athletes[0].isNudgedToday).toBe(true);
    expect(roster.nextCursor).toBeNull();
    // A plan's athletes page by page: past the end is refused, an unknown plan is not found.
    const page = await get(coach, `/api/v1/staff/weekly-plans/${created.id}/athletes?cursor=0`);
    expect(page.json()).toEqual({ athletes: [expect.objectContaining({ athleteId: mia.id, isNudgedToday: true })], nextCursor: null });
    expect((await get(coach, `/api/v1/staff/weekly-plans/${created.id}/athletes?cursor=5`)).json().error.message).toBe(M.badCursor);
    expect((await get(coach, `/api/v1/staff/weekly-plans/${created.id}/athletes?cursor=x`)).statusCode).toBe(400);
    expect((await get(coach, '/api/v1/staff/weekly-plans/nope/athletes')).statusCode).toBe(404);

    // Unknown plan, an athlete not in it: not found, nothing written.
    expect((await post(coach, `/api/v1/staff/weekly-plans/nope/nudges/${mia.id}`)).statusCode).toBe(404);
    expect((await post(coach, `/api/v1/staff/weekly-plans/${created.id}/nudges/${leo.id}`)).statusCode).toBe(404);
    expect((await post(coach, `/api/v1/staff/weekly-plans/${created.id}/nudges/${'n'.repeat(5_000)}`)).statusCode).toBe(400);
    expect(await counts()).toEqual({ ...before, nudges: before.nudges + 1, messages: before.messages + 1 });
  });

  it('puts the plans in the family’s export and takes the athlete’s own plans with the account', async () => {
    const exported = await get(parent, '/api/v1/account/export');
    expect(exported.statusCode).toBe(200);
    const plans = exported.json().weeklyPlans.plans as { athlete: string; title: string; nudgedOn: string[] }[];
    expect(plans.map((p) => p.title)).toEqual(expect.arrayContaining(['Twenty at once', 'Mia’s fortnight']));
    expect(plans.find((p) => p.title === 'Mia’s fortnight')!.nudgedOn).toEqual([today()]);

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/v1/account', headers: as(parent), payload: { confirmation: 'DELETE' } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await t.ctx.db.selectFrom('weekly_plan_athletes').selectAll().execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('weekly_plans').select('title').where('audience_kind', '=', 'athlete').execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('weekly_plan_nudges').selectAll().execute()).toEqual([]);
  });
});
