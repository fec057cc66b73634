/** Seeds the membership types from the academy's plans: inserts new ones, updates changed ones (idempotent). */
import { PLANS } from '#shared/academy-plans';
import type { Db } from '#server/db/database';
import { inTransaction } from '#server/db/transaction';

export async function seedMembershipTypes(db: Db): Promise<void> {
  await inTransaction(db, async (trx) => {
    for (const [index, plan] of PLANS.entries()) {
      const values = {
        tier: plan.tier,
        name: plan.name,
        label: plan.label,
        description: plan.description,
        interval: plan.interval,
        price_cents: plan.priceCents,
        join_fee_cents: plan.joinFeeCents,
        sessions_per_month: plan.sessionsPerMonth,
        hours_per_session: plan.hoursPerSession,
        commitment_months: plan.commitmentMonths,
        schedule: JSON.stringify(plan.schedule),
        benefits: JSON.stringify(plan.benefits),
        is_most_popular: plan.isMostPopular ? 1 : 0,
        sort_order: index,
      };
      await trx
        .insertInto('membership_types')
        .values({ id: plan.id, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
    }
  });
}
