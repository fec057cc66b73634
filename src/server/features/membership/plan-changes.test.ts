/**
 * Plan changes with the built-in test provider (issue 17, point 2; decision 043), on SQLite and
 * PostgreSQL: an upgrade and a switch to annual charge the server's proration once (a receipt and an
 * e-mail), a downgrade waits for the period's end and is applied by applyScheduledPlanChange; each
 * leaves exactly one live membership for the athlete at the right price. Bad input changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '#shared/academy-plans';
import { addBillingInterval } from '#shared/membership';
import { addCalendarMonths } from '#shared/membership-terms';
import { PLAN_CHANGE_MESSAGES, UNKNOWN_PLAN_MESSAGE } from '#shared/validation/membership';
import { inTransaction } from '#server/db/transaction';
import { addTestAthlete, as, createFamily as signUpFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { applyScheduledPlanChange } from './plan-changes';

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', nameOnCard: 'Ana Alvarez' };
const DECLINE = { ...CARD, cardNumber: '4000 0000 0000 0002' };
const price = (id: string) => PLANS.find((p) => p.id === id)!.priceCents;
const iso = (v: string | Date) => new Date(v).toISOString();

describe.each(testDialects())('plan changes with the test provider on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (f: TestFamily, url: string) => t.app.inject({ method: 'GET', url, headers: as(f) });
  const post = (f: TestFamily, url: string, payload: Record<string, unknown> = {}) => t.app.inject({ method: 'POST', url, headers: as(f), payload });

  /** A new family whose athlete holds `plan`, bought with the test card: the family, athlete and membership. */
  async function member(prefix: string, plan: string) {
    await t.ctx.db.deleteFrom('rate_limits').execute();
    const family = await signUpFamily(t, prefix);
    const athlete = await addTestAthlete(t, family, 'Leo Martinez', '2015-04-12');
    const started = await post(family, '/api/v1/membership/checkout', { membershipTypeId: plan, athleteId: athlete.id });
    expect(started.statusCode, started.body).toBe(200);
    const sessionId = (started.json().url as string).split('/').pop()!;
    expect((await post(family, `/api/v1/payments/test-checkout/${sessionId}/pay`, CARD)).statusCode).toBe(200);
    const row = await t.ctx.db.selectFrom('memberships').select('id').where('athlete_id', '=', athlete.id).executeTakeFirstOrThrow();
    return { family, athleteId: athlete.id, membershipId: row.id };
  }

  const membership = (id: string) => t.ctx.db.selectFrom('memberships').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const liveFor = (athleteId: string) =>
    t.ctx.db.selectFrom('memberships').select(['id', 'membership_type_id']).where('athlete_id', '=', athleteId).where('status', 'in', ['active', 'past_due', 'canceled']).execute();
  const changePayments = (userId: string) =>
    t.ctx.db.selectFrom('payments').select(['id', 'amount_cents', 'payment_type', 'provider_reference', 'description']).where('user_id', '=', userId).where('payment_type', '=', 'plan_change').execute();
  const mails = (email: string, kind: string) => t.ctx.db.selectFrom('outbox').select(['subject', 'text_body']).where('to_address', '=', email).where('kind', '=', kind).execute();

  /** Everything a refused change must leave as it was. */
  async function snapshot(f: TestFamily, membershipId: string) {
    const { updated_at: _u, ...row } = await membership(membershipId);
    return { row, payments: await changePayments(f.userId) };
  }

  it('upgrades Core to Pro at once, charging the prorated difference once from the plans’ prices, whatever amount the page sends', async () => {
    const { family, athleteId, membershipId } = await member('upgrade', 'core-monthly');
    const options = await get(family, `/api/v1/membership/plan-change?membershipId=${membershipId}`);
    expect(options.statusCode, options.body).toBe(200);
    const pro = options.json().options.find((o: { plan: { id: string } }) => o.plan.id === 'pro-monthly');
    expect(pro).toMatchObject({ kind: 'upgrade', problem: null });
    expect(Math.abs(pro.amountCents - (price('pro-monthly') - price('core-monthly')))).toBeLessThanOrEqual(1);

    const before = await membership(membershipId);
    const changed = await post(family, '/api/v1/membership/plan-change', { membershipId, membershipTypeId: 'pro-monthly', card: CARD, amountCents: 0 });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await membership(membershipId);
    const share = (Date.parse(iso(after.current_period_end)) - Date.parse(iso(after.updated_at))) / (Date.parse(iso(before.current_period_end)) - Date.parse(iso(before.current_period_start)));
    const expected = Math.round((price('pro-monthly') - price('core-monthly')) * share);

    expect(await liveFor(athleteId)).toEqual([{ id: membershipId, membership_type_id: 'pro-monthly' }]);
    expect(iso(after.current_period_end)).toBe(iso(before.current_period_end));
    const payments = await changePayments(family.userId);
    expect(payments).toHaveLength(1);
    expect(payments[0]!.amount_cents).toBe(expected);
    expect(changed.json()).toMatchObject({ kind: 'upgrade', amountCents: expected, paymentId: payments[0]!.id });
    expect(payments[0]!.description).toBe('Pro Plan (Monthly) for Leo: plan change (prorated)');
    const receipt = await get(family, `/api/v1/payments/${payments[0]!.id}/receipt`);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json()).toMatchObject({ amountCents: expected, paymentType: 'Plan change (prorated)' });
    expect(await mails(family.email, 'payment-receipt')).toHaveLength(2);
    const mail = await mails(family.email, 'membership-plan-changed');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text_body).toContain('Leo’s membership changed from Core Plan (Monthly) to Pro Plan (Monthly)');

    // The page's view follows, and the same change again is the current plan: 400, nothing more charged.
    const read = await get(family, '/api/v1/membership');
    expect(read.json().memberships[0].plan.id).toBe('pro-monthly');
    const again = await post(family, '/api/v1/membership/plan-change', { membershipId, membershipTypeId: 'pro-monthly', card: CARD });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(PLAN_CHANGE_MESSAGES.samePlan);
    expect(await changePayments(family.userId)).toHaveLength(1);
  });

  it('switches monthly to annual at once: a new yearly period, the year charged less the unused month', async () => {
    const { family, athleteId, membershipId } = await member('switch', 'core-monthly');
    const before = await membership(membershipId);
    const changed = await post(family, '/api/v1/membership/plan-change', { membershipId, membershipTypeId: 'core-annual', card: CARD });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await membership(membershipId);
    expect(await liveFor(athleteId)).toEqual([{ id: membershipId, membership_type_id: 'core-annual' }]);
    const at = iso(after.current_period_start);
    expect(iso(after.current_period_end)).toBe(addBillingInterval(at, 'year'));
    const share = (Date.parse(iso(before.current_period_end)) - Date.parse(at)) / (Date.parse(iso(before.current_period_end)) - Date.parse(iso(before.current_period_start)));
    const expected = price('core-annual') - Math.round(price('core-monthly') * share);
    expect((await changePayments(family.userId)).map((p) => p.amount_cents)).toEqual([expected]);
    expect(changed.json()).toMatchObject({ kind: 'switch', amountCents: expected });
    // Annual plans are paid up front: nothing remains due on the commitment.
    const terms = (await get(family, '/api/v1/membership/terms')).json().terms[0];
    expect(terms.remainingBalanceCents).toBe(0);
  });

  it('downgrades at the end of the period, not before the commitment allows, and applies it once', async () => {
    const { family, athleteId, membershipId } = await member('downgrade', 'pro-monthly');
    // Pro commits for 6 months: a month in, Core cannot start at this period's end.
    const early = await post(family, '/api/v1/membership/plan-change', { membershipId, membershipTypeId: 'core-monthly' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/^Your Pro Plan \(Monthly\) commitment runs until /);
    expect((await membership(membershipId)).scheduled_membership_type_id).toBeNull();

    // In the commitment's last month, the downgrade is scheduled for the period's end.
    const row = await membership(membershipId);
    await t.ctx.db.updateTable('memberships').set({ created_at: addCalendarMonths(iso(row.current_period_end), -6) }).where('id', '=', membershipId).execute();
    const options = (await get(family, `/api/v1/membership/plan-change?membershipId=${membershipId}`)).json();
    expect(options.options.find((o: { plan: { id: string } }) => o.plan.id === 'core-monthly')).toMatchObject({ kind: 'downgrade', amountCents: 0, effectiveAt: iso(row.current_period_end), problem: null });
    const scheduled = await post(family, '/api/v1/membership/plan-change', { membershipId, membershipTypeId: 'core-monthly', amountCents: 1 });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json()).toMatchObject({ kind: 'downgrade', amountCents: 0, paymentId: null, options: { scheduled: { plan: { id: 'core-monthly' }, effectiveAt: iso(row.current_period_end) } } });
    expect(await membership(membershipId)).toMatchObject({ membership_type_id: 'pro-monthly', scheduled_membership_type_id: 'core-monthly' });
    expect(await mails(family.email, 'membership-plan-change-scheduled')).toHaveLength(1);
    expect(await changePayments(family.userId)).toEqual([]);
    // The membership card, the member portal and the dashboard say what is coming.
    const shown = { scheduledChange: { planLabel: 'Core Plan (Monthly)', effectiveAt: iso(row.current_period_end) } };
    expect((await get(family, '/api/v1/membership')).json().memberships).toMatchObject([shown]);
    expect((await get(family, `/api/v1/dashboard?athleteId=${athleteId}`)).json().memberships).toMatchObject([shown]);
    // A second change while one is scheduled: 409.
    const second = await post(family, '/api/v1/membership/plan-change', { membershipId, membershipTypeId: 'core-annual' });
    expect(second.statusCode).toBe(409);

    // Before the date nothing happens; at the period's end it is applied once, whoever calls.
    const before = new Date(Date.parse(iso(row.current_period_end)) - 60_000);
    expect(await inTransaction(t.ctx.db, (trx) => applyScheduledPlanChange(t.ctx, trx, { id: membershipId }, before))).toBe(false);
    const due = new Date(Date.parse(iso(row.current_period_end)) + 1000);
    const applied = await Promise.all([1, 2, 3].map(() => inTransaction(t.ctx.db, (trx) => applyScheduledPlanChange(t.ctx, trx, { id: membershipId }, due))));
    expect(applied.filter(Boolean)).toHaveLength(1);
    expect(await membership(membershipId)).toMatchObject({ membership_type_id: 'core-monthly', scheduled_membership_type_id: null, scheduled_change_at: null });
    expect(await liveFor(athleteId)).toEqual([{ id: membershipId, membership_type_id: 'core-monthly' }]);
    expect(await mails(family.email, 'membership-plan-changed')).toHaveLength(1);
    expect((await get(family, '/api/v1/membership')).json().memberships).toMatchObject([{ plan: { id: 'core-monthly' }, scheduledChange: null }]);
  });

  it('a break taken after a downgrade was scheduled moves the change with the paid period’s end', async () => {
    const { family, membershipId } = await member('downgrade-break', 'pro-monthly');
    const row = await membership(membershipId);
    await t.ctx.db.updateTable('memberships').set({ created_at: addCalendarMonths(iso(row.current_period_end), -6) }).where('id', '=', membershipId).execute();
    expect((await post(family, '/api/v1/membership/plan-change', { membershipId, membershipTypeId: 'core-monthly' })).statusCode).toBe(200);
    expect((await post(family, '/api/v1/membership/pause', { membershipId, months: 1 })).statusCode).toBe(200);
    const paused = await membership(membershipId);
    expect(Date.parse(iso(paused.current_period_end))).toBeGreaterThan(Date.parse(iso(row.current_period_end)));
    const oldEnd = new Date(Date.parse(iso(row.current_period_end)) + 1000);
    expect(await inTransaction(t.ctx.db, (trx) => applyScheduledPlanChange(t.ctx, trx, { id: membershipId }, oldEnd))).toBe(false);
    const options = (await get(family, `/api/v1/membership/plan-change?membershipId=${membershipId}`)).json();
    expect(options.scheduled).toMatchObject({ plan: { id: 'core-monthly' }, effectiveAt: iso(paused.current_period_end) });
    const newEnd = new Date(Date.parse(iso(paused.current_period_end)) + 1000);
    expect(await inTransaction(t.ctx.db, (trx) => applyScheduledPlanChange(t.ctx, trx, { id: membershipId }, newEnd))).toBe(true);
    expect((await membership(membershipId)).membership_type_id).toBe('core-monthly');
  });

  it('annual to monthly waits for the end of the paid year', async () => {
    const { family, membershipId } = await member('annual-down', 'pro-annual');
    const row = await membership(membershipId);
    const scheduled = await post(family, '/api/v1/membership/plan-change', { membershipId, membershipTypeId: 'pro-monthly' });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(await membership(membershipId)).toMatchObject({ membership_type_id: 'pro-annual', scheduled_membership_type_id: 'pro-monthly' });
    expect(iso((await membership(membershipId)).scheduled_change_at!)).toBe(iso(row.current_period_end));

    // Keeping the current plan drops it; another family cannot, and a second time there is nothing to drop.
    const other = await member('annual-down-other', 'core-monthly');
    expect((await post(other.family, '/api/v1/membership/plan-change/cancel', { membershipId })).statusCode).toBe(404);
    const kept = await post(family, '/api/v1/membership/plan-change/cancel', { membershipId });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().scheduled).toBeNull();
    expect(await membership(membershipId)).toMatchObject({ membership_type_id: 'pro-annual', scheduled_membership_type_id: null, scheduled_change_at: null });
    const again = await post(family, '/api/v1/membership/plan-change/cancel', { membershipId });
    expect([again.statusCode, again.json().error.message]).toEqual([409, PLAN_CHANGE_MESSAGES.noneScheduled]);
  });

  it('refuses the current plan, an unknown plan, a missing or declined card, a break and a canceled membership with nothing changed; another family’s membership is a 404', async () => {
    const { family, membershipId } = await member('refusals', 'core-monthly');
    const before = await snapshot(family, membershipId);
    const attempt = (body: Record<string, unknown>) => post(family, '/api/v1/membership/plan-change', { membershipId, ...body });

    const same = await attempt({ membershipTypeId: 'core-monthly', card: CARD, amountCents: 0 });
    expect([same.statusCode, same.json().error.message]).toEqual([400, PLAN_CHANGE_MESSAGES.samePlan]);
    const unknown = await attempt({ membershipTypeId: 'gold-monthly', card: CARD });
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([400, UNKNOWN_PLAN_MESSAGE]);
    const noCard = await attempt({ membershipTypeId: 'pro-monthly', amountCents: 0 });
    expect([noCard.statusCode, noCard.json().error.message]).toEqual([400, PLAN_CHANGE_MESSAGES.cardRequired]);
    const declined = await attempt({ membershipTypeId: 'pro-monthly', card: DECLINE });
    expect([declined.statusCode, declined.json().error.message]).toEqual([402, PLAN_CHANGE_MESSAGES.declined]);
    expect(await snapshot(family, membershipId)).toEqual(before);

    const other = await member('refusals-other', 'core-monthly');
    const foreign = await post(other.family, '/api/v1/membership/plan-change', { membershipId, membershipTypeId: 'pro-monthly', card: CARD });
    expect(foreign.statusCode).toBe(404);
    expect((await get(other.family, `/api/v1/membership/plan-change?membershipId=${membershipId}`)).statusCode).toBe(404);
    expect(await snapshot(family, membershipId)).toEqual(before);

    const paused = await post(family, '/api/v1/membership/pause', { membershipId, months: 1 });
    expect(paused.statusCode, paused.body).toBe(200);
    const onBreak = await attempt({ membershipTypeId: 'pro-monthly', card: CARD });
    expect([onBreak.statusCode, onBreak.json().error.message]).toEqual([409, PLAN_CHANGE_MESSAGES.onBreak]);
    expect((await post(family, '/api/v1/membership/pause/resume', { membershipId })).statusCode).toBe(200);

    await t.ctx.db.updateTable('memberships').set({ status: 'canceled', cancel_at_period_end: 1 }).where('id', '=', membershipId).execute();
    const canceled = await attempt({ membershipTypeId: 'pro-monthly', card: CARD });
    expect([canceled.statusCode, canceled.json().error.message]).toEqual([409, PLAN_CHANGE_MESSAGES.notActive]);
    await t.ctx.db.updateTable('memberships').set({ status: 'expired', cancel_at_period_end: 0 }).where('id', '=', membershipId).execute();
    const expired = await attempt({ membershipTypeId: 'pro-monthly', card: CARD });
    expect(expired.statusCode).toBe(409);
    expect((await membership(membershipId)).membership_type_id).toBe('core-monthly');
    expect(await changePayments(family.userId)).toEqual([]);
  });

  it('20 identical upgrade requests at once change the plan and charge once', async () => {
    const { family, athleteId, membershipId } = await member('concurrent', 'core-monthly');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(family, '/api/v1/membership/plan-change', { membershipId, membershipTypeId: 'pro-monthly', card: CARD })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.every((c) => c === 200 || c === 400 || c === 409)).toBe(true);
    expect(await changePayments(family.userId)).toHaveLength(1);
    expect(await liveFor(athleteId)).toEqual([{ id: membershipId, membership_type_id: 'pro-monthly' }]);
    expect(await mails(family.email, 'membership-plan-changed')).toHaveLength(1);
  });
});
