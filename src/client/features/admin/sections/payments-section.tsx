/**
 * The admin's Payments tab (issue 39, point 8; decision 079): every family's payments, newest first,
 * with a Refund dialog (whole or part, with a reason) on each completed one, and the accountant's
 * CSV for a date range. Revenue figures elsewhere are net of these refunds.
 */
import { useState } from 'react';
import { Download, Undo2 } from 'lucide-react';
import { ACADEMY } from '#shared/academy';
import { BILLING_MESSAGES as M, BILLING_REASON_MAX, dollarsToCents } from '#shared/billing';
import { formatUsd } from '#shared/membership';
import { academyDate, addDays } from '#shared/progress/time';
import { ZPaymentsCsvQuery, type TAdminPayment } from '#shared/validation/billing';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Input, Textarea } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { toast } from '#client/lib/toast';
import { paymentsCsvUrl, useAdminPayments, useRefundPayment } from '../api/payments';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: ACADEMY.timeZone });

const STATUS_LABELS: Record<string, string> = { completed: 'Paid', failed: 'Failed', pending: 'Pending' };

function statusLabel(p: TAdminPayment): string {
  if (p.status === 'completed' && p.refundedCents > 0) return p.refundedCents >= p.amountCents ? 'Refunded' : 'Partly refunded';
  return STATUS_LABELS[p.status] ?? p.status;
}

function RefundDialog({ payment, onClose }: { payment: TAdminPayment; onClose: () => void }) {
  const remaining = payment.amountCents - payment.refundedCents;
  const [amount, setAmount] = useState((remaining / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const refund = useRefundPayment();
  const cents = dollarsToCents(amount);
  const amountError = amount.trim() === '' ? undefined : cents === null || cents < 1 ? M.amount : cents > remaining ? M.overRefund : undefined;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={`Refund ${payment.familyName}`} description={`${payment.description} · paid ${formatUsd(payment.amountCents)} on ${day(payment.createdAt)} · ${formatUsd(remaining)} can still be refunded.`}>
        <form
          aria-label="Refund"
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (cents === null || amountError) return;
            refund.mutate(
              { paymentId: payment.id, amountCents: cents, reason: reason.trim() },
              {
                onSuccess: () => {
                  toast.success(`Refunded ${formatUsd(cents)}`, { description: `${payment.familyName} gets an e-mail and sees it on the receipt.` });
                  onClose();
                },
                onError: (error) => toast.error('Could not refund', { description: error.message }),
              },
            );
          }}
        >
          <Field label="Amount (USD)" hint={`Up to ${formatUsd(remaining)}; the whole amount is filled in.`} error={amountError}>
            <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} required />
          </Field>
          <Field label="Reason" hint="The family sees it in the e-mail; the audit log keeps it." limit={{ length: reason.length, max: BILLING_REASON_MAX, message: M.reasonTooLong }}>
            <Textarea value={reason} rows={3} onChange={(e) => setReason(e.target.value)} required />
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={refund.isPending || !reason.trim() || cents === null || Boolean(amountError) || reason.length > BILLING_REASON_MAX}>
              <Undo2 aria-hidden="true" />
              {refund.isPending ? 'Refunding…' : `Refund ${cents !== null && !amountError ? formatUsd(cents) : ''}`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function CsvExport() {
  const today = academyDate(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 4)}-01-01`);
  const [to, setTo] = useState(today);
  const parsed = ZPaymentsCsvQuery.safeParse({ from, to });
  const error = parsed.success ? undefined : parsed.error.issues[0]?.message;
  return (
    <section aria-labelledby="csv-heading" className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div>
        <h3 id="csv-heading" className="font-semibold">
          Export for the accountant
        </h3>
        <p className="text-sm text-muted-foreground">Payments by academy date, both days included (at most 400 days): amounts, refunds and net in dollars, no athlete names.</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Field label="From" className="flex min-w-0 flex-col gap-1.5">
          <Input type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
        </Field>
        <Field label="To" className="flex min-w-0 flex-col gap-1.5" error={error}>
          <Input type="date" value={to} min={from} max={addDays(today, 1)} onChange={(e) => setTo(e.target.value)} />
        </Field>
        {parsed.success ? (
          <Button asChild variant="outline">
            <a href={paymentsCsvUrl(from, to)} download>
              <Download aria-hidden="true" />
              Download CSV
            </a>
          </Button>
        ) : (
          <Button variant="outline" disabled>
            <Download aria-hidden="true" />
            Download CSV
          </Button>
        )}
      </div>
    </section>
  );
}

export function PaymentsSection() {
  const payments = useAdminPayments();
  const [refunding, setRefunding] = useState<TAdminPayment | null>(null);
  const rows = payments.data?.pages.flatMap((p) => p.payments) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <CsvExport />
      <section aria-labelledby="payments-heading" className="flex flex-col gap-3">
        <div>
          <h2 id="payments-heading" className="text-lg font-semibold">
            Payments
          </h2>
          <p className="text-sm text-muted-foreground">Newest first. Refund a paid charge in whole or in part; revenue on the Overview is net of refunds. Credits toward a family’s next charge are on the family’s profile (Families).</p>
        </div>
        {payments.isPending ? <Spinner label="Loading payments" /> : null}
        {payments.isError ? (
          <Alert tone="error" title="We couldn't load the payments.">
            <Button variant="outline" className="mt-3" onClick={() => void payments.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : null}
        {payments.isSuccess && !rows.length ? <EmptyState title="No payments yet">Payments appear here as families pay.</EmptyState> : null}
        {rows.length ? (
          <ul className="flex flex-col gap-2" aria-label="Payments">
            {rows.map((p) => {
              const canRefund = p.status === 'completed' && p.refundedCents < p.amountCents;
              return (
                <li key={p.id} className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center">
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <span className="break-words font-semibold">{p.familyName}</span>
                      <span className="font-semibold tabular-nums">{formatUsd(p.amountCents)}</span>
                    </span>
                    <span className="break-words text-sm text-muted-foreground">
                      {p.description} · {day(p.createdAt)} · {p.provider === 'test' ? 'test mode' : p.provider}
                    </span>
                    <span className="flex flex-wrap items-center gap-1.5">
                      <Badge variant={p.status === 'failed' ? 'destructive' : p.status === 'completed' && p.refundedCents === 0 ? 'secondary' : 'outline'}>{statusLabel(p)}</Badge>
                      {p.refundedCents > 0 ? <span className="text-sm">Refunded {formatUsd(p.refundedCents)}</span> : null}
                    </span>
                  </div>
                  {canRefund ? (
                    <Button variant="outline" className="self-start sm:self-center" onClick={() => setRefunding(p)}>
                      <Undo2 aria-hidden="true" />
                      Refund<span className="sr-only"> {formatUsd(p.amountCents)} from {p.familyName}</span>
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
        {payments.hasNextPage ? (
          <Button variant="outline" className="self-start" disabled={payments.isFetchingNextPage} onClick={() => void payments.fetchNextPage()}>
            {payments.isFetchingNextPage ? 'Loading…' : 'Show More'}
          </Button>
        ) : null}
      </section>
      {refunding ? <RefundDialog payment={refunding} onClose={() => setRefunding(null)} /> : null}
    </div>
  );
}
