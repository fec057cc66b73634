/**
 * The profile's Billing tab (docs/product.md, Membership): every charge, newest first, "Paid" for a
 * completed payment and the raw status otherwise, dollars from cents, a page at a time; a paid
 * charge links to its receipt.
 */
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import { EmptyState, Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { PageSpinner } from '#client/components/ui/spinner';
import { formatCents } from '#client/lib/format';
import { cn } from '#client/lib/cn';
import { paymentStatusLabel } from '#shared/membership';
import { usePayments } from '../api/get-payments';
import { formatBillingDate } from './dates';

const PAYMENT_TYPES: Record<string, string> = { membership: 'Membership', renewal: 'Renewal', store: 'Store order', balance: 'Commitment balance', plan_change: 'Plan change' };

export function PaymentsList({ className, withoutStoreOrders = false }: { className?: string; withoutStoreOrders?: boolean }) {
  const payments = usePayments();
  if (payments.isPending) return <PageSpinner label="Loading payments" />;
  if (payments.isError) {
    return (
      <Alert tone="error" title="We couldn't load your payments.">
        {payments.error.message}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void payments.refetch()}>
          Try again
        </button>
      </Alert>
    );
  }
  // Beside the store's own list (Profile > Billing), an order is listed once: there, with its receipt.
  const rows = payments.data.pages.flatMap((page) => page.payments).filter((p) => !withoutStoreOrders || p.paymentType !== 'store');
  if (rows.length === 0) {
    return <EmptyState title={withoutStoreOrders ? 'No membership payments yet' : 'No payments yet'}>Payments for your membership will appear here.</EmptyState>;
  }
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <ul aria-label="Payments" className="divide-y rounded-lg border bg-card">
        {rows.map((payment) => {
          const isPaid = payment.status === 'completed';
          return (
            <li key={payment.id} className="flex items-start justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-semibold wrap-anywhere">{payment.description}</p>
                <p className="text-sm text-muted-foreground">
                  {formatBillingDate(payment.createdAt, 'medium')} · {PAYMENT_TYPES[payment.paymentType] ?? payment.paymentType}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <p className="font-semibold tabular-nums">{formatCents(payment.amountCents, { showZeroCents: true })}</p>
                <span
                  className={cn(
                    'rounded-full border px-2 py-0.5 text-xs font-semibold',
                    isPaid ? 'border-success bg-success text-white' : 'border-border bg-muted text-foreground',
                  )}
                >
                  {paymentStatusLabel(payment.status)}
                </span>
                {payment.refundedCents > 0 ? (
                  <span className="text-xs font-semibold">Refunded {formatCents(payment.refundedCents, { showZeroCents: true })}</span>
                ) : null}
                {isPaid ? (
                  <Link
                    to={paths.receipt(payment.id)}
                    className="inline-flex min-h-11 items-center text-sm font-semibold text-primary hover:underline"
                    aria-label={`Receipt for ${payment.description}`}
                  >
                    Receipt
                  </Link>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {payments.hasNextPage ? (
        <Button variant="outline" className="self-center" disabled={payments.isFetchingNextPage} onClick={() => void payments.fetchNextPage()}>
          {payments.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
