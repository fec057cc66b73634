import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '#server/features/admin/service';
import { as, createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { recordAudit } from './audit';

describe.each(testDialects())('the audit log on %s', (dialect) => {
  let t: TestApp;
  let admin: TestFamily;
  let parent: TestFamily;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await createFamily(t, 'audit-admin');
    parent = await createFamily(t, 'audit-parent');
    await grantRole(t.ctx.db, admin.email, 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  const read = (family: TestFamily, query = '') => t.app.inject({ method: 'GET', url: `/api/v1/admin/audit${query}`, headers: as(family) });

  it('lists what admins did, newest first, a page at a time', async () => {
    const actor = { id: admin.userId, email: admin.email };
    const base = Date.parse('2026-11-20T10:00:00Z');
    for (let i = 0; i < 3; i++) {
      await recordAudit(t.ctx.db, { actor, action: 'role.granted', target: { type: 'user', id: `u${i}` }, summary: `Granted coach to parent${i}@example.com` }, new Date(base + i * 1000));
    }
    const first = await read(admin, '?limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json().entries.map((e: { summary: string }) => e.summary)).toEqual(['Granted coach to parent2@example.com', 'Granted coach to parent1@example.com']);
    expect(first.json().entries[0]).toMatchObject({ actorEmail: admin.email, action: 'role.granted', targetType: 'user', targetId: 'u2', createdAt: '2026-11-20T10:00:02.000Z' });
    const second = await read(admin, `?limit=2&cursor=${first.json().nextCursor}`);
    expect(second.json()).toMatchObject({ entries: [{ summary: 'Granted coach to parent0@example.com' }], nextCursor: null });
  });

  it('is for admins only', async () => {
    expect((await read(parent)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit' })).statusCode).toBe(401);
    expect((await read(admin, '?limit=0')).statusCode).toBe(400);
  });
});
