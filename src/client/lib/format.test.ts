import { describe, expect, it } from 'vitest';
import { formatCents } from './format';

/** What the app printed before: Intl's en-US dollars. */
function intlDollars(cents: number, showZeroCents = false): string {
  const dollars = cents / 100;
  const whole = Number.isInteger(dollars) && !showZeroCents;
  return dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
}

describe('formatCents', () => {
  const samples = [0, 1, 5, 10, 99, 100, 101, 1050, 7500, 15_000, 99_999, 100_000, 123_456, 1_000_000, 123_456_789, -1, -1050, -7500, -123_456];

  it.each(samples)('writes %i cents as Intl writes US dollars', (cents) => {
    expect(formatCents(cents)).toBe(intlDollars(cents));
    expect(formatCents(cents, { showZeroCents: true })).toBe(intlDollars(cents, true));
  });

  it('drops zero cents unless asked, and keeps other cents', () => {
    expect(formatCents(15_000)).toBe('$150');
    expect(formatCents(15_000, { showZeroCents: true })).toBe('$150.00');
    expect(formatCents(15_050)).toBe('$150.50');
    expect(formatCents(123_456_700)).toBe('$1,234,567');
  });
});
