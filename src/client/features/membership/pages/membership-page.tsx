/**
 * /membership (docs/product.md, Membership): the current-membership card (each athlete's
 * membership, named: decision 040) with Manage Billing and Usage History, the athlete choice, the four plans (at most 4 benefits each; Select Plan disabled while a checkout
 * is pending), the benefits and the Important Terms. ?plan=ID highlights the plan the setup wizard
 * chose. Choosing a plan sends only its id; the server sets the price.
 */
import { CalendarClock, CreditCard, Dumbbell, Info, ShieldCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { TERMS } from '#shared/academy-plans';
import { AppError } from '#shared/errors';
import { membershipStatusText, pausedDatesText } from '#shared/membership';
import { formatCreditsExpiry, formatSessionsRemaining, remainingWording } from '#shared/sessions-remaining';
import type { TMembership, TMembershipType } from '#shared/validation/membership';
import { INVITATION_MESSAGES } from '#shared/validation/invitations';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { PageSpinner } from '#client/components/ui/spinner';
import { PageMeta } from '#client/lib/page-meta';
import { toast } from '#client/lib/toast';
import { useMembership } from '../api/get-membership';
import { useMembershipTypes } from '../api/get-membership-types';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { MembershipStatusBadge } from '../components/membership-status-badge';
import { MembershipCardTerms } from '../components/membership-terms-panel';
import { formatBillingDate } from '../components/dates';
import { navigateTo } from '../components/navigate-to';
import { MembershipLoadError, PlanGrid } from '../components/plan-grid';
import { UsageHistoryButton } from '../components/usage-history';

function messageOf(error: unknown, fallback: string): string {
  return error instanceof AppError && error.message ? error.message : fallback;
}

function periodLine(membership: TMembership): string {
  const date = formatBillingDate(membership.currentPeriodEnd);
  if (membership.pause && membership.status !== 'expired') return pausedDatesText(membership.pause, formatBillingDate);
  switch (membership.status) {
    case 'active':
      return `Renews on ${date}`;
    case 'canceled':
      return `Ends on ${date}`;
    case 'past_due':
      return `Payment was due on ${date}`;
    case 'expired':
      return `Ended on ${date}`;
  }
}

/** One athlete's membership on the card: whose it is, the plan, its status, sessions, hours and dates. */
function MembershipDetails({ membership }: { membership: TMembership }) {
  const headingId = `membership-${membership.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="border-t pt-4 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-muted-foreground">{membership.athleteName ? `${membership.athleteName}’s membership` : 'Membership of a removed athlete'}</p>
          <h3 id={headingId} className="text-xl font-bold">
            {membership.plan.label}
            <span className="sr-only">{membership.athleteName ? ` for ${membership.athleteName}` : ''}</span>
          </h3>
        </div>
        <MembershipStatusBadge status={membership.status} pause={membership.pause} />
      </div>
      <p className="mt-2 text-sm text-muted-foreground">{membershipStatusText(membership.status, membership.pause).detail}</p>
      <MembershipCardTerms membership={membership} />
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <div className="rounded-md bg-muted p-3">
          <dt className="flex items-center gap-2 text-xs font-semibold text-muted-foreground">
            <Dumbbell className="size-4 shrink-0 text-primary" aria-hidden="true" />
            Sessions remaining
          </dt>
          <dd className="mt-1 font-semibold">{formatSessionsRemaining(membership.remaining, remainingWording(membership))}</dd>
          {formatCreditsExpiry(membership.remaining) ? <dd className="mt-1 text-sm text-muted-foreground">{formatCreditsExpiry(membership.remaining)}</dd> : null}
        </div>
        <div className="rounded-md bg-muted p-3">
          <dt className="flex items-center gap-2 text-xs font-semibold text-muted-foreground">
            <ShieldCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
            Training
          </dt>
          <dd className="mt-1 font-semibold">{membership.hoursPerMonth} hours a month</dd>
        </div>
        <div className="rounded-md bg-muted p-3">
          <dt className="flex items-center gap-2 text-xs font-semibold text-muted-foreground">
            <CalendarClock className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {membership.pause && membership.status !== 'expired' ? 'Break' : membership.status === 'active' ? 'Renewal' : membership.status === 'expired' ? 'Ended' : 'End date'}
          </dt>
          <dd className="mt-1 font-semibold">{periodLine(membership)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The family's memberships, one per athlete (decision 040), with Manage Billing and Usage History. */
function CurrentMemberships({ memberships, hasPendingCheckout }: { memberships: TMembership[]; hasPendingCheckout: boolean }) {
  const navigate = useNavigate();
  const portal = useOpenBillingPortal();

  async function manageBilling() {
    try {
      navigateTo((await portal.mutateAsync()).url, navigate);
    } catch (error) {
      toast.error('Could not open billing', { description: messageOf(error, 'Please try again in a moment.') });
    }
  }

  return (
    <Card className="p-5" aria-labelledby="current-membership-heading" role="region">
      <h2 id="current-membership-heading" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {memberships.length > 1 ? 'Current Memberships' : 'Current Membership'}
      </h2>
      {memberships.length ? (
        <div className="mt-2 flex flex-col gap-4">
          {memberships.map((membership) => (
            <MembershipDetails key={membership.id} membership={membership} />
          ))}
        </div>
      ) : (
        <>
          <p className="mt-1 text-xl font-bold">No active membership</p>
          <p className="mt-2 text-sm text-muted-foreground">Choose a plan below to start training with the academy.</p>
        </>
      )}

      {hasPendingCheckout ? (
        <Alert tone="warning" title="Payment processing" className="mt-4">
          Your last payment is still being confirmed by the bank. Your membership starts as soon as it clears; we will e-mail
          your receipt.
        </Alert>
      ) : null}

      <div className="mt-5 flex flex-wrap gap-3">
        {memberships.length ? (
          <Button onClick={() => void manageBilling()} disabled={portal.isPending || portal.isSuccess}>
            <CreditCard aria-hidden="true" />
            {portal.isPending || portal.isSuccess ? 'Opening billing...' : 'Manage Billing'}
          </Button>
        ) : null}
        <UsageHistoryButton />
      </div>
    </Card>
  );
}

function Benefits({ types }: { types: TMembershipType[] }) {
  const tiers = (['core', 'pro'] as const).map((tier) => types.find((t) => t.tier === tier)).filter((t): t is TMembershipType => Boolean(t));
  return (
    <section aria-labelledby="benefits-heading" className="flex flex-col gap-4">
      <h2 id="benefits-heading" className="text-xl font-bold">
        Membership Benefits
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {tiers.map((plan) => (
          <Card key={plan.tier} className="p-5">
            <h3 className="font-bold">{plan.name} includes</h3>
            <p className="text-sm text-muted-foreground">
              {plan.sessionsPerMonth} sessions a month, {plan.hoursPerSession} {plan.hoursPerSession === 1 ? 'hour' : 'hours'} each
            </p>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
              {plan.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </section>
  );
}

function ImportantTerms() {
  return (
    <section aria-labelledby="terms-heading" className="flex flex-col gap-4">
      <h2 id="terms-heading" className="text-xl font-bold">
        Important Terms
      </h2>
      <Card className="p-5">
        <ul className="flex flex-col gap-3 text-sm">
          {TERMS.map((term) => (
            <li key={term.title} className="flex gap-3">
              <Info className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
              <p>
                <span className="font-semibold">{term.title}: </span>
                {term.text}
              </p>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}

export function MembershipPage() {
  const membership = useMembership();
  const types = useMembershipTypes();

  return (
    <div className="flex flex-col gap-8">
      <PageMeta title="Membership" description="Bravo Academy memberships: Core and Pro, monthly or annual." />
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">Membership</h1>
        <p className="text-muted-foreground">Your plan, your billing and everything a membership includes.</p>
      </header>

      {membership.isPending || types.isPending ? (
        <PageSpinner label="Loading your membership" />
      ) : membership.isError || types.isError ? (
        <MembershipLoadError title="We couldn't load the membership page." membership={membership} types={types} />
      ) : (
        <>
          <CurrentMemberships memberships={membership.data.memberships} hasPendingCheckout={membership.data.hasPendingCheckout} />
          <section aria-labelledby="plans-heading" className="flex flex-col gap-4">
            <div>
              <h2 id="plans-heading" className="text-xl font-bold">
                Choose Your Plan
              </h2>
              <p className="text-sm text-muted-foreground">Core builds the technical foundation; Pro adds strength, tactics, nutrition and mindset.</p>
            </div>
            {membership.data.mayBuy === false ? (
              <Alert tone="info" title="Memberships are by invitation">
                {INVITATION_MESSAGES.notInvited}
              </Alert>
            ) : null}
            <PlanGrid
              types={types.data}
              memberships={membership.data.memberships}
              athletes={membership.data.athletes}
              hasPendingCheckout={membership.data.hasPendingCheckout}
            />
          </section>
          <Benefits types={types.data} />
          <ImportantTerms />
        </>
      )}
    </div>
  );
}
