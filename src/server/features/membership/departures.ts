/**
 * Departures (issue 39, point 3; decision 074): why a membership is ending, written in the same
 * transaction as the cancellation or early withdrawal, deleted when the family resumes; the admin's
 * Leaving list newest first, and the one win-back per departure claimed on its row.
 */
import { type DepartureKind, type DepartureReason } from '#shared/departures';
import { athleteFirstName } from '#shared/validation/membership';
import type { TDeparture, TDepartureFields } from '#shared/validation/departures';
import { AppError } from '#shared/errors';
import type { Db } from '#server/db/database';

const iso = (value: string | Date) => new Date(value).toISOString();

export type DepartureInput = { membershipId: string; familyId: string; askedAt: string; effectiveAt: string } & TDepartureFields;

/** Records why a membership ends, by a cancellation or an early withdrawal (or replaces what a cancellation undone and asked again said). */
export async function recordDeparture(db: Db, kind: DepartureKind, input: DepartureInput): Promise<void> {
  const values = {
    kind,
    reason: (input.reason ?? 'not-given') as DepartureReason,
    note: input.note ? input.note : null,
    asked_at: input.askedAt,
    effective_at: input.effectiveAt,
    win_back_sent_at: null,
    win_back_message_id: null,
  };
  await db
    .insertInto('membership_departures')
    .values({ membership_id: input.membershipId, family_id: input.familyId, ...values })
    .onConflict((oc) => oc.column('membership_id').doUpdateSet(values))
    .execute();
}

/**
 * A cancellation made in Stripe's own portal (its webhook): recorded with no reason, and never over
 * one the family gave on our page (withdrawEarly may write first).
 */
export async function recordPortalDeparture(db: Db, input: { membershipId: string; familyId: string; askedAt: string; effectiveAt: string }): Promise<void> {
  await db
    .insertInto('membership_departures')
    .values({ membership_id: input.membershipId, family_id: input.familyId, kind: 'cancel', reason: 'not-given', note: null, asked_at: input.askedAt, effective_at: input.effectiveAt })
    .onConflict((oc) => oc.column('membership_id').doNothing())
    .execute();
}

/** A resumed membership is no longer leaving. */
export async function forgetDeparture(db: Db, membershipId: string): Promise<void> {
  await db.deleteFrom('membership_departures').where('membership_id', '=', membershipId).execute();
}

type Cursor = { askedAt: string; membershipId: string };

const encode = (c: Cursor) => Buffer.from(`${c.askedAt}|${c.membershipId}`, 'utf8').toString('base64url');

function decode(cursor: string | undefined): Cursor | undefined {
  if (!cursor) return undefined;
  const [askedAt, membershipId] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!askedAt || !membershipId || Number.isNaN(Date.parse(askedAt))) throw new AppError('VALIDATION', 'That page link is not valid.');
  return { askedAt: iso(askedAt), membershipId };
}

/** The Leaving list: newest asked first, a page at a time, on the (asked_at, membership_id) index. */
export async function listDepartures(db: Db, page: { limit: number; cursor?: string | undefined }): Promise<{ departures: TDeparture[]; nextCursor: string | null }> {
  const after = decode(page.cursor);
  let query = db
    .selectFrom('membership_departures as d')
    .innerJoin('memberships as m', 'm.id', 'd.membership_id')
    .innerJoin('membership_types as t', 't.id', 'm.membership_type_id')
    .innerJoin('users as u', 'u.id', 'd.family_id')
    .leftJoin('athletes as a', 'a.id', 'm.athlete_id')
    .select([
      'd.membership_id',
      'd.family_id',
      'u.name as family_name',
      'a.name as athlete_name',
      't.label as plan_label',
      'd.kind',
      'd.reason',
      'd.note',
      'd.asked_at',
      'd.effective_at',
      'd.win_back_sent_at',
    ]);
  if (after) {
    query = query.where((eb) =>
      eb.or([eb('d.asked_at', '<', after.askedAt), eb.and([eb('d.asked_at', '=', after.askedAt), eb('d.membership_id', '<', after.membershipId)])]),
    );
  }
  const rows = await query.orderBy('d.asked_at', 'desc').orderBy('d.membership_id', 'desc').limit(page.limit + 1).execute();
  const items = rows.slice(0, page.limit).map(
    (r): TDeparture => ({
      membershipId: r.membership_id,
      familyId: r.family_id,
      familyName: r.family_name,
      athleteFirstName: r.athlete_name ? athleteFirstName(r.athlete_name) : null,
      planLabel: r.plan_label,
      kind: r.kind,
      reason: r.reason as DepartureReason,
      note: r.note,
      askedAt: iso(r.asked_at),
      effectiveAt: iso(r.effective_at),
      winBackSentAt: r.win_back_sent_at ? iso(r.win_back_sent_at) : null,
    }),
  );
  const last = items.at(-1);
  return { departures: items, nextCursor: rows.length > page.limit && last ? encode({ askedAt: last.askedAt, membershipId: last.membershipId }) : null };
}

export async function findDeparture(db: Db, membershipId: string) {
  return db
    .selectFrom('membership_departures as d')
    .innerJoin('users as u', 'u.id', 'd.family_id')
    .select(['d.membership_id', 'd.family_id', 'd.win_back_sent_at', 'u.name', 'u.email'])
    .where('d.membership_id', '=', membershipId)
    .executeTakeFirst();
}

/** The win-back's claim: true for the one request that marks the row, false for every other. */
export async function claimWinBack(db: Db, membershipId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('membership_departures')
    .set({ win_back_sent_at: at })
    .where('membership_id', '=', membershipId)
    .where('win_back_sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setWinBackMessage(db: Db, membershipId: string, messageId: string): Promise<void> {
  await db.updateTable('membership_departures').set({ win_back_message_id: messageId }).where('membership_id', '=', membershipId).execute();
}
