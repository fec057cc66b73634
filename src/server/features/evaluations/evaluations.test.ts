/**
 * Skill evaluations and passports (issue 42, points 1-2): coaches and admins evaluate athletes who
 * train; a draft stays the coach's; publishing notifies the family once; a correction keeps the
 * earlier version for staff; a family reads only its own athlete's passport; bad input writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVALUATION_MESSAGES } from '#shared/validation/evaluations';
import { addTestAthlete, as, createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { snapshot } from '#server/testing/tables';

const DAY = 86_400_000;

const light = (overrides: Record<string, unknown> = {}) => ({
  kind: 'light',
  ratings: [
    { skillId: 'first-touch', level: 3, note: 'Opens up on the back foot now.' },
    { skillId: 'passing', level: 2 },
    { skillId: 'resilience', level: 4, note: '' },
  ],
  strengths: 'Brave on the ball and always wants it back.',
  goals: ['Receive on the back foot in every rondo', 'Pass with the left foot 20 times a day'],
  lessonIds: ['first-touch-back-foot', 'passing-two-foot-gate-passing'],
  ...overrides,
});

describe.each(testDialects())('skill evaluations, on %s', (dialect) => {
  let t: TestApp;
  let parent: TestFamily;
  let other: TestFamily;
  let coach: TestFamily;
  let leo: string;
  let noa: string;
  let idle: string;

  async function member(userId: string, athleteId: string) {
    await t.ctx.db
      .insertInto('memberships')
      .values({
        id: `ev-m-${athleteId}`, user_id: userId, athlete_id: athleteId, membership_type_id: 'core-monthly', status: 'active', sessions_remaining: 12,
        current_period_start: new Date(Date.now() - 10 * DAY).toISOString(), current_period_end: new Date(Date.now() + 30 * DAY).toISOString(), provider: 'test',
      })
      .execute();
  }
  const saveDraft = (who: TestFamily, athleteId: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api/v1/coach/athletes/${athleteId}/evaluations/draft`, headers: as(who), payload });
  const publish = (who: TestFamily, id: string) => t.app.inject({ method: 'POST', url: `/api/v1/coach/evaluations/${id}/publish`, headers: as(who) });
  const passport = (who: TestFamily, athleteId: string) => t.app.inject({ method: 'GET', url: `/api/v1/athletes/${athleteId}/passport`, headers: as(who) });
  const notifications = (familyId: string) => t.ctx.db.selectFrom('notifications').selectAll().where('family_id', '=', familyId).where('kind', '=', 'evaluation').execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    parent = await createFamily(t, 'eval-parent');
    other = await createFamily(t, 'eval-other');
    coach = await createFamily(t, 'eval-coach');
    await t.ctx.db.updateTable('users').set({ role: 'coach' }).where('id', '=', coach.userId).execute();
    leo = (await addTestAthlete(t, parent, 'Leo Martinez')).id;
    noa = (await addTestAthlete(t, other, 'Noa Chen', '2016-05-01')).id;
    idle = (await addTestAthlete(t, other, 'Ivy Chen', '2017-01-01')).id;
    await member(parent.userId, leo);
    await member(other.userId, noa);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists who is due: a full evaluation first, only athletes who train', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/coach/evaluations', headers: as(coach) });
    expect(response.statusCode, response.body).toBe(200);
    const athletes = response.json().athletes as { athleteId: string; due: { state: string; kind: string } }[];
    expect(athletes.map((a) => a.athleteId).sort()).toEqual([leo, noa].sort());
    expect(athletes.every((a) => a.due.state === 'full-due' && a.due.kind === 'full')).toBe(true);
  });

  it('keeps a draft from the family, publishes it, and notifies once however many publishes arrive together', async () => {
    const draft = await saveDraft(coach, leo, light());
    expect(draft.statusCode, draft.body).toBe(200);
    const evaluation = draft.json().evaluation as { id: string; status: string; lessons: { title: string }[] };
    expect(evaluation.status).toBe('draft');
    expect(evaluation.lessons).toHaveLength(2);
    // Saving again edits the same draft.
    const again = await saveDraft(coach, leo, light({ strengths: 'Brave on the ball.' }));
    expect(again.json().evaluation.id).toBe(evaluation.id);

    const before = (await passport(parent, leo)).json();
    expect(before.current).toBeNull();
    expect(before.evaluationCount).toBe(0);
    expect(JSON.stringify(before)).not.toContain('Opens up on the back foot');

    const responses = await Promise.all(Array.from({ length: 20 }, () => publish(coach, evaluation.id)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect((await notifications(parent.userId)).length).toBe(1);
    expect((await notifications(parent.userId))[0]).toMatchObject({ source_id: evaluation.id, url: `/athletes/${leo}/passport` });

    const after = (await passport(parent, leo)).json();
    expect(after.current).toMatchObject({ evaluationId: evaluation.id, kind: 'light', goals: light().goals, strengths: 'Brave on the ball.' });
    expect(after.current.lessons.map((l: { id: string }) => l.id)).toEqual(['first-touch-back-foot', 'passing-two-foot-gate-passing']);
    const firstTouch = after.skills.find((s: { id: string }) => s.id === 'first-touch');
    expect(firstTouch.history).toEqual([expect.objectContaining({ level: 3, note: 'Opens up on the back foot now.' })]);
    expect(firstTouch.levels).toHaveLength(5);
    expect(after.skills).toHaveLength(12);
    // Light checks every 6-8 weeks: a full one is still due this season.
    const roster = (await t.app.inject({ method: 'GET', url: '/api/v1/coach/evaluations', headers: as(coach) })).json();
    expect(roster.athletes.find((a: { athleteId: string }) => a.athleteId === leo).due.state).toBe('full-due');
  });

  it('keeps the earlier version of a corrected evaluation for staff, shows the family the correction, and notifies no more', async () => {
    const staffView = (await t.app.inject({ method: 'GET', url: `/api/v1/coach/athletes/${leo}/evaluations`, headers: as(coach) })).json();
    const id = staffView.evaluations[0].id as string;
    const corrected = light({ ratings: [...light().ratings.slice(0, 2), { skillId: 'resilience', level: 5, note: 'Correction.' }] });
    const responses = await Promise.all(Array.from({ length: 20 }, () => t.app.inject({ method: 'PUT', url: `/api/v1/coach/evaluations/${id}`, headers: as(coach), payload: corrected })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const view = (await t.app.inject({ method: 'GET', url: `/api/v1/coach/athletes/${leo}/evaluations`, headers: as(coach) })).json();
    expect(view.evaluations[0].version).toBe(2);
    expect(view.evaluations[0].versions).toHaveLength(1);
    expect(view.evaluations[0].versions[0]).toMatchObject({ version: 1, strengths: 'Brave on the ball.' });
    const family = (await passport(parent, leo)).json();
    expect(family.skills.find((s: { id: string }) => s.id === 'resilience').history.map((h: { level: number }) => h.level)).toEqual([5]);
    expect(JSON.stringify(family)).not.toContain('versions');
    expect((await notifications(parent.userId)).length).toBe(1);
  });

  it('pages the roster from the summaries the publish kept: the due first, by name, with the counts', async () => {
    const roster = (query: string) => t.app.inject({ method: 'GET', url: `/api/v1/coach/evaluations${query}`, headers: as(coach) });
    const summary = await t.ctx.db.selectFrom('athlete_evaluation_summaries').selectAll().where('athlete_id', '=', leo).executeTakeFirstOrThrow();
    expect(summary).toMatchObject({ last_full_on: null, draft_id: null });
    expect(summary.last_published_on).toBeTruthy();
    const first = (await roster('?limit=1')).json();
    expect(first.counts).toEqual({ due: 2, total: 2 });
    expect(first.athletes.map((a: { athleteId: string }) => a.athleteId)).toEqual([leo]);
    expect(first.athletes[0].lastPublishedAt).not.toBeNull();
    const second = (await roster(`?limit=1&cursor=${first.nextCursor}`)).json();
    expect(second.athletes.map((a: { athleteId: string }) => a.athleteId)).toEqual([noa]);
    expect(second.nextCursor).toBeNull();
    expect((await roster('?q=chen')).json().athletes.map((a: { athleteId: string }) => a.athleteId)).toEqual([noa]);
    // Up to date (a full evaluation today) goes last, and out of the count of those due.
    const today = summary.last_published_on!;
    await t.ctx.db.updateTable('athlete_evaluation_summaries').set({ last_full_on: today }).where('athlete_id', '=', leo).execute();
    const after = (await roster('')).json();
    expect(after.counts).toEqual({ due: 1, total: 2 });
    expect(after.athletes.map((a: { athleteId: string; due: { state: string } }) => [a.athleteId, a.due.state])).toEqual([
      [noa, 'full-due'],
      [leo, 'up-to-date'],
    ]);
    await t.ctx.db.updateTable('athlete_evaluation_summaries').set({ last_full_on: null }).where('athlete_id', '=', leo).execute();
    for (const bad of ['?cursor=nonsense', '?limit=0', '?limit=101']) expect((await roster(bad)).statusCode, bad).toBe(400);
    expect((await roster('?cursor=nonsense')).json().error.message).toBe(EVALUATION_MESSAGES.badCursor);
  });

  it('shows a passport only to its own family: 404 for another family, 403 on coach routes for a parent', async () => {
    expect((await passport(other, leo)).statusCode).toBe(404);
    expect((await passport(parent, noa)).statusCode).toBe(404);
    expect((await passport(parent, 'missing')).statusCode).toBe(404);
    const before = await snapshot(t.ctx.db);
    for (const request of [
      { method: 'GET' as const, url: '/api/v1/coach/evaluations' },
      { method: 'GET' as const, url: '/api/v1/coach/skills' },
      { method: 'GET' as const, url: `/api/v1/coach/athletes/${leo}/evaluations` },
      { method: 'PUT' as const, url: `/api/v1/coach/athletes/${leo}/evaluations/draft`, payload: light() },
    ]) {
      const response = await t.app.inject({ ...request, headers: as(parent) });
      expect(response.statusCode, request.url).toBe(403);
    }
    expect(await snapshot(t.ctx.db)).toEqual(before);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = await snapshot(t.ctx.db);
    const cases: [object, string, number][] = [
      [light({ ratings: [{ skillId: 'passing', level: 6 }] }), EVALUATION_MESSAGES.level, 400],
      [light({ ratings: [{ skillId: 'passing', level: 0 }] }), EVALUATION_MESSAGES.level, 400],
      [light({ ratings: [{ skillId: 'heading', level: 3 }] }), EVALUATION_MESSAGES.unknownSkill, 400],
      [light({ ratings: [{ skillId: 'passing', level: 3, note: 'x'.repeat(1_001) }] }), EVALUATION_MESSAGES.noteTooLong, 400],
      [light({ strengths: 'x'.repeat(5_000) }), EVALUATION_MESSAGES.strengthsTooLong, 400],
      [light({ lessonIds: ['not-a-lesson'] }), EVALUATION_MESSAGES.unknownLesson, 400],
      [light({ strengths: 'NUL\u0000' }), '', 400],
    ];
    for (const [payload, message, status] of cases) {
      const response = await saveDraft(coach, noa, payload);
      expect(response.statusCode, response.body).toBe(status);
      if (message) expect(response.body).toContain(message);
    }
    // An athlete on no roster (no membership), and one that does not exist.
    for (const athleteId of [idle, 'missing']) {
      const response = await saveDraft(coach, athleteId, light());
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(EVALUATION_MESSAGES.notOnRoster);
    }
    expect(await snapshot(t.ctx.db)).toEqual(before);
  });

  it('publishes only a complete evaluation, and leaves twenty identical saves as one draft', async () => {
    const saves = await Promise.all(Array.from({ length: 20 }, () => saveDraft(coach, noa, light({ goals: ['One goal'] }))));
    expect(saves.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(saves.map((r) => r.json().evaluation.id)).size).toBe(1);
    const id = saves[0]!.json().evaluation.id as string;
    const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/coach/evaluations', headers: as(coach) })).json();
    expect(listed.athletes.find((a: { athleteId: string }) => a.athleteId === noa).draftId).toBe(id);
    const refused = await publish(coach, id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(EVALUATION_MESSAGES.twoGoals);
    await saveDraft(coach, noa, light({ kind: 'full' }));
    expect((await publish(coach, id)).json().error.message).toBe(EVALUATION_MESSAGES.fullSkills);
    expect((await notifications(other.userId)).length).toBe(0);
    expect((await passport(other, noa)).json().evaluationCount).toBe(0);
    expect((await publish(coach, 'missing')).statusCode).toBe(404);
  });

  it('puts the published evaluations in the family’s export and deletes them with the account', async () => {
    const exported = await t.app.inject({ method: 'GET', url: '/api/v1/account/export', headers: as(parent) });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('Receive on the back foot in every rondo');
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/v1/account', headers: as(parent), payload: { confirmation: 'DELETE' } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await t.ctx.db.selectFrom('skill_evaluations').select('id').where('athlete_id', '=', leo).execute()).toEqual([]);
    expect(await t.ctx.db.selectFrom('skill_evaluation_versions').select('evaluation_id').execute()).toEqual([]);
    // The other family's draft stays.
    expect((await t.ctx.db.selectFrom('skill_evaluations').select('id').where('athlete_id', '=', noa).execute()).length).toBe(1);
  });
});
