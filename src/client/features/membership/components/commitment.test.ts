import { describe, expect, it } from 'vitest';
import { addBillingInterval } from '#shared/membership';
import { commitmentEnd } from './commitment';

describe('the end of a plan’s commitment', () => {
  it.each([
    ['2026-01-15T18:00:00.000Z', 3, '2026-04-15T18:00:00.000Z'],
    ['2025-08-31T18:00:00.000Z', 6, '2026-02-28T18:00:00.000Z'],
    ['2026-03-01T18:00:00.000Z', 12, '2027-03-01T18:00:00.000Z'],
  ])('%s + %i months is %s', (start, months, end) => {
    expect(commitmentEnd(start, months)).toBe(end);
  });

  it('is one billing period for a one-month commitment', () => {
    expect(commitmentEnd('2026-01-31T18:00:00.000Z', 1)).toBe(
      addBillingInterval('2026-01-31T18:00:00.000Z', 'month'),
    );
  });
});
