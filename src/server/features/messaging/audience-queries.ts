/** The SQL of messages to groups (audiences.ts): families' memberships and recent payments, parents' accounts only. */
import type { Db } from '#server/db/database';
import type { Trx } from '#server/db/transaction';

type Executor = Db | Trx;

/** Each membership that may still run, with its athlete's birth year and its plan's tier; ended ones are left out. */
export function listAudienceMemberships(db: Executor) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('membership_types as t', 't.id', 'm.membership_type_id')
    .innerJoin('athletes as a', 'a.id', 'm.athlete_id')
    .where('u.role', '=', 'parent')
    .where('m.status', 'in', ['active', 'past_due', 'canceled'])
    .select(['m.user_id', 'm.status', 'm.current_period_end', 'm.provider', 't.tier', 'a.birth_year'])
    .execute();
}

/** Parents' failed and completed payments since the instant (the failed-payment audience). */
export function listRecentPayments(db: Executor, since: string) {
  return db
    .selectFrom('payments as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .where('u.role', '=', 'parent')
    .where('p.created_at', '>=', since)
    .where('p.status', 'in', ['failed', 'completed'])
    .select(['p.user_id', 'p.status', 'p.created_at'])
    .execute();
}
