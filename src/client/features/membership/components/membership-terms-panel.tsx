/**
 * A membership's terms on Manage Billing (issue 17, points 4 and 5; decision 042): the commitment
 * end, a break ("Paused until ...") with Resume, a pause of 1 to 4 months, and the cancel dialog
 * that shows the remaining balance of the commitment and pays it (test card) before cancelling.
 */
import { type FormEvent, useState } from 'react';
import { CHOOSABLE_DEPARTURE_REASONS, DEPARTURE_MESSAGES, DEPARTURE_NOTE_MAX, DEPARTURE_REASON_LABELS, type DepartureReason } from '#shared/departures';
import { AppError } from '#shared/errors';
import { formatUsd } from '#shared/membership';
import { BREAK_MAX_MONTHS, BREAK_MIN_MONTHS } from '#shared/membership-terms';
import type { TMembership } from '#shared/validation/membership';
import { BREAK_MESSAGES, type TMembershipTerms } from '#shared/validation/membership-terms';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent, DialogFormFooter } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Select, Textarea } from '#client/components/ui/input';
import { toast } from '#client/lib/toast';
import { usePauseMembership, useResumeFromBreak, useTermsFor, useWithdrawMembership } from '../api/membership-terms';
import { formatBillingDate } from './dates';
import { TestCardFields, useTestCard } from './test-card-fields';

const errorText = (error: unknown) => (error instanceof AppError ? error.message : undefined);

/** "Commitment until ..." and "Paused until ...": one line each, for the card and for billing. */
export function MembershipTermsLine({ terms }: { terms: TMembershipTerms | undefined }) {
  if (!terms) return null;
  return (
    <>
      {terms.activeBreak ? (
        <p className="mt-1 text-sm font-semibold text-warning-foreground">{BREAK_MESSAGES.paused(formatBillingDate(terms.activeBreak.endsAt))}</p>
      ) : null}
      {terms.isCommitted ? (
        <p className="mt-1 text-sm text-muted-foreground">
          {terms.commitmentMonths}-month commitment until {formatBillingDate(terms.commitmentEndsAt)}.
        </p>
      ) : null}
    </>
  );
}

/** The commitment, the break and the pause controls of one membership. */
export function MembershipTermsPanel({ membership }: { membership: TMembership }) {
  const terms = useTermsFor(membership.id);
  const pause = usePauseMembership();
  const resume = useResumeFromBreak();
  const [months, setMonths] = useState(1);
  if (!terms) return null;

  async function startBreak() {
    try {
      await pause.mutateAsync({ membershipId: membership.id, months });
      toast.success('Membership paused', { description: 'Nothing is charged while it is paused.' });
    } catch (error) {
      toast.error('Could not pause your membership', { description: errorText(error) });
    }
  }

  async function endBreak() {
    try {
      await resume.mutateAsync(membership.id);
      toast.success('Welcome back', { description: 'Training and billing resume today.' });
    } catch (error) {
      toast.error('Could not resume your membership', { description: errorText(error) });
    }
  }

  return (
    <div className="mt-3 flex flex-col gap-3">
      <MembershipTermsLine terms={terms} />
      {terms.activeBreak ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground">
            A break of more than {BREAK_MAX_MONTHS} months means permanent removal: this one must end by {formatBillingDate(terms.activeBreak.limitAt)}.
          </p>
          <Button variant="outline" disabled={resume.isPending} onClick={() => void endBreak()}>
            {resume.isPending ? 'Resuming...' : 'End Break Now'}
          </Button>
        </div>
      ) : terms.canPause ? (
        <div className="flex flex-wrap items-end gap-3">
          <Field label="Take a break" hint="1 to 4 months; nothing is charged while paused." className="flex min-w-44 flex-col gap-1.5">
            <Select value={months} onChange={(e) => setMonths(Number(e.target.value))}>
              {Array.from({ length: BREAK_MAX_MONTHS - BREAK_MIN_MONTHS + 1 }, (_, i) => i + BREAK_MIN_MONTHS).map((n) => (
                <option key={n} value={n}>
                  {n} month{n === 1 ? '' : 's'}
                </option>
              ))}
            </Select>
          </Field>
          <Button variant="outline" disabled={pause.isPending} onClick={() => void startBreak()}>
            {pause.isPending ? 'Pausing...' : 'Pause Membership'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}


/**
 * Cancel: with a balance due, the dialog states it and takes a test card to pay it first; the
 * server charges its own figure, never one sent from here.
 */
export function CancelMembershipDialog({ membership, open, onOpenChange }: { membership: TMembership; open: boolean; onOpenChange: (open: boolean) => void }) {
  const terms = useTermsFor(membership.id);
  const withdraw = useWithdrawMembership();
  const { card, set, reset } = useTestCard();
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState<DepartureReason | ''>('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [note, setNote] = useState('');
  const balance = terms?.remainingBalanceCents ?? 0;
  const endDate = formatBillingDate(membership.currentPeriodEnd);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    // The page always asks why (decision 074); the API keeps it optional for older pages.
    if (!reason) {
      setReasonError(DEPARTURE_MESSAGES.reason);
      return;
    }
    if (note.length > DEPARTURE_NOTE_MAX) return;
    setReasonError(undefined);
    try {
      await withdraw.mutateAsync({ membershipId: membership.id, confirmBalance: true, reason, ...(note.trim() ? { note: note.trim() } : {}), ...(balance > 0 ? { card } : {}) });
      onOpenChange(false);
      reset();
      setReason('');
      setNote('');
      // A paid balance ends the membership at once (issue 37); with nothing due it runs to the period's end.
      if (balance > 0) toast.success('Membership ended', { description: 'The remaining balance is paid. Nothing more will be charged.' });
      else toast.success('Membership canceled', { description: `You keep training until ${endDate}.` });
    } catch (failure) {
      setError(errorText(failure) ?? 'Could not cancel your membership.');
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={membership.athleteName ? `Cancel ${membership.athleteName}’s membership?` : 'Cancel this membership?'}
        description={balance > 0 ? 'Paying the remaining balance ends the membership today; joining again later starts a new membership.' : `It stays active until ${endDate}, then ends.`}
      >
        <form noValidate aria-label="Cancel membership" className="flex flex-col gap-4" onSubmit={(e) => void submit(e)}>
          {balance > 0 && terms ? (
            <>
              <p className="text-sm">
                Your {terms.commitmentMonths}-month commitment runs until {formatBillingDate(terms.commitmentEndsAt)}. Leaving before then means the
                remaining balance is due: <strong>{formatUsd(balance)}</strong> ({terms.monthsRemaining} month{terms.monthsRemaining === 1 ? '' : 's'} at{' '}
                {formatUsd(membership.plan.priceCents)}). It is charged now, and payments are not refundable.
              </p>
              <TestCardFields card={card} set={set} />
            </>
          ) : (
            <p className="text-sm text-muted-foreground">Nothing more is due: your commitment is paid. You can resume any time before {endDate}.</p>
          )}
          <Field label="Why are you leaving?" error={reasonError}>
            <Select
              value={reason}
              required
              onChange={(e) => {
                setReason(e.target.value as DepartureReason | '');
                setReasonError(undefined);
              }}
            >
              <option value="">Choose a reason</option>
              {CHOOSABLE_DEPARTURE_REASONS.map((r) => (
                <option key={r} value={r}>
                  {DEPARTURE_REASON_LABELS[r]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Anything else? (optional)" limit={{ length: note.length, max: DEPARTURE_NOTE_MAX, message: DEPARTURE_MESSAGES.noteTooLong }}>
            <Textarea value={note} rows={3} onChange={(e) => setNote(e.target.value)} />
          </Field>
          <DialogFormFooter error={error} closeLabel="Keep Membership">
            <Button type="submit" variant="destructive" disabled={withdraw.isPending}>
              {withdraw.isPending ? 'Canceling...' : balance > 0 ? `Pay ${formatUsd(balance)} and Cancel` : 'Cancel at Period End'}
            </Button>
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The membership card's lines: "Paused until ..." and the commitment's end (not for an ended membership). */
export function MembershipCardTerms({ membership }: { membership: TMembership }) {
  const terms = useTermsFor(membership.id);
  if (membership.status === 'expired') return null;
  return <MembershipTermsLine terms={terms} />;
}
