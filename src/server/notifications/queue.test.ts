import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { markNotificationsRead, PREVIEW_LENGTH, queueNotifications } from './queue';

describe.each(testDialects())('notification queue on %s', (dialect) => {
  let t: TestApp;
  let family: TestFamily;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    family = await createFamily(t, 'queue');
  });
  afterAll(async () => {
    await t.close();
  });

  const rows = () => t.ctx.db.selectFrom('notifications').selectAll().where('family_id', '=', family.userId).orderBy('source_id').execute();

  it('queues once per family and source, with a one-line preview and a same-origin url', async () => {
    const now = new Date('2026-03-02T18:00:00.000Z');
    const item = {
      familyId: family.userId,
      kind: 'message' as const,
      sourceId: 'm1',
      title: 'Coach Maria',
      body: `Line one\nline two ${'x'.repeat(300)}`,
      url: '/messages',
      isUrgent: true,
    };
    await queueNotifications(t.ctx.db, [item], now);
    await queueNotifications(t.ctx.db, [{ ...item, body: 'again' }], now);
    await queueNotifications(t.ctx.db, [{ ...item, sourceId: 'm2', url: 'https://evil.example/' }], now);
    const [first, second] = await rows();
    expect(first).toMatchObject({ kind: 'message', source_id: 'm1', is_urgent: 1, url: '/messages', created_at: now.toISOString(), read_at: null });
    expect(first!.body.length).toBeLessThanOrEqual(PREVIEW_LENGTH);
    expect(first!.body).not.toContain('\n');
    expect(second!.url).toBe('/');
  });

  it('marks read once, only for the family and kind asked', async () => {
    const at = new Date('2026-03-02T18:05:00.000Z');
    await markNotificationsRead(t.ctx.db, family.userId, 'announcement', ['m1'], at);
    expect((await rows())[0]!.read_at).toBeNull();
    await markNotificationsRead(t.ctx.db, family.userId, 'message', ['m1'], at);
    await markNotificationsRead(t.ctx.db, family.userId, 'message', ['m1'], new Date('2026-03-02T19:00:00.000Z'));
    const [first, second] = await rows();
    expect(first!.read_at).toBe(at.toISOString());
    expect(second!.read_at).toBeNull();
  });
});
