import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestAthlete, as, createFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';

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
