import { describe, expect, it } from 'vitest';
import { PLANS } from './academy-plans';
import { displayedStatus, isOrderable, membershipTeaser } from './store';

describe('the store teaser (docs/product.md, Store)', () => {
  it('quotes the cheapest monthly plan: from $300/month, Core Plan, 3-month commitment', () => {
    expect(membershipTeaser()).toEqual({
      fromCents: 30_000,
      planName: 'Core Plan',
      planId: 'core-monthly',
      commitmentMonths: 3,
    });
  });

  it('follows the plans: a cheaper monthly plan changes the teaser, an annual one does not', () => {
    const cheaper = PLANS.map((p) => (p.id === 'pro-monthly' ? { ...p, priceCents: 25_000 } : p));
    expect(membershipTeaser(cheaper)).toMatchObject({
      fromCents: 25_000,
      planName: 'Pro Plan',
      commitmentMonths: 6,
    });
    const annual = PLANS.map((p) => (p.id === 'core-annual' ? { ...p, priceCents: 100 } : p));
    expect(membershipTeaser(annual).fromCents).toBe(30_000);
  });
});

describe('whether a product can be ordered, and the status families see', () => {
  it.each([
    ['available', [3, 0], true, 'available'],
    ['available', [0, 0], false, 'sold_out'],
    ['coming_soon', [5], false, 'coming_soon'],
    ['sold_out', [5], false, 'sold_out'],
  ] as const)('%s with stock %j: orderable %s, reads %s', (status, stocks, orderable, shown) => {
    const product = { status, sizes: stocks.map((stock) => ({ stock })) };
    expect(isOrderable(product)).toBe(orderable);
    expect(displayedStatus(product)).toBe(shown);
  });
});
