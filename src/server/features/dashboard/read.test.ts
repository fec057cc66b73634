import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '#server/db/database';
import { addTestAthlete, as, createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { lessonStartedAgo } from '#server/testing/training-clock';
import { readDashboard } from './read';

// On PostgreSQL the dashboard's prepared reads are pipelined (db/pg-driver.ts, decision 045).
describe.runIf(testDialects().includes('postgres'))('the dashboard read on PostgreSQL', () => {
  let t: TestApp;
  let family: TestFamily;
  let unpipelined: DatabaseHandle;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    family = await createFamily(t, 'pipeline');
    unpipelined = createDatabase(t.ctx.config.database, { pipelinedConnections: 0 });
  });
  afterAll(async () => {
    await unpipelined?.close();
    await t?.close();
  });

  it('reads exactly what the same statements read on the pool’s connections and in a transaction, types included', async () => {
    const athlete = await addTestAthlete(t, family, 'Pipe Line');
    const lesson = await t.ctx.db.selectFrom('lessons').select('id').orderBy('sort_order').executeTakeFirstOrThrow();
    await lessonStartedAgo(t, athlete.id, lesson.id, 30);
    const completed = await t.app.inject({ method: 'POST', url: `/api/v1/training/lessons/${lesson.id}/progress`, headers: as(family), payload: { athleteId: athlete.id, mode: 'complete', timeSpentMinutes: 10 } });
    expect(completed.statusCode).toBe(200);
    // The route starts the week's challenges and last week's ranks before it reads.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/dashboard?athleteId=${athlete.id}`, headers: as(family) })).statusCode).toBe(200);

    const user = await t.ctx.db.selectFrom('users').select(['id', 'created_at']).where('id', '=', family.userId).executeTakeFirstOrThrow();
    const query = { parent: { id: user.id, createdAt: user.created_at }, athleteId: athlete.id, now: new Date() };
    const pipelined = await readDashboard(t.ctx.db, query);
    expect(pipelined.status).toBe('ok');
    if (pipelined.status !== 'ok') return;
    expect(pipelined.dashboard.recentActivity.length).toBeGreaterThan(0);
    expect(pipelined.dashboard.recentActivity[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(pipelined).toStrictEqual(await readDashboard(unpipelined.db, query));
    expect(pipelined).toStrictEqual(await t.ctx.db.transaction().execute((trx) => readDashboard(trx, query)));
  });
});
