/**
 * Messages to groups (docs/product.md, Messages: Groups): each audience names the right families,
 * once each; bad audiences are refused with nothing written; the mass message's limit is shared.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTrainingWindow, TRAINING_WINDOWS } from '#shared/academy-plans';
import { MESSAGING_MESSAGES } from '#shared/messaging';
import { AUDIENCE_MESSAGES, type TAudienceChoices } from '#shared/validation/audiences';
import { addTestAthlete, as, createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';

const DAY_MS = 86_400_000;

describe.each(testDialects())('messages to groups on %s', (dialect) => {
  let t: TestApp;
  let admin: TestFamily;
  let coach: TestFamily;
  /** Two athletes: 2014 on Core, 2016 on Pro. */
  let twoGroups: TestFamily;
  /** 2015 on Core, its renewal failed (past due). */
  let inGrace: TestFamily;
  /** 2016 on Core, cancelled and ended. */
  let ended: TestFamily;
  /** 2017 on Core. */
  let youngest: TestFamily;
  /** No membership; a payment failed 5 days ago. */
  let failed: TestFamily;
  /** A payment failed, then one went through. */
  let recovered: TestFamily;

  const post = (who: TestFamily, payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/staff/messages/audience', headers: as(who), payload });
  const count = async (table: 'messages' | 'notifications' | 'audit_log') =>
    Number((await t.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const messagesOf = async (family: TestFamily) => (await t.ctx.db.selectFrom('messages').select(['body', 'subject']).where('family_id', '=', family.userId).execute()).map((m) => m.body);
  const recipientsOf = async (body: string) =>
    (await t.ctx.db.selectFrom('messages').select('family_id').where('body', '=', body).execute()).map((m) => m.family_id).sort();
  const ids = (...families: TestFamily[]) => families.map((f) => f.userId).sort();

  /** Starts the staff's mass-message counts afresh. */
  const resetLimit = () => t.ctx.db.deleteFrom('throttles').where('key', 'like', 'staff-mass-message:%').execute();

  async function family(prefix: string): Promise<TestFamily> {
    await t.ctx.db.deleteFrom('rate_limits').execute();
    return createFamily(t, prefix);
  }
  async function member(f: TestFamily, athlete: string, birthDate: string, plan: 'core-monthly' | 'pro-monthly', status: 'active' | 'past_due' | 'canceled' = 'active', endsInDays = 20) {
    const { id } = await addTestAthlete(t, f, athlete, birthDate);
    const end = new Date(Date.now() + endsInDays * DAY_MS);
    await t.ctx.db
      .insertInto('memberships')
      .values({
        id: `aud-m-${id}`, user_id: f.userId, athlete_id: id, membership_type_id: plan, status, sessions_remaining: 12,
        current_period_start: new Date(end.getTime() - 30 * DAY_MS).toISOString(), current_period_end: end.toISOString(), provider: 'stripe',
      })
      .execute();
  }
  async function payment(f: TestFamily, status: 'failed' | 'completed', daysAgo: number) {
    await t.ctx.db
      .insertInto('payments')
      .values({
        id: `aud-p-${f.userId}-${status}-${daysAgo}`, user_id: f.userId, payment_type: 'subscription', description: 'Core Plan', amount_cents: 19900, status,
        provider: 'stripe', provider_reference: `in_${f.userId}_${daysAgo}`, created_at: new Date(Date.now() - daysAgo * DAY_MS).toISOString(),
      })
      .execute();
  }
  async function group(id: string, tier: 'core' | 'pro', years: string, label: string, isArchived = false) {
    const at = new Date().toISOString();
    await t.ctx.db.insertInto('training_groups').values({ id, tier, birth_years: years, label, created_by: null, created_at: at, archived_at: isArchived ? at : null, archived_by: null }).execute();
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await family('aud-admin');
    coach = await family('aud-coach');
    await t.ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.userId).execute();
    await t.ctx.db.updateTable('users').set({ role: 'coach' }).where('id', '=', coach.userId).execute();
    twoGroups = await family('aud-two');
    await member(twoGroups, 'Leo Ortiz', '2014-03-01', 'core-monthly');
    await member(twoGroups, 'Mia Ortiz', '2016-05-01', 'pro-monthly');
    inGrace = await family('aud-grace');
    await member(inGrace, 'Sam Diaz', '2015-07-01', 'core-monthly', 'past_due');
    ended = await family('aud-ended');
    await member(ended, 'Ava Cruz', '2016-01-09', 'core-monthly', 'canceled', -3);
    youngest = await family('aud-young');
    await member(youngest, 'Eli Vega', '2017-02-02', 'core-monthly');
    failed = await family('aud-failed');
    await payment(failed, 'failed', 5);
    recovered = await family('aud-recovered');
    await payment(recovered, 'failed', 6);
    await payment(recovered, 'completed', 4);
    await group('aud-core-1415', 'core', '2014,2015', 'Core 2014–2015');
    await group('aud-core-old', 'core', '2017', 'Core 2017 (old)', true);
    await group('aud-pro-17', 'pro', '2017', 'Pro 2017');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists each audience with how many families it reaches, a family counted once', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/staff/audiences', headers: as(coach) });
    expect(res.statusCode, res.body).toBe(200);
    const { audiences } = res.json() as TAudienceChoices;
    const families = Object.fromEntries(audiences.map((a) => [a.label, a.families]));
    expect(families).toMatchObject({
      'Everyone with a membership': 3,
      'Plan: Core': 3,
      'Plan: Pro': 1,
      'Birth year: 2014': 1,
      'Birth year: 2015': 1,
      'Birth year: 2016': 1,
      'Birth year: 2017': 1,
      'Families with a failed payment or in grace': 2,
    });
    const groups = audiences.filter((a) => a.audience.kind === 'group');
    expect(groups.map((g) => [g.audience, g.families])).toEqual([
      [{ kind: 'group', value: 'core' }, 1],
      [{ kind: 'group', value: 'pro' }, 1],
      [{ kind: 'group', value: 'aud-core-1415' }, 2],
      [{ kind: 'group', value: 'aud-pro-17' }, 0],
    ]);
    expect(groups[0]!.label).toBe(`Training group: Core (2016–2017) · ${formatTrainingWindow(TRAINING_WINDOWS.core)}`);
    expect(groups[2]!.label).toBe(`Training group: Core 2014–2015 · ${formatTrainingWindow(TRAINING_WINDOWS.core)}`);
    expect(JSON.stringify(audiences)).not.toContain('aud-core-old');
  });

  it('sends once to each family of the audience, in its support thread, with a notification and an audit row', async () => {
    const before = { notifications: await count('notifications'), audit: await count('audit_log') };
    const everyone = await post(coach, { audience: { kind: 'members' }, subject: 'Holiday schedule', body: 'No training on the 26th.' });
    expect(everyone.statusCode, everyone.body).toBe(200);
    expect(everyone.json()).toEqual({ sent: 3 });
    // Two athletes in two groups: one message for the family.
    expect(await recipientsOf('No training on the 26th.')).toEqual(ids(twoGroups, inGrace, youngest));
    expect(await count('notifications')).toBe(before.notifications + 3);
    const thread = await t.ctx.db.selectFrom('messages as m').innerJoin('conversations as c', 'c.id', 'm.conversation_id').select(['c.kind', 'm.subject']).where('m.family_id', '=', twoGroups.userId).executeTakeFirstOrThrow();
    expect(thread).toEqual({ kind: 'support', subject: 'Holiday schedule' });
    const audit = await t.ctx.db.selectFrom('audit_log').select(['action', 'actor_id', 'summary', 'details']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(await count('audit_log')).toBe(before.audit + 1);
    expect(audit).toMatchObject({ action: 'message.bulk-sent', actor_id: coach.userId, summary: 'Sent a message to 3 families: everyone with a membership' });
    expect(JSON.parse(audit.details)).toEqual({ audience: { kind: 'members' }, count: 3 });

    await resetLimit();
    expect((await post(admin, { audience: { kind: 'birth-year', value: 2016 }, body: 'U10 friendly on Saturday.' })).json()).toEqual({ sent: 1 });
    expect(await recipientsOf('U10 friendly on Saturday.')).toEqual(ids(twoGroups));
    expect((await post(admin, { audience: { kind: 'group', value: 'aud-core-1415' }, body: 'Core 2014–2015: bring shin guards.' })).json()).toEqual({ sent: 2 });
    expect(await recipientsOf('Core 2014–2015: bring shin guards.')).toEqual(ids(twoGroups, inGrace));
    expect((await post(admin, { audience: { kind: 'plan', value: 'pro' }, body: 'Pro clinic moved.' })).json()).toEqual({ sent: 1 });
    expect(await recipientsOf('Pro clinic moved.')).toEqual(ids(twoGroups));

    await resetLimit();
    const trouble = await post(admin, { audience: { kind: 'payment-trouble' }, body: 'Please update your card.', isUrgent: true });
    expect(trouble.json()).toEqual({ sent: 2 });
    expect(await recipientsOf('Please update your card.')).toEqual(ids(inGrace, failed));
    expect(await messagesOf(recovered)).toEqual([]);
    expect(await messagesOf(ended)).toEqual([]);
  });

  it('refuses an unknown plan, year or group, an archived or empty group and a blank message, writing nothing', async () => {
    await resetLimit();
    const before = { messages: await count('messages'), notifications: await count('notifications'), audit: await count('audit_log') };
    const cases: [object, string][] = [
      [{ audience: { kind: 'plan', value: 'elite' }, body: 'Hi' }, AUDIENCE_MESSAGES.badPlan],
      [{ audience: { kind: 'birth-year', value: 2013 }, body: 'Hi' }, AUDIENCE_MESSAGES.badYear],
      [{ audience: { kind: 'everyone' }, body: 'Hi' }, AUDIENCE_MESSAGES.badKind],
      [{ audience: { kind: 'group', value: 'no-such-group' }, body: 'Hi' }, AUDIENCE_MESSAGES.unknownGroup],
      [{ audience: { kind: 'group', value: 'aud-core-old' }, body: 'Hi' }, AUDIENCE_MESSAGES.archivedGroup],
      [{ audience: { kind: 'group', value: 'aud-pro-17' }, body: 'Hi' }, AUDIENCE_MESSAGES.noRecipients],
      [{ audience: { kind: 'members' }, body: '   ' }, MESSAGING_MESSAGES.bodyRequired],
    ];
    for (const [payload, message] of cases) {
      const res = await post(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json().error), JSON.stringify(payload)).toContain(message);
      await resetLimit();
    }
    expect({ messages: await count('messages'), notifications: await count('notifications'), audit: await count('audit_log') }).toEqual(before);
  });

  it('shares the mass message’s limit of 3 an hour per staff member', async () => {
    await resetLimit();
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/staff/messages/mass', headers: as(coach), payload: { q: 'Leo', body: 'One' } })).statusCode).toBe(200);
    expect((await post(coach, { audience: { kind: 'members' }, body: 'Two' })).statusCode).toBe(200);
    expect((await post(coach, { audience: { kind: 'members' }, body: 'Three' })).statusCode).toBe(200);
    const limited = await post(coach, { audience: { kind: 'members' }, body: 'Four' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(MESSAGING_MESSAGES.massLimit);
    expect(await recipientsOf('Four')).toEqual([]);
  });

  it('answers a parent 403 on both routes and sends nothing', async () => {
    const before = await count('messages');
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/staff/audiences', headers: as(twoGroups) });
    expect(list.statusCode).toBe(403);
    expect(list.json().error.message).toBe(MESSAGING_MESSAGES.staffOnly);
    expect((await post(twoGroups, { audience: { kind: 'members' }, body: 'Hi all' })).statusCode).toBe(403);
    expect(await count('messages')).toBe(before);
  });
});
