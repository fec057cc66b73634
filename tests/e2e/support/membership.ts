/** Memberships for journeys whose purchase is not the subject: bought through the test provider's API. */
import { type Page, expect } from '@playwright/test';

export const TEST_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', nameOnCard: 'Maria Martinez' };

const origin = () => ({ origin: `http://localhost:${process.env.E2E_PORT}` });

/**
 * Checks out the plan for the family's athlete (the only one, unless `athleteId` names it) and pays
 * with the 4242 test card, which the membership then keeps for renewals. Where the test checkout
 * page would send the family next: the success page.
 */
export async function buyMembershipViaApi(page: Page, membershipTypeId = 'core-monthly', athleteId?: string): Promise<{ successUrl: string }> {
  const started = await page.request.post('/api/v1/membership/checkout', { headers: origin(), data: { membershipTypeId, ...(athleteId ? { athleteId } : {}) } });
  expect(started.status(), await started.text()).toBe(200);
  const sessionId = ((await started.json()) as { url: string }).url.split('/').pop()!;
  const paid = await page.request.post(`/api/v1/payments/test-checkout/${sessionId}/pay`, { headers: origin(), data: TEST_CARD });
  expect(paid.status(), await paid.text()).toBe(200);
  return { successUrl: ((await paid.json()) as { url: string }).url };
}
