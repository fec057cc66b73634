/**
 * /member-portal (docs/product.md, Membership: Member portal): the family's membership (plan, status,
 * next charge, end of the commitment), the plan's session schedule, the receipts, and the ways on to
 * billing, resources and messages. The spec lists it among the public routes, so a visitor who is
 * not signed in sees what the portal is and a Sign In button that comes back here, never a bare
 * redirect: the page has its own frame (`own`) and checks the session itself.
 */
import {
  BookOpen,
  CalendarDays,
  CreditCard,
  LogIn,
  MessageSquare,
  Receipt,
  ShieldCheck,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ACADEMY } from '#shared/academy';
import { formatTrainingWindow, TRAINING_WINDOWS } from '#shared/academy-plans';
import { membershipStatusText, pausedDatesText } from '#shared/membership';
import { addCalendarMonths } from '#shared/membership-terms';
import { paths } from '#shared/page-paths';
import { formatCreditsExpiry, remainingWording, sessionsRemainingParts } from '#shared/sessions-remaining';
import type { TMembership } from '#shared/validation/membership';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Panel } from '#client/components/ui/panel';
import { PageSpinner } from '#client/components/ui/spinner';
import { PageMeta } from '#client/lib/page-meta';
import { useSession } from '#client/lib/session';
import { useComingSessions } from '../api/get-coming-sessions';
import { useMembership } from '../api/get-membership';
import { useTermsFor } from '../api/membership-terms';
import { ComingSessions } from '../components/coming-sessions';
import { formatBillingDate } from '../components/dates';
import { MembershipStatusBadge } from '../components/membership-status-badge';
import { PaymentsList } from '../components/payments-list';

const TITLE = 'Member Portal';

/** Open to anyone (frame `open`): the app's frame when signed in, the public one otherwise. */
export function MemberPortalPage() {
  const session = useSession();
  return (
    <div className="flex flex-col gap-5">
      <PageMeta
        title={TITLE}
        description="Your membership, session schedule and receipts in one place."
      />
      {session.status === 'signed-in' ? <Portal /> : <SignedOutPortal />}
    </div>
  );
}

function SignedOutPortal() {
  return (
    <section
      aria-labelledby="portal-heading"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-xl border bg-card px-5 py-10 text-center shadow-sm"
    >
      <span
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-full bg-secondary text-primary"
      >
        <ShieldCheck className="size-7" />
      </span>
      <h1 id="portal-heading" className="text-2xl font-bold">
        {TITLE}
      </h1>
      <p className="text-muted-foreground">
        The member portal is where {ACADEMY.name} families see their membership, the plan's training
        schedule, receipts for every payment, and the way to billing, resources and messages from
        the academy.
      </p>
      <p className="font-semibold">Sign in to open your family's portal.</p>
      <Button asChild size="lg">
        <Link to={paths.auth()} state={{ from: paths.memberPortal() }}>
          <LogIn aria-hidden="true" /> Sign In
        </Link>
      </Button>
      <p className="text-sm text-muted-foreground">
        Not a member yet?{' '}
        <Link to={paths.academyDetails()} className="font-semibold text-primary hover:underline">
          See how to join the academy
        </Link>
      </p>
    </section>
  );
}

function Portal() {
  const membership = useMembership();
  return (
    <>
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{TITLE}</h1>
        <p className="text-muted-foreground">Your membership, training schedule and receipts.</p>
      </div>
      <div className="grid gap-5 lg:grid-cols-3">
        <div className="flex flex-col gap-5 lg:col-span-2">
          {membership.isPending ? (
            <PageSpinner label="Loading your membership" />
          ) : membership.isError ? (
            <Alert tone="error" title="We couldn't load your membership.">
              <p>{membership.error.message}</p>
              <Button
                variant="outline"
                className="mt-3"
                onClick={() => void membership.refetch()}
                disabled={membership.isFetching}
              >
                Try again
              </Button>
            </Alert>
          ) : membership.data.memberships.length ? (
            <>
              {membership.data.memberships.map((m) => (
                <MembershipCard key={m.id} membership={m} />
              ))}
              <SessionsPanel membership={membership.data.memberships.find((m) => m.status !== 'expired') ?? membership.data.memberships[0]!} />
            </>
          ) : (
            <>
              <Panel title="Membership" icon={CreditCard}>
                <EmptyState
                  title="No active membership"
                  action={
                    <Button asChild>
                      <Link to={paths.membership()}>See the plans</Link>
                    </Button>
                  }
                >
                  Choose a Core or Pro plan to book your athlete's sessions.
                </EmptyState>
              </Panel>
              <SchedulePanel membership={null} />
            </>
          )}
          <Panel title="Receipts" icon={Receipt}>
            <PaymentsList />
          </Panel>
        </div>
        <QuickLinks />
      </div>
    </>
  );
}

/** "7 of 12 left · renews Jun 14 · 1 make-up credit", and when the soonest credit expires. */
function SessionsLeft({ membership }: { membership: TMembership }) {
  const expiry = formatCreditsExpiry(membership.remaining);
  return (
    <>
      <span className="block">
        {sessionsRemainingParts(membership.remaining, remainingWording(membership)).map((part, i) => (
          <span key={part}>
            {i > 0 ? ' · ' : ''}
            <span className="whitespace-nowrap">{part}</span>
          </span>
        ))}
      </span>
      {expiry ? <span className="mt-1 block text-sm font-normal text-muted-foreground">{expiry}</span> : null}
    </>
  );
}

/** One athlete's membership (decision 040): whose, the plan, status, dates, sessions and hours. */
function MembershipCard({ membership }: { membership: TMembership }) {
  const { plan } = membership;
  // The server's commitment end counts the breaks taken (decision 042); until it loads, the plain one.
  const commitmentEndsAt = useTermsFor(membership.id)?.commitmentEndsAt ?? addCalendarMonths(membership.startedAt, plan.commitmentMonths);
  const isPaused = Boolean(membership.pause) && membership.status !== 'expired';
  const isRenewing = membership.status === 'active' && !membership.cancelAtPeriodEnd && !isPaused;
  const facts: [string, ReactNode][] = [
    ['Athlete', membership.athleteName ?? 'Removed athlete'],
    ['Plan', plan.label],
    ['Status', <MembershipStatusBadge key="status" status={membership.status} pause={membership.pause} />],
    ...(isPaused && membership.pause
      ? ([
          ['Break', pausedDatesText(membership.pause, formatBillingDate)],
          ['Next charge', formatBillingDate(membership.currentPeriodEnd)],
        ] as [string, ReactNode][])
      : ([[isRenewing ? 'Next charge' : 'Ends on', formatBillingDate(membership.currentPeriodEnd)]] as [string, ReactNode][])),
    ['Commitment ends', formatBillingDate(commitmentEndsAt)],
    ...(membership.scheduledChange
      ? ([['Changes to', `${membership.scheduledChange.planLabel} on ${formatBillingDate(membership.scheduledChange.effectiveAt)}`]] as [string, ReactNode][])
      : []),
    ['Sessions left this period', <SessionsLeft key="sessions" membership={membership} />],
    ['Hours a month', String(membership.hoursPerMonth)],
  ];
  return (
    <Panel title={membership.athleteName ? `${membership.athleteName}’s membership` : 'Membership'} icon={CreditCard}>
      <dl className="grid gap-3 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-md bg-muted p-3">
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {label}
            </dt>
            <dd className="mt-1 font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-muted-foreground">
        {membershipStatusText(membership.status, membership.pause).detail}
      </p>
    </Panel>
  );
}

/**
 * A member's next sessions from the schedule's rows (issue 38, point 8); the plan's window while
 * they load, when they cannot, or when no athlete of the family trains right now.
 */
function SessionsPanel({ membership }: { membership: TMembership }) {
  const sessions = useComingSessions();
  if (!sessions.data?.athletes.length) return <SchedulePanel membership={membership} />;
  return (
    <Panel title="Next sessions" icon={CalendarDays}>
      <ComingSessions schedule={sessions.data} />
      <p className="mt-2 text-sm text-muted-foreground">
        Times are {ACADEMY.timeZoneLabel}. A cancelled session stays listed with its reason.
      </p>
    </Panel>
  );
}

/** The membership's plan's training window, or both plans' windows before a family has one. */
function SchedulePanel({ membership }: { membership: TMembership | null }) {
  const windows = membership
    ? [{ name: membership.plan.name, window: membership.plan.schedule }]
    : [
        { name: 'Core Plan', window: TRAINING_WINDOWS.core },
        { name: 'Pro Plan', window: TRAINING_WINDOWS.pro },
      ];
  return (
    <Panel title="Session schedule" icon={CalendarDays}>
      <ul className="flex flex-col gap-2">
        {windows.map(({ name, window }) => (
          <li key={name} className="rounded-md bg-muted p-3">
            <p className="font-semibold">{name}</p>
            <p className="text-sm">{formatTrainingWindow(window)}</p>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-muted-foreground">
        {membership
          ? `${membership.plan.sessionsPerMonth} sessions a month of ${membership.plan.hoursPerSession} ${membership.plan.hoursPerSession === 1 ? 'hour' : 'hours'} at `
          : 'Sessions at '}
        {ACADEMY.location.venue}, {ACADEMY.location.area}.
      </p>
    </Panel>
  );
}

function QuickLinks() {
  const links = [
    {
      to: paths.membership(),
      label: 'Billing and plans',
      detail: 'Manage billing, usage history, change plan',
      icon: CreditCard,
    },
    {
      to: paths.resources(),
      label: 'Resources',
      detail: 'Guides for players and parents',
      icon: BookOpen,
    },
    { to: paths.messages(), label: 'Messages', detail: 'Talk to the academy', icon: MessageSquare },
  ];
  return (
    <nav
      aria-label="Member links"
      className="flex flex-col gap-3 self-start rounded-lg border bg-card p-5 shadow-sm"
    >
      <h2 className="text-lg font-semibold">Go to</h2>
      <ul className="flex flex-col gap-2">
        {links.map(({ to, label, detail, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="flex items-start gap-3 rounded-md p-2 hover:bg-muted">
              <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>
                <span className="block font-semibold">{label}</span>
                <span className="block text-sm text-muted-foreground">{detail}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
