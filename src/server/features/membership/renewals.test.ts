/**
 * Renewals with the test provider (issue 17, point 3; decision 044), on SQLite and PostgreSQL: the
 * renewal job charges a due membership's saved card once per period (also two runs at once), a
 * decline makes it past_due with one e-mail and it expires after the grace period, a paused
 * membership is not renewed, an annual reminder goes out once, another family's card route is a
 * 404, and the card number is never stored or returned whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBillingInterval } from '#shared/membership';
import { academyDate } from '#shared/progress/time';
import { PAYMENT_METHOD_MESSAGES } from '#shared/validation/payment-method';
import { addTestAthlete, type TestFamily } from '#server/testing/families';
import { DECLINED_TEST_CARD as DECLINE, membershipKit, TEST_CARD as CARD } from '#server/testing/memberships';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { GRACE_MS, renewalReference, runRenewals } from './renewals';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe.each(testDialects())('test-provider renewals on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const { createFamily, get, post, put, buy, membership } = membershipKit(() => t);
  const iso = (v: string | Date) => new Date(v).toISOString();
  /** Makes the paid period end at `endsAt` (and start a month before), as if time had passed. */
  const dueAt = (id: string, endsAt: Date) =>
    t.ctx.db
      .updateTable('memberships')
      .set({ current_period_end: endsAt.toISOString(), current_period_start: new Date(endsAt.getTime() - 30 * DAY).toISOString() })
      .where('id', '=', id)
      .execute();
  const mails = (f: TestFamily, kind: string) => t.ctx.db.selectFrom('outbox').select(['kind', 'subject', 'text_body']).where('to_address', '=', f.email).where('kind', '=', kind).execute();
  const renewalPayments = (id: string) => t.ctx.db.selectFrom('payments').selectAll().where('provider_reference', 'like', `renewal:${id}:%`).orderBy('provider_reference').execute();

  it('renews a due monthly membership once per period with its saved card: twice in a row, then two runs at once', async () => {
    const family = await createFamily('renew');
    const athlete = await addTestAthlete(t, family, 'Leo Martinez', '2015-04-12');
    const id = await buy(family, 'core-monthly', athlete.id);
    const receiptsBefore = (await mails(family, 'payment-receipt')).length;

    const now = new Date();
    const first = new Date(now.getTime() + HOUR);
    await dueAt(id, first);
    await runRenewals(t.ctx, now);
    await runRenewals(t.ctx, now);
    let rows = await renewalPayments(id);
    expect(rows.map((r) => [r.provider_reference, r.status, r.payment_type])).toEqual([[renewalReference(id, first.toISOString()), 'completed', 'renewal']]);
    const plan = await t.ctx.db.selectFrom('membership_types').selectAll().where('id', '=', 'core-monthly').executeTakeFirstOrThrow();
    expect(rows[0]!.amount_cents).toBe(plan.price_cents);
    let row = await membership(id);
    expect(iso(row.current_period_start)).toBe(first.toISOString());
    expect(iso(row.current_period_end)).toBe(addBillingInterval(first.toISOString(), 'month'));
    expect(row.status).toBe('active');
    // The new period's allowance, counted from it: nothing attended yet.
    const shown = (await get(family, '/api/v1/membership')).json() as { memberships: { remaining: { left: number; renewsOn: string } }[] };
    expect(shown.memberships[0]!.remaining).toMatchObject({ left: plan.sessions_per_month, renewsOn: academyDate(new Date(row.current_period_end)) });
    expect((await mails(family, 'payment-receipt')).length).toBe(receiptsBefore + 1);

    // The next period, two instances at once: one charge.
    const second = new Date(now.getTime() + 30 * 60_000);
    await dueAt(id, second);
    await Promise.all([runRenewals(t.ctx, now), runRenewals(t.ctx, now), runRenewals(t.ctx, now)]);
    rows = await renewalPayments(id);
    expect(rows.filter((r) => r.provider_reference === renewalReference(id, second.toISOString()))).toHaveLength(1);
    expect(rows).toHaveLength(2);
    row = await membership(id);
    expect(iso(row.current_period_end)).toBe(addBillingInterval(second.toISOString(), 'month'));
    expect((await mails(family, 'payment-receipt')).length).toBe(receiptsBefore + 2);

    // Not due yet (the period ends in a month): nothing.
    await runRenewals(t.ctx, now);
    expect(await renewalPayments(id)).toHaveLength(2);
    const receipt = await get(family, `/api/v1/payments/${rows[0]!.id}/receipt`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json().paymentType).toBe('Membership renewal');
  });

  it('a decline makes it past_due with one e-mail linking to Manage Billing, retried daily, then expired after the grace period', async () => {
    const family = await createFamily('decline');
    const athlete = await addTestAthlete(t, family, 'Mia Lopez', '2016-02-02');
    const id = await buy(family, 'pro-monthly', athlete.id);
    const replaced = await put(family, `/api/v1/membership/${id}/payment-method`, DECLINE);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().card).toMatchObject({ brand: 'Visa', last4: '0002' });

    const now = new Date();
    const due = new Date(now.getTime() + HOUR);
    await dueAt(id, due);
    await Promise.all([runRenewals(t.ctx, now), runRenewals(t.ctx, now)]);
    await runRenewals(t.ctx, now);
    expect(await membership(id)).toMatchObject({ status: 'past_due' });
    let attempts = await renewalPayments(id);
    expect(attempts.map((r) => [r.status, r.provider_reference])).toEqual([['failed', `${renewalReference(id, due.toISOString())}:attempt-1`]]);
    const failed = await mails(family, 'payment-failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.text_body).toContain('/membership/billing');
    expect(failed[0]!.text_body).toContain('declined');
    expect((await get(family, '/api/v1/membership')).json().memberships[0].status).toBe('past_due');

    // A day later: a second attempt, no second e-mail.
    const nextDay = new Date(due.getTime() + DAY + 60_000);
    await Promise.all([runRenewals(t.ctx, nextDay), runRenewals(t.ctx, nextDay)]);
    attempts = await renewalPayments(id);
    expect(attempts.map((r) => r.status)).toEqual(['failed', 'failed']);
    expect(await mails(family, 'payment-failed')).toHaveLength(1);

    // Past the grace period: expired, once, with an e-mail; never charged.
    const afterGrace = new Date(due.getTime() + GRACE_MS + 60_000);
    await Promise.all([runRenewals(t.ctx, afterGrace), runRenewals(t.ctx, afterGrace)]);
    await runRenewals(t.ctx, afterGrace);
    expect(await membership(id)).toMatchObject({ status: 'expired' });
    expect(await mails(family, 'membership-expired')).toHaveLength(1);
    expect((await renewalPayments(id)).filter((r) => r.status === 'completed')).toEqual([]);
    // An expired membership has no card to replace.
    expect((await put(family, `/api/v1/membership/${id}/payment-method`, CARD)).statusCode).toBe(409);
  });

  it('a membership without a saved card declines into past_due asking for a card; adding one pays the renewal at once', async () => {
    const family = await createFamily('nocard');
    const athlete = await addTestAthlete(t, family, 'Noa Diaz', '2017-03-03');
    const id = await buy(family, 'core-monthly', athlete.id);
    await t.ctx.db.deleteFrom('membership_payment_methods').where('membership_id', '=', id).execute();
    expect((await get(family, `/api/v1/membership/${id}/payment-method`)).json()).toEqual({ membershipId: id, card: null });

    const now = new Date();
    const due = new Date(now.getTime() + HOUR);
    await dueAt(id, due);
    await runRenewals(t.ctx, now);
    expect(await membership(id)).toMatchObject({ status: 'past_due' });
    const failed = await mails(family, 'payment-failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.text_body).toContain('no card on file');

    const added = await put(family, `/api/v1/membership/${id}/payment-method`, CARD);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ renewal: 'renewed', card: { last4: '4242' } });
    const row = await membership(id);
    expect(row.status).toBe('active');
    expect(iso(row.current_period_end)).toBe(addBillingInterval(due.toISOString(), 'month'));
    expect((await renewalPayments(id)).map((r) => r.status).sort()).toEqual(['completed', 'failed']);
  });

  it('does not renew a paused membership, nor one set to cancel at the end of its period', async () => {
    const family = await createFamily('paused');
    const athlete = await addTestAthlete(t, family, 'Ana Ruiz', '2014-06-06');
    const other = await addTestAthlete(t, family, 'Eva Ruiz', '2015-06-06');
    const id = await buy(family, 'core-monthly', athlete.id);
    const canceling = await buy(family, 'core-monthly', other.id);
    expect((await post(family, '/api/v1/membership/pause', { membershipId: id, months: 1 })).statusCode).toBe(200);
    await t.ctx.db.updateTable('memberships').set({ status: 'canceled', cancel_at_period_end: 1 }).where('id', '=', canceling).execute();

    const now = new Date();
    await dueAt(id, new Date(now.getTime() + HOUR));
    await dueAt(canceling, new Date(now.getTime() + HOUR));
    await runRenewals(t.ctx, now);
    expect(await renewalPayments(id)).toEqual([]);
    expect(await renewalPayments(canceling)).toEqual([]);
    expect(await membership(id)).toMatchObject({ status: 'active' });
    expect(await membership(canceling)).toMatchObject({ status: 'canceled' });
  });

  it('reminds an annual membership once, 7 days ahead, with the amount and the date', async () => {
    const family = await createFamily('annual');
    const athlete = await addTestAthlete(t, family, 'Sam Ortiz', '2016-09-09');
    const id = await buy(family, 'pro-annual', athlete.id);
    const plan = await t.ctx.db.selectFrom('membership_types').selectAll().where('id', '=', 'pro-annual').executeTakeFirstOrThrow();

    const now = new Date();
    await runRenewals(t.ctx, now);
    expect(await mails(family, 'membership-renewal-reminder')).toHaveLength(0);
    await t.ctx.db.updateTable('memberships').set({ current_period_end: new Date(now.getTime() + 5 * DAY).toISOString() }).where('id', '=', id).execute();
    await Promise.all([runRenewals(t.ctx, now), runRenewals(t.ctx, now)]);
    await runRenewals(t.ctx, new Date(now.getTime() + DAY));
    const reminders = await mails(family, 'membership-renewal-reminder');
    expect(reminders).toHaveLength(1);
    const dollars = (plan.price_cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(reminders[0]!.text_body).toContain(`$${dollars}`);
    expect(reminders[0]!.text_body).toContain('ending in 4242');
    expect(await renewalPayments(id)).toEqual([]);
  });

  it('the annual reminder states a downgrade scheduled for the renewal: its plan and price', async () => {
    const family = await createFamily('annual-down');
    const athlete = await addTestAthlete(t, family, 'Tom Ortiz', '2016-10-10');
    const id = await buy(family, 'pro-annual', athlete.id);
    const core = await t.ctx.db.selectFrom('membership_types').selectAll().where('id', '=', 'core-annual').executeTakeFirstOrThrow();
    const now = new Date();
    const endsAt = new Date(now.getTime() + 3 * DAY).toISOString();
    await t.ctx.db.updateTable('memberships').set({ current_period_end: endsAt, scheduled_membership_type_id: 'core-annual', scheduled_change_at: endsAt }).where('id', '=', id).execute();
    await runRenewals(t.ctx, now);
    const [reminder] = await mails(family, 'membership-renewal-reminder');
    expect(reminder!.text_body).toContain(core.label);
    expect(reminder!.text_body).toContain(`$${(core.price_cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  });

  it('a downgrade scheduled for the period’s end takes effect at the renewal, which charges the new plan’s price once', async () => {
    const family = await createFamily('downgrade');
    const athlete = await addTestAthlete(t, family, 'Lia Vega', '2015-05-05');
    const id = await buy(family, 'pro-monthly', athlete.id);
    const core = await t.ctx.db.selectFrom('membership_types').selectAll().where('id', '=', 'core-monthly').executeTakeFirstOrThrow();
    const now = new Date();
    const due = new Date(now.getTime() + HOUR);
    await dueAt(id, due);
    await t.ctx.db.updateTable('memberships').set({ scheduled_membership_type_id: 'core-monthly', scheduled_change_at: due.toISOString() }).where('id', '=', id).execute();
    await Promise.all([runRenewals(t.ctx, now), runRenewals(t.ctx, now)]);
    const rows = await renewalPayments(id);
    expect(rows.map((r) => [r.status, r.amount_cents])).toEqual([['completed', core.price_cents]]);
    expect(await membership(id)).toMatchObject({ membership_type_id: 'core-monthly', scheduled_membership_type_id: null, status: 'active' });
  });

  it('another family’s card route is a 404, and neither reads nor changes the card', async () => {
    const owner = await createFamily('card-owner');
    const athlete = await addTestAthlete(t, owner, 'Leo Perez', '2015-01-01');
    const id = await buy(owner, 'core-monthly', athlete.id);
    const stranger = await createFamily('card-stranger');

    const read = await get(stranger, `/api/v1/membership/${id}/payment-method`);
    expect(read.statusCode).toBe(404);
    expect(read.json().error.message).toBe(PAYMENT_METHOD_MESSAGES.notFound);
    expect((await put(stranger, `/api/v1/membership/${id}/payment-method`, DECLINE)).statusCode).toBe(404);
    expect((await get(stranger, '/api/v1/membership/unknown-id/payment-method')).statusCode).toBe(404);
    expect((await get(owner, `/api/v1/membership/${id}/payment-method`)).json().card).toMatchObject({ brand: 'Visa', last4: '4242' });

    // Signed out: 401. A number the test provider refuses: 400, and the card stays.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/membership/${id}/payment-method` })).statusCode).toBe(401);
    expect((await put(owner, `/api/v1/membership/${id}/payment-method`, { ...CARD, cardNumber: '4111 1111 1111 1111' })).statusCode).toBe(400);
    expect((await put(owner, `/api/v1/membership/${id}/payment-method`, { ...CARD, cardNumber: '1234' })).statusCode).toBe(400);
    expect((await get(owner, `/api/v1/membership/${id}/payment-method`)).json().card.last4).toBe('4242');
  });

  it('never stores or returns the card number whole', async () => {
    const family = await createFamily('pan');
    const athlete = await addTestAthlete(t, family, 'Ivy Chen', '2014-11-11');
    const id = await buy(family, 'core-monthly', athlete.id);
    const bodies = [
      (await put(family, `/api/v1/membership/${id}/payment-method`, DECLINE)).body,
      (await put(family, `/api/v1/membership/${id}/payment-method`, CARD)).body,
      (await get(family, `/api/v1/membership/${id}/payment-method`)).body,
      (await get(family, '/api/v1/membership')).body,
    ];
    const numbers = ['4242424242424242', '4242 4242 4242 4242', '4000000000000002', '4000 0000 0000 0002'];
    for (const body of bodies) for (const n of numbers) expect(body).not.toContain(n);

    // Every table of the database, row by row.
    const tables = await t.ctx.db.introspection.getTables();
    for (const table of tables) {
      const rows = await t.ctx.db.selectFrom(table.name as 'users').selectAll().execute();
      const text = JSON.stringify(rows);
      for (const n of numbers) expect(text.includes(n), `${table.name} holds a card number`).toBe(false);
    }
    const saved = await t.ctx.db.selectFrom('membership_payment_methods').selectAll().where('membership_id', '=', id).executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ brand: 'Visa', last4: '4242', test_outcome: 'pays' });
  });
});
