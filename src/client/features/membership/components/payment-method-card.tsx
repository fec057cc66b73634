/**
 * Manage Billing's card for one test-provider membership (issue 17, point 3; decision 044): the
 * card it renews with ("Visa ending in 4242"), or that there is none, and a dialog to replace it.
 * A past-due membership's renewal is paid with the new card at once, and the toast says how it went.
 */
import { CreditCard } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { AppError } from '#shared/errors';
import type { TMembership } from '#shared/validation/membership';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent, DialogFormFooter } from '#client/components/ui/dialog';
import { toast } from '#client/lib/toast';
import { usePaymentMethod, useReplaceCard } from '../api/payment-method';
import { formatBillingDate } from './dates';
import { type TestCard, TestCardFields, useTestCard } from './test-card-fields';

type CardField = keyof TestCard;

function ReplaceCardDialog({ membership, hasCard, open, onOpenChange }: { membership: TMembership; hasCard: boolean; open: boolean; onOpenChange: (open: boolean) => void }) {
  const replace = useReplaceCard(membership.id);
  const { card, set, reset } = useTestCard();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CardField, string>>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setFieldErrors({});
    try {
      const result = await replace.mutateAsync(card);
      onOpenChange(false);
      reset();
      const saved = result.card ? `${result.card.brand} ending in ${result.card.last4}` : 'Your card';
      if (result.renewal === 'renewed') toast.success('Card saved and payment made', { description: `${saved} paid the renewal: the membership is active again.` });
      else if (result.renewal === 'declined') toast.error('Card saved, but the payment was declined', { description: 'Try another card: the membership stays past due until the renewal is paid.' });
      else toast.success('Card saved', { description: `${saved} pays the next renewal.` });
    } catch (failure) {
      // A field's own message stands under it; the rest (a 409, a network error) under the form.
      if (failure instanceof AppError && failure.fields) setFieldErrors(failure.fields as Partial<Record<CardField, string>>);
      else setError(failure instanceof AppError ? failure.message : 'Could not save the card.');
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={hasCard ? 'Replace the card' : 'Add a card'}
        description={membership.athleteName ? `The card ${membership.athleteName}’s membership renews with.` : 'The card this membership renews with.'}
      >
        <form noValidate aria-label="Card for renewals" className="flex flex-col gap-4" onSubmit={(e) => void submit(e)}>
          <TestCardFields card={card} set={set} errors={fieldErrors} hint="TEST MODE: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is saved but declines." />
          {membership.status === 'past_due' ? <p className="text-sm">The unpaid renewal is charged to this card as soon as you save it.</p> : null}
          <DialogFormFooter error={error} closeLabel="Keep Current Card">
            <Button type="submit" disabled={replace.isPending}>
              {replace.isPending ? 'Saving...' : membership.status === 'past_due' ? 'Save Card and Pay' : 'Save Card'}
            </Button>
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The renewal card of an active or past-due test-provider membership. */
export function PaymentMethodCard({ membership }: { membership: TMembership }) {
  const method = usePaymentMethod(membership.id);
  const [isEditing, setIsEditing] = useState(false);
  if (membership.status !== 'active' && membership.status !== 'past_due') return null;
  const card = method.data?.card;
  const headingId = `card-${membership.id}-heading`;

  return (
    <section aria-labelledby={headingId} className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/40 p-3">
      <div className="flex min-w-0 items-start gap-3">
        <CreditCard className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0">
          <h3 id={headingId} className="text-sm font-semibold">
            Card for renewals
          </h3>
          {method.isPending ? (
            <p className="text-sm text-muted-foreground">Loading card...</p>
          ) : method.isError ? (
            <p className="text-sm text-destructive">We couldn't load the card.</p>
          ) : card ? (
            <p className="text-sm">
              {card.brand} ending in <span className="font-semibold tabular-nums">{card.last4}</span>
              <span className="text-muted-foreground"> · test card</span>
            </p>
          ) : (
            <p className="text-sm font-semibold text-warning-foreground">No card on file: add one so the membership renews on {formatBillingDate(membership.currentPeriodEnd)}.</p>
          )}
          {membership.status === 'past_due' ? (
            <p className="mt-1 text-sm font-semibold text-destructive">The last renewal was not paid. Replace the card to pay it now.</p>
          ) : null}
        </div>
      </div>
      <Button variant={membership.status === 'past_due' ? 'default' : 'outline'} disabled={method.isPending} onClick={() => setIsEditing(true)}>
        {card ? 'Replace Card' : 'Add Card'}
      </Button>
      <ReplaceCardDialog membership={membership} hasCard={Boolean(card)} open={isEditing} onOpenChange={setIsEditing} />
    </section>
  );
}
