import { ArrowDownRight, CalendarCheck, CreditCard, Dumbbell, PauseCircle, Timer } from 'lucide-react';
import { Link } from 'react-router';
import { ACADEMY } from '#shared/academy';
import { type MembershipStatus, membershipStatusText } from '#shared/membership';
import { paths } from '#shared/page-paths';
import { remainingWording, sessionsRemainingParts } from '#shared/sessions-remaining';
import type { TMembershipSummary } from '#shared/validation/membership';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { Panel } from '#client/components/ui/panel';

const STATUS_TONES: Record<MembershipStatus, string> = {
  active: 'border-success bg-success text-white',
  past_due: 'border-destructive bg-destructive text-destructive-foreground',
  canceled: 'border-warning bg-warning text-white',
  expired: 'border-border bg-muted text-foreground',
};

/**
 * The status in words (the membership page's wording). Not the membership feature's badge: its
 * index brings the zod schemas, which the dashboard otherwise does without.
 */
function StatusBadge({ status, pause }: { status: MembershipStatus; pause: TMembershipSummary['pause'] }) {
  const isPaused = Boolean(pause) && status !== 'expired';
  return (
    <span className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', isPaused ? 'border-border bg-secondary text-secondary-foreground' : STATUS_TONES[status])}>
      {membershipStatusText(status, pause).label}
    </span>
  );
}

/** Billing dates are the academy's calendar days. */
function academyDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: ACADEMY.timeZone });
}

function periodLabel(membership: TMembershipSummary): string {
  if (membership.status === 'expired') return 'Ended';
  // Paused: nothing renews during the break; the date is the first charge after it.
  if (membership.pause) return 'Next charge';
  if (membership.status === 'past_due') return 'Payment due';
  return membership.cancelAtPeriodEnd || membership.status === 'canceled' ? 'Ends' : 'Renews';
}

function MembershipSummary({ membership }: { membership: TMembershipSummary }) {
  return (
    <li className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          {membership.athleteName ? <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{membership.athleteName}</p> : null}
          <p className="text-lg font-bold">{membership.planLabel}</p>
        </div>
        <StatusBadge status={membership.status} pause={membership.pause} />
      </div>
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex items-center justify-between gap-3 rounded-md bg-muted px-3 py-2">
          <dt className="flex shrink-0 items-center gap-2 text-muted-foreground">
            <Dumbbell className="size-4 shrink-0 text-primary" aria-hidden="true" /> Sessions left
          </dt>
          <dd className="min-w-0 text-right font-semibold tabular-nums">
            {sessionsRemainingParts(membership.remaining, remainingWording(membership)).map((part, i) => (
              <span key={part}>
                {i > 0 ? ' · ' : ''}
                <span className="whitespace-nowrap">{part}</span>
              </span>
            ))}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-3 rounded-md bg-muted px-3 py-2">
          <dt className="flex items-center gap-2 text-muted-foreground">
            <Timer className="size-4 shrink-0 text-primary" aria-hidden="true" /> Hours a month
          </dt>
          <dd className="text-right font-semibold tabular-nums">{membership.hoursPerMonth}</dd>
        </div>
        <div className="flex items-center justify-between gap-3 rounded-md bg-muted px-3 py-2">
          <dt className="flex items-center gap-2 text-muted-foreground">
            <CalendarCheck className="size-4 shrink-0 text-primary" aria-hidden="true" /> {periodLabel(membership)}
          </dt>
          <dd className="text-right font-semibold">{academyDay(membership.currentPeriodEnd)}</dd>
        </div>
        {membership.pause && membership.status !== 'expired' ? (
          <div className="flex items-center justify-between gap-3 rounded-md bg-muted px-3 py-2">
            <dt className="flex shrink-0 items-center gap-2 text-muted-foreground">
              <PauseCircle className="size-4 shrink-0 text-primary" aria-hidden="true" /> Break
            </dt>
            <dd className="min-w-0 text-right font-semibold">
              {academyDay(membership.pause.startsAt)} to {academyDay(membership.pause.endsAt)}
            </dd>
          </div>
        ) : null}
        {membership.scheduledChange ? (
          <div className="flex items-center justify-between gap-3 rounded-md bg-muted px-3 py-2">
            <dt className="flex shrink-0 items-center gap-2 text-muted-foreground">
              <ArrowDownRight className="size-4 shrink-0 text-primary" aria-hidden="true" /> Changes to
            </dt>
            <dd className="min-w-0 text-right font-semibold">
              {membership.scheduledChange.planLabel} on {academyDay(membership.scheduledChange.effectiveAt)}
            </dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

/**
 * The dashboard's membership card (docs/product.md, Dashboard; Membership: Pro doubles the hours),
 * from the dashboard's response: each athlete's membership (decision 040) with the athlete's first
 * name, plan, status, sessions, hours a month and the renewal date, or "No active membership" with
 * the way to the plans. A new player is invited to book a first session.
 */
export function MembershipPanel({
  memberships,
  isNewPlayer,
}: {
  memberships: TMembershipSummary[];
  isNewPlayer: boolean;
}) {
  return (
    <Panel title="Membership" icon={CreditCard}>
      {memberships.length ? (
        <>
          <ul className="flex flex-col gap-5">
            {memberships.map((membership) => (
              <MembershipSummary key={`${membership.athleteId ?? ''}-${membership.planId}-${membership.currentPeriodEnd}`} membership={membership} />
            ))}
          </ul>
          <Button asChild variant="outline" className="mt-4 w-full">
            <Link to={paths.membership()}>Manage membership</Link>
          </Button>
        </>
      ) : (
        <>
          <p className="font-semibold">No active membership</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Train with the academy three days a week on the Core or Pro plan.
          </p>
          <Button asChild variant="outline" className="mt-4 w-full">
            <Link to={paths.membership()}>View membership plans</Link>
          </Button>
        </>
      )}
      {isNewPlayer ? (
        <div className="mt-4 rounded-md border border-accent bg-accent/10 p-3 text-sm">
          <p className="font-semibold">Book your first session</p>
          <p className="mt-1 text-muted-foreground">
            New to Bravo? Call{' '}
            <a className="font-semibold text-primary underline" href={ACADEMY.phone.href}>
              {ACADEMY.phone.display}
            </a>{' '}
            or e-mail{' '}
            <a className="font-semibold text-primary underline break-all" href={`mailto:${ACADEMY.email}`}>
              {ACADEMY.email}
            </a>{' '}
            to book a first session at {ACADEMY.location.venue}.
          </p>
        </div>
      ) : null}
    </Panel>
  );
}
