/**
 * Coaches write lessons in the app (issue 18, point 4), on SQLite and PostgreSQL: only coaches and
 * admins create, edit and publish; a draft is no family's; a published lesson is in its category for
 * every family at once; an edited built-in lesson survives a restart's seed; bad input is a clear
 * 400 and stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRICULUM } from '#shared/curriculum';
import { DIAGRAM_MOVEMENT_MESSAGE, diagramFromPreset, diagramOutsideAreaMessage } from '#shared/drill-diagram';
import { LESSON_AUTHORING_MESSAGES as M } from '#shared/lesson-authoring';
import { JUGGLING_MILESTONE_BONUS_XP, MEASUREMENT_TIME_BONUS_XP } from '#shared/progress/lesson-xp';
import { CONTROL_CHARACTERS_MESSAGE } from '#shared/validation/text';
import type { TLessonInput } from '#shared/validation/lesson-authoring';
import { addTestAthlete, as, createFamily, ORIGIN, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { lessonStartedAgo } from '#server/testing/training-clock';
import { seedFeatures } from '#server/features/index';

const LESSON: TLessonInput = {
  categoryId: 'passing',
  title: 'Rebounder Passing Circuit',
  description: 'Two-touch passing against a wall from three angles, then one-touch.',
  type: 'Drill Guide',
  difficulty: 'Intermediate',
  durationMinutes: 15,
  steps: [
    { title: 'Set up three gates', body: 'Place three pairs of cones 5 yards from a wall, one straight, one left, one right.' },
    { title: 'Two-touch circuit', body: 'Receive across your body and pass through each gate in turn.\nSwitch feet every round.' },
    { title: 'One-touch finish', body: 'Finish with 20 one-touch passes, then stretch your calves.' },
  ],
  instructions: ['Set-up: a flat wall and six cones.', 'Coaching point: open your hips to receive.'],
  tips: ['Lock your ankle on every pass.'],
  equipment: ['Ball', '6 cones'],
  space: 'A wall and 8 x 8 yards',
  measurement: { metric: 'passes', target: 40, xpPerUnit: 1, bonusXp: 10 },
};

describe.each(testDialects())('coaches write lessons on %s', (dialect) => {
  let t: TestApp;
  let coach: TestFamily;
  let admin: TestFamily;
  let parent: TestFamily;
  let otherParent: TestFamily;
  let athlete: { id: string };
  let otherAthlete: { id: string };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    coach = await createFamily(t, 'coach');
    admin = await createFamily(t, 'admin');
    parent = await createFamily(t, 'parent');
    otherParent = await createFamily(t, 'other');
    await t.ctx.db.updateTable('users').set({ role: 'coach' }).where('id', '=', coach.userId).execute();
    await t.ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.userId).execute();
    athlete = await addTestAthlete(t, parent, 'Paco Parent');
    otherAthlete = await addTestAthlete(t, otherParent, 'Olly Other');
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (who: TestFamily | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: who ? as(who) : { origin: ORIGIN }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const create = (who: TestFamily, payload: unknown) => send(who, 'POST', '/api/v1/coach/lessons', payload);
  const category = (who: TestFamily, athleteId: string, categoryId = 'passing') =>
    send(who, 'GET', `/api/v1/training/categories/${categoryId}?athleteId=${athleteId}`);
  const lessonCount = async (who: TestFamily, athleteId: string, categoryId = 'passing') => {
    const res = await send(who, 'GET', `/api/v1/training/categories?athleteId=${athleteId}`);
    return (res.json().categories as { id: string; lessonCount: number }[]).find((c) => c.id === categoryId)!.lessonCount;
  };
  const stored = async () => ({
    lessons: (await t.ctx.db.selectFrom('lessons').select(['id', 'title', 'steps', 'diagram', 'is_published', 'edited_at']).orderBy('id').execute()),
    audit: (await t.ctx.db.selectFrom('audit_log').select('id').where('target_type', '=', 'lesson').execute()).length,
  });

  it('refuses a parent (403) and a signed-out visitor (401) on every lesson-editing route, and stores nothing', async () => {
    const lessonId = (await t.ctx.db.selectFrom('lessons').select('id').executeTakeFirstOrThrow()).id;
    const before = await stored();
    const routes: [method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown][] = [
      ['GET', '/api/v1/coach/lessons'],
      ['GET', `/api/v1/coach/lessons/${lessonId}`],
      ['GET', `/api/v1/coach/lessons/${lessonId}/dependents`],
      ['POST', '/api/v1/coach/lessons', LESSON],
      ['PUT', `/api/v1/coach/lessons/${lessonId}`, LESSON],
      ['POST', `/api/v1/coach/lessons/${lessonId}/publish`, {}],
      ['POST', `/api/v1/coach/lessons/${lessonId}/unpublish`, {}],
    ];
    for (const [method, url, payload] of routes) {
      const refused = await send(parent, method, url, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().error.message).toBe(M.forbidden);
      const signedOut = await send(null, method, url, payload);
      expect(signedOut.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await stored()).toEqual(before);
  });

  it('a coach writes a draft no family sees; published, it is in its category for every family at once, and pays by the shared XP rules', async () => {
    const countBefore = await lessonCount(parent, athlete.id);
    const created = await create(coach, LESSON);
    expect(created.statusCode, created.body).toBe(201);
    const lesson = created.json().lesson;
    expect(lesson).toMatchObject({ title: LESSON.title, categoryId: 'passing', categoryTitle: expect.any(String), isPublished: false, source: 'app', steps: LESSON.steps });
    expect(lesson.measurement).toEqual({ ...LESSON.measurement, timeBonus: MEASUREMENT_TIME_BONUS_XP, milestoneBonus: JUGGLING_MILESTONE_BONUS_XP });

    // A draft: in the staff's list, in no family's category, and no family can open or start it.
    const list = await send(coach, 'GET', '/api/v1/coach/lessons');
    expect(list.json().lessons).toContainEqual(expect.objectContaining({ id: lesson.id, isPublished: false }));
    expect(list.json().categories.map((c: { id: string }) => c.id)).toContain('passing');
    for (const [who, athleteId] of [[parent, athlete.id], [otherParent, otherAthlete.id]] as const) {
      expect(await lessonCount(who, athleteId)).toBe(countBefore);
      expect((await category(who, athleteId)).json().category.lessons.map((l: { id: string }) => l.id)).not.toContain(lesson.id);
      expect((await send(who, 'GET', `/api/v1/training/lessons/${lesson.id}?athleteId=${athleteId}`)).statusCode).toBe(404);
      expect((await send(who, 'POST', `/api/v1/training/lessons/${lesson.id}/start`, { athleteId })).statusCode).toBe(404);
    }

    // Every family's open pages are told: the category page refreshes without a reload.
    const heard: string[] = [];
    const unsubscribe = t.ctx.events.subscribe(otherParent.userId, (event) => heard.push(event.type));
    const published = await send(coach, 'POST', `/api/v1/coach/lessons/${lesson.id}/publish`, {});
    expect(published.statusCode).toBe(200);
    expect(published.json().lesson.isPublished).toBe(true);
    await expect.poll(() => heard).toContain('lessons');
    unsubscribe();
    for (const [who, athleteId] of [[parent, athlete.id], [otherParent, otherAthlete.id]] as const) {
      expect(await lessonCount(who, athleteId)).toBe(countBefore + 1);
      const lessons = (await category(who, athleteId)).json().category.lessons as { id: string }[];
      expect(lessons.at(-1)).toMatchObject({ id: lesson.id, title: LESSON.title, difficulty: 'Intermediate', durationMinutes: 15 });
      const opened = await send(who, 'GET', `/api/v1/training/lessons/${lesson.id}?athleteId=${athleteId}`);
      expect(opened.json().lesson).toMatchObject({ steps: LESSON.steps, tips: LESSON.tips, equipment: LESSON.equipment, space: LESSON.space });
    }

    // Completed like any lesson: the athlete (level 1) is shown Beginner and paid Beginner's base.
    await lessonStartedAgo(t, athlete.id, lesson.id, 20);
    const done = await send(parent, 'POST', `/api/v1/training/lessons/${lesson.id}/progress`, { athleteId: athlete.id, mode: 'complete', timeSpentMinutes: 15 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().breakdown).toMatchObject({ base: 50, time: 6 });

    // Unpublished again: gone for families, still the staff's.
    expect((await send(admin, 'POST', `/api/v1/coach/lessons/${lesson.id}/unpublish`, {})).json().lesson.isPublished).toBe(false);
    expect((await send(otherParent, 'GET', `/api/v1/training/lessons/${lesson.id}?athleteId=${otherAthlete.id}`)).statusCode).toBe(404);
    expect((await send(coach, 'GET', `/api/v1/coach/lessons/${lesson.id}`)).json().lesson.title).toBe(LESSON.title);
    const audit = await t.ctx.db.selectFrom('audit_log').select(['action', 'actor_email']).where('target_id', '=', lesson.id).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['lesson.saved', 'lesson.published', 'lesson.unpublished']);
  });

  it('an admin edits a built-in lesson; the edit and an unpublished built-in lesson survive a restart’s seed, while unedited lessons follow their files', async () => {
    const [edited, hidden, untouched] = await t.ctx.db.selectFrom('lessons').selectAll().where('source', '=', 'file').orderBy('sort_order').limit(3).execute();
    const res = await send(admin, 'PUT', `/api/v1/coach/lessons/${edited!.id}`, { ...LESSON, categoryId: edited!.category_id, title: 'Toe Taps, the Coach’s Way' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lesson).toMatchObject({ title: 'Toe Taps, the Coach’s Way', source: 'file', editedAt: expect.any(String), isPublished: true });
    expect((await send(coach, 'POST', `/api/v1/coach/lessons/${hidden!.id}/unpublish`, {})).statusCode).toBe(200);
    await t.ctx.db.updateTable('lessons').set({ title: 'Changed behind the files’ back' }).where('id', '=', untouched!.id).execute();

    await seedFeatures(t.ctx.db);

    const after = await t.ctx.db.selectFrom('lessons').selectAll().where('id', 'in', [edited!.id, hidden!.id, untouched!.id]).execute();
    const byId = new Map(after.map((l) => [l.id, l]));
    expect(byId.get(edited!.id)).toMatchObject({ title: 'Toe Taps, the Coach’s Way', steps: JSON.stringify(LESSON.steps), content_url: edited!.content_url });
    expect(byId.get(hidden!.id)).toMatchObject({ is_published: 0, title: hidden!.title });
    expect(byId.get(untouched!.id)!.title).toBe(untouched!.title);
    const opened = await send(parent, 'GET', `/api/v1/training/lessons/${edited!.id}?athleteId=${athlete.id}`);
    expect(opened.json().lesson.title).toBe('Toe Taps, the Coach’s Way');
    expect((await send(parent, 'GET', `/api/v1/training/lessons/${hidden!.id}?athleteId=${athlete.id}`)).statusCode).toBe(404);
    await send(coach, 'POST', `/api/v1/coach/lessons/${hidden!.id}/publish`, {});
  });

  it('a coach sets a lesson’s drill diagram from a layout; families get it; a save without one keeps it, null removes it', async () => {
    const zigzag = diagramFromPreset('zigzag', 5);
    const created = await create(coach, { ...LESSON, title: 'Zigzag Dribble', diagram: zigzag });
    expect(created.statusCode, created.body).toBe(201);
    const lesson = created.json().lesson;
    expect(lesson.diagram).toEqual(zigzag);
    await send(coach, 'POST', `/api/v1/coach/lessons/${lesson.id}/publish`, {});
    const opened = await send(parent, 'GET', `/api/v1/training/lessons/${lesson.id}?athleteId=${athlete.id}`);
    expect(opened.json().lesson.diagram).toEqual(zigzag);

    const kept = await send(coach, 'PUT', `/api/v1/coach/lessons/${lesson.id}`, { ...LESSON, title: 'Zigzag Dribble 2' });
    expect(kept.json().lesson.diagram).toEqual(zigzag);
    const gates = diagramFromPreset('gates', 2);
    expect((await send(coach, 'PUT', `/api/v1/coach/lessons/${lesson.id}`, { ...LESSON, diagram: gates })).json().lesson.diagram).toEqual(gates);
    const removed = await send(coach, 'PUT', `/api/v1/coach/lessons/${lesson.id}`, { ...LESSON, diagram: null });
    expect(removed.json().lesson.diagram).toBeNull();
    expect((await t.ctx.db.selectFrom('lessons').select('diagram').where('id', '=', lesson.id).executeTakeFirstOrThrow()).diagram).toBeNull();
  });

  const tooLong = (n: number) => 'x'.repeat(n + 1);
  it.each([
    ['an unknown category', { categoryId: 'basketball' }, 'categoryId', M.category],
    ['no steps', { steps: [] }, 'steps', M.steps],
    ['steps left out', { steps: undefined }, 'steps', M.steps],
    ['two steps', { steps: LESSON.steps.slice(0, 2) }, 'steps', M.steps],
    ['a step with no text', { steps: [LESSON.steps[0], { title: 'Main drill', body: '   ' }, LESSON.steps[2]] }, 'steps.1.body', M.stepBody],
    ['an oversized title', { title: tooLong(100) }, 'title', M.title],
    ['an oversized step', { steps: [LESSON.steps[0], { title: 'Main drill', body: tooLong(1200) }, LESSON.steps[2]] }, 'steps.1.body', M.stepBody],
    ['an oversized tip', { tips: [tooLong(400)] }, 'tips.0', M.tips],
    ['5,000 characters of space', { space: 'y'.repeat(5000) }, 'space', M.space],
    ['no tips', { tips: [] }, 'tips', M.tips],
    ['an unknown difficulty', { difficulty: 'Expert' }, 'difficulty', M.difficulty],
    ['a duration of 0', { durationMinutes: 0 }, 'durationMinutes', M.duration],
    ['a count worth more than the curriculum allows', { measurement: { metric: 'touches', target: 100, xpPerUnit: 1, bonusXp: 5 } }, 'measurement.xpPerUnit', M.xpPerUnit],
    ['a line break in a title', { title: 'Two\nlines' }, 'title', 'This field must be a single line.'],
    ['a NUL byte in a title', { title: 'Toe\u0000Taps' }, 'title', CONTROL_CHARACTERS_MESSAGE],
    ['a diagram cone outside its area', { diagram: { ...diagramFromPreset('line', 3), cones: [[25, 2]] } }, 'diagram.cones.0', diagramOutsideAreaMessage('cones[0]', [25, 2], diagramFromPreset('line', 3).area)],
    ['a diagram without movement', { diagram: { area: [6, 6], player: [3, 3] } }, 'diagram.run', DIAGRAM_MOVEMENT_MESSAGE],
    ['a NUL byte in a step', { steps: [LESSON.steps[0], { title: 'Main', body: 'a\u0000b' }, LESSON.steps[2]] }, 'steps.1.body', CONTROL_CHARACTERS_MESSAGE],
  ])('refuses %s with a clear 400 and stores nothing, new or edited', async (_name, change, field, message) => {
    const existing = (await t.ctx.db.selectFrom('lessons').select('id').where('source', '=', 'file').orderBy('sort_order', 'desc').executeTakeFirstOrThrow()).id;
    const before = await stored();
    for (const res of [await create(coach, { ...LESSON, ...change }), await send(coach, 'PUT', `/api/v1/coach/lessons/${existing}`, { ...LESSON, ...change })]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe(message);
      expect(res.json().error.fields[field]).toBe(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('a curriculum module counts only its published lessons; Unpublish of its last one is refused with the reason and nothing written', async () => {
    const module = CURRICULUM.flatMap((l) => l.modules).find((m) => m.id === 'ball-mastery')!;
    const [first, second, third] = module.lessonIds;
    const learner = await addTestAthlete(t, otherParent, 'Mara Module');
    await t.ctx.db
      .insertInto('lesson_progress')
      .values([
        { athlete_id: learner.id, lesson_id: first!, completed_at: new Date().toISOString(), time_spent_minutes: 10 },
        { athlete_id: learner.id, lesson_id: second!, completed_at: null, time_spent_minutes: 5 },
      ])
      .execute();
    const moduleOf = async () =>
      ((await send(otherParent, 'GET', `/api/v1/training/curriculum?athleteId=${learner.id}`)).json().levels[0].modules as { id: string }[]).find((m) => m.id === 'ball-mastery');
    expect(await moduleOf()).toMatchObject({ completedLessons: 1, totalLessons: 3, isCompleted: false });

    // What depends on the second lesson, before it goes: its module, one family part-way through it.
    const dependents = await send(coach, 'GET', `/api/v1/coach/lessons/${second}/dependents`);
    expect(dependents.statusCode, dependents.body).toBe(200);
    expect(dependents.json()).toMatchObject({
      lessonId: second,
      isPublished: true,
      modules: [{ id: 'ball-mastery', title: module.title, levelTitle: 'Foundation Level', publishedLessons: 3, totalLessons: 3 }],
      inProgress: { families: 1, athletes: 1 },
      completedAthletes: 0,
      blockedReason: null,
    });

    // Two of three unpublished: the module is the one lesson left, which the athlete completed.
    for (const id of [second, third]) expect((await send(coach, 'POST', `/api/v1/coach/lessons/${id}/unpublish`, {})).statusCode).toBe(200);
    expect(await moduleOf()).toMatchObject({ completedLessons: 1, totalLessons: 1, percent: 100, isCompleted: true, nextLessonId: null });

    // The last published lesson of the module stays: the reason before and at Unpublish, nothing written.
    const title = (await t.ctx.db.selectFrom('lessons').select('title').where('id', '=', first!).executeTakeFirstOrThrow()).title;
    const reason = M.lastInModule(title, [module.title]);
    const last = await send(admin, 'GET', `/api/v1/coach/lessons/${first}/dependents`);
    expect(last.json()).toMatchObject({ modules: [{ publishedLessons: 1 }], completedAthletes: 1, inProgress: { families: 0, athletes: 0 }, blockedReason: reason });
    const before = await stored();
    const refused = await send(admin, 'POST', `/api/v1/coach/lessons/${first}/unpublish`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(reason);
    expect(await stored()).toEqual(before);
    expect(await moduleOf()).toMatchObject({ totalLessons: 1, isCompleted: true });

    for (const id of [second, third]) expect((await send(coach, 'POST', `/api/v1/coach/lessons/${id}/publish`, {})).statusCode).toBe(200);
    expect(await moduleOf()).toMatchObject({ completedLessons: 1, totalLessons: 3, isCompleted: false });
  });

  it('any coach or admin reads the dependents of a lesson another coach wrote (lessons are the academy’s); an unknown one is 404', async () => {
    const written = (await create(coach, { ...LESSON, title: 'Another Coach’s Lesson' })).json().lesson;
    const otherCoach = await createFamily(t, 'coach-two');
    await t.ctx.db.updateTable('users').set({ role: 'coach' }).where('id', '=', otherCoach.userId).execute();
    for (const who of [otherCoach, admin]) expect((await send(who, 'GET', `/api/v1/coach/lessons/${written.id}/dependents`)).statusCode).toBe(200);
    const read = await send(admin, 'GET', `/api/v1/coach/lessons/${written.id}/dependents`);
    expect(read.json()).toEqual({ lessonId: written.id, title: 'Another Coach’s Lesson', isPublished: false, modules: [], inProgress: { families: 0, athletes: 0 }, completedAthletes: 0, blockedReason: null });
    expect((await send(coach, 'GET', '/api/v1/coach/lessons/no-such-lesson/dependents')).statusCode).toBe(404);
  });

  it('answers 404 for a lesson that does not exist', async () => {
    const before = await stored();
    expect((await send(coach, 'GET', '/api/v1/coach/lessons/no-such-lesson')).statusCode).toBe(404);
    const edit = await send(coach, 'PUT', '/api/v1/coach/lessons/no-such-lesson', LESSON);
    expect(edit.statusCode).toBe(404);
    expect(edit.json().error.message).toBe(M.notFound);
    expect((await send(coach, 'POST', '/api/v1/coach/lessons/no-such-lesson/publish', {})).statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });
});
