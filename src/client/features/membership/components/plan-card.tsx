import { Check, Clock } from 'lucide-react';
import { formatTrainingWindow } from '#shared/academy-plans';
import type { TMembershipType } from '#shared/validation/membership';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { cn } from '#client/lib/cn';
import { formatCents } from '#client/lib/format';

/** At most this many benefits on a card, then '+N more benefits...' (docs/product.md, Membership). */
export const CARD_BENEFITS = 4;

const INTERVAL = { month: { short: 'month', label: 'Monthly' }, year: { short: 'year', label: 'Annual' } } as const;

export function PlanCard({
  plan,
  isHighlighted,
  isCurrent,
  isStarting,
  isDisabled,
  isChange = false,
  onSelect,
}: {
  plan: TMembershipType;
  /** Preselected through ?plan=ID (the setup wizard links here). */
  isHighlighted: boolean;
  isCurrent: boolean;
  /** This plan's checkout is being created: the spinner state. */
  isStarting: boolean;
  isDisabled: boolean;
  /** The family's athletes are covered and this is another plan: the button opens Change Plan. */
  isChange?: boolean;
  onSelect: () => void;
}) {
  const interval = INTERVAL[plan.interval];
  const more = plan.benefits.length - CARD_BENEFITS;
  return (
    <article
      aria-label={plan.label}
      id={`plan-${plan.id}`}
      className={cn(
        'relative flex h-full scroll-mt-20 flex-col rounded-lg border bg-card p-5 shadow-sm',
        plan.isMostPopular && 'border-2 border-primary',
        isHighlighted && 'ring-4 ring-accent ring-offset-2 ring-offset-background',
      )}
    >
      <div className="absolute -top-3 left-4 flex gap-2">
        {plan.isMostPopular ? <Badge>Most Popular</Badge> : null}
        {isHighlighted ? <Badge variant="accent">Selected</Badge> : null}
      </div>
      <h3 className="text-lg font-bold">{plan.name}</h3>
      <p className="text-sm font-semibold text-muted-foreground">{interval.label}</p>
      <p className="mt-3">
        <span className="text-3xl font-extrabold tracking-tight">{formatCents(plan.priceCents)}</span>
        <span className="text-muted-foreground"> / {interval.short}</span>
      </p>
      {plan.interval === 'year' ? (
        <p className="text-sm text-muted-foreground">{formatCents(Math.round(plan.priceCents / 12))} a month, paid yearly</p>
      ) : null}
      <p className="mt-1 text-sm text-muted-foreground">
        {plan.joinFeeCents > 0 ? `+ ${formatCents(plan.joinFeeCents)} join fee` : 'No join fee'} · {plan.commitmentMonths}-month commitment
      </p>
      <p className="mt-3 flex items-start gap-2 text-sm">
        <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          {plan.hoursPerMonth} hours a month ({plan.hoursPerSession} h sessions), about {formatCents(plan.hourlyRateCents)} an hour ·{' '}
          {formatTrainingWindow(plan.schedule)}
        </span>
      </p>
      <ul className="mt-4 flex flex-1 flex-col gap-2 text-sm" aria-label={`${plan.label} benefits`}>
        {plan.benefits.slice(0, CARD_BENEFITS).map((benefit) => (
          <li key={benefit} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            {benefit}
          </li>
        ))}
        {more > 0 ? <li className="pl-6 font-medium text-muted-foreground">+{more} more benefits...</li> : null}
      </ul>
      <Button
        className="mt-5 w-full"
        variant={plan.isMostPopular || isHighlighted ? 'default' : 'outline'}
        disabled={isDisabled || isCurrent}
        aria-busy={isStarting || undefined}
        onClick={onSelect}
      >
        {isStarting ? (
          <>
            <Spinner label="Starting checkout" className="[&>span:first-child]:size-4 [&>span:first-child]:border-2 [&>span:first-child]:border-current/30 [&>span:first-child]:border-t-current" />
            Starting checkout...
          </>
        ) : isCurrent ? (
          'Current Plan'
        ) : isChange ? (
          'Change Plan'
        ) : (
          'Select Plan'
        )}
      </Button>
    </article>
  );
}
