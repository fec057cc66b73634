/**
 * A test-provider membership's saved card (issue 17, point 3; decision 044): read it and replace it
 * on Manage Billing. The card is the membership's own (as Stripe Checkout makes it the
 * subscription's default), so the route names the membership: another family's is a 404. Replacing
 * the card of a past-due membership tries its renewal at once. Also registers the hourly
 * `membership-renewals` job. Registered inside the membership feature's signed-in scope.
 */
import { AppError } from '#shared/errors';
import { CARD_MESSAGES, testCardOutcome } from '#shared/membership';
import {
  PAYMENT_METHOD_MESSAGES,
  type TPaymentMethodResponse,
  type TReplaceCardRequest,
  ZPaymentMethodParams,
  ZPaymentMethodResponse,
  ZReplaceCardRequest,
} from '#shared/validation/payment-method';
import { currentUser } from '#server/auth/session';
import type { AppContext, ZodApp } from '#server/context';
import { inTransaction } from '#server/db/transaction';
import { byFamily, rateLimit } from '#server/http/rate-limit';
import type { PaymentProvider } from '#server/payments/provider';
import { findSavedTestCard, saveTestCard, savedTestCard } from '#server/payments/test-provider';
import { findOwnedMembership, insertBillingEvent } from './queries';
import { renewMembership, runRenewals } from './renewals';

const tags = ['membership'];
/** Per family and hour, as the test checkout's Pay: generous for a parent, tight for a script. */
const REPLACE_LIMIT = { windowMs: 3_600_000, max: 20 };

async function requireTestMembership(ctx: AppContext, userId: string, membershipId: string) {
  const membership = await findOwnedMembership(ctx.db, userId, membershipId);
  if (!membership) throw new AppError('NOT_FOUND', PAYMENT_METHOD_MESSAGES.notFound);
  if (membership.provider !== 'test') throw new AppError('CONFLICT', PAYMENT_METHOD_MESSAGES.notTestProvider);
  return membership;
}

async function cardView(ctx: AppContext, membershipId: string): Promise<TPaymentMethodResponse['card']> {
  const card = await findSavedTestCard(ctx.db, membershipId);
  return card ? { brand: card.brand, last4: card.last4, updatedAt: new Date(card.updated_at).toISOString() } : null;
}

export async function replaceCard(ctx: AppContext, userId: string, membershipId: string, request: TReplaceCardRequest, now = new Date()): Promise<TPaymentMethodResponse> {
  const membership = await requireTestMembership(ctx, userId, membershipId);
  // Only a membership that still renews has a card to charge (a canceled one ends at its period's end).
  if (membership.status !== 'active' && membership.status !== 'past_due') throw new AppError('CONFLICT', PAYMENT_METHOD_MESSAGES.notLive);

  const outcome = testCardOutcome(request.cardNumber);
  if (outcome === 'invalid') throw new AppError('VALIDATION', CARD_MESSAGES.invalidNumber, { cardNumber: CARD_MESSAGES.invalidNumber });
  const card = savedTestCard(request.cardNumber);
  if (!card) throw new AppError('VALIDATION', CARD_MESSAGES.testOnly, { cardNumber: CARD_MESSAGES.testOnly });

  const nowIso = now.toISOString();
  await inTransaction(ctx.db, async (trx) => {
    await saveTestCard(trx, membership.id, card, nowIso);
    await insertBillingEvent(trx, userId, 'payment-method.updated', `The card for a membership was replaced: ${card.brand} ending in ${card.last4}.`, nowIso);
  });
  // A past-due renewal is tried with the new card at once rather than at the next daily retry.
  const renewal = membership.status === 'past_due' ? await renewMembership(ctx, membership.id, now, { immediate: true }) : undefined;
  ctx.events.publish({ userId }, [{ type: 'membership' }]);
  return { membershipId: membership.id, card: await cardView(ctx, membership.id), ...(renewal ? { renewal } : {}) };
}

export function registerPaymentMethodRoutes(authed: ZodApp, ctx: AppContext, provider: PaymentProvider): void {
  if (provider.name !== 'test') return;
  const limited = rateLimit(ctx.db, { name: 'membership-card', rule: REPLACE_LIMIT, key: byFamily });

  authed.get(
    '/api/v1/membership/:membershipId/payment-method',
    { schema: { tags, summary: 'The card a test-provider membership renews with: brand and last 4 only', params: ZPaymentMethodParams, response: { 200: ZPaymentMethodResponse } } },
    async (request) => {
      const membership = await requireTestMembership(ctx, currentUser(request).id, request.params.membershipId);
      return { membershipId: membership.id, card: await cardView(ctx, membership.id) };
    },
  );

  authed.put(
    '/api/v1/membership/:membershipId/payment-method',
    {
      onRequest: limited,
      schema: {
        tags,
        summary: 'Replace the card a test-provider membership renews with; a past-due renewal is tried with it at once',
        params: ZPaymentMethodParams,
        body: ZReplaceCardRequest,
        response: { 200: ZPaymentMethodResponse },
      },
    },
    async (request) => replaceCard(ctx, currentUser(request).id, request.params.membershipId, request.body),
  );
}

/** Hourly: renew due test-provider memberships, retry declines, expire unpaid ones, remind annual ones. */
export function registerRenewalJob(ctx: AppContext, provider: PaymentProvider): void {
  // Only while the test provider is the app's provider: its memberships are never charged for real.
  if (provider.name !== 'test') return;
  ctx.jobs.push({ name: 'membership-renewals', cron: '29 * * * *', run: async (now) => void (await runRenewals(ctx, now)) });
}
