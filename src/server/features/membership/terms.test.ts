/**
 * Breaks and commitments (issue 17, points 4 and 5; decision 042), on SQLite and PostgreSQL with the
 * built-in test provider: early cancellation charges the remaining balance exactly once before the
 * cancellation, a declined charge changes nothing, pauses of 1 to 4 months only, another family's
 * membership is a 404, and the break job reminds, resumes and removes once, also when two run at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '#shared/academy-plans';
import { membershipStatusText } from '#shared/membership';
import { addCalendarMonths, BREAK_MONTHS_MESSAGE } from '#shared/membership-terms';
import { BREAK_MESSAGES } from '#shared/validation/membership-terms';
import { addTestAthlete } from '#server/testing/families';
import { DECLINED_TEST_CARD as DECLINE, membershipKit, TEST_CARD as CARD } from '#server/testing/memberships';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import type { PaymentProvider } from '#server/payments/provider';
import { getChurnRadar } from '../admin/analytics';
import { runBreakSchedule } from './breaks';
import { renewMembership, runRenewals } from './renewals';
import { WITHDRAWN_MESSAGE } from './service';

const DAY = 24 * 3600_000;

describe.each(testDialects())('membership breaks and commitments on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const { createFamily, get, post, buy, membership } = membershipKit(() => t);
  const balanceRows = (id: string) => t.ctx.db.selectFrom('payments').selectAll().where('provider_reference', '=', `balance:${id}`).execute();
  const iso = (v: string) => new Date(v).toISOString();

  it('early cancellation charges the remaining balance exactly, in cents, for each plan and each month, then cancels', async () => {
    const family = await createFamily('balance');
    const athlete = await addTestAthlete(t, family, 'Leo Martinez', '2015-04-12');
    for (const plan of PLANS) {
      const id = await buy(family, plan.id, athlete.id);
      const periodEnd = iso((await membership(id)).current_period_end);
      for (let paid = 1; paid <= plan.commitmentMonths; paid += 1) {
        // The membership started `paid` months before the end of its paid period (annual: 12 months ahead).
        const startedAt = plan.interval === 'year' ? addCalendarMonths(periodEnd, -12) : addCalendarMonths(periodEnd, -paid);
        await t.ctx.db.updateTable('memberships').set({ created_at: startedAt, status: 'active', cancel_at_period_end: 0, current_period_end: periodEnd }).where('id', '=', id).execute();
        await t.ctx.db.deleteFrom('payments').where('provider_reference', '=', `balance:${id}`).execute();
        const expected = plan.interval === 'year' ? 0 : (plan.commitmentMonths - paid) * plan.priceCents;
        const committed = Date.now() < Date.parse(addCalendarMonths(startedAt, plan.commitmentMonths));

        const terms = (await get(family, '/api/v1/membership/terms')).json().terms.find((x: { membershipId: string }) => x.membershipId === id);
        expect(terms.remainingBalanceCents, `${plan.id} after ${paid}`).toBe(committed ? expected : 0);
        expect(terms.commitmentEndsAt).toBe(addCalendarMonths(startedAt, plan.commitmentMonths));

        const withdrawn = await post(family, '/api/v1/membership/withdraw', { membershipId: id, confirmBalance: true, card: CARD, amountCents: 1 });
        expect(withdrawn.statusCode, withdrawn.body).toBe(200);
        const rows = await balanceRows(id);
        if (committed && expected > 0) {
          expect(rows.map((r) => [r.amount_cents, r.status, r.payment_type])).toEqual([[expected, 'completed', 'balance']]);
        } else {
          expect(rows).toEqual([]);
        }
        // A paid balance ends the membership now; with nothing due it cancels at the period's end.
        expect(await membership(id)).toMatchObject({ status: committed && expected > 0 ? 'expired' : 'canceled', cancel_at_period_end: 1 });
      }
      await t.ctx.db.updateTable('memberships').set({ status: 'expired' }).where('id', '=', id).execute();
    }
  });

  it('a declined balance charge leaves the membership as it was; the paid one has a receipt, and is never charged twice', async () => {
    const family = await createFamily('decline');
    const athlete = await addTestAthlete(t, family, 'Mia Lopez', '2016-01-02');
    const id = await buy(family, 'pro-monthly', athlete.id);
    const before = await membership(id);

    // The plain cancel refuses while a balance is due, and says how much.
    const plain = await post(family, '/api/v1/membership/cancel', { membershipId: id });
    expect(plain.statusCode).toBe(409);
    expect(plain.json().error.message).toContain('$1,875.00');

    expect((await post(family, '/api/v1/membership/withdraw', { membershipId: id, card: CARD })).statusCode).toBe(400);
    const declined = await post(family, '/api/v1/membership/withdraw', { membershipId: id, confirmBalance: true, card: DECLINE });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toBe(BREAK_MESSAGES.balanceDeclined);
    expect(await membership(id)).toEqual(before);
    expect((await balanceRows(id)).map((r) => r.status)).toEqual(['failed']);

    const [paid, again] = await Promise.all([
      post(family, '/api/v1/membership/withdraw', { membershipId: id, confirmBalance: true, card: CARD }),
      post(family, '/api/v1/membership/withdraw', { membershipId: id, confirmBalance: true, card: CARD }),
    ]);
    // One charges and cancels. The other either finds the charge under way (409) or, arriving after it,
    // finds nothing due and the membership already canceling (200, changing nothing): never a second charge.
    expect([paid.statusCode, again.statusCode]).toContain(200);
    expect([paid.statusCode, again.statusCode].every((status) => status === 200 || status === 409)).toBe(true);
    const rows = await balanceRows(id);
    expect(rows.map((r) => [r.amount_cents, r.status])).toEqual([[5 * 37_500, 'completed']]);
    expect(await membership(id)).toMatchObject({ status: 'expired', cancel_at_period_end: 1 });
    const receipt = await get(family, `/api/v1/payments/${rows[0]!.id}/receipt`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({ amountCents: 187_500 });
    const mails = await t.ctx.db.selectFrom('outbox').select('kind').where('to_address', '=', family.email).where('kind', 'in', ['payment-receipt', 'membership-canceled', 'membership-expired']).execute();
    expect(mails.map((m) => m.kind).sort()).toEqual(['membership-expired', 'payment-receipt', 'payment-receipt']);
    expect((await post(family, '/api/v1/membership/withdraw', { membershipId: id, confirmBalance: true, card: CARD })).statusCode).toBe(409);
    expect(await balanceRows(id)).toHaveLength(1);
  });

  it('pauses for 1 to 4 months only, never another family’s membership, and shows the break; resuming early gives back the unused days', async () => {
    const family = await createFamily('pause');
    const other = await createFamily('pause-other');
    const athlete = await addTestAthlete(t, family, 'Leo Martinez', '2015-04-12');
    const id = await buy(family, 'core-monthly', athlete.id);
    const before = await membership(id);

    for (const months of [0, 5, 1.5, '2']) {
      const refused = await post(family, '/api/v1/membership/pause', { membershipId: id, months });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toContain(BREAK_MONTHS_MESSAGE);
    }
    expect((await post(other, '/api/v1/membership/pause', { membershipId: id, months: 2 })).statusCode).toBe(404);
    expect((await post(other, '/api/v1/membership/pause/resume', { membershipId: id })).statusCode).toBe(404);
    expect((await post(other, '/api/v1/membership/withdraw', { membershipId: id, confirmBalance: true, card: CARD })).statusCode).toBe(404);
    expect(await membership(id)).toEqual(before);
    expect(await t.ctx.db.selectFrom('membership_breaks').select('id').where('membership_id', '=', id).execute()).toEqual([]);

    const paused = await post(family, '/api/v1/membership/pause', { membershipId: id, months: 2 });
    expect(paused.statusCode, paused.body).toBe(200);
    const terms = paused.json().terms.find((x: { membershipId: string }) => x.membershipId === id);
    expect(terms.activeBreak).toMatchObject({ months: 2 });
    expect(terms.canPause).toBe(false);
    const breakMs = Date.parse(terms.activeBreak.endsAt) - Date.parse(terms.activeBreak.startsAt);
    const after = await membership(id);
    expect(Date.parse(iso(after.current_period_end)) - Date.parse(iso(before.current_period_end))).toBe(breakMs);
    // The commitment moves back by the break; the balance is unchanged (no month was paid or skipped).
    expect(terms.remainingBalanceCents).toBe(2 * 30_000);
    expect(Date.parse(terms.commitmentEndsAt)).toBe(Date.parse(addCalendarMonths(iso(before.created_at), 3)) + breakMs);

    expect((await post(family, '/api/v1/membership/pause', { membershipId: id, months: 1 })).statusCode).toBe(409);
    const resumed = await post(family, '/api/v1/membership/pause/resume', { membershipId: id });
    expect(resumed.statusCode).toBe(200);
    const back = Date.parse(iso((await membership(id)).current_period_end)) - Date.parse(iso(before.current_period_end));
    expect(back).toBeGreaterThanOrEqual(0);
    expect(back).toBeLessThan(60_000);
    expect((await post(family, '/api/v1/membership/pause/resume', { membershipId: id })).statusCode).toBe(409);
    const mails = await t.ctx.db.selectFrom('outbox').select('kind').where('to_address', '=', family.email).where('kind', 'in', ['membership-paused', 'membership-resumed']).execute();
    expect(mails.map((m) => m.kind).sort()).toEqual(['membership-paused', 'membership-resumed']);

    // Three more months would take the breaks past 4 in a year; a canceled membership cannot pause.
    expect((await post(family, '/api/v1/membership/pause', { membershipId: id, months: 4 })).statusCode).toBe(409);
    await t.ctx.db.updateTable('memberships').set({ status: 'canceled', cancel_at_period_end: 1 }).where('id', '=', id).execute();
    const notLive = await post(family, '/api/v1/membership/pause', { membershipId: id, months: 1 });
    expect(notLive.statusCode).toBe(409);
    expect(notLive.json().error.message).toBe(BREAK_MESSAGES.notLive);
  });

  it('the break job reminds 14 days before the end and resumes at the end, once, also with two runs at once; the churn radar flags the break', async () => {
    const family = await createFamily('job');
    const athlete = await addTestAthlete(t, family, 'Ana Ruiz', '2014-06-06');
    const id = await buy(family, 'core-monthly', athlete.id);
    expect((await post(family, '/api/v1/membership/pause', { membershipId: id, months: 2 })).statusCode).toBe(200);
    const open = await t.ctx.db.selectFrom('membership_breaks').selectAll().where('membership_id', '=', id).executeTakeFirstOrThrow();
    const endsAt = Date.parse(iso(open.ends_at));
    const provider = { name: 'test' } as PaymentProvider;

    const early = new Date(endsAt - 20 * DAY);
    expect(await runBreakSchedule(t.ctx, provider, early)).toEqual({ reminded: 0, resumed: 0, removed: 0 });
    const radarEarly = await getChurnRadar(t.ctx.db, early);
    expect(radarEarly.families.find((f) => f.userId === family.userId)?.reasons.some((r) => r.code === 'break-limit') ?? false).toBe(false);

    const remindAt = new Date(endsAt - 10 * DAY);
    const radar = await getChurnRadar(t.ctx.db, remindAt);
    expect(radar.families.find((f) => f.userId === family.userId)?.reasons).toContainEqual(expect.objectContaining({ code: 'break-limit' }));
    const runs = await Promise.all([runBreakSchedule(t.ctx, provider, remindAt), runBreakSchedule(t.ctx, provider, remindAt)]);
    expect(runs.reduce((n, r) => n + r.reminded, 0)).toBe(1);
    expect((await runBreakSchedule(t.ctx, provider, remindAt)).reminded).toBe(0);

    const endAt = new Date(endsAt + 60_000);
    const ends = await Promise.all([runBreakSchedule(t.ctx, provider, endAt), runBreakSchedule(t.ctx, provider, endAt)]);
    expect(ends.reduce((n, r) => n + r.resumed, 0)).toBe(1);
    expect(await runBreakSchedule(t.ctx, provider, endAt)).toEqual({ reminded: 0, resumed: 0, removed: 0 });
    const mails = await t.ctx.db.selectFrom('outbox').select('kind').where('to_address', '=', family.email).where('kind', 'like', 'membership-%').execute();
    expect(mails.map((m) => m.kind).sort()).toEqual(['membership-break-reminder', 'membership-paused', 'membership-resumed']);
    expect(await membership(id)).toMatchObject({ status: 'active' });
  });

  it('ends a membership whose break is still open past the 4-month limit, once (the terms’ permanent removal)', async () => {
    const family = await createFamily('removal');
    const athlete = await addTestAthlete(t, family, 'Noa Diaz', '2017-03-03');
    const id = await buy(family, 'core-monthly', athlete.id);
    // A Stripe subscription whose collection could not be resumed at the break's end.
    await t.ctx.db.updateTable('memberships').set({ provider: 'stripe', provider_subscription_id: `sub_${id}`, provider_customer_id: 'cus_x' }).where('id', '=', id).execute();
    const startsAt = new Date(Date.now() - 130 * DAY).toISOString();
    await t.ctx.db.insertInto('membership_breaks').values({ id: `b-${id}`, membership_id: id, starts_at: startsAt, ends_at: addCalendarMonths(startsAt, 4), months: 4, created_at: startsAt }).execute();
    const canceled: string[] = [];
    const failing = {
      name: 'stripe',
      pauseSubscription: () => Promise.reject(new Error('provider down')),
      cancelSubscription: (subscriptionId: string) => {
        canceled.push(subscriptionId);
        return Promise.resolve();
      },
    } as unknown as PaymentProvider;
    const now = new Date();
    const silent = t.ctx.log.error;
    t.ctx.log.error = (() => undefined) as typeof silent;
    try {
      const runs = await Promise.all([runBreakSchedule(t.ctx, failing, now), runBreakSchedule(t.ctx, failing, now)]);
      expect(runs.reduce((n, r) => n + r.removed, 0)).toBe(1);
      expect((await runBreakSchedule(t.ctx, failing, now)).removed).toBe(0);
    } finally {
      t.ctx.log.error = silent;
    }
    expect(await membership(id)).toMatchObject({ status: 'expired' });
    expect(canceled).toEqual([`sub_${id}`]);
    const mails = await t.ctx.db.selectFrom('outbox').select('kind').where('to_address', '=', family.email).where('kind', '=', 'membership-removed').execute();
    expect(mails).toHaveLength(1);
  });

  it('a paid early withdrawal ends the membership: no Resume, no renewal, nothing more charged; joining again is a new membership (issue 37)', async () => {
    const family = await createFamily('withdrawn');
    const athlete = await addTestAthlete(t, family, 'Sam Ortiz', '2015-09-09');
    const id = await buy(family, 'core-monthly', athlete.id);
    const withdrawn = await post(family, '/api/v1/membership/withdraw', { membershipId: id, confirmBalance: true, card: CARD });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await balanceRows(id)).map((r) => [r.amount_cents, r.status])).toEqual([[2 * 30_000, 'completed']]);

    // Ended now, as the family and the dashboard see it: not canceled-and-running.
    const view = (await get(family, '/api/v1/membership')).json();
    expect(view.memberships.find((m: { id: string }) => m.id === id)).toMatchObject({ status: 'expired', pause: null });
    expect(Date.parse(view.memberships[0].currentPeriodEnd)).toBeLessThanOrEqual(Date.now());
    const dashboard = (await get(family, `/api/v1/dashboard?athleteId=${athlete.id}`)).json();
    expect(dashboard.memberships?.[0]).toMatchObject({ status: 'expired' });

    // No Resume: the portal's resume is refused and changes nothing.
    const resume = await post(family, '/api/v1/membership/resume', { membershipId: id });
    expect(resume.statusCode).toBe(409);
    expect(await membership(id)).toMatchObject({ status: 'expired', cancel_at_period_end: 1 });
    // Even a row left "canceled" by the old code (and one made active by its Resume) is never renewed or resumed.
    const later = new Date(Date.now() + 20 * DAY).toISOString();
    await t.ctx.db.updateTable('memberships').set({ status: 'canceled', current_period_end: later }).where('id', '=', id).execute();
    expect((await post(family, '/api/v1/membership/resume', { membershipId: id })).json().error.message).toBe(WITHDRAWN_MESSAGE);
    await t.ctx.db.updateTable('memberships').set({ status: 'active', cancel_at_period_end: 0 }).where('id', '=', id).execute();
    const now = new Date();
    await t.ctx.db.updateTable('memberships').set({ current_period_end: new Date(now.getTime() + 3600_000).toISOString() }).where('id', '=', id).execute();
    expect(await renewMembership(t.ctx, id, now)).toBe('not-due');
    await runRenewals(t.ctx, now);
    expect(await t.ctx.db.selectFrom('payments').select('id').where('provider_reference', 'like', `renewal:${id}:%`).execute()).toEqual([]);
    await t.ctx.db.updateTable('memberships').set({ status: 'expired', cancel_at_period_end: 1, current_period_end: now.toISOString() }).where('id', '=', id).execute();

    // Joining again is a new membership, with a commitment of its own.
    const again = await buy(family, 'core-monthly', athlete.id);
    expect(again).not.toBe(id);
    const terms = (await get(family, '/api/v1/membership/terms')).json().terms.find((x: { membershipId: string }) => x.membershipId === again);
    expect(terms).toMatchObject({ remainingBalanceCents: 2 * 30_000, balancePaymentId: null });
  });

  it('a paused membership reads Paused with its dates, on the membership and the dashboard, and does not renew (issue 37)', async () => {
    const family = await createFamily('paused-view');
    const athlete = await addTestAthlete(t, family, 'Ivy Chen', '2016-02-02');
    const id = await buy(family, 'core-monthly', athlete.id);
    expect((await get(family, '/api/v1/membership')).json().memberships[0].pause).toBeNull();
    const paused = await post(family, '/api/v1/membership/pause', { membershipId: id, months: 2 });
    expect(paused.statusCode, paused.body).toBe(200);
    const open = await t.ctx.db.selectFrom('membership_breaks').selectAll().where('membership_id', '=', id).executeTakeFirstOrThrow();
    const pause = { startsAt: iso(open.starts_at), endsAt: iso(open.ends_at) };
    const shown = (await get(family, '/api/v1/membership')).json().memberships[0];
    expect(shown).toMatchObject({ id, status: 'active', pause });
    expect(membershipStatusText(shown.status, shown.pause).label).toBe('Paused');
    expect(membershipStatusText(shown.status, shown.pause).detail).not.toMatch(/renews/);
    const dashboard = (await get(family, `/api/v1/dashboard?athleteId=${athlete.id}`)).json();
    expect(dashboard.memberships[0]).toMatchObject({ status: 'active', pause });
    // Nothing renews during the break, even with the job run at the old period's end.
    const row = await membership(id);
    expect(await renewMembership(t.ctx, id, new Date(Date.parse(iso(row.current_period_end)) - 30 * DAY - 3600_000))).toBe('not-due');

    expect((await post(family, '/api/v1/membership/pause/resume', { membershipId: id })).statusCode).toBe(200);
    expect((await get(family, '/api/v1/membership')).json().memberships[0].pause).toBeNull();
  });

  it('answers 401 signed out and refuses a cross-site write', async () => {
    for (const url of ['/api/v1/membership/pause', '/api/v1/membership/pause/resume', '/api/v1/membership/withdraw']) {
      expect((await t.app.inject({ method: 'POST', url, payload: {}, headers: { origin: 'http://localhost:3000' } })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/membership/terms' })).statusCode).toBe(401);
  });
});
