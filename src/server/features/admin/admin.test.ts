import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createFamily } from '../../testing/families';
import { createTestApp, type TestApp, testDialects } from '../../testing/harness';
import { grantRole } from './service';

describe.each(testDialects())('roles and admin setup on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('grants no role at sign-in and keeps /admin closed to parents and visitors', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/v1/admin/access' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe('Please sign in to access the admin dashboard.');

    const parent = await createFamily(t);
    const denied = await t.app.inject({ method: 'GET', url: '/api/v1/admin/access', headers: as(parent) });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe('You don’t have permission to access the admin dashboard.');
  });

  it('initialises the first admin once and never again', async () => {
    const first = await createFamily(t, 'first-admin');
    const second = await createFamily(t, 'second');

    const status = await t.app.inject({ method: 'GET', url: '/api/v1/admin/status', headers: as(first) });
    expect(status.json()).toEqual({ isAuthenticated: true, isAdmin: false, canInitialize: true });

    const [a, b] = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/v1/admin/initialize', headers: as(first), payload: {} }),
      t.app.inject({ method: 'POST', url: '/api/v1/admin/initialize', headers: as(second), payload: {} }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const admins = await t.ctx.db.selectFrom('users').select('email').where('role', '=', 'admin').execute();
    expect(admins).toHaveLength(1);

    // Even after that admin is demoted, the one-time setup stays used.
    await grantRole(t.ctx.db, admins[0]!.email, 'parent');
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/admin/initialize', headers: as(second), payload: {} });
    expect(again.statusCode).toBe(409);
    expect(await t.ctx.db.selectFrom('users').select('id').where('role', '=', 'admin').execute()).toHaveLength(0);
  });

  it('lets an operator grant a role, which the server then honours', async () => {
    const coach = await createFamily(t, 'coach');
    await grantRole(t.ctx.db, coach.email.toUpperCase(), 'admin');
    const access = await t.app.inject({ method: 'GET', url: '/api/v1/admin/access', headers: as(coach) });
    expect(access.statusCode).toBe(200);
    await expect(grantRole(t.ctx.db, 'nobody@example.com', 'coach')).rejects.toThrow(/No account/);
  });
});
