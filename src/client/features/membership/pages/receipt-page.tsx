/**
 * /receipts/:paymentId (docs/product.md, Membership): a paid charge's receipt, opened from Profile >
 * Billing, printable, with its PDF to download. Another family's payment is "not found".
 */
import { ArrowLeft, Download, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ACADEMY, formatAddress } from '#shared/academy';
import { paths } from '#shared/page-paths';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { PageSpinner } from '#client/components/ui/spinner';
import { formatCents } from '#client/lib/format';
import { PageMeta } from '#client/lib/page-meta';
import { receiptPdfUrl, useReceipt } from '../api/get-receipt';
import { formatBillingDate } from '../components/dates';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium wrap-anywhere sm:text-right">{value}</dd>
    </div>
  );
}

export function ReceiptPage() {
  const { paymentId = '' } = useParams();
  const receipt = useReceipt(paymentId);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5">
      <PageMeta title="Receipt" />
      <Link
        to={paths.profile({ tab: 'billing' })}
        className="inline-flex items-center gap-1 self-start text-sm font-semibold text-primary hover:underline print:hidden"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Billing
      </Link>
      {receipt.isPending ? (
        <PageSpinner label="Loading the receipt" />
      ) : receipt.isError ? (
        <Alert tone="error" title="We couldn't load this receipt.">
          {receipt.error.message}
        </Alert>
      ) : (
        <Card className="flex flex-col gap-5 p-5 sm:p-8">
          <header className="flex flex-col gap-1 border-b pb-4">
            <p className="text-sm font-semibold text-primary">{ACADEMY.name}</p>
            <h1 className="text-2xl font-bold">Receipt</h1>
            <p className="text-sm text-muted-foreground">
              No. {receipt.data.number} · Paid {formatBillingDate(receipt.data.paidAt, 'long')}
            </p>
          </header>
          <dl className="flex flex-col gap-3">
            <Line label="Billed to" value={`${receipt.data.billedTo.name} (${receipt.data.billedTo.email})`} />
            <Line label="Description" value={receipt.data.description} />
            <Line label="Type" value={receipt.data.paymentType} />
            <Line label="Payment method" value={receipt.data.method} />
            <Line label="Reference" value={receipt.data.reference} />
          </dl>
          {receipt.data.creditCents > 0 ? (
            <p className="flex items-baseline justify-between border-t pt-4">
              <span>Credit applied</span>
              <span className="tabular-nums">−{formatCents(receipt.data.creditCents, { showZeroCents: true })}</span>
            </p>
          ) : null}
          <p className="flex items-baseline justify-between border-t pt-4 text-lg font-bold">
            <span>Total paid</span>
            <span className="tabular-nums">{formatCents(receipt.data.amountCents, { showZeroCents: true })}</span>
          </p>
          {receipt.data.refunds.length ? (
            <ul aria-label="Refunds" className="flex flex-col gap-2">
              {receipt.data.refunds.map((r) => (
                <li key={r.refundedAt + r.amountCents} className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 wrap-anywhere">
                    Refunded {formatBillingDate(r.refundedAt, 'medium')}: {r.reason}
                  </span>
                  <span className="shrink-0 tabular-nums">−{formatCents(r.amountCents, { showZeroCents: true })}</span>
                </li>
              ))}
              <li className="flex items-baseline justify-between border-t pt-2 font-bold">
                <span>Net paid</span>
                <span className="tabular-nums">
                  {formatCents(receipt.data.amountCents - receipt.data.refunds.reduce((sum, r) => sum + r.amountCents, 0), { showZeroCents: true })}
                </span>
              </li>
            </ul>
          ) : null}
          <p className="text-xs text-muted-foreground">
            {ACADEMY.name} · {formatAddress()} · {ACADEMY.email} · {ACADEMY.phone.display}. {receipt.data.refunds.length ? 'Refunds go back to the card that paid.' : 'Payments are not refundable.'}
          </p>
          <div className="flex flex-wrap gap-3 print:hidden">
            <Button asChild>
              <a href={receiptPdfUrl(receipt.data.paymentId)} download>
                <Download aria-hidden="true" />
                Download PDF
              </a>
            </Button>
            <Button variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print
            </Button>
          </div>
        </Card>
      )}
    </div>
  );
}
