/**
 * The coach's home (issue 42, point 5): the families' Coach threads waiting for an answer, longest
 * waiting first, until staff reply; the lessons a coach wrote (an admin: every coach's); the counts
 * of evaluations due and plans running. A parent is refused (403).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCoachHome } from '#shared/validation/coach-home';
import { addTestAthlete, as, createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';

const DAY_MS = 86_400_000;
const lesson = (title: string) => ({
  categoryId: 'passing',
  title,
  description: 'Two-touch passing against a wall.',
  type: 'Drill Guide',
  difficulty: 'Beginner',
  durationMinutes: 10,
  steps: [
    { title: 'Set up', body: 'Stand 5 yards from a flat wall with a ball.' },
    { title: 'Pass', body: 'Pass against the wall 20 times with each foot.' },
    { title: 'Cool down', body: 'Ten one-touch passes, then stretch.' },
  ],
  instructions: ['Open your hips to receive.'],
  tips: ['Lock your ankle on every pass.'],
  equipment: ['Ball'],
  space: 'A wall',
  measurement: null,
});

describe.each(testDialects())('the coach’s home, on %s', (dialect) => {
  let t: TestApp;
  let coach: TestFamily;
  let other: TestFamily;
  let admin: TestFamily;
  let early: TestFamily;
  let late: TestFamily;
  const home = async (who: TestFamily) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/staff/coach-home', headers: as(who) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TCoachHome;
  };
  const coachThread = async (family: TestFamily) =>
    ((await t.app.inject({ method: 'GET', url: '/api/v1/conversations', headers: as(family) })).json().conversations as { id: string; type: string }[]).find((c) => c.type === 'coach')!.id;
  const write = async (family: TestFamily, body: string) => {
    const id = await coachThread(family);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/conversations/${id}/messages`, headers: as(family), payload: { body } })).statusCode).toBe(201);
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    coach = await createFamily(t, 'home-coach');
    other = await createFamily(t, 'home-coach2');
    admin = await createFamily(t, 'home-admin');
    early = await createFamily(t, 'home-early');
    late = await createFamily(t, 'home-late');
    await t.ctx.db.updateTable('users').set({ role: 'coach' }).where('id', 'in', [coach.userId, other.userId]).execute();
    await t.ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.userId).execute();
    const athlete = await addTestAthlete(t, early, 'Ana Early');
    await t.ctx.db
      .insertInto('memberships')
      .values({
        id: 'home-m', user_id: early.userId, athlete_id: athlete.id, membership_type_id: 'core-monthly', status: 'active', sessions_remaining: 12,
        current_period_start: new Date(Date.now() - 10 * DAY_MS).toISOString(), current_period_end: new Date(Date.now() + 30 * DAY_MS).toISOString(), provider: 'test',
      })
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a parent (403)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/staff/coach-home', headers: as(early) });
    expect(response.statusCode).toBe(403);
  });

  it('lists the Coach threads waiting, longest first, until staff answer; support threads stay out', async () => {
    expect((await home(coach)).threads).toEqual({ count: 0, items: [] });
    const first = await write(early, 'Is Leo on the Tuesday roster?');
    await t.ctx.db.updateTable('conversations').set({ staff_waiting_since: new Date(Date.now() - 3 * 3_600_000).toISOString() }).where('id', '=', first).execute();
    const second = await write(late, 'Can we move to the Saturday group?');
    const support = ((await t.app.inject({ method: 'GET', url: '/api/v1/conversations', headers: as(late) })).json().conversations as { id: string; type: string }[]).find((c) => c.type === 'support')!.id;
    await t.app.inject({ method: 'POST', url: `/api/v1/conversations/${support}/messages`, headers: as(late), payload: { body: 'A billing question' } });

    const waiting = (await home(coach)).threads;
    expect(waiting.count).toBe(2);
    expect(waiting.items.map((i) => i.id)).toEqual([first, second]);
    expect(waiting.items[0]).toMatchObject({ preview: 'Is Leo on the Tuesday roster?' });
    expect(JSON.stringify(waiting)).not.toContain('@');

    const answered = await t.app.inject({ method: 'POST', url: `/api/v1/staff/conversations/${first}/messages`, headers: as(coach), payload: { body: 'Yes, 5pm.' } });
    expect(answered.statusCode, answered.body).toBe(201);
    expect((await home(admin)).threads.items.map((i) => i.id)).toEqual([second]);
  });

  it('shows a coach the lessons they wrote, and an admin every coach’s, with draft or published', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/coach/lessons', headers: as(coach), payload: lesson('Wall passing, mine') });
    expect(created.statusCode, created.body).toBe(201);
    const mine = created.json();
    const theirs = (await t.app.inject({ method: 'POST', url: '/api/v1/coach/lessons', headers: as(other), payload: lesson('Wall passing, theirs') })).json();
    const mineId = (mine.lesson ?? mine).id as string;
    const theirsId = (theirs.lesson ?? theirs).id as string;
    expect(mineId && theirsId).toBeTruthy();
    await t.ctx.db.updateTable('lessons').set({ is_published: 1 }).where('id', '=', theirsId).execute();

    const coachView = (await home(coach)).lessons;
    expect(coachView).toMatchObject({ isEveryCoach: false, count: 1 });
    expect(coachView.items).toEqual([expect.objectContaining({ id: mineId, status: 'draft', title: 'Wall passing, mine' })]);
    const adminView = (await home(admin)).lessons;
    expect(adminView).toMatchObject({ isEveryCoach: true, count: 2 });
    expect(adminView.items.find((l) => l.id === theirsId)).toMatchObject({ status: 'published', authorName: expect.any(String) });
  });

  it('counts the evaluations due and the plans running', async () => {
    expect((await home(coach)).counts).toEqual({ evaluationsDue: 1, athletes: 1, plansRunning: 0 });
  });
});
