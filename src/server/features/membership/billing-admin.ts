/**
 * The admin's Payments tab (issue 39, point 8; decision 079): every family's payments, newest first,
 * a page at a time, with what was refunded of each. Parents' names only; no child data.
 */
import type { TAdminPaymentsPage, TAdminPaymentsQuery } from '#shared/validation/billing';
import type { Db } from '#server/db/database';
import { iso, listAdminPayments } from './billing-queries';
import { decodeCursor, encodeCursor } from './queries';
import { withoutAthlete } from './payments-csv';

export async function getAdminPayments(db: Db, query: TAdminPaymentsQuery): Promise<TAdminPaymentsPage> {
  const rows = await listAdminPayments(db, query.limit + 1, decodeCursor(query.cursor));
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  return {
    payments: shown.map((r) => ({
      id: r.id,
      familyId: r.user_id,
      familyName: r.display_name?.trim() || r.name,
      description: withoutAthlete(r.description),
      paymentType: r.payment_type,
      status: r.status,
      amountCents: Number(r.amount_cents),
      refundedCents: Number(r.refunded_cents),
      provider: r.provider,
      createdAt: iso(r.created_at),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ created_at: iso(last.created_at), id: last.id }) : null,
  };
}
