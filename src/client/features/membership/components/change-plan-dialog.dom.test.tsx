/**
 * The plan-change dialog as a family uses it: the server's quote for each plan shown, a plan chosen,
 * and the confirmation sending the change (and only the choice: the price is the server's).
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAN_CHANGE_MESSAGES, type TMembershipType, ZMembership, ZPlanChangeOptions, ZPlanChangeResult } from '#shared/validation/membership';
import { renderPage } from '#client/testing/dom';
import { server } from '#client/testing/network';
import { ChangePlanButton } from './change-plan-dialog';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('#client/lib/toast', () => ({ toast }));

function plan(id: string, tier: 'core' | 'pro', interval: 'month' | 'year', priceCents: number): TMembershipType {
  const name = tier === 'core' ? 'Core' : 'Pro';
  return {
    id,
    tier,
    name,
    label: `${name} ${interval === 'month' ? 'Monthly' : 'Annual'}`,
    description: `${name} training`,
    interval,
    priceCents,
    joinFeeCents: 0,
    firstChargeCents: priceCents,
    sessionsPerMonth: tier === 'core' ? 8 : 12,
    hoursPerSession: 2,
    hoursPerMonth: tier === 'core' ? 16 : 24,
    hourlyRateCents: Math.round(priceCents / (tier === 'core' ? 16 : 24)),
    commitmentMonths: 0,
    schedule: { days: ['Mon', 'Wed'], start: '16:00', end: '18:00' },
    benefits: [],
    isMostPopular: tier === 'pro',
  };
}

const coreMonthly = plan('core-monthly', 'core', 'month', 30_000);
const proMonthly = plan('pro-monthly', 'pro', 'month', 40_000);
const coreAnnual = plan('core-annual', 'core', 'year', 300_000);
const proAnnual = plan('pro-annual', 'pro', 'year', 400_000);

const membership = ZMembership.parse({
  id: 'm1',
  plan: coreMonthly,
  status: 'active',
  currentPeriodStart: '2026-11-20T00:00:00.000Z',
  currentPeriodEnd: '2026-12-20T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  hoursPerMonth: 16,
  provider: 'stripe',
  athleteId: 'a1',
  athleteName: 'Sam',
  startedAt: '2026-09-20T00:00:00.000Z',
  scheduledChange: null,
  pause: null,
  remaining: { left: 4, allowance: 8, renewsOn: '2026-12-20', makeUpCredits: 0, creditsExpireOn: null },
});

const now = '2026-12-03T21:00:00.000Z';
const options = ZPlanChangeOptions.parse({
  membershipId: 'm1',
  currentPlanId: coreMonthly.id,
  provider: 'stripe',
  scheduled: null,
  options: [
    { plan: proMonthly, kind: 'upgrade', amountCents: 5_667, effectiveAt: now, problem: null },
    { plan: coreAnnual, kind: 'switch', amountCents: 287_333, effectiveAt: now, problem: null },
    { plan: proAnnual, kind: 'switch', amountCents: 0, effectiveAt: now, problem: PLAN_CHANGE_MESSAGES.onBreak },
  ],
});

let changes: unknown[];

beforeEach(() => {
  changes = [];
  toast.success.mockClear();
  server.use(http.get('/api/v1/membership/plan-change', ({ request }) => {
    expect(new URL(request.url).searchParams.get('membershipId')).toBe('m1');
    return HttpResponse.json(options);
  }));
});

async function openDialog() {
  const view = renderPage(<ChangePlanButton membership={membership} />);
  await view.user.click(screen.getByRole('button', { name: 'Change Plan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change Sam’s plan' });
  await within(dialog).findByRole('group', { name: 'Change to' });
  return { ...view, dialog };
}

describe('the plan-change dialog', () => {
  it("shows the server's quote for each plan, and the confirmation sends only the choice", async () => {
    server.use(
      http.post('/api/v1/membership/plan-change', async ({ request }) => {
        changes.push(await request.json());
        return HttpResponse.json(
          ZPlanChangeResult.parse({ kind: 'upgrade', plan: proMonthly, amountCents: 5_667, effectiveAt: now, paymentId: 'p1', options }),
        );
      }),
    );
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByText('Now: Core Monthly, $300.00 a month.')).toBeTruthy();
    expect(within(dialog).getByText('$56.67 now: the price difference for the rest of this period. Starts today.')).toBeTruthy();
    expect(within(dialog).getByText('$2,873.33 now: a year from today, less the unused part of your current period.')).toBeTruthy();
    // A change the server says cannot be made now is shown with its reason and cannot be chosen.
    expect(within(dialog).getByText(PLAN_CHANGE_MESSAGES.onBreak)).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: /Pro Annual/ })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Change Plan' })).toHaveProperty('disabled', true);

    await user.click(within(dialog).getByRole('radio', { name: /Pro Monthly/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay $56.67 and Change' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes).toEqual([{ membershipId: 'm1', membershipTypeId: 'pro-monthly' }]);
    expect(toast.success).toHaveBeenCalledWith('Now on Pro Monthly', { description: 'Paid $56.67. Your receipt is under Payments.' });
  });

  it("keeps the dialog open with the server's reason when the change is refused", async () => {
    server.use(
      http.post('/api/v1/membership/plan-change', async ({ request }) => {
        changes.push(await request.json());
        return HttpResponse.json({ error: { code: 'PAYMENT_DECLINED', message: PLAN_CHANGE_MESSAGES.declined } }, { status: 402 });
      }),
    );
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: /Core Annual/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay $2,873.33 and Change' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(PLAN_CHANGE_MESSAGES.declined);
    expect(changes).toEqual([{ membershipId: 'm1', membershipTypeId: 'core-annual' }]);
    expect(toast.success).not.toHaveBeenCalled();
  });
});
