/**
 * A credit toward a family's next charge (issue 39, point 8; decision 079), on the family's profile:
 * an amount in dollars and a reason the family sees. The next renewal (test mode or Stripe, decision
 * 085) is reduced by it, once.
 */
import { useState } from 'react';
import { BadgeDollarSign } from 'lucide-react';
import { BILLING_MESSAGES as M, BILLING_REASON_MAX, dollarsToCents } from '#shared/billing';
import { formatUsd } from '#shared/membership';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { toast } from '#client/lib/toast';
import { useGrantCredit } from '../api/payments';

export function CreditForm({ familyId, familyName }: { familyId: string; familyName: string }) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const grant = useGrantCredit();
  const cents = dollarsToCents(amount);
  const amountError = amount.trim() === '' || (cents !== null && cents >= 1) ? undefined : M.amount;
  return (
    <form
      aria-label="Credit toward the next charge"
      className="mt-4 flex flex-col gap-3 border-t pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (cents === null || amountError) return;
        grant.mutate(
          { familyId, amountCents: cents, reason: reason.trim() },
          {
            onSuccess: (result) => {
              if (result.isNew) toast.success(`Credited ${formatUsd(cents)}`, { description: `${familyName} now has ${formatUsd(result.availableCents)} toward the next charge.` });
              else toast.info(`This credit was already given today`, { description: `${familyName} has ${formatUsd(result.availableCents)} toward the next charge. To give another, change the reason.` });
              setAmount('');
              setReason('');
            },
            onError: (error) => toast.error('Could not add the credit', { description: error.message }),
          },
        );
      }}
    >
      <div>
        <h3 className="font-semibold">Credit toward the next charge</h3>
        <p className="text-xs text-muted-foreground">Taken off the family’s next membership renewal, whether Stripe or test mode charges it; what is left carries to the one after.</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        <Field label="Amount (USD)" error={amountError}>
          <Input inputMode="decimal" value={amount} placeholder="25.00" onChange={(e) => setAmount(e.target.value)} required />
        </Field>
        <Field label="Reason" limit={{ length: reason.length, max: BILLING_REASON_MAX, message: M.reasonTooLong }} showCount={false}>
          <Input value={reason} onChange={(e) => setReason(e.target.value)} required />
        </Field>
      </div>
      <Button type="submit" variant="outline" className="self-end" disabled={grant.isPending || cents === null || Boolean(amountError) || !reason.trim() || reason.length > BILLING_REASON_MAX}>
        <BadgeDollarSign aria-hidden="true" />
        {grant.isPending ? 'Adding…' : 'Add Credit'}
      </Button>
    </form>
  );
}
