/**
 * Declining an application (docs/product.md, Admissions): the decline (public-site) and the
 * cancellation of its coming trial session (sessions), in one transaction, so a declined applicant is
 * never left with a trial booked.
 */
import type { TApplication } from '#shared/validation/application-inbox';
import type { AppContext } from '#server/context';
import { inTransaction } from '#server/db/transaction';
import { declineApplicantIn } from '#server/features/public-site/service';
import { cancelTrialOfApplicationIn } from '#server/features/sessions/service';

export async function declineApplication(ctx: AppContext, actor: { id: string; email: string }, applicationId: string, now = new Date()): Promise<TApplication> {
  return inTransaction(ctx.db, async (trx) => {
    const application = await declineApplicantIn(trx, ctx, actor, applicationId, now);
    await cancelTrialOfApplicationIn(trx, ctx, actor, applicationId, now);
    return application;
  });
}
