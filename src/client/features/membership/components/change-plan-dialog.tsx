/**
 * Change plan on Manage Billing (issue 17, point 2; decision 043): for one membership, the plans it
 * can change to, what an upgrade or a switch to annual costs now (the server's proration) or the date
 * a downgrade takes effect, and the confirmation. With the test provider the difference is paid with
 * a test card here; with Stripe it is charged to the subscription's saved card.
 */
import { type FormEvent, useId, useState } from 'react';
import { AppError } from '#shared/errors';
import { formatUsd } from '#shared/membership';
import type { TMembership, TPlanChangeOption } from '#shared/validation/membership';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent, DialogFormFooter } from '#client/components/ui/dialog';
import { cn } from '#client/lib/cn';
import { toast } from '#client/lib/toast';
import { useChangePlan, useKeepCurrentPlan, usePlanChangeOptions } from '../api/plan-change';
import { formatBillingDate } from './dates';
import { TestCardFields, useTestCard } from './test-card-fields';

const per = (interval: 'month' | 'year') => (interval === 'year' ? 'a year' : 'a month');

/** What choosing this option does, in a sentence. */
function optionText(option: TPlanChangeOption): string {
  if (option.kind === 'downgrade') return `Starts on ${formatBillingDate(option.effectiveAt)}, when the period you have paid ends. Nothing is charged now.`;
  if (option.kind === 'switch') return `${formatUsd(option.amountCents)} now: a year from today, less the unused part of your current period.`;
  return `${formatUsd(option.amountCents)} now: the price difference for the rest of this period. Starts today.`;
}

function confirmLabel(option: TPlanChangeOption | undefined, isPending: boolean): string {
  if (isPending) return 'Changing...';
  if (!option) return 'Change Plan';
  if (option.kind === 'downgrade') return 'Schedule Change';
  return option.amountCents > 0 ? `Pay ${formatUsd(option.amountCents)} and Change` : 'Change Plan';
}

export function ChangePlanDialog({
  membership,
  open,
  onOpenChange,
  initialPlanId = null,
}: {
  membership: TMembership;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The plan chosen already (the plan card the family clicked). */
  initialPlanId?: string | null;
}) {
  const options = usePlanChangeOptions(membership.id, open);
  const change = useChangePlan();
  const [choice, setChoice] = useState<string | null>(initialPlanId);
  const { card, set, reset } = useTestCard();
  const [error, setError] = useState<string | null>(null);
  const groupId = useId();
  const data = options.data;
  const selected = data?.options.find((o) => o.plan.id === choice && !o.problem);
  const needsCard = data?.provider === 'test' && selected !== undefined && selected.kind !== 'downgrade' && selected.amountCents > 0;

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) {
      setChoice(initialPlanId);
      reset();
      setError(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!selected) {
      setError('Choose the plan to change to.');
      return;
    }
    setError(null);
    try {
      const result = await change.mutateAsync({ membershipId: membership.id, membershipTypeId: selected.plan.id, ...(needsCard ? { card } : {}) });
      close(false);
      toast.success(result.kind === 'downgrade' ? `${result.plan.label} from ${formatBillingDate(result.effectiveAt)}` : `Now on ${result.plan.label}`, {
        description: result.kind === 'downgrade' ? 'Nothing changes until then.' : result.amountCents > 0 ? `Paid ${formatUsd(result.amountCents)}. Your receipt is under Payments.` : undefined,
      });
    } catch (failure) {
      setError(failure instanceof AppError ? failure.message : 'Could not change your plan.');
    }
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title={membership.athleteName ? `Change ${membership.athleteName}’s plan` : 'Change plan'}
        description={`Now: ${membership.plan.label}, ${formatUsd(membership.plan.priceCents)} ${per(membership.plan.interval)}.`}
      >
        {options.isPending ? (
          <p className="text-sm text-muted-foreground">Loading the plans...</p>
        ) : options.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {options.error.message}
          </p>
        ) : (
          <form noValidate aria-label="Change plan" className="flex flex-col gap-4" onSubmit={(e) => void submit(e)}>
            {data?.scheduled ? (
              <p className="rounded-lg bg-muted p-3 text-sm">
                Changing to <strong>{data.scheduled.plan.label}</strong> on {formatBillingDate(data.scheduled.effectiveAt)}.
              </p>
            ) : null}
            <fieldset className="flex flex-col gap-2" aria-describedby={`${groupId}-note`}>
              <legend className="mb-1 text-sm font-semibold">Change to</legend>
              {data?.options.map((option) => {
                const isDisabled = Boolean(option.problem);
                const isChosen = choice === option.plan.id;
                return (
                  <label
                    key={option.plan.id}
                    className={cn(
                      'flex cursor-pointer items-start gap-3 rounded-lg border-2 p-3 text-sm transition-colors',
                      isChosen ? 'border-primary bg-primary/5' : 'border-border',
                      isDisabled && 'cursor-not-allowed opacity-60',
                    )}
                  >
                    <input
                      type="radio"
                      name={`${groupId}-plan`}
                      value={option.plan.id}
                      className="mt-1 size-4 shrink-0 accent-primary"
                      checked={isChosen}
                      disabled={isDisabled}
                      onChange={() => {
                        setChoice(option.plan.id);
                        setError(null);
                      }}
                    />
                    <span className="min-w-0">
                      <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                        <span className="font-semibold">{option.plan.label}</span>
                        <span className="text-muted-foreground">
                          {formatUsd(option.plan.priceCents)} {per(option.plan.interval)}
                        </span>
                      </span>
                      <span className="mt-1 block">{option.problem ?? optionText(option)}</span>
                    </span>
                  </label>
                );
              })}
            </fieldset>
            <p id={`${groupId}-note`} className="text-xs text-muted-foreground">
              Upgrades and switches to annual start today; a change to a lower plan or to monthly starts when the paid period ends. Your
              commitment keeps its start date.
            </p>
            {needsCard ? <TestCardFields card={card} set={set} /> : null}
            <DialogFormFooter error={error} closeLabel="Keep Current Plan">
              <Button type="submit" disabled={change.isPending || !selected}>
                {confirmLabel(selected, change.isPending)}
              </Button>
            </DialogFormFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** A downgrade waiting for the period's end, with the way to keep the current plan. */
export function ScheduledPlanChange({ membership }: { membership: TMembership }) {
  const options = usePlanChangeOptions(membership.id, membership.status === 'active');
  const keep = useKeepCurrentPlan();
  const scheduled = options.data?.scheduled;
  if (!scheduled) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-muted p-3 text-sm">
      <p>
        Changes to <strong>{scheduled.plan.label}</strong> on {formatBillingDate(scheduled.effectiveAt)}.
      </p>
      <Button
        variant="outline"
        disabled={keep.isPending}
        onClick={() =>
          void keep.mutateAsync(membership.id).then(
            () => toast.success(`Staying on ${membership.plan.label}`),
            (error: unknown) => toast.error('Could not keep your plan', { description: error instanceof AppError ? error.message : undefined }),
          )
        }
      >
        {keep.isPending ? 'Keeping...' : `Keep ${membership.plan.name}`}
      </Button>
    </div>
  );
}

/** "Change Plan" for one membership, with its dialog. */
export function ChangePlanButton({ membership }: { membership: TMembership }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Change Plan
      </Button>
      <ChangePlanDialog membership={membership} open={open} onOpenChange={setOpen} />
    </>
  );
}

/**
 * Stripe families: the Billing Portal keeps the card and invoices, and plan changes are made here,
 * where the commitment rules hold (its own plan switching is turned off).
 */
export function StripePlanChanges({ memberships }: { memberships: TMembership[] }) {
  const live = memberships.filter((m) => m.status === 'active');
  if (!live.length) return null;
  return (
    <section aria-labelledby="plan-changes-heading" className="flex flex-col gap-3">
      <h2 id="plan-changes-heading" className="text-xl font-bold">
        Plans
      </h2>
      {live.map((m) => (
        <div key={m.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-4">
          <div className="min-w-0">
            <p className="text-sm text-muted-foreground">{m.athleteName ? `${m.athleteName}’s plan` : 'Plan of a removed athlete'}</p>
            <p className="font-semibold">{m.plan.label}</p>
          </div>
          <ChangePlanButton membership={m} />
          <div className="basis-full empty:hidden">
            <ScheduledPlanChange membership={m} />
          </div>
        </div>
      ))}
    </section>
  );
}
