import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestAthlete, as, createFamily, ORIGIN, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';

const valid = {
  name: 'Leo Martinez',
  dateOfBirth: '2015-04-12',
  ageGroup: 'Flight 2',
  skillLevel: 'Intermediate',
  preferredPosition: 'Winger',
  emergencyContact: 'Ana Martinez (858) 555-0100',
  medicalNotes: '',
};

describe.each(testDialects())('athletes on %s', (dialect) => {
  let t: TestApp;
  let family: TestFamily;
  let other: TestFamily;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    family = await createFamily(t, 'first');
    other = await createFamily(t, 'second');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds, lists by name, edits and removes an athlete', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/athletes', headers: as(family), payload: valid });
    expect(created.statusCode).toBe(201);
    const athlete = created.json().athlete;
    expect(athlete).toMatchObject({ name: 'Leo Martinez', birthYear: 2015, medicalNotes: null, preferredPosition: 'Winger' });

    await addTestAthlete(t, family, 'Ava Martinez', '2016-09-01');
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/athletes', headers: as(family) });
    expect(list.json().athletes.map((a: { name: string }) => a.name)).toEqual(['Ava Martinez', 'Leo Martinez']);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/athletes/${athlete.id}`,
      headers: as(family),
      payload: { ...valid, dateOfBirth: '2014-01-31', skillLevel: '' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().athlete).toMatchObject({ birthYear: 2014, skillLevel: null });

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/athletes/${athlete.id}`, headers: as(family) });
    expect(removed.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: `/api/v1/athletes/${athlete.id}`, headers: as(family) });
    expect(after.statusCode).toBe(404);
  });

  it('refuses a 2012 birth year on add and edit with the spec message', async () => {
    const add = await t.app.inject({ method: 'POST', url: '/api/v1/athletes', headers: as(family), payload: { ...valid, dateOfBirth: '2012-06-01' } });
    expect(add.statusCode).toBe(400);
    expect(add.json().error).toEqual({
      code: 'ATHLETE_BIRTH_YEAR',
      message: 'Athletes must be born between 2014 and 2017 to be eligible for training programs.',
      fields: { dateOfBirth: 'Athletes must be born between 2014 and 2017 to be eligible for training programs.' },
    });
    const athlete = await addTestAthlete(t, family, 'Mia', '2017-03-03');
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/athletes/${athlete.id}`,
      headers: as(family),
      payload: { ...valid, dateOfBirth: '2018-01-01' },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.code).toBe('ATHLETE_BIRTH_YEAR');
  });

  it('requires a name and a date of birth', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/athletes', headers: as(family), payload: { name: ' ' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ name: 'Name is required', dateOfBirth: 'Date of birth is required' });
  });

  it('answers 404 to another family on every route and shows none of its rows', async () => {
    const athlete = await addTestAthlete(t, family, 'Noah', '2016-01-01');
    const requests = [
      { method: 'GET' as const, url: `/api/v1/athletes/${athlete.id}` },
      { method: 'PUT' as const, url: `/api/v1/athletes/${athlete.id}`, payload: valid },
      { method: 'DELETE' as const, url: `/api/v1/athletes/${athlete.id}` },
    ];
    for (const request of requests) {
      const response = await t.app.inject({ ...request, headers: as(other) });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/athletes', headers: as(other) });
    expect(list.json().athletes).toEqual([]);
    const still = await t.app.inject({ method: 'GET', url: `/api/v1/athletes/${athlete.id}`, headers: as(family) });
    expect(still.json().athlete.name).toBe('Noah');
  });

  it('answers 401 without a session, before reading the body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/athletes', headers: { origin: ORIGIN }, payload: { name: '' } });
    expect(response.statusCode).toBe(401);
  });
});
