/**
 * Memberships in integration tests, bought as a family buys them: a checkout for an athlete, paid on
 * the test provider's page with a test card (4242... pays, 4000...0002 declines).
 */
import { expect } from 'vitest';
import { as, createFamily, type TestFamily } from './families';
import type { TestApp } from './harness';

export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', nameOnCard: 'Ana Alvarez' };
export const DECLINED_TEST_CARD = { ...TEST_CARD, cardNumber: '4000 0000 0000 0002' };

/** Requests as a family, and buying; `app` is read on each call, as tests create it in beforeAll. */
export function membershipKit(app: () => TestApp) {
  const inject = (f: TestFamily, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
    app().app.inject({ method, url, headers: as(f), ...(payload ? { payload } : {}) });

  /** Pays a checkout of the plan (for the athlete, when given) with the test card; its session id. */
  async function payCheckout(f: TestFamily, membershipTypeId: string, athleteId?: string): Promise<string> {
    const started = await inject(f, 'POST', '/api/v1/membership/checkout', { membershipTypeId, ...(athleteId ? { athleteId } : {}) });
    expect(started.statusCode, started.body).toBe(200);
    const sessionId = (started.json().url as string).split('/').pop()!;
    const paid = await inject(f, 'POST', `/api/v1/payments/test-checkout/${sessionId}/pay`, TEST_CARD);
    expect(paid.statusCode, paid.body).toBe(200);
    return sessionId;
  }

  return {
    /** A new signed-in family; the sign-up rate limits are cleared first, as tests sign up many. */
    async createFamily(prefix: string): Promise<TestFamily> {
      await app().ctx.db.deleteFrom('rate_limits').execute();
      return createFamily(app(), prefix);
    },
    get: (f: TestFamily, url: string) => inject(f, 'GET', url),
    post: (f: TestFamily, url: string, payload: Record<string, unknown> = {}) => inject(f, 'POST', url, payload),
    put: (f: TestFamily, url: string, payload: Record<string, unknown>) => inject(f, 'PUT', url, payload),
    payCheckout,
    /** Buys the plan for the athlete; the new membership's id. */
    async buy(f: TestFamily, membershipTypeId: string, athleteId: string): Promise<string> {
      await payCheckout(f, membershipTypeId, athleteId);
      const row = await app().ctx.db.selectFrom('memberships').select('id').where('athlete_id', '=', athleteId).where('status', '=', 'active').executeTakeFirstOrThrow();
      return row.id;
    },
    membership: (id: string) => app().ctx.db.selectFrom('memberships').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
  };
}
