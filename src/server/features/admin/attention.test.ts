/**
 * "Needs attention" and staff alerts (issue 39, point 1; decision 081), on SQLite and PostgreSQL:
 * each item appears and clears when handled; coaches see threads and safety flags only, without
 * e-mails; a parent is refused; a safety flag alerts each admin once across two instances, on the
 * channels they chose and through quiet hours; quiet hours hold a digest back; a digest goes once
 * across two instances; bad preferences are refused with nothing written.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyMinuteOfDay, ALERT_MESSAGES, type TAttention, type TStaffAlertPreferences } from '#shared/validation/attention';
import { buildApp } from '#server/app';
import { createDatabase } from '#server/db/database';
import { runPushNotifications } from '#server/notifications/jobs';
import type { PushSender } from '#server/notifications/push';
import { addTestAthlete, as, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testConfig, testDialects } from '#server/testing/harness';
import { membershipKit } from '#server/testing/memberships';
import { runAttentionDigests } from './attention-digest';
import { getAttention } from './attention-service';
import { grantRole } from './service';

const hhmm = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

describe.each(testDialects())('needs attention (%s)', (dialect) => {
  let t: TestApp;
  let admin: TestFamily;
  let coach: TestFamily;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await kit.createFamily('attention-admin');
    coach = await kit.createFamily('attention-coach');
    await grantRole(t.ctx.db, admin.email, 'admin');
    await grantRole(t.ctx.db, coach.email, 'coach');
  });
  afterAll(async () => {
    await t?.close();
  });

  const kit = membershipKit(() => t);
  const attention = async (who: TestFamily) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/staff/attention', headers: as(who) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TAttention;
  };
  const idsIn = (a: TAttention, key: string) => a.sections.find((s) => s.key === key)?.items.map((i) => i.id) ?? [];
  const supportThread = async (family: TestFamily) =>
    ((await t.app.inject({ method: 'GET', url: '/api/v1/conversations', headers: as(family) })).json().conversations as { id: string; type: string }[]).find((c) => c.type === 'support')!.id;
  const flag = (family: TestFamily, message = 'my son wants to hurt himself') =>
    t.app.inject({ method: 'POST', url: '/api/v1/assistant/messages', headers: as(family), payload: { message, context: {} } });

  type Case = { key: string; make(): Promise<{ id: string; handle(): Promise<Date | void> }> };
  const CASES: Case[] = [
    {
      key: 'threads',
      async make() {
        const family = await kit.createFamily('att-thread');
        const id = await supportThread(family);
        expect((await t.app.inject({ method: 'POST', url: `/api/v1/conversations/${id}/messages`, headers: as(family), payload: { body: 'Is practice on tomorrow?' } })).statusCode).toBe(201);
        return {
          id,
          handle: async () => {
            const answered = await t.app.inject({ method: 'POST', url: `/api/v1/staff/conversations/${id}/messages`, headers: as(coach), payload: { body: 'Yes, 5pm.' } });
            expect(answered.statusCode, answered.body).toBe(201);
          },
        };
      },
    },
    {
      key: 'safetyCases',
      async make() {
        const family = await kit.createFamily('att-case');
        expect((await flag(family)).statusCode).toBe(200);
        const { id } = await t.ctx.db.selectFrom('safety_cases').select('id').where('family_id', '=', family.userId).executeTakeFirstOrThrow();
        return {
          id,
          handle: async () => {
            const moved = await t.app.inject({ method: 'PATCH', url: `/api/v1/staff/safety-cases/${id}`, headers: as(coach), payload: { state: 'in-review' } });
            expect(moved.statusCode, moved.body).toBe(200);
          },
        };
      },
    },
    {
      key: 'applications',
      async make() {
        const id = randomUUID();
        await t.ctx.db
          .insertInto('applications')
          .values({ id, player_name: 'Leo Ruiz', player_age: 10, parent_name: 'Ana Ruiz', email: 'ana@example.com', phone: '858 555 0101', experience: 'beginner', commitment: 'seasonal', message: 'Hi', status: 'new' })
          .execute();
        return {
          id,
          handle: async () => {
            const moved = await t.app.inject({ method: 'PATCH', url: `/api/v1/admin/applications/${id}`, headers: as(admin), payload: { status: 'contacted' } });
            expect(moved.statusCode, moved.body).toBe(200);
          },
        };
      },
    },
    {
      key: 'failedPayments',
      async make() {
        const family = await kit.createFamily('att-failed');
        const id = randomUUID();
        const at = new Date(Date.now() - 60_000).toISOString();
        const payment = { user_id: family.userId, payment_type: 'membership', description: 'Pro monthly', amount_cents: 9900, provider: 'test' };
        await t.ctx.db.insertInto('payments').values({ ...payment, id, status: 'failed', provider_reference: `f-${id}`, created_at: at }).execute();
        return {
          id,
          handle: async () => {
            await t.ctx.db.insertInto('payments').values({ ...payment, id: randomUUID(), status: 'completed', provider_reference: `c-${id}`, created_at: new Date().toISOString() }).execute();
          },
        };
      },
    },
    {
      key: 'grace',
      async make() {
        const family = await kit.createFamily('att-grace');
        const athlete = await addTestAthlete(t, family, 'Mia Lopez', '2016-02-01');
        const id = await kit.buy(family, 'core-annual', athlete.id);
        await t.ctx.db.updateTable('memberships').set({ status: 'past_due' }).where('id', '=', id).execute();
        return { id, handle: async () => void (await t.ctx.db.updateTable('memberships').set({ status: 'active' }).where('id', '=', id).execute()) };
      },
    },
    {
      key: 'departures',
      async make() {
        const family = await kit.createFamily('att-leaving');
        const athlete = await addTestAthlete(t, family, 'Sam Diaz', '2017-03-03');
        const id = await kit.buy(family, 'core-annual', athlete.id);
        expect((await kit.post(family, '/api/v1/membership/cancel', { membershipId: id, reason: 'moving' })).statusCode).toBe(200);
        // Handled by time: once effective, it has left.
        return { id, handle: async () => new Date(Date.parse((await kit.membership(id)).current_period_end) + 1000) };
      },
    },
  ];

  it.each(CASES)('lists $key and clears it when handled', async ({ key, make }) => {
    const item = await make();
    const before = await attention(admin);
    expect(idsIn(before, key)).toContain(item.id);
    expect(before.total).toBe(before.sections.reduce((sum, s) => sum + s.count, 0));
    const found = before.sections.find((s) => s.key === key)!.items.find((i) => i.id === item.id)!;
    expect(found.path.startsWith('/')).toBe(true);
    expect(Number.isNaN(Date.parse(found.since))).toBe(false);
    const later = await item.handle();
    const after = later ? await getAttention(t.ctx.db, 'admin', later) : await attention(admin);
    expect(idsIn(after, key)).not.toContain(item.id);
  });

  it('lists the longest-waiting thread first and says since when', async () => {
    const a = await attention(admin);
    const since = a.sections.find((s) => s.key === 'threads')!.items.map((i) => i.since);
    expect([...since].sort()).toEqual(since);
  });

  it('shows a coach the threads and safety flags only, without any e-mail; refuses a parent and a visitor', async () => {
    const family = await kit.createFamily('att-coach-view');
    const thread = await supportThread(family);
    await t.app.inject({ method: 'POST', url: `/api/v1/conversations/${thread}/messages`, headers: as(family), payload: { body: 'Hello coach' } });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/staff/attention', headers: as(coach) });
    expect(res.statusCode).toBe(200);
    expect((res.json() as TAttention).sections.map((s) => s.key)).toEqual(['threads', 'safetyCases']);
    expect(res.body).not.toContain(family.email);
    expect(res.body).not.toMatch(/@example\.|@test\./);
    for (const url of ['/api/v1/staff/attention', '/api/v1/staff/alert-preferences']) {
      expect((await t.app.inject({ method: 'GET', url, headers: as(family) })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/staff/alert-preferences', headers: as(family), payload: { email: false, push: false, mode: 'digest', quietStart: null, quietEnd: null } })).statusCode).toBe(403);
  });

  const putPreferences = (who: TestFamily, payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/v1/staff/alert-preferences', headers: as(who), payload: payload as object });

  it('saves a staff member’s alert preferences; bad input is refused with a clear message and nothing written', async () => {
    const member = await kit.createFamily('att-prefs');
    await grantRole(t.ctx.db, member.email, 'coach');
    const defaults = (await t.app.inject({ method: 'GET', url: '/api/v1/staff/alert-preferences', headers: as(member) })).json().preferences as TStaffAlertPreferences;
    expect(defaults).toEqual({ email: true, push: true, mode: 'digest', quietStart: '20:00', quietEnd: '08:00' });
    const good = { email: false, push: true, mode: 'instant', quietStart: '22:30', quietEnd: '06:45' };
    for (const [bad, message] of [
      [{ ...good, quietStart: '22:30\u0000' }, 'not allowed'],
      [{ ...good, quietStart: 'x'.repeat(5000) }, ALERT_MESSAGES.time],
      [{ ...good, quietEnd: null }, ALERT_MESSAGES.bothTimes],
      [{ ...good, quietEnd: '22:30' }, ALERT_MESSAGES.sameTimes],
      [{ ...good, quietStart: '24:00' }, ALERT_MESSAGES.time],
      [{ ...good, mode: 'weekly' }, ALERT_MESSAGES.mode],
    ] as const) {
      const res = await putPreferences(member, bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await putPreferences(member, { ...good, userId: admin.userId })).statusCode).toBe(400);
    expect(await t.ctx.db.selectFrom('staff_alert_preferences').selectAll().where('user_id', '=', member.userId).executeTakeFirst()).toBeUndefined();
    // 20 identical saves at once: one row, the choice.
    const saves = await Promise.all(Array.from({ length: 20 }, () => putPreferences(member, good)));
    expect(saves.map((s) => s.statusCode)).toEqual(Array(20).fill(200));
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/staff/alert-preferences', headers: as(member) })).json().preferences).toEqual(good);
    expect(await t.ctx.db.selectFrom('staff_alert_preferences').selectAll().where('user_id', '=', member.userId).execute()).toHaveLength(1);
  });

  it('alerts each admin once across two instances on the channels chosen, through quiet hours; holds a digest back in quiet hours', async () => {
    // Only this test's staff: the others become parents for it.
    await t.ctx.db.updateTable('users').set({ role: 'parent' }).where('role', 'in', ['admin', 'coach']).execute();
    const quiet = await kit.createFamily('att-quiet-admin');
    const noMail = await kit.createFamily('att-nomail-admin');
    for (const a of [quiet, noMail]) await grantRole(t.ctx.db, a.email, 'admin');
    const now = new Date();
    const minute = academyMinuteOfDay(now);
    // Quiet right now, for an hour either side; push on, e-mail on.
    expect((await putPreferences(quiet, { email: true, push: true, mode: 'digest', quietStart: hhmm(minute - 60), quietEnd: hhmm(minute + 60) })).statusCode).toBe(200);
    expect((await putPreferences(noMail, { email: false, push: false, mode: 'instant', quietStart: null, quietEnd: null })).statusCode).toBe(200);
    for (const a of [quiet, noMail]) {
      await t.ctx.db.insertInto('notification_preferences').values({ user_id: a.userId, email: 1, push: 1 }).onConflict((oc) => oc.column('user_id').doUpdateSet({ push: 1 })).execute();
      await t.ctx.db.insertInto('push_subscriptions').values({ id: randomUUID(), user_id: a.userId, endpoint: `https://fcm.googleapis.com/fcm/send/${a.userId}`, p256dh: 'k', auth: 'a' }).execute();
    }

    const config = testConfig(t.ctx.config.database);
    const database = createDatabase(config.database);
    const second = await buildApp(config, { database });
    await second.ready();
    try {
      const family = await kit.createFamily('att-two-instances');
      const thread = await supportThread(family);
      await t.app.inject({ method: 'POST', url: `/api/v1/conversations/${thread}/messages`, headers: as(family), payload: { body: 'Anyone there?' } });
      await t.ctx.db.deleteFrom('outbox').execute();
      expect((await flag(family, 'a coach touched my son inappropriately')).statusCode).toBe(200);

      const pushed: string[] = [];
      const sender: PushSender = async (target, payload) => {
        pushed.push(`${target.endpoint.split('/').pop()}:${payload.tag}`);
        return { statusCode: 201 };
      };
      const at = new Date(Date.now() + 1000);
      // On PostgreSQL both run at once; better-sqlite3 waits for a lock synchronously, so two SQLite
      // instances in one process take turns (separate processes would wait on each other).
      const both = async <T>(run: (ctx: typeof t.ctx) => Promise<T>): Promise<T[]> =>
        dialect === 'postgres' ? Promise.all([run(t.ctx), run(second.ctx)]) : [await run(t.ctx), await run(second.ctx)];
      await both((ctx) => runPushNotifications(ctx, at, sender));
      const safety = pushed.filter((p) => p.includes(':safety-'));
      // The quiet admin is pushed at once, once; the admin who turned push off is not.
      expect(safety).toHaveLength(1);
      expect(safety[0]!.startsWith(quiet.userId)).toBe(true);
      const mails = await t.ctx.db.selectFrom('outbox').select(['kind', 'to_address as to']).where('kind', '=', 'safety-alert').execute();
      expect(mails.map((m) => m.to)).toEqual([quiet.email]);

      // Digests, two instances at once: the quiet admin's is held back, the other's has no channel.
      const sent = await both((ctx) => runAttentionDigests(ctx, at));
      expect(sent).toEqual([0, 0]);
      // After quiet hours: one digest, once, on two instances.
      const afterQuiet = new Date(at.getTime() + 61 * 60_000);
      const later = await both((ctx) => runAttentionDigests(ctx, afterQuiet));
      expect(later[0]! + later[1]!).toBe(1);
      const digests = await t.ctx.db.selectFrom('outbox').select(['to_address as to', 'subject']).where('kind', '=', 'staff-digest').execute();
      expect(digests.map((d) => d.to)).toEqual([quiet.email]);
      expect(await t.ctx.db.selectFrom('notifications').select('id').where('kind', '=', 'attention').where('family_id', '=', quiet.userId).execute()).toHaveLength(1);
      // Nothing new since: the next window sends nothing.
      expect(await runAttentionDigests(t.ctx, new Date(afterQuiet.getTime() + 3_600_000))).toBe(0);
    } finally {
      await second.close();
      await database.close();
    }
  });
});
