import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { PLANS, type Plan } from '#shared/academy-plans';
import { paths } from '#shared/page-paths';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { formatCents } from '#client/lib/format';

const INTERVAL = {
  month: { short: 'month', label: 'Monthly' },
  year: { short: 'year', label: 'Annual' },
} as const;

function PlanCard({ plan }: { plan: Plan }) {
  const interval = INTERVAL[plan.interval];
  return (
    <Card
      className={
        plan.isMostPopular
          ? 'relative flex flex-col border-2 border-primary p-5'
          : 'relative flex flex-col p-5'
      }
    >
      {plan.isMostPopular ? <Badge className="absolute -top-3 left-4">Most Popular</Badge> : null}
      <h3 className="text-lg font-bold">{plan.name}</h3>
      <p className="text-sm font-semibold text-muted-foreground">{interval.label}</p>
      <p className="mt-3">
        <span className="text-3xl font-extrabold">{formatCents(plan.priceCents)}</span>
        <span className="text-muted-foreground"> / {interval.short}</span>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        {plan.joinFeeCents > 0 ? `+ ${formatCents(plan.joinFeeCents)} join fee` : 'No join fee'} ·{' '}
        {plan.commitmentMonths}-month commitment
      </p>
      <ul className="mt-4 flex flex-1 flex-col gap-2 text-sm">
        {plan.benefits.slice(0, 4).map((benefit) => (
          <li key={benefit} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            {benefit}
          </li>
        ))}
      </ul>
      <Button asChild variant={plan.isMostPopular ? 'default' : 'outline'} className="mt-5">
        <Link to={paths.membership({ plan: plan.id })}>Choose {plan.label}</Link>
      </Button>
    </Card>
  );
}

/** The four membership plans from the academy's data, each leading to checkout for that plan. */
export function PlanChoices() {
  return (
    <ul className="grid gap-5 pt-2 sm:grid-cols-2">
      {PLANS.map((plan) => (
        <li key={plan.id} className="flex flex-col [&>*]:flex-1">
          <PlanCard plan={plan} />
        </li>
      ))}
    </ul>
  );
}
