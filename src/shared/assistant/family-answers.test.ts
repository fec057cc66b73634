/**
 * The assistant's lines from a family's membership (docs/product.md, Academy assistant: from the
 * family's own data), one status at a time: what a parent reads for each topic.
 */
import { describe, expect, it } from 'vitest';
import { PLANS, formatTrainingWindow } from '../academy-plans';
import type { TMembership } from '../validation/membership';
import type { TMembershipTerms } from '../validation/membership-terms';
import { type FamilyMembership, NO_MEMBERSHIP_LINE, familyLines, scheduleLines } from './family-answers';

const REMAINING = { left: 12, allowance: 12, renewsOn: '2027-01-02', makeUpCredits: 0, creditsExpireOn: null };

const corePlan = PLANS.find((p) => p.id === 'core-monthly')!;
const proPlan = PLANS.find((p) => p.id === 'pro-monthly')!;
const END = '2027-03-05T20:00:00.000Z';

function entry(membership: Partial<TMembership> = {}, terms: Partial<TMembershipTerms> = {}): FamilyMembership {
  const plan = { ...corePlan, firstChargeCents: 45000, hoursPerMonth: 12, hourlyRateCents: 2500, schedule: { ...corePlan.schedule, days: [...corePlan.schedule.days] }, benefits: [...corePlan.benefits] };
  return {
    membership: {
      id: 'm1', plan, status: 'active', currentPeriodStart: '2027-02-05T20:00:00.000Z', currentPeriodEnd: END, cancelAtPeriodEnd: false,
      hoursPerMonth: 12, provider: 'test', athleteId: 'a1', athleteName: 'Sofía', startedAt: '2026-12-05T20:00:00.000Z', scheduledChange: null, pause: null,
      remaining: { left: 9, allowance: 12, renewsOn: '2027-03-05', makeUpCredits: 0, creditsExpireOn: null }, ...membership,
    },
    terms: {
      membershipId: 'm1', commitmentMonths: 3, commitmentEndsAt: '2027-03-05T20:00:00.000Z', isCommitted: false, monthsPaid: 3, monthsRemaining: 0,
      remainingBalanceCents: 0, balancePaymentId: null, activeBreak: null, canPause: true, ...terms,
    },
  };
}

describe('the assistant’s answers from a family’s membership', () => {
  it('says the sessions left as counted, with make-up credits, and the renewal with its date, price and a scheduled change', () => {
    expect(familyLines('sessions-left', [entry()])).toEqual([`Sofía’s ${corePlan.label}: sessions 9 of 12 left · renews Mar 5.`]);
    const credit = entry({ remaining: { left: 9, allowance: 12, renewsOn: '2027-03-05', makeUpCredits: 1, creditsExpireOn: '2027-04-05' } });
    expect(familyLines('sessions-left', [credit])).toEqual([`Sofía’s ${corePlan.label}: sessions 9 of 12 left · renews Mar 5 · 1 make-up credit. Make-up credit expires Apr 5.`]);
    expect(familyLines('sessions-left', [entry({ status: 'canceled', cancelAtPeriodEnd: true })])[0]).toContain('sessions 9 of 12 left · until Mar 5.');
    expect(familyLines('renewal', [entry()])).toEqual([`Sofía’s ${corePlan.label} renews on March 5, 2027 for $300.`]);
    const change = entry({ scheduledChange: { planLabel: proPlan.label, effectiveAt: END } });
    expect(familyLines('renewal', [change])[0]).toContain(`It changes to the ${proPlan.label} on March 5, 2027.`);
  });

  it.each([
    ['a break', entry({}, { canPause: false, activeBreak: { id: 'b', startsAt: '2027-02-01T00:00:00Z', endsAt: '2027-04-01T19:00:00Z', months: 2, limitAt: '2027-06-01T00:00:00Z' } }), 'is paused until April 1, 2027: nothing is charged and it does not renew while paused'],
    ['a cancellation', entry({ status: 'canceled', cancelAtPeriodEnd: true }, { canPause: false }), 'is canceled: training continues until March 5, 2027, then it ends and is not renewed'],
    ['a failed payment', entry({ status: 'past_due' }, { canPause: false }), 'has a payment past due: update your card on Manage Billing'],
  ])('never says a membership with %s renews', (_, membership, expected) => {
    const [line] = familyLines('renewal', [membership]);
    expect(line).toContain(expected);
    expect(line).not.toContain('renews on');
  });

  it('answers pausing, cancelling, changing plan and the schedule from the membership', () => {
    expect(familyLines('pause', [entry()])[0]).toBe(`Sofía’s ${corePlan.label} can be paused now, for 1 to 4 months, with Pause Membership on Manage Billing.`);
    expect(familyLines('pause', [entry({ status: 'past_due' }, { canPause: false })])[0]).toContain('cannot be paused right now');
    const committed = entry({}, { isCommitted: true, remainingBalanceCents: 60000, commitmentEndsAt: '2027-05-05T19:00:00Z' });
    expect(familyLines('cancel', [committed])[0]).toContain('has a commitment until May 5, 2027: cancelling now means the remaining balance of $600 is due');
    expect(familyLines('cancel', [entry()])[0]).toContain('has no commitment left: cancelling stops it at the end of the paid period, March 5, 2027.');
    expect(familyLines('change-plan', [entry()])).toEqual([`Sofía is on the ${corePlan.label}.`]);
    expect(familyLines('schedule', [entry()])).toEqual([`Sofía trains on the Core Plan: ${formatTrainingWindow(corePlan.schedule)}.`]);
  });

  it('speaks for each athlete, and to a family with no membership, or an ended one, says so', () => {
    const two = [entry(), entry({ id: 'm2', athleteName: 'Ben' })];
    expect(familyLines('sessions-left', two)).toHaveLength(2);
    expect(familyLines('sessions-left', [])).toEqual([NO_MEMBERSHIP_LINE]);
    expect(familyLines('renewal', [entry({ status: 'expired' })])).toEqual([`Sofía’s ${corePlan.label} has ended. The Membership page shows the plans to start again.`]);
    expect(familyLines('schedule', [])).toEqual([]);
  });
});

describe('the Schedule answer from real sessions (issue 38, point 8)', () => {
  // Friday 20 March 2026, 4:00-5:00 PM Pacific (PDT), and the days after it.
  const session = (id: string, day: number, extra: Partial<{ status: 'scheduled' | 'cancelled'; cancelReason: 'weather' | 'field' | 'other'; location: string }> = {}) => ({
    id, date: `2026-03-${day}`, startsAt: `2026-03-${day}T23:00:00.000Z`, endsAt: `2026-03-${day + 1}T00:00:00.000Z`,
    location: extra.location ?? 'Field 1', status: extra.status ?? 'scheduled', cancelReason: extra.cancelReason ?? null, absence: null, locksAt: `2026-03-${day}T21:00:00.000Z`,
  });
  const NOW = new Date('2026-03-19T19:00:00.000Z');

  it('names each athlete’s next three sessions, each cancellation of the week once, and an athlete with none', () => {
    const rained = session('s21', 21, { status: 'cancelled', cancelReason: 'weather' });
    const lines = scheduleLines(
      {
        athletes: [
          { athleteId: 'a1', athleteName: 'Leo', groupId: 'core', groupLabel: 'Core', tier: 'core', remaining: REMAINING, sessions: [session('s20', 20), rained, session('s22', 22), session('s27', 27)] },
          { athleteId: 'a2', athleteName: 'Mia', groupId: 'core', groupLabel: 'Core', tier: 'core', remaining: REMAINING, sessions: [rained, session('s28', 28, { location: 'Field 2' })] },
          { athleteId: 'a3', athleteName: 'Ava', groupId: 'pro', groupLabel: 'Pro', tier: 'pro', remaining: REMAINING, sessions: [] },
        ],
      },
      NOW,
    );
    expect(lines).toEqual([
      'Leo’s next sessions: Friday, March 20, 4:00–5:00 PM; Sunday, March 22, 4:00–5:00 PM; Friday, March 27, 4:00–5:00 PM. All at Field 1.',
      'Mia’s next session: Saturday, March 28, 4:00–5:00 PM, at Field 2.',
      'Ava has no sessions on the schedule in the next 2 weeks.',
      'Cancelled: Saturday, March 21, 4:00–5:00 PM (weather), for Leo and Mia.',
    ]);
  });

  it('leaves out cancellations more than 7 days ahead', () => {
    const later = session('s28', 28, { status: 'cancelled', cancelReason: 'field' });
    expect(scheduleLines({ athletes: [{ athleteId: 'a1', athleteName: 'Leo', groupId: 'core', groupLabel: 'Core', tier: 'core', remaining: REMAINING, sessions: [later] }] }, NOW)).toEqual(['Leo has no sessions on the schedule in the next 2 weeks.']);
  });
});
