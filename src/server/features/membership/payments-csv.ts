/**
 * The accountant's payments CSV (issue 39, point 8; decisions 079 and 085; docs/product.md, Billing
 * operations): every payment whose academy date is in [from, to], oldest first, read in pages of
 * CSV_PAGE along (created_at, id) and written to the reply as each page arrives, so a year of
 * payments never sits in memory. Each page is read and written out as text by a read task
 * (csv-reads.ts) in a read worker, off the event loop: turning 100,000 rows into JavaScript values
 * and then into text held the loop for 20 to 50 ms a page. The next page is read while the last one
 * is sent. No child data: the family is its display name or a pseudonymous id, and athletes' names
 * are taken out of descriptions. Cells are formula-safe and quoted when needed (#shared/csv).
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { centsToDollars, PAYMENTS_CSV_COLUMNS } from '#shared/billing';
import { csvCell, csvLine } from '#shared/csv';
import { academyDate, academyMidnight, addDays } from '#shared/progress/time';
import type { TPaymentsCsvQuery } from '#shared/validation/billing';
import { recordAudit } from '#server/audit/audit';
import type { SessionUser } from '#server/auth/session';
import type { Db } from '#server/db/database';
import type { ReadPool } from '#server/db/read-pool';
import { csvPage, iso, sumRefunds } from './billing-queries';

export const CSV_PAGE = 1_000;

/** A family nobody can name from the file: the same for every payment of the family, and after a deletion. */
export function familyPseudonym(userId: string): string {
  return `F-${createHash('sha256').update(userId).digest('hex').slice(0, 8).toUpperCase()}`;
}

/** A description without the athlete it was for ("Elite for Leo: renewal" → "Elite: renewal"). */
export function withoutAthlete(description: string): string {
  return description.replace(/ for [^:,×]+?(?=:|$)/g, '');
}

const TYPES: Record<string, string> = { membership: 'membership', renewal: 'renewal', store: 'store', balance: 'commitment balance', plan_change: 'plan change' };

/** The academy-time instants the dates cover: from `from`'s midnight to the midnight after `to`. */
export function csvRange(query: TPaymentsCsvQuery): { from: string; to: string } {
  return { from: academyMidnight(query.from).toISOString(), to: academyMidnight(addDays(query.to, 1)).toISOString() };
}

/**
 * What every page of every export works out alike, kept by the reader between pages: the academy
 * date of a UTC hour (its offsets are whole hours) and a family's pseudonym (a hash). Neither ever
 * changes; a reader forgets them all past MEMO_LIMIT entries.
 */
const MEMO_LIMIT = 50_000;
const memo = { days: new Map<string, string>(), pseudonyms: new Map<string, string>() };
function remembered(map: Map<string, string>, key: string, make: () => string): string {
  let value = map.get(key);
  if (value === undefined) {
    if (map.size >= MEMO_LIMIT) map.clear();
    value = make();
    map.set(key, value);
  }
  return value;
}

type CsvCursor = { createdAt: string; id: string };
export type CsvPageInput = { range: { from: string; to: string }; after: CsvCursor | null };
/** A page's lines, and where the next page starts (null: this was the last). */
export type CsvPageText = { text: string; next: CsvCursor | null };

/** An instant as ISO 8601: SQLite's rows already are (a parse per row cost a tenth of a page), PostgreSQL's are Dates. */
const isoOf = (value: string | Date): string => (typeof value === 'string' && value.length === 24 && value[10] === 'T' && value.endsWith('Z') ? value : iso(value));

/** One page of the CSV as text: the read task the worker runs (csv-reads.ts), in one read transaction. */
export async function readCsvPage(db: Db, { range, after }: CsvPageInput): Promise<CsvPageText> {
  const rows = await csvPage(db, range, after ?? undefined, CSV_PAGE);
  const refunds = await sumRefunds(db, rows.filter((r) => Number(r.refunded_cents) > 0).map((r) => r.id));
  let text = '';
  for (const row of rows) {
    const createdAt = isoOf(row.created_at);
    const date = remembered(memo.days, createdAt.slice(0, 13), () => academyDate(new Date(createdAt)));
    const isPaid = row.status === 'completed';
    const amount = Number(row.amount_cents);
    const refunded = refunds.get(row.id) ?? 0;
    const family = csvCell(row.display_name?.trim() || remembered(memo.pseudonyms, row.user_id, () => familyPseudonym(row.user_id)));
    text += `${[
      date,
      csvCell(row.id),
      family,
      csvCell(withoutAthlete(row.description)),
      csvCell(TYPES[row.payment_type] ?? row.payment_type),
      csvCell(row.status),
      centsToDollars(amount),
      centsToDollars(refunded),
      // What the academy kept: a failed or pending charge brought in nothing.
      centsToDollars(isPaid ? amount - refunded : 0),
      csvCell(row.provider),
      csvCell(row.provider_reference),
    ].join(',')}\r\n`;
  }
  const last = rows.at(-1);
  return { text, next: last && rows.length === CSV_PAGE ? { createdAt: isoOf(last.created_at), id: last.id } : null };
}

export type CsvReadTasks = { paymentsCsvPage: typeof readCsvPage };

/** The pages in order, each asked of the readers as soon as the one before it has arrived. */
async function* csvLines(reads: ReadPool<CsvReadTasks>, query: TPaymentsCsvQuery): AsyncGenerator<string> {
  const range = csvRange(query);
  let page = reads.run('paymentsCsvPage', { range, after: null });
  yield csvLine(PAYMENTS_CSV_COLUMNS);
  for (;;) {
    const { text, next } = await page;
    // The next page is read while this one is sent.
    if (next) page = reads.run('paymentsCsvPage', { range, after: next });
    if (text) yield text;
    if (!next) return;
  }
}

/** The CSV as a stream for the reply, and its audit entry (written before the first byte). */
export async function exportPaymentsCsv(db: Db, reads: ReadPool<CsvReadTasks>, admin: SessionUser, query: TPaymentsCsvQuery, now = new Date()): Promise<{ filename: string; stream: Readable }> {
  await recordAudit(
    db,
    {
      actor: { id: admin.id, email: admin.email },
      action: 'payments.exported',
      target: { type: 'payments' },
      summary: `Exported payments from ${query.from} to ${query.to} as CSV`,
      details: { from: query.from, to: query.to },
    },
    now,
  );
  return { filename: `payments-${query.from}-to-${query.to}.csv`, stream: Readable.from(csvLines(reads, query), { objectMode: false }) };
}
