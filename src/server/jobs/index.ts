/**
 * Scheduled work, in process (croner). Every job is idempotent (unique keys), so several app
 * instances running it, or a retry, change nothing twice.
 */
import { Cron } from 'croner';
import { ACADEMY } from '../../shared/academy';
import { pruneThrottles } from '../auth/throttle';
import type { AppContext } from '../context';
import { refreshStatistics } from '../db/database';
import { generateWeekForAll } from '../features/challenges/service';
import { pruneOldApplications } from '../features/public-site/service';
import { pruneOutbox } from '../mail/outbox';
import { currentPeriod, ensureSnapshot, previousPeriod } from '../features/leaderboards/service';

/** Monday 00:00 in San Diego: the new week's challenges and last week's final rankings. */
export async function runWeeklyRollover(ctx: AppContext, now = new Date()): Promise<void> {
  await ensureSnapshot(ctx.db, previousPeriod(currentPeriod('week', now)));
  await ensureSnapshot(ctx.db, previousPeriod(currentPeriod('month', now)));
  const generated = await generateWeekForAll(ctx.db, now);
  ctx.log.info({ generated }, 'weekly challenges generated');
  ctx.notifyRankings();
}

/** Daily: personal data past its retention period (applications, delivered e-mails) is deleted. */
export async function runRetention(ctx: AppContext, now = new Date()): Promise<void> {
  const applications = await pruneOldApplications(ctx.db, now);
  const mail = await pruneOutbox(ctx.db, now);
  if (applications || mail) ctx.log.info({ applications, mail }, 'old personal data deleted');
}

export function startJobs(ctx: AppContext): () => void {
  const protect = (name: string, run: () => Promise<void>) => async () => {
    try {
      await run();
    } catch (error) {
      ctx.log.error({ err: error, job: name }, 'scheduled job failed');
    }
  };
  const jobs = [
    new Cron('0 0 * * 1', { timezone: ACADEMY.timeZone, protect: true }, protect('weekly-rollover', () => runWeeklyRollover(ctx))),
    new Cron('0 1 * * *', { timezone: ACADEMY.timeZone, protect: true }, protect('monthly-snapshot', () => ensureSnapshot(ctx.db, previousPeriod(currentPeriod('month', new Date()))))),
    new Cron('17 * * * *', { protect: true }, protect('prune-throttles', () => pruneThrottles(ctx.db, 24 * 3_600_000))),
    new Cron('41 * * * *', { protect: true }, protect('refresh-statistics', () => refreshStatistics(ctx.db))),
    new Cron('23 3 * * *', { timezone: ACADEMY.timeZone, protect: true }, protect('retention', () => runRetention(ctx))),
  ];
  return () => {
    for (const job of jobs) job.stop();
  };
}
