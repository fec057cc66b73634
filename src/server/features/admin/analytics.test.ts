import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAnalytics, ZRadar } from '#shared/validation/analytics';
import { monthStart, weekStart } from '#shared/progress/time';
import { isPostgres } from '#server/db/database';
import { as, createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { getAnalytics, getChurnRadar } from './analytics';
import { grantRole } from './service';

/** Mid-March 2026, noon in San Diego (PDT). March began at 2026-03-01T08:00Z (still PST). */
const NOW = new Date('2026-03-15T19:00:00.000Z');
/** 23:30 Pacific on 28 February: still February on the academy's calendar. */
const FEB_LAST_2330 = '2026-03-01T07:30:00.000Z';
const MARCH_FIRST = '2026-03-01T08:00:00.000Z';

type Fixture = { t: TestApp; ids: Record<string, string> };

async function seed({ t, ids }: Fixture): Promise<void> {
  const db = t.ctx.db;
  const verified = isPostgres(db) ? true : 1;
  const user = async (key: string, name: string) => {
    ids[key] = `analytics-${key}`;
    await db
      .insertInto('users')
      .values({
        id: ids[key]!,
        name,
        email: `${key}@analytics.test`,
        email_verified: verified,
        image: null,
        created_at: '2025-09-01T00:00:00.000Z',
        updated_at: '2025-09-01T00:00:00.000Z',
      })
      .execute();
  };
  const membership = async (
    key: string,
    plan: string,
    status: 'active' | 'canceled',
    createdAt: string,
    periodEnd: string,
    isCancelPending = false,
  ) =>
    db
      .insertInto('memberships')
      .values({
        id: `m-${key}`,
        user_id: ids[key]!,
        membership_type_id: plan,
        status,
        current_period_start: createdAt,
        current_period_end: periodEnd,
        cancel_at_period_end: isCancelPending ? 1 : 0,
        provider: 'stripe',
        created_at: createdAt,
      })
      .execute();
  let n = 0;
  const payment = async (
    key: string,
    cents: number,
    status: 'completed' | 'failed' | 'pending',
    createdAt: string,
  ) =>
    db
      .insertInto('payments')
      .values({
        id: `p-${++n}`,
        user_id: ids[key]!,
        payment_type: 'subscription',
        description: 'Membership',
        amount_cents: cents,
        status,
        provider: 'stripe',
        provider_reference: `ref-${n}`,
        created_at: createdAt,
      })
      .execute();
  const athlete = async (
    key: string,
    parent: string,
    name: string,
    progress: { last: string | null; streak: number },
    addedAt = '2026-01-01T00:00:00.000Z',
  ) => {
    ids[key] = `ath-${key}`;
    await db
      .insertInto('athletes')
      .values({
        id: ids[key]!,
        parent_id: ids[parent]!,
        name,
        date_of_birth: '2015-04-12',
        birth_year: 2015,
        age_group: null,
        skill_level: null,
        preferred_position: null,
        emergency_contact: null,
        medical_notes: null,
        created_at: addedAt,
      })
      .execute();
    if (progress.last) {
      await db
        .insertInto('athlete_progress')
        .values({
          athlete_id: ids[key]!,
          current_streak: progress.streak,
          longest_streak: progress.streak,
          last_activity_date: progress.last,
        })
        .execute();
    }
  };
  // An award as the progress service writes it: the ledger row and the week's and month's totals.
  const xp = async (athleteKey: string, amount: number, createdAt: string) => {
    await db
      .insertInto('xp_transactions')
      .values({
        id: `x-${++n}`,
        athlete_id: ids[athleteKey]!,
        amount,
        reason: 'Lesson',
        reference_type: 'lesson',
        reference_id: `r-${n}`,
        created_at: createdAt,
      })
      .execute();
    const at = new Date(createdAt);
    for (const [type, start] of [
      ['week', weekStart(at)],
      ['month', monthStart(at)],
    ] as const) {
      await db
        .insertInto('xp_period_totals')
        .values({ period_type: type, period_start: start, athlete_id: ids[athleteKey]!, xp: amount })
        .onConflict((oc) =>
          oc
            .columns(['period_type', 'period_start', 'athlete_id'])
            .doUpdateSet((eb) => ({ xp: eb('xp_period_totals.xp', '+', amount) })),
        )
        .execute();
    }
  };

  for (const [key, name] of [
    ['a', 'Ana Alvarez'],
    ['b', 'Ben Brooks'],
    ['c', 'Cara Chen'],
    ['d', 'Dan Diaz'],
    ['e', 'Eve Evans'],
    ['f', 'Fay Fox'],
    ['g', 'Gus Garcia'],
    ['h', 'Hal Hill'],
  ] as const) {
    await user(key, name);
  }
  await membership(
    'a',
    'core-monthly',
    'active',
    '2025-12-01T18:00:00.000Z',
    '2026-04-01T08:00:00.000Z',
  );
  await membership(
    'b',
    'core-annual',
    'active',
    '2026-01-10T18:00:00.000Z',
    '2027-01-10T18:00:00.000Z',
  );
  await membership(
    'c',
    'pro-annual',
    'active',
    '2026-03-05T18:00:00.000Z',
    '2027-03-05T18:00:00.000Z',
  );
  await membership(
    'd',
    'pro-monthly',
    'canceled',
    '2025-11-01T18:00:00.000Z',
    '2026-03-10T08:00:00.000Z',
  );
  await membership(
    'e',
    'core-monthly',
    'active',
    '2025-10-01T18:00:00.000Z',
    '2026-04-05T18:00:00.000Z',
    true,
  );
  await membership('f', 'core-monthly', 'canceled', '2026-02-20T18:00:00.000Z', FEB_LAST_2330);
  await membership('g', 'pro-monthly', 'active', FEB_LAST_2330, '2026-03-31T07:30:00.000Z');

  await payment('a', 30_000, 'completed', MARCH_FIRST);
  await payment('g', 37_500, 'completed', FEB_LAST_2330);
  await payment('b', 330_000, 'completed', '2026-01-10T18:00:00.000Z');
  await payment('c', 420_000, 'completed', '2026-03-05T18:00:00.000Z');
  await payment('a', 30_000, 'failed', '2026-03-10T18:00:00.000Z');
  await payment('d', 37_500, 'failed', '2026-02-15T18:00:00.000Z');
  await payment('e', 30_000, 'failed', '2026-03-01T07:59:00.000Z');
  await payment('a', 5_000, 'pending', '2026-03-12T18:00:00.000Z');
  await payment('a', 30_000, 'completed', '2026-02-01T08:00:00.000Z');

  await athlete('leo', 'a', 'Leo Alvarez', { last: '2026-03-14', streak: 5 });
  await athlete('mia', 'b', 'Mia Brooks', { last: '2026-02-20', streak: 4 });
  await athlete('sam', 'c', 'Sam Chen', { last: null, streak: 0 }, '2026-03-05T18:00:00.000Z');
  await athlete('dev', 'd', 'Dev Diaz', { last: '2026-01-02', streak: 6 });
  await athlete('ava', 'g', 'Ava Garcia', { last: '2026-02-01', streak: 2 });
  await athlete('noah', 'g', 'Noah Garcia', { last: '2026-03-14', streak: 7 });
  await athlete('hugo', 'h', 'Hugo Hill', { last: '2026-01-05', streak: 9 });

  for (const day of ['2026-02-10', '2026-02-17', '2026-02-24', '2026-03-03'])
    await xp('leo', 200, `${day}T20:00:00.000Z`);
  await xp('leo', 20, '2026-03-13T20:00:00.000Z');
  await xp('mia', 50, '2026-02-12T20:00:00.000Z');
  await xp('mia', 30, '2026-02-05T20:00:00.000Z');
  await xp('noah', 20, '2026-03-14T20:00:00.000Z');

  // A staff message in the family's support thread (made with its first message, oldest first).
  const message = async (family: string, createdAt: string) => {
    await db
      .insertInto('conversations')
      .values({ id: `c-${family}`, family_id: ids[family]!, kind: 'support', created_at: createdAt, first_message_at: createdAt, last_message_at: createdAt })
      .onConflict((oc) => oc.columns(['family_id', 'kind']).doNothing())
      .execute();
    await db
      .insertInto('messages')
      .values({ id: `s-${++n}`, conversation_id: `c-${family}`, family_id: ids[family]!, author_role: 'staff', author_id: null, author_name: 'Coach', subject: 'Hello', body: 'Hi', created_at: createdAt })
      .execute();
  };
  await message('a', '2026-02-20T18:00:00.000Z');
  await message('a', MARCH_FIRST);
  await message('b', '2026-03-10T18:00:00.000Z');
}

describe.each(testDialects())('admin analytics on %s', (dialect) => {
  const fixture: Fixture = { t: undefined as unknown as TestApp, ids: {} };
  let admin: TestFamily;
  let parent: TestFamily;
  beforeAll(async () => {
    fixture.t = await createTestApp(dialect);
    admin = await createFamily(fixture.t, 'analytics-admin');
    await grantRole(fixture.t.ctx.db, admin.email, 'admin');
    parent = await createFamily(fixture.t, 'analytics-parent');
    await seed(fixture);
  });
  afterAll(async () => {
    await fixture.t?.close();
  });

  it('computes every card by hand: members by plan, MRR with annual plans, churn, revenue, month boundaries in Pacific time', async () => {
    const a = await getAnalytics(fixture.t.ctx.db, NOW);
    expect(a.month).toBe('2026-03');
    // Active now: A, B, C, E (cancellation pending, still paid up), G. On 1 March: A, B, D, E, G.
    expect(a.activeMembers).toEqual({ value: 5, previous: 5 });
    expect(a.membersByPlan).toEqual([
      { planId: 'core-annual', label: 'Core Plan (Annual)', value: 1, previous: 1 },
      { planId: 'core-monthly', label: 'Core Plan (Monthly)', value: 2, previous: 2 },
      { planId: 'pro-annual', label: 'Pro Plan (Annual)', value: 1, previous: 0 },
      { planId: 'pro-monthly', label: 'Pro Plan (Monthly)', value: 1, previous: 2 },
    ]);
    // "annual price / 12": 2 x 300.00 + 3,300/12 + 4,200/12 + 375.00 = 1,600.00; on the 1st 2 x 300 + 275 + 2 x 375.
    expect(a.monthlyRecurringRevenueCents).toEqual({ value: 160_000, previous: 162_500 });
    // March: 300 at midnight on the 1st + 4,200. February: 375 paid 23:30 Pacific on the 28th + 300.
    expect(a.revenueThisMonthCents).toEqual({ value: 450_000, previous: 67_500 });
    expect(a.totalRevenueCents).toEqual({ value: 847_500, previous: 397_500 });
    // New in March: C. In February: F, and G who joined at 23:30 Pacific on the 28th.
    expect(a.newMembers).toEqual({ value: 1, previous: 2 });
    // "cancellations effective this month / members active on the first": D / 5; February: F / 4.
    expect(a.churn).toEqual({ rate: 0.2, previousRate: 0.25, cancellations: 1, activeOnFirst: 5 });
    expect(a.failedPayments).toEqual({ value: 1, previous: 2 });
    // NOW is Sunday 15 March. The last complete academy week, 2-8 March: Leo. Four weeks before it,
    // 2-8 February: Mia. This week so far, from Monday 9 March: Leo and Noah.
    expect(a.weeklyActiveAthletes).toEqual({
      value: 1,
      previous: 1,
      weekStart: '2026-03-02',
      thisWeekSoFar: 2,
    });
    // Three messages to two families; on 1 March one message, to one family.
    expect(a.messages).toEqual({
      messages: { value: 3, previous: 1 },
      conversations: { value: 2, previous: 1 },
    });
    expect(a.history).toHaveLength(12);
    expect(a.history[0]!.month).toBe('2025-04');
    expect(a.history.slice(-4)).toEqual([
      { month: '2025-12', revenueCents: 0, members: 3 },
      { month: '2026-01', revenueCents: 330_000, members: 4 },
      { month: '2026-02', revenueCents: 67_500, members: 5 },
      { month: '2026-03', revenueCents: 450_000, members: 5 },
    ]);
  });

  it('lists the families at risk with their reasons, and no one else', async () => {
    const radar = await getChurnRadar(fixture.t.ctx.db, NOW);
    const seen = radar.families.map((f) => [f.parentName, f.reasons.map((r) => r.code)]);
    expect(seen).toEqual([
      ['Ana Alvarez', ['failed-payment', 'falling-xp']],
      ['Ben Brooks', ['inactive-14', 'broken-streak']],
      ['Eve Evans', ['pending-cancellation', 'failed-payment']],
      ['Gus Garcia', ['inactive-30']],
    ]);
    const gus = radar.families.find((f) => f.parentName === 'Gus Garcia')!;
    expect(gus.athleteNames).toEqual(expect.arrayContaining(['Ava', 'Noah']));
    expect(gus.reasons[0]!.text).toBe('Ava: no training for 42 days');
    expect(radar.families.find((f) => f.parentName === 'Ben Brooks')!.reasons[1]!.text).toBe(
      'Mia: lost a 4-day streak',
    );
  });

  it('answers admins only: 401 signed out, 403 to a parent', async () => {
    for (const url of ['/api/v1/admin/analytics', '/api/v1/admin/radar']) {
      expect((await fixture.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const refused = await fixture.t.app.inject({ method: 'GET', url, headers: as(parent) });
      expect(refused.statusCode).toBe(403);
      const ok = await fixture.t.app.inject({ method: 'GET', url, headers: as(admin) });
      expect(ok.statusCode).toBe(200);
    }
    const analytics = ZAnalytics.parse(
      (
        await fixture.t.app.inject({
          method: 'GET',
          url: '/api/v1/admin/analytics',
          headers: as(admin),
        })
      ).json(),
    );
    expect(analytics.history).toHaveLength(12);
    ZRadar.parse(
      (
        await fixture.t.app.inject({
          method: 'GET',
          url: '/api/v1/admin/radar',
          headers: as(admin),
        })
      ).json(),
    );
  });
});
