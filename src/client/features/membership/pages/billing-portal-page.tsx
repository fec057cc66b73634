/**
 * /membership/billing: Manage Billing with the built-in test provider (Stripe families get Stripe's
 * own portal instead): each athlete's membership, named (decision 040), to change plan (decision
 * 043), cancel at the end of its period or resume before it ends, and every payment.
 */
import { ArrowLeft, FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AppError } from '#shared/errors';
import { membershipStatusText, pausedDatesText } from '#shared/membership';
import { paths } from '#shared/page-paths';
import type { TMembership } from '#shared/validation/membership';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { PageSpinner } from '#client/components/ui/spinner';
import { PageMeta } from '#client/lib/page-meta';
import { toast } from '#client/lib/toast';
import { useChangeCancellation } from '../api/change-cancellation';
import { formatCents } from '#client/lib/format';
import { useMembership } from '../api/get-membership';
import { useTermsFor } from '../api/membership-terms';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { formatBillingDate } from '../components/dates';
import { MembershipStatusBadge } from '../components/membership-status-badge';
import { CancelMembershipDialog, MembershipTermsPanel } from '../components/membership-terms-panel';
import { ChangePlanButton, ScheduledPlanChange, StripePlanChanges } from '../components/change-plan-dialog';
import { navigateTo } from '../components/navigate-to';
import { PaymentsList } from '../components/payments-list';
import { PaymentMethodCard } from '../components/payment-method-card';

function Subscription({ membership }: { membership: TMembership }) {
  const change = useChangeCancellation();
  const [isConfirming, setIsConfirming] = useState(false);
  const endDate = formatBillingDate(membership.currentPeriodEnd);
  const headingId = `subscription-${membership.id}-heading`;
  // A paid early-withdrawal balance ended the membership: it cannot be resumed (issue 37).
  const isWithdrawn = Boolean(useTermsFor(membership.id)?.balancePaymentId);
  const whose = membership.athleteName ? `${membership.athleteName}’s plan` : 'Plan of a removed athlete';

  async function run(action: 'cancel' | 'resume') {
    try {
      await change.mutateAsync({ action, membershipId: membership.id });
      setIsConfirming(false);
      toast.success(action === 'cancel' ? 'Membership canceled' : 'Membership resumed', {
        description: action === 'cancel' ? `You keep training until ${endDate}.` : 'It renews automatically again.',
      });
    } catch (error) {
      toast.error('Could not update your membership', { description: error instanceof AppError ? error.message : undefined });
    }
  }

  return (
    <Card className="p-5" role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
            {whose}
          </h2>
          <p className="mt-1 text-xl font-bold">{membership.plan.label}</p>
        </div>
        <MembershipStatusBadge status={membership.status} pause={membership.pause} />
      </div>
      <p className="mt-2 text-sm text-muted-foreground">{membershipStatusText(membership.status, membership.pause).detail}</p>
      <p className="mt-1 text-sm">
        {membership.pause && membership.status !== 'expired'
          ? `${pausedDatesText(membership.pause, formatBillingDate)}.`
          : membership.status === 'active'
            ? `Renews on ${endDate}.`
            : membership.status === 'expired'
              ? `Ended on ${endDate}.`
              : `Ends on ${endDate}.`}
      </p>
      {membership.status === 'active' ? <MembershipTermsPanel membership={membership} /> : null}
      {membership.status === 'active' ? <ScheduledPlanChange membership={membership} /> : null}
      <PaymentMethodCard membership={membership} />
      <div className="mt-4 flex flex-wrap gap-3">
        {membership.status === 'active' ? <ChangePlanButton membership={membership} /> : null}
        {membership.status === 'active' ? (
          <Button variant="destructive" onClick={() => setIsConfirming(true)}>
            Cancel Membership
          </Button>
        ) : null}
        {membership.status === 'canceled' && !isWithdrawn ? (
          <Button disabled={change.isPending} onClick={() => void run('resume')}>
            {change.isPending ? 'Resuming...' : 'Resume Membership'}
          </Button>
        ) : null}
        {membership.status === 'expired' ? (
          <Button asChild>
            <Link to={paths.membership()}>Choose a Plan</Link>
          </Button>
        ) : null}
      </div>
      <CancelMembershipDialog membership={membership} open={isConfirming} onOpenChange={setIsConfirming} />
    </Card>
  );
}

function StripePortalNotice() {
  const navigate = useNavigate();
  const portal = useOpenBillingPortal();
  return (
    <Alert tone="info" title="Billing is managed in the secure billing portal">
      <Button
        className="mt-2"
        disabled={portal.isPending}
        onClick={() =>
          void portal.mutateAsync().then(
            ({ url }) => navigateTo(url, navigate),
            (error: unknown) => toast.error('Could not open billing', { description: error instanceof AppError ? error.message : undefined }),
          )
        }
      >
        Open Billing Portal
      </Button>
    </Alert>
  );
}

export function BillingPortalPage() {
  const membership = useMembership();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageMeta title="Manage Billing" />
      <div>
        <Link to={paths.membership()} className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Membership
        </Link>
        <h1 className="mt-2 text-2xl font-bold sm:text-3xl">Manage Billing</h1>
      </div>
      {membership.isPending ? (
        <PageSpinner label="Loading billing" />
      ) : membership.isError ? (
        <Alert tone="error" title="We couldn't load your billing.">
          {membership.error.message}
        </Alert>
      ) : membership.data.provider === 'stripe' ? (
        <>
          <StripePortalNotice />
          <StripePlanChanges memberships={membership.data.memberships} />
        </>
      ) : (
        <>
          <div role="note" aria-label="Test mode" className="flex items-start gap-3 rounded-lg border-2 border-dashed border-warning bg-card p-3 text-sm">
            <FlaskConical className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
            <p>
              <span className="font-extrabold tracking-wider text-warning">TEST MODE</span> The academy’s test billing portal. With
              Stripe connected, Manage Billing opens Stripe’s customer portal instead.
            </p>
          </div>
          {membership.data.memberships.length ? (
            membership.data.memberships.map((m) => <Subscription key={m.id} membership={m} />)
          ) : (
            <EmptyState title="No active membership" action={<Button asChild><Link to={paths.membership()}>Choose a Plan</Link></Button>} />
          )}
        </>
      )}
      {membership.data && membership.data.creditCents > 0 ? (
        <div role="note" aria-label="Account credit" className="rounded-lg border bg-card p-3 text-sm">
          <span className="font-semibold">Credit: {formatCents(membership.data.creditCents, { showZeroCents: true })}</span> from the academy, taken off your next
          membership charge (anything left carries to the charge after).
        </div>
      ) : null}
      <section aria-labelledby="payments-heading" className="flex flex-col gap-3">
        <h2 id="payments-heading" className="text-xl font-bold">
          Payments
        </h2>
        <PaymentsList />
      </section>
    </div>
  );
}
