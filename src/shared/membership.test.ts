import { describe, expect, it } from 'vitest';
import {
  addBillingInterval,
  effectiveMembershipStatus,
  expiryProblem,
  formatCardNumberInput,
  formatUsd,
  isLuhnValid,
  isVerifiableSessionId,
  paymentStatusLabel,
  testCardOutcome,
} from './membership';

describe('payment session ids (spec part 2, section 5)', () => {
  // The page and the server read ids alike: cs_ with 11-19 more characters passed the spec's page
  // rule ("more than 10") and then failed every retry on the server.
  it.each([
    ['cs_test_a1b2c3d4e5f6g7h8', true],
    ['cs_12345678901234567', true],
    ['cs_1234567890123456', false],
    ['cs_12345678', false],
    ['pi_123456789012345678901', false],
    ['', false],
    ['cs_test_with spaces_0000000', false],
  ])('the success page and the verify call read %j as well-formed: %s', (id, expected) => {
    expect(isVerifiableSessionId(id)).toBe(expected);
  });
});

describe('payments display', () => {
  it('shows completed as Paid and other statuses raw (spec part 2, section 4)', () => {
    expect(paymentStatusLabel('completed')).toBe('Paid');
    expect(paymentStatusLabel('failed')).toBe('failed');
    expect(paymentStatusLabel('pending')).toBe('pending');
  });

  it('formats cents as dollars', () => {
    expect(formatUsd(45_000)).toBe('$450.00');
    expect(formatUsd(330_000)).toBe('$3,300.00');
  });
});

describe('billing periods', () => {
  it.each([
    ['2026-01-15T10:00:00.000Z', 'month', '2026-02-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00.000Z', 'month', '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', 'month', '2028-02-29T10:00:00.000Z'],
    ['2026-12-31T23:00:00.000Z', 'month', '2027-01-31T23:00:00.000Z'],
    ['2028-02-29T10:00:00.000Z', 'year', '2029-02-28T10:00:00.000Z'],
  ] as const)('%s plus one %s is %s', (start, interval, end) => {
    expect(addBillingInterval(start, interval)).toBe(end);
  });

  it('reads a canceled membership as expired once its period is over, and a test-provider one too', () => {
    const end = '2026-05-01T00:00:00.000Z';
    const before = new Date('2026-04-30T23:59:59Z');
    const after = new Date('2026-05-01T00:00:01Z');
    expect(effectiveMembershipStatus({ status: 'canceled', currentPeriodEnd: end, provider: 'stripe' }, before)).toBe('canceled');
    expect(effectiveMembershipStatus({ status: 'canceled', currentPeriodEnd: end, provider: 'stripe' }, after)).toBe('expired');
    expect(effectiveMembershipStatus({ status: 'active', currentPeriodEnd: end, provider: 'stripe' }, after)).toBe('active');
    expect(effectiveMembershipStatus({ status: 'active', currentPeriodEnd: end, provider: 'test' }, after)).toBe('expired');
    expect(effectiveMembershipStatus({ status: 'past_due', currentPeriodEnd: end, provider: 'test' }, after)).toBe('past_due');
  });
});

describe('the test provider’s cards', () => {
  it('checks numbers with the Luhn sum', () => {
    expect(isLuhnValid('4242424242424242')).toBe(true);
    expect(isLuhnValid('4000000000000002')).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(isLuhnValid('42')).toBe(false);
  });

  it.each([
    ['4242 4242 4242 4242', 'success'],
    ['4242-4242-4242-4242', 'success'],
    ['4000 0000 0000 0002', 'decline'],
    ['5555 5555 5555 4444', 'unsupported'],
    ['4242 4242 4242 4241', 'invalid'],
    ['', 'invalid'],
  ] as const)('%j: %s', (number, outcome) => {
    expect(testCardOutcome(number)).toBe(outcome);
  });

  it('accepts an expiry from this month on', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(expiryProblem('06/26', now)).toBeNull();
    expect(expiryProblem('12/39', now)).toBeNull();
    expect(expiryProblem('05/26', now)).toBe('Your card’s expiration date is in the past.');
    expect(expiryProblem('13/30', now)).toBe('Enter the expiry date as MM/YY.');
    expect(expiryProblem('6/30', now)).toBe('Enter the expiry date as MM/YY.');
  });

  it('groups the number in fours as it is typed', () => {
    expect(formatCardNumberInput('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumberInput('4000 00')).toBe('4000 00');
  });
});
