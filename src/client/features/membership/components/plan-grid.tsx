/**
 * The four plans with Select Plan (docs/product.md, Membership): a signed-in family's choice starts
 * that plan's checkout at once. The membership page shows it, and so does the setup wizard's step 3
 * (spec part 2, Profile setup: "Step 3 starts checkout for the chosen membership type"), through
 * PlanChooser, which loads what the grid needs.
 */
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AppError } from '#shared/errors';
import { paths } from '#shared/page-paths';
import type { TMembership, TMembershipType } from '#shared/validation/membership';
import { Alert } from '#client/components/ui/alert';
import { Spinner } from '#client/components/ui/spinner';
import { cn } from '#client/lib/cn';
import { useSession } from '#client/lib/session';
import { toast } from '#client/lib/toast';
import { useCreateCheckout } from '../api/create-checkout';
import { useMembership } from '../api/get-membership';
import { useMembershipTypes } from '../api/get-membership-types';
import { navigateTo } from './navigate-to';
import { PlanCard } from './plan-card';

function messageOf(error: unknown, fallback: string): string {
  return error instanceof AppError && error.message ? error.message : fallback;
}

export function PlanGrid({
  types,
  membership,
  hasPendingCheckout,
  isNarrow = false,
}: {
  types: TMembershipType[];
  membership: TMembership | null;
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
  const hasOngoing = Boolean(membership && membership.status !== 'expired');
  const isPending = startingId !== null || hasPendingCheckout;

  useEffect(() => {
    if (highlighted) document.getElementById(`plan-${highlighted}`)?.scrollIntoView({ block: 'center' });
  }, [highlighted]);

  async function select(plan: TMembershipType) {
    // Only a signed-in family starts a checkout; otherwise nothing is sent (docs/product.md, Membership).
    if (session.status !== 'signed-in') {
      void navigate(paths.auth(), { state: { from: paths.membership({ plan: plan.id }) } });
      return;
    }
    setStartingId(plan.id);
    try {
      const { url } = await checkout.mutateAsync({ membershipTypeId: plan.id });
      navigateTo(url, navigate);
    } catch (error) {
      setStartingId(null);
      toast.error('Could not start checkout', { description: messageOf(error, 'Please try again in a moment.') });
    }
  }

  return (
    <div className="flex flex-col gap-4">
      {hasOngoing ? (
        <Alert tone="info" title="You already have a membership">
          To change plans, use Manage Billing. You can choose a new plan once your current membership has ended.
        </Alert>
      ) : null}
      <ul className={cn('grid gap-6 pt-3 sm:grid-cols-2', !isNarrow && 'lg:grid-cols-4 lg:gap-4')}>
        {types.map((plan) => (
          <li key={plan.id}>
            <PlanCard
              plan={plan}
              isHighlighted={highlighted === plan.id}
              isCurrent={Boolean(membership && membership.status !== 'expired' && membership.plan.id === plan.id)}
              isStarting={startingId === plan.id}
              isDisabled={isPending || hasOngoing}
              onSelect={() => void select(plan)}
            />
          </li>
        ))}
      </ul>
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
  return <PlanGrid types={types.data} membership={membership.data.membership} hasPendingCheckout={membership.data.hasPendingCheckout} isNarrow />;
}
