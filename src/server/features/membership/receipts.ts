/**
 * Receipts (docs/product.md, Membership): every paid charge of the family has one, as a page in
 * Profile > Billing and as a PDF, from the payment row itself, so the e-mailed receipt, the page and
 * the PDF say the same. Another family's payment, or a charge that was not paid, is a 404.
 */
import { ACADEMY, formatAddress } from '#shared/academy';
import { AppError } from '#shared/errors';
import { formatUsd } from '#shared/membership';
import { RECEIPT_NOT_FOUND, type TReceipt } from '#shared/validation/membership';
import type { Db } from '#server/db/database';
import type { PdfDocumentSpec } from '#server/pdf/document';
import { formatAcademyDate } from './fulfilment';
import { findCreditUse, listPaymentRefunds } from './billing-queries';
import { findPaidPayment } from './queries';

const PAYMENT_TYPES: Record<string, string> = { membership: 'Membership', renewal: 'Membership renewal', store: 'Store order', balance: 'Remaining commitment balance', plan_change: 'Plan change (prorated)' };
const METHODS: Record<string, string> = { test: 'Test card (test mode: nothing was charged)', stripe: 'Card, through Stripe' };

/** The receipt number: the academy date of the payment and the start of its id ("20261126-1A2B3C4D"). */
function receiptNumber(paymentId: string, paidAt: string): string {
  const day = new Date(paidAt).toLocaleDateString('en-CA', { timeZone: ACADEMY.timeZone }).replaceAll('-', '');
  return `${day}-${paymentId.replace(/[^A-Za-z0-9]/g, '').slice(0, 8).toUpperCase()}`;
}

export async function getReceipt(db: Db, userId: string, paymentId: string): Promise<TReceipt> {
  const row = await findPaidPayment(db, userId, paymentId);
  if (!row) throw new AppError('NOT_FOUND', RECEIPT_NOT_FOUND);
  const [refunds, creditUse] = await Promise.all([listPaymentRefunds(db, row.id), findCreditUse(db, row.provider_reference)]);
  return {
    paymentId: row.id,
    number: receiptNumber(row.id, row.created_at),
    paidAt: new Date(row.created_at).toISOString(),
    description: row.description,
    paymentType: PAYMENT_TYPES[row.payment_type] ?? row.payment_type,
    amountCents: row.amount_cents,
    method: METHODS[row.provider] ?? row.provider,
    reference: row.provider_reference,
    billedTo: { name: row.display_name?.trim() || row.name, email: row.email },
    refunds: refunds.map((r) => ({ amountCents: Number(r.amount_cents), refundedAt: new Date(r.created_at).toISOString(), reason: r.reason })),
    creditCents: creditUse ? -Number(creditUse.amount_cents) : 0,
  };
}

/** Paid, or how much of it came back. */
export function receiptStatus(receipt: TReceipt): string {
  const refunded = receipt.refunds.reduce((sum, r) => sum + r.amountCents, 0);
  if (refunded <= 0) return 'Paid';
  return refunded >= receipt.amountCents ? 'Refunded' : `Paid, ${formatUsd(refunded)} refunded`;
}

export function receiptDocument(receipt: TReceipt): PdfDocumentSpec {
  return {
    title: `${ACADEMY.name} receipt`,
    subtitle: `Receipt ${receipt.number} · Paid ${formatAcademyDate(receipt.paidAt)}`,
    blocks: [
      { kind: 'heading', text: 'Billed to' },
      { kind: 'paragraph', text: `${receipt.billedTo.name}, ${receipt.billedTo.email}` },
      { kind: 'heading', text: 'Charge' },
      {
        kind: 'table',
        columns: ['Description', 'Type', 'Amount'],
        rows: [
          ...(receipt.creditCents > 0
            ? [
                [receipt.description, receipt.paymentType, formatUsd(receipt.amountCents + receipt.creditCents)],
                ['Credit applied', '', `-${formatUsd(receipt.creditCents)}`],
              ]
            : [[receipt.description, receipt.paymentType, formatUsd(receipt.amountCents)]]),
          ['Total paid', '', formatUsd(receipt.amountCents)],
          ...receipt.refunds.map((r) => [`Refunded ${formatAcademyDate(r.refundedAt)}: ${r.reason}`, 'Refund', `-${formatUsd(r.amountCents)}`]),
          ...(receipt.refunds.length ? [['Net paid', '', formatUsd(receipt.amountCents - receipt.refunds.reduce((sum, r) => sum + r.amountCents, 0))]] : []),
        ],
      },
      { kind: 'heading', text: 'Payment' },
      { kind: 'list', items: [`Method: ${receipt.method}`, `Reference: ${receipt.reference}`, `Status: ${receiptStatus(receipt)}`] },
      { kind: 'paragraph', text: `${receipt.refunds.length ? 'Refunds go back to the card that paid. ' : "Payments are not refundable (the academy's terms). "}Questions about billing: ${ACADEMY.email} or ${ACADEMY.phone.display}.` },
    ],
    footer: `${ACADEMY.name} · ${formatAddress()}`,
  };
}
