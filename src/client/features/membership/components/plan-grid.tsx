/**
 * The four plans with Select Plan (docs/product.md, Membership): a signed-in family's choice starts
 * that plan's checkout at once. The membership page shows it, and so does the setup wizard's step 3
 * (docs/product.md, Accounts: "Step 3 starts checkout for the chosen membership type"), through
 * PlanChooser, which loads what the grid needs.
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AppError } from '#shared/errors';
import { paths } from '#shared/page-paths';
import { NO_ELIGIBLE_ATHLETE_MESSAGE, type TMembership, type TMembershipAthlete, type TMembershipType } from '#shared/validation/membership';
import { Alert } from '#client/components/ui/alert';
import { Spinner } from '#client/components/ui/spinner';
import { cn } from '#client/lib/cn';
import { useSession } from '#client/lib/session';
import { toast } from '#client/lib/toast';
import { useCreateCheckout } from '../api/create-checkout';
import { useMembership } from '../api/get-membership';
import { useMembershipTypes } from '../api/get-membership-types';
import { ChangePlanDialog } from './change-plan-dialog';
import { navigateTo } from './navigate-to';
import { PlanCard } from './plan-card';

function messageOf(error: unknown, fallback: string): string {
  return error instanceof AppError && error.message ? error.message : fallback;
}

const isOngoing = (m: TMembership) => m.status !== 'expired';

/**
 * Which athlete the membership is for (decision 040): shown only when the family has several
 * eligible athletes; an athlete who already has a membership is shown as covered and cannot be chosen.
 */
function AthleteChoice({
  athletes,
  memberships,
  value,
  onChange,
}: {
  athletes: TMembershipAthlete[];
  memberships: TMembership[];
  value: string | null;
  onChange: (athleteId: string) => void;
}) {
  const planOf = (membershipId: string | null) => memberships.find((m) => m.id === membershipId)?.plan.label;
  return (
    <fieldset className="rounded-lg border bg-card p-4">
      <legend className="px-1 text-sm font-semibold">Which athlete is this membership for?</legend>
      <div className="mt-1 flex flex-wrap gap-3">
        {athletes.map((athlete) => {
          const covered = athlete.membershipId !== null;
          return (
            <label
              key={athlete.id}
              className={cn(
                'flex min-h-11 min-w-0 items-center gap-2 rounded-md border px-3 py-2 text-sm',
                covered ? 'cursor-not-allowed bg-muted text-muted-foreground' : 'cursor-pointer',
                value === athlete.id && 'border-primary ring-2 ring-primary/30',
              )}
            >
              <input
                type="radio"
                name="membership-athlete"
                value={athlete.id}
                checked={value === athlete.id}
                disabled={covered}
                onChange={() => onChange(athlete.id)}
                className="size-4 accent-primary"
              />
              <span className="font-semibold">{athlete.firstName}</span>
              {covered ? <span>(covered: {planOf(athlete.membershipId) ?? 'membership'})</span> : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The active membership a plan card changes: one on another plan, a lower tier first (a Core
 * member's Pro card opens Change Plan), and never one that ends or is past due.
 */
function changeableFor(memberships: TMembership[], plan: TMembershipType): TMembership | undefined {
  const active = memberships.filter((m) => m.status === 'active' && !m.cancelAtPeriodEnd && m.plan.id !== plan.id);
  return active.find((m) => m.plan.tier !== plan.tier) ?? active[0];
}

export function PlanGrid({
  types,
  memberships,
  athletes,
  hasPendingCheckout,
  isNarrow = false,
}: {
  types: TMembershipType[];
  memberships: TMembership[];
  athletes: TMembershipAthlete[];
  hasPendingCheckout: boolean;
  /** Two columns at most, for a narrow container such as the setup wizard's card. */
  isNarrow?: boolean;
}) {
  const navigate = useNavigate();
  const session = useSession();
  const [searchParams] = useSearchParams();
  const highlighted = searchParams.get('plan');
  const checkout = useCreateCheckout();
  const [startingId, setStartingId] = useState<string | null>(null);
  const eligible = athletes.filter((a) => a.isEligible);
  const uncovered = eligible.filter((a) => a.membershipId === null);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const athleteId = uncovered.some((a) => a.id === chosenId) ? chosenId : (uncovered[0]?.id ?? null);
  const isSignedIn = session.status === 'signed-in';
  const hasNoEligible = isSignedIn && eligible.length === 0;
  const isAllCovered = isSignedIn && eligible.length > 0 && uncovered.length === 0;
  const isPending = startingId !== null || hasPendingCheckout;
  const [changing, setChanging] = useState<{ membership: TMembership; planId: string } | null>(null);

  useEffect(() => {
    if (highlighted) document.getElementById(`plan-${highlighted}`)?.scrollIntoView({ block: 'center' });
  }, [highlighted]);

  async function select(plan: TMembershipType) {
    // Only a signed-in family starts a checkout; otherwise nothing is sent (docs/product.md, Membership).
    if (!isSignedIn) {
      void navigate(paths.auth(), { state: { from: paths.membership({ plan: plan.id }) } });
      return;
    }
    setStartingId(plan.id);
    try {
      const { url } = await checkout.mutateAsync({ membershipTypeId: plan.id, ...(athleteId ? { athleteId } : {}) });
      navigateTo(url, navigate);
    } catch (error) {
      setStartingId(null);
      toast.error('Could not start checkout', { description: messageOf(error, 'Please try again in a moment.') });
    }
  }

  return (
    <div className="flex flex-col gap-4">
      {isAllCovered ? (
        <Alert tone="info" title={eligible.length === 1 ? `${eligible[0]!.firstName} already has a membership` : 'Each of your athletes has a membership'}>
          To change plans, use Change Plan in{' '}
          <Link className="font-semibold underline" to={paths.billing()}>
            Manage Billing
          </Link>
          : upgrades start today, downgrades at the end of the paid period. You can choose a new plan here once a membership has ended.
        </Alert>
      ) : null}
      {hasNoEligible ? (
        <Alert tone="info" title="Add your athlete first">
          {NO_ELIGIBLE_ATHLETE_MESSAGE}{' '}
          <Link className="font-semibold underline" to={paths.profile()}>
            Go to Profile
          </Link>
        </Alert>
      ) : null}
      {eligible.length > 1 && uncovered.length > 0 ? <AthleteChoice athletes={eligible} memberships={memberships} value={athleteId} onChange={setChosenId} /> : null}
      <ul className={cn('grid gap-6 pt-3 sm:grid-cols-2', !isNarrow && 'lg:grid-cols-4 lg:gap-4')}>
        {types.map((plan) => {
          const isCurrent = isAllCovered && memberships.some((m) => isOngoing(m) && m.plan.id === plan.id);
          // Every athlete is covered: another plan is a change of an active membership, not a checkout.
          const changeable = isAllCovered && !isCurrent ? changeableFor(memberships, plan) : undefined;
          return (
            <li key={plan.id}>
              <PlanCard
                plan={plan}
                isHighlighted={highlighted === plan.id}
                isCurrent={isCurrent}
                isStarting={startingId === plan.id}
                isDisabled={changeable ? false : isPending || isAllCovered || hasNoEligible}
                isChange={Boolean(changeable)}
                onSelect={() => (changeable ? setChanging({ membership: changeable, planId: plan.id }) : void select(plan))}
              />
            </li>
          );
        })}
      </ul>
      {changing ? (
        <ChangePlanDialog
          key={`${changing.membership.id}-${changing.planId}`}
          membership={changing.membership}
          initialPlanId={changing.planId}
          open
          onOpenChange={(open) => {
            if (!open) setChanging(null);
          }}
        />
      ) : null}
    </div>
  );
}

type Loaded = { error: Error | null; refetch: () => unknown };

/** The membership or the plans could not be loaded: what went wrong, and Try again for both. */
export function MembershipLoadError({ title, membership, types }: { title: string; membership: Loaded; types: Loaded }) {
  return (
    <Alert tone="error" title={title}>
      {(membership.error ?? types.error)?.message}{' '}
      <button
        type="button"
        className="font-semibold underline"
        onClick={() => {
          void membership.refetch();
          void types.refetch();
        }}
      >
        Try again
      </button>
    </Alert>
  );
}

/** The plan grid with its own loading: the family's membership and the plans from the server. */
export function PlanChooser() {
  const membership = useMembership();
  const types = useMembershipTypes();
  if (membership.isPending || types.isPending) return <Spinner label="Loading the plans" />;
  if (membership.isError || types.isError) return <MembershipLoadError title="We couldn't load the plans." membership={membership} types={types} />;
  return (
    <PlanGrid
      types={types.data}
      memberships={membership.data.memberships}
      athletes={membership.data.athletes}
      hasPendingCheckout={membership.data.hasPendingCheckout}
      isNarrow
    />
  );
}
