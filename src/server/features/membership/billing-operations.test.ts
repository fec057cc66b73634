/**
 * Billing operations (issue 39, point 8; decision 079), on SQLite and PostgreSQL: a refund moves the
 * ledger of payments (hourly totals, net revenue) and the family's receipts; partial refunds; an
 * over-refund or a refund of a failed payment is refused with nothing written; 20 identical refunds
 * at once refund once; 20 identical credits at once give one; a credit comes off the next renewal once; the accountant's CSV (content,
 * range, escaping, no child data); bad input; parents and coaches get 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES as M, MAX_BILLING_CENTS } from '#shared/billing';
import { addTestAthlete, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { membershipKit } from '#server/testing/memberships';
import { sumPayments } from './analytics';
import { grantCredit } from './credits';
import { familyPseudonym } from './payments-csv';
import { renewalReference, runRenewals } from './renewals';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(testDialects())('billing operations (%s)', (dialect) => {
  let t: TestApp;
  let admin: TestFamily;
  let coach: TestFamily;

  const kit = membershipKit(() => t);
  const { createFamily, get, post, buy } = kit;
  const setRole = (f: TestFamily, role: 'admin' | 'coach') => t.ctx.db.updateTable('users').set({ role }).where('id', '=', f.userId).execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await createFamily('billing-admin');
    coach = await createFamily('billing-coach');
    await setRole(admin, 'admin');
    await setRole(coach, 'coach');
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.ctx.db;
  const paymentOf = (userId: string) => db().selectFrom('payments').selectAll().where('user_id', '=', userId).where('status', '=', 'completed').orderBy('created_at').executeTakeFirstOrThrow();
  const refundsOf = (paymentId: string) => db().selectFrom('payment_refunds').selectAll().where('payment_id', '=', paymentId).execute();
  const audits = (action: string, targetId?: string) => {
    let q = db().selectFrom('audit_log').selectAll().where('action', '=', action);
    if (targetId) q = q.where('target_id', '=', targetId);
    return q.execute();
  };
  const refundedTotal = async () => Number((await db().selectFrom('payment_hour_totals').select((eb) => eb.fn.sum<number>('cents').as('c')).where('status', '=', 'refunded').executeTakeFirst())?.c ?? 0);
  const refund = (paymentId: string, payload: Record<string, unknown>, by = admin) => post(by, `/api/v1/admin/payments/${paymentId}/refunds`, payload);

  async function paidFamily(prefix: string, plan = 'core-monthly') {
    const family = await createFamily(prefix);
    const athlete = await addTestAthlete(t, family, 'Leo Martinez', '2015-04-12');
    const membershipId = await buy(family, plan, athlete.id);
    return { family, membershipId, payment: await paymentOf(family.userId) };
  }

  it('a partial refund, then the rest: the payment, hourly totals, net revenue, receipts, e-mails, billing events and audit follow; more is refused with nothing written', async () => {
    const { family, payment } = await paidFamily('refund-ledger');
    const paid = Number(payment.amount_cents);
    const refundedBefore = await refundedTotal();
    const revenueBefore = (await sumPayments(db(), [], [])).totalCents;

    const first = await refund(payment.id, { amountCents: 1000, reason: '  Two sessions missed for injury  ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ refund: { amountCents: 1000, reason: 'Two sessions missed for injury', status: 'succeeded' }, payment: { amountCents: paid, refundedCents: 1000 } });
    expect(Number((await paymentOf(family.userId)).refunded_cents)).toBe(1000);
    expect(await refundedTotal()).toBe(refundedBefore + 1000);
    expect((await sumPayments(db(), [], [])).totalCents).toBe(revenueBefore - 1000);

    // The family sees it: the payments list, the receipt (page and PDF data), an e-mail and a billing event.
    const list = (await get(family, '/api/v1/payments')).json() as { payments: { id: string; refundedCents: number }[] };
    expect(list.payments.find((p) => p.id === payment.id)?.refundedCents).toBe(1000);
    const receipt = (await get(family, `/api/v1/payments/${payment.id}/receipt`)).json();
    expect(receipt.refunds).toEqual([expect.objectContaining({ amountCents: 1000, reason: 'Two sessions missed for injury' })]);
    const mail = await db().selectFrom('outbox').select(['subject', 'text_body']).where('to_address', '=', family.email).where('kind', '=', 'payment-refunded').execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text_body).toContain('$10.00');
    const events = await db().selectFrom('billing_events').select('description').where('user_id', '=', family.userId).where('type', '=', 'payment.refunded').execute();
    expect(events).toHaveLength(1);
    const [entry] = await audits('payment.refunded', payment.id);
    expect(JSON.parse(entry!.details)).toMatchObject({ amountCents: 1000, before: { refundedCents: 0 }, after: { refundedCents: 1000 } });

    // The rest, then one cent more: refused, nothing written.
    const rest = await refund(payment.id, { amountCents: paid - 1000, reason: 'Leaving the academy' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().payment.refundedCents).toBe(paid);
    const over = await refund(payment.id, { amountCents: 1, reason: 'One cent more' });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe(M.overRefund);
    expect(await refundsOf(payment.id)).toHaveLength(2);
    expect(Number((await paymentOf(family.userId)).refunded_cents)).toBe(paid);
    expect(await audits('payment.refunded', payment.id)).toHaveLength(2);
    expect(await refundedTotal()).toBe(refundedBefore + paid);
    const full = (await get(family, `/api/v1/payments/${payment.id}/receipt`)).json();
    expect(full.refunds.map((r: { amountCents: number }) => r.amountCents)).toEqual([1000, paid - 1000]);
  });

  it('twenty identical refunds at once refund once; an over-refund from the start writes nothing', async () => {
    const { payment } = await paidFamily('refund-race');
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(payment.id, { amountCents: 500, reason: 'Goodwill' })));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(new Set(answers.map((a) => a.json().refund.id)).size).toBe(1);
    const rows = await refundsOf(payment.id);
    expect(rows.map((r) => [r.amount_cents, r.status])).toEqual([[500, 'succeeded']]);
    expect(Number((await db().selectFrom('payments').select('refunded_cents').where('id', '=', payment.id).executeTakeFirstOrThrow()).refunded_cents)).toBe(500);
    expect(await audits('payment.refunded', payment.id)).toHaveLength(1);

    const { payment: other } = await paidFamily('refund-over');
    const over = await refund(other.id, { amountCents: Number(other.amount_cents) + 1, reason: 'Too much' });
    expect(over.statusCode).toBe(400);
    expect(await refundsOf(other.id)).toHaveLength(0);
    expect(await audits('payment.refunded', other.id)).toHaveLength(0);
  });

  it('refuses a failed or pending payment, bad input and unknown payments with a clear error and nothing written; parents and coaches get 403', async () => {
    const { family, payment } = await paidFamily('refund-bad');
    await db()
      .insertInto('payments')
      .values({ id: `failed-${family.userId}`, user_id: family.userId, payment_type: 'renewal', description: 'Core: renewal card declined', amount_cents: 9900, status: 'failed', provider: 'test', provider_reference: `failed-ref-${family.userId}`, created_at: new Date().toISOString() })
      .execute();
    const failed = await refund(`failed-${family.userId}`, { amountCents: 100, reason: 'Why not' });
    expect(failed.statusCode).toBe(409);
    expect(failed.json().error.message).toBe(M.notRefundable);

    for (const payload of [
      { amountCents: 0, reason: 'Zero' },
      { amountCents: -5, reason: 'Negative' },
      { amountCents: 10.5, reason: 'Fraction' },
      { amountCents: '100', reason: 'Text' },
      { amountCents: 100, reason: '' },
      { amountCents: 100, reason: 'NUL \u0000 byte' },
      { amountCents: 100, reason: 'x'.repeat(5000) },
      { amountCents: 100 },
    ]) {
      const bad = await refund(payment.id, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().error.message).toBeTruthy();
    }
    expect((await refund('no-such-payment', { amountCents: 100, reason: 'Unknown' })).statusCode).toBe(404);
    expect((await refund('x'.repeat(5000), { amountCents: 100, reason: 'Long id' })).statusCode).toBe(400);
    expect((await refund(payment.id, { amountCents: 100, reason: 'Not an admin' }, family)).statusCode).toBe(403);
    expect((await refund(payment.id, { amountCents: 100, reason: 'A coach' }, coach)).statusCode).toBe(403);
    expect((await post(coach, `/api/v1/admin/families/${family.userId}/credits`, { amountCents: 100, reason: 'A coach' })).statusCode).toBe(403);
    expect((await get(family, '/api/v1/admin/payments')).statusCode).toBe(403);
    expect((await get(coach, '/api/v1/admin/payments.csv?from=2026-01-01&to=2026-01-31')).statusCode).toBe(403);
    expect(await refundsOf(payment.id)).toHaveLength(0);
    expect(Number((await paymentOf(family.userId)).refunded_cents)).toBe(0);

    const noFamily = await post(admin, '/api/v1/admin/families/no-such-family/credits', { amountCents: 100, reason: 'Unknown' });
    expect(noFamily.statusCode).toBe(404);
    for (const payload of [
      { amountCents: 0, reason: 'Zero' },
      { amountCents: -100, reason: 'Negative' },
      { amountCents: 99.5, reason: 'Fraction' },
      { amountCents: MAX_BILLING_CENTS + 1, reason: 'Over the cap' },
      { amountCents: '100', reason: 'Text' },
      { amountCents: 100, reason: 'NUL \u0000' },
      { amountCents: 100, reason: 'y'.repeat(5000) },
      { amountCents: 100, reason: '   ' },
    ]) {
      const bad = await post(admin, `/api/v1/admin/families/${family.userId}/credits`, payload);
      expect(bad.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(bad.json().error.message).toBeTruthy();
    }
    expect((await post(admin, `/api/v1/admin/families/${'f'.repeat(5000)}/credits`, { amountCents: 100, reason: 'Long id' })).statusCode).toBe(400);
    expect((await post(family, `/api/v1/admin/families/${family.userId}/credits`, { amountCents: 100, reason: 'A parent' })).statusCode).toBe(403);
    expect(await db().selectFrom('billing_credits').selectAll().where('user_id', '=', family.userId).execute()).toHaveLength(0);
    expect((await get(family, '/api/v1/membership')).json().creditCents).toBe(0);
  });

  it('twenty identical credits at once give one credit; the same credit with another reason, or on another day, is a new one', async () => {
    const { family } = await paidFamily('credit-race');
    const url = `/api/v1/admin/families/${family.userId}/credits`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(admin, url, { amountCents: 1500, reason: 'Field closed' })));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(answers.filter((a) => a.json().isNew)).toHaveLength(1);
    const grants = () => db().selectFrom('billing_credits').select(['amount_cents', 'reason']).where('user_id', '=', family.userId).orderBy('created_at').orderBy('id').execute();
    expect((await grants()).map((g) => Number(g.amount_cents))).toEqual([1500]);
    expect((await get(family, '/api/v1/membership')).json().creditCents).toBe(1500);
    expect(await audits('billing.credited', family.userId)).toHaveLength(1);
    expect(await db().selectFrom('outbox').select('kind').where('to_address', '=', family.email).where('kind', '=', 'billing-credited').execute()).toHaveLength(1);

    // Asked again after the first committed (a retry): still the same one.
    const again = await post(admin, url, { amountCents: 1500, reason: 'Field closed' });
    expect(again.json()).toMatchObject({ id: answers[0]!.json().id, isNew: false, availableCents: 1500 });
    // Another reason is another credit; so is the same one on a later academy day.
    expect((await post(admin, url, { amountCents: 1500, reason: 'Field closed again' })).json()).toMatchObject({ isNew: true, availableCents: 3000 });
    const tomorrow = await grantCredit(t.ctx, { id: admin.userId, sessionId: 'direct', email: admin.email, name: 'Billing Admin', role: 'admin', emailVerified: true, createdAt: new Date().toISOString() }, family.userId, { amountCents: 1500, reason: 'Field closed' }, new Date(Date.now() + DAY));
    expect(tomorrow).toMatchObject({ isNew: true, availableCents: 4500 });
    expect((await grants()).map((g) => Number(g.amount_cents))).toEqual([1500, 1500, 1500]);
  });

  it('a credit comes off the next renewal once, never below zero, the rest carried to the charge after; the family sees it', async () => {
    const { family, membershipId } = await paidFamily('credit');
    const price = Number((await db().selectFrom('membership_types').select('price_cents').where('id', '=', 'core-monthly').executeTakeFirstOrThrow()).price_cents);
    const credit = price + 2500;
    const granted = await post(admin, `/api/v1/admin/families/${family.userId}/credits`, { amountCents: credit, reason: 'Coach absent for two weeks' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({ amountCents: credit, availableCents: credit });
    expect((await get(family, '/api/v1/membership')).json().creditCents).toBe(credit);
    const [entry] = await audits('billing.credited', family.userId);
    expect(JSON.parse(entry!.details)).toMatchObject({ amountCents: credit, before: { availableCents: 0 }, after: { availableCents: credit } });
    expect(await db().selectFrom('outbox').select('kind').where('to_address', '=', family.email).where('kind', '=', 'billing-credited').execute()).toHaveLength(1);

    // The first renewal is covered in full (charged $0.00); two runs at once apply it once.
    const now = new Date();
    const due = new Date(now.getTime() + HOUR);
    await db().updateTable('memberships').set({ current_period_end: due.toISOString(), current_period_start: new Date(due.getTime() - 30 * DAY).toISOString() }).where('id', '=', membershipId).execute();
    await Promise.all([runRenewals(t.ctx, now), runRenewals(t.ctx, now)]);
    const firstRenewal = await db().selectFrom('payments').selectAll().where('provider_reference', '=', renewalReference(membershipId, due.toISOString())).executeTakeFirstOrThrow();
    expect(Number(firstRenewal.amount_cents)).toBe(0);
    expect((await get(family, '/api/v1/membership')).json().creditCents).toBe(2500);
    const receipt = (await get(family, `/api/v1/payments/${firstRenewal.id}/receipt`)).json();
    expect(receipt).toMatchObject({ amountCents: 0, creditCents: price });

    // The next one takes the $25.00 left.
    const renewed = await db().selectFrom('memberships').select('current_period_end').where('id', '=', membershipId).executeTakeFirstOrThrow();
    const next = new Date(renewed.current_period_end);
    await runRenewals(t.ctx, new Date(next.getTime() - HOUR));
    const second = await db().selectFrom('payments').selectAll().where('provider_reference', '=', renewalReference(membershipId, next.toISOString())).executeTakeFirstOrThrow();
    expect(Number(second.amount_cents)).toBe(price - 2500);
    expect((await get(family, '/api/v1/membership')).json().creditCents).toBe(0);
    const uses = await db().selectFrom('billing_credits').select('amount_cents').where('user_id', '=', family.userId).where('amount_cents', '<', 0).orderBy('created_at').execute();
    expect(uses.map((u) => Number(u.amount_cents))).toEqual([-price, -2500]);
  });

  it('the accountant’s CSV: the range by academy date, every column, money from cents, quoted and formula-safe cells, no athlete names; bad ranges are a 400', async () => {
    const { family, payment } = await paidFamily('csv');
    const displayName = '=HYPERLINK("x"), "Ana"';
    await db()
      .insertInto('profiles')
      .values({ id: `profile-${family.userId}`, user_id: family.userId, display_name: displayName, phone: null, address: null, birth_date: null, bio: null, avatar_url: null })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ display_name: displayName }))
      .execute();
    const anonymous = await createFamily('csv-anon');
    const inRange = '2025-03-15T19:00:00.000Z';
    const outside = '2025-03-01T07:59:00.000Z'; // 2025-02-28 in San Diego
    const values = (id: string, userId: string, at: string, cents: number, status: 'completed' | 'failed', description: string) => ({
      id, user_id: userId, payment_type: 'store', description, amount_cents: cents, status, provider: 'test', provider_reference: `ref-${id}`, created_at: at,
    });
    const p1 = `csv-a-${family.userId}`;
    const p2 = `csv-b-${anonymous.userId}`;
    const p3 = `csv-c-${anonymous.userId}`;
    await db().insertInto('payments').values([
      values(p1, family.userId, inRange, 12345, 'completed', 'Jersey, size M for Leo Martinez'),
      values(p2, anonymous.userId, '2025-03-31T23:00:00.000Z', 5, 'failed', '-cmd: card declined'),
      values(p3, anonymous.userId, outside, 700, 'completed', 'Socks'),
    ]).execute();
    const r = await refund(p1, { amountCents: 2345, reason: 'Wrong size' });
    expect(r.statusCode, r.body).toBe(200);

    const response = await get(admin, '/api/v1/admin/payments.csv?from=2025-03-01&to=2025-03-31');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="payments-2025-03-01-to-2025-03-31.csv"');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,payment id,family,description,type,status,amount,refunded,net,provider,provider reference');
    expect(lines.slice(1)).toEqual([
      `2025-03-15,${p1},"'=HYPERLINK(""x""), ""Ana""","Jersey, size M",store,completed,123.45,23.45,100.00,test,ref-${p1}`,
      `2025-03-31,${p2},${familyPseudonym(anonymous.userId)},'-cmd: card declined,store,failed,0.05,0.00,0.00,test,ref-${p2}`,
    ]);
    expect(response.body).not.toContain('Leo');
    expect(response.body).not.toContain(family.email);
    expect(response.body).not.toContain(payment.id);
    const [exported] = (await audits('payments.exported')).filter((a) => JSON.parse(a.details).from === '2025-03-01');
    expect(exported).toBeTruthy();

    for (const query of ['from=2025-03-01', 'from=2025-02-30&to=2025-03-01', 'from=2025/03/01&to=2025-03-02', 'from=2025-03-02&to=2025-03-01', 'from=2024-01-01&to=2025-03-01', `from=2025-03-01&to=${'9'.repeat(5000)}`, 'from=2025-03-01%00&to=2025-03-02']) {
      const bad = await get(admin, `/api/v1/admin/payments.csv?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().error.message).toBeTruthy();
    }

    // The admin's list: newest first, paginated, with what was refunded.
    const page = (await get(admin, '/api/v1/admin/payments?limit=2')).json();
    expect(page.payments).toHaveLength(2);
    expect(page.nextCursor).toBeTruthy();
    const nextPage = (await get(admin, `/api/v1/admin/payments?limit=2&cursor=${page.nextCursor}`)).json();
    expect(nextPage.payments[0].createdAt <= page.payments[1].createdAt).toBe(true);
  });
});
