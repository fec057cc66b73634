/** The lesson API returns the drill diagram the seed stored from content/training (decision 038). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestAthlete, as, createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { loadCurriculum } from './curriculum';

describe.each(testDialects())('lesson diagrams on %s', (dialect) => {
  let t: TestApp;
  let family: TestFamily;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    family = await createFamily(t, 'diagrams');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('returns each lesson with the diagram of its file, point for point', async () => {
    const athlete = await addTestAthlete(t, family, 'Diagram Kid');
    const fromFile = loadCurriculum().lessons.find((l) => l.id === 'first-touch-wall-receive')!;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/training/lessons/${fromFile.id}?athleteId=${athlete.id}`,
      headers: as(family),
    });
    expect(response.statusCode).toBe(200);
    const { lesson } = response.json() as { lesson: { diagram: unknown } };
    expect(lesson.diagram).toEqual(fromFile.diagram);
    expect(lesson.diagram).toMatchObject({ area: [6, 5], wall: 'top', player: [3, 4] });
  });
});
