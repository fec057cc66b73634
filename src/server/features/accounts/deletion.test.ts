import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRetention } from '#server/jobs';
import { addTestAthlete, as, createFamily, ORIGIN, signIn } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { rowsMentioning } from '#server/testing/tables';
import { APPLICATION_RETENTION_DAYS } from '../public-site/service';
import { OUTBOX_RETENTION_DAYS } from '#server/mail/outbox';

const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', nameOnCard: 'Ana Alvarez' };

describe.each(testDialects())('deleting an account on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('leaves no row in any table that names the family, its athletes or its address', async () => {
    const family = await createFamily(t, 'leaving');
    const other = await createFamily(t, 'staying');
    const athlete = await addTestAthlete(t, family, 'Mateo Leaving', '2016-02-03');
    const otherAthlete = await addTestAthlete(t, other, 'Noah Staying', '2015-06-07');
    const headers = as(family);

    // Everything a family leaves behind in a season: a profile, training, a membership, an
    // application, a password reset, failed sign-ins, an export.
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/profile/parent', headers, payload: { fullName: 'Ana Leaving', phone: '(858) 555-0101', address: '1 Main St', birthDate: '1985-05-05' } })).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: `/api/v1/challenges/weekly?athleteId=${athlete.id}`, headers });
    await t.app.inject({ method: 'GET', url: `/api/v1/dashboard?athleteId=${athlete.id}`, headers });
    const checkout = await t.app.inject({ method: 'POST', url: '/api/v1/membership/checkout', headers, payload: { membershipTypeId: 'core-monthly' } });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const sessionId = (checkout.json().url as string).split('/').pop()!;
    const paid = await t.app.inject({ method: 'POST', url: `/api/v1/payments/test-checkout/${sessionId}/pay`, headers, payload: CARD });
    expect(paid.statusCode, paid.body).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/applications',
      headers: { origin: ORIGIN },
      payload: { playerName: 'Mateo Leaving', playerAge: 10, parentName: 'Ana Leaving', email: family.email, phone: '(858) 555-0101', experience: 'beginner', commitment: 'full', message: 'Hello' },
    });
    await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', headers: { origin: ORIGIN }, payload: { email: family.email } });
    await signIn(t, family.email, 'Wrong-password1!');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/account/export', headers })).statusCode).toBe(200);

    const needles = [family.userId, athlete.id, family.email];
    expect((await rowsMentioning(t.ctx.db, needles)).length).toBeGreaterThan(10);

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/v1/account', headers, payload: { confirmation: 'DELETE' } });
    expect(deleted.statusCode, deleted.body).toBe(204);

    expect(await rowsMentioning(t.ctx.db, needles)).toEqual([]);
    // The other family keeps everything.
    expect((await rowsMentioning(t.ctx.db, [other.userId, otherAthlete.id])).length).toBeGreaterThan(3);
  });
});

describe.each(testDialects())('retention on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`deletes applications after ${APPLICATION_RETENTION_DAYS} days and delivered e-mails after ${OUTBOX_RETENTION_DAYS}, once`, async () => {
    const now = new Date('2026-11-24T12:00:00.000Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    const application = (id: string, createdAt: string) => ({
      id, player_name: 'Leo', player_age: 10, parent_name: 'Ana', email: `${id}@example.com`, phone: '8585550100',
      experience: 'beginner', commitment: 'full', message: 'Hi', created_at: createdAt,
    });
    await t.ctx.db.insertInto('applications').values([application('old', daysAgo(APPLICATION_RETENTION_DAYS + 1)), application('recent', daysAgo(APPLICATION_RETENTION_DAYS - 1))]).execute();
    const mail = (id: string, status: 'queued' | 'sent' | 'failed', createdAt: string) => ({
      id, kind: 'test', to_address: 'a@example.com', subject: 's', text_body: 't', html_body: null, status, created_at: createdAt,
    });
    await t.ctx.db
      .insertInto('outbox')
      .values([
        mail('old-sent', 'sent', daysAgo(OUTBOX_RETENTION_DAYS + 1)),
        mail('old-failed', 'failed', daysAgo(OUTBOX_RETENTION_DAYS + 1)),
        mail('old-queued', 'queued', daysAgo(OUTBOX_RETENTION_DAYS + 1)),
        mail('recent-sent', 'sent', daysAgo(OUTBOX_RETENTION_DAYS - 1)),
      ])
      .execute();

    await Promise.all([runRetention(t.ctx, now), runRetention(t.ctx, now)]);
    await runRetention(t.ctx, now);

    expect((await t.ctx.db.selectFrom('applications').select('id').execute()).map((r) => r.id)).toEqual(['recent']);
    expect((await t.ctx.db.selectFrom('outbox').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual(['old-queued', 'recent-sent']);
  });
});
