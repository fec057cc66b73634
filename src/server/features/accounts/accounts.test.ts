import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestAthlete, as, createFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { startedAgo } from '#server/testing/training-clock';

describe.each(testDialects())('profile, export and deletion on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('saves the parent step, then reports setup complete once an athlete exists', async () => {
    const family = await createFamily(t);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/v1/profile/parent', headers: as(family), payload: { fullName: ' ', phone: '', address: '', birthDate: '' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['address', 'birthDate', 'fullName', 'phone']);

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile/parent',
      headers: as(family),
      payload: { fullName: '  Ana Martinez ', phone: ' (858) 555-0100 ', address: ' 1 Main St ', birthDate: '1985-02-03' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toMatchObject({ displayName: 'Ana Martinez', phone: '(858) 555-0100', address: '1 Main St', birthDate: '1985-02-03' });

    let me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: as(family) });
    expect(me.json().isSetupComplete).toBe(false);
    await addTestAthlete(t, family);
    me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: as(family) });
    expect(me.json().isSetupComplete).toBe(true);
  });

  it('trims profile edits, saves empty fields as null and ignores a role', async () => {
    const family = await createFamily(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profile',
      headers: as(family),
      payload: { displayName: ' Sam ', phone: '', address: '  ', bio: ' Coach dad ', role: 'admin' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({ displayName: 'Sam', phone: null, address: null, bio: 'Coach dad', birthDate: null });
    const user = await t.ctx.db.selectFrom('users').select('role').where('id', '=', family.userId).executeTakeFirstOrThrow();
    expect(user.role).toBe('parent');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: as(family) });
    expect(me.json().user.role).toBe('parent');
  });

  it('exports the family’s data as JSON', async () => {
    const family = await createFamily(t);
    await addTestAthlete(t, family, 'Leo Export');
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/account/export', headers: as(family) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="bravo-academy-family-data-/);
    const data = response.json();
    expect(data.account.email).toBe(family.email);
    expect(data.athletes.map((a: { name: string }) => a.name)).toEqual(['Leo Export']);
  });

  it('exports each athlete’s unlocked badges, weekly challenge results, competition entries and rankings-privacy choice, and no other family’s', async () => {
    const family = await createFamily(t, 'exporter');
    const other = await createFamily(t, 'bystander');
    const athlete = await addTestAthlete(t, family, 'Ada Export');
    const theirs = await addTestAthlete(t, other, 'Bo Bystander');
    const get = (url: string, f = family) => t.app.inject({ method: 'GET', url, headers: as(f) });
    const post = (url: string, payload: Record<string, unknown>, f = family) => t.app.inject({ method: 'POST', url, headers: as(f), payload });

    const competition = (await get(`/api/v1/competitions?athleteId=${athlete.id}`)).json().competitions.find((c: { status: string }) => c.status === 'active');
    expect((await post(`/api/v1/competitions/${competition.id}/join`, { athleteId: athlete.id })).statusCode).toBe(200);
    const week = (await get(`/api/v1/challenges/weekly?athleteId=${athlete.id}`)).json();
    const timed = week.challenges.find((c: { timerDuration: number | null }) => c.timerDuration !== null);
    await startedAgo(t, athlete.id, 'challenge', timed.id, timed.timerDuration);
    const done = await post(`/api/v1/challenges/${timed.id}/complete`, { athleteId: athlete.id, result: timed.targetValue });
    expect(done.statusCode, done.body).toBe(200);
    const unlocked = done.json().unlockedAchievements as { id: string; name: string }[];
    expect(unlocked.length).toBeGreaterThan(0);
    const hidden = await t.app.inject({ method: 'PUT', url: '/api/v1/rankings/privacy', headers: as(family), payload: { athleteId: athlete.id, hideFromRankings: true } });
    expect(hidden.statusCode).toBe(200);
    // The other family has a badge and a week of its own, which must stay out of this export.
    await get(`/api/v1/challenges/weekly?athleteId=${theirs.id}`, other);

    const data = (await get('/api/v1/account/export')).json();
    expect(data.badges.map((b: { badgeId: string }) => b.badgeId).sort()).toEqual(unlocked.map((a) => a.id).sort());
    expect(data.badges[0]).toMatchObject({ athleteId: athlete.id, athleteName: 'Ada Export', unlockedAt: expect.any(String) });
    expect(data.weeklyChallenges).toHaveLength(week.challenges.length);
    expect(data.weeklyChallenges.find((c: { challenge: string }) => c.challenge === timed.name)).toMatchObject({
      athleteId: athlete.id,
      weekStart: week.weekStart,
      progress: timed.targetValue,
      completedAt: expect.any(String),
      xpPaid: timed.xpReward + timed.bonusXp,
    });
    expect(data.competitions).toEqual([expect.objectContaining({ athleteId: athlete.id, competition: competition.name })]);
    expect(data.rankings).toEqual([{ athleteId: athlete.id, athleteName: 'Ada Export', hideFromRankings: true }]);
    expect(JSON.stringify(data)).not.toContain(theirs.id);

    const theirData = (await get('/api/v1/account/export', other)).json();
    expect(theirData.rankings).toEqual([{ athleteId: theirs.id, athleteName: 'Bo Bystander', hideFromRankings: false }]);
    expect(theirData.badges).toEqual([]);
    expect(theirData.competitions).toEqual([]);
    expect(JSON.stringify(theirData)).not.toContain(athlete.id);
  });

  it('deletes the account and leaves no row keyed to it', async () => {
    const family = await createFamily(t);
    await t.app.inject({ method: 'PUT', url: '/api/v1/profile', headers: as(family), payload: { displayName: 'Gone' } });
    await addTestAthlete(t, family, 'Leo Gone');

    const refused = await t.app.inject({ method: 'DELETE', url: '/api/v1/account', headers: as(family), payload: { confirmation: 'delete' } });
    expect(refused.statusCode).toBe(400);

    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/account', headers: as(family), payload: { confirmation: 'DELETE' } });
    expect(response.statusCode).toBe(204);

    const db = t.ctx.db;
    const counts = {
      users: (await db.selectFrom('users').select('id').where('id', '=', family.userId).execute()).length,
      sessions: (await db.selectFrom('sessions').select('id').where('user_id', '=', family.userId).execute()).length,
      accounts: (await db.selectFrom('accounts').select('id').where('user_id', '=', family.userId).execute()).length,
      profiles: (await db.selectFrom('profiles').select('id').where('user_id', '=', family.userId).execute()).length,
      athletes: (await db.selectFrom('athletes').select('id').where('parent_id', '=', family.userId).execute()).length,
      outbox: (await db.selectFrom('outbox').select('id').where('to_address', '=', family.email).execute()).length,
    };
    expect(counts).toEqual({ users: 0, sessions: 0, accounts: 0, profiles: 0, athletes: 0, outbox: 0 });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: as(family) });
    expect(me.statusCode).toBe(401);
  });
});
