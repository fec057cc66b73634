/**
 * Scheduled work, in process (croner): the core's own jobs here, and the ones each feature
 * contributes to ctx.jobs and ctx.retention when it registers. Every job is idempotent (unique
 * keys), so several app instances running it, or a retry, change nothing twice.
 */
import { Cron } from 'croner';
import { ACADEMY } from '#shared/academy';
import { pruneThrottles } from '../auth/throttle';
import type { AppContext, ScheduledJob } from '../context';
import { refreshStatistics } from '../db/database';
import { pruneOutbox } from '../mail/outbox';

/** Daily: personal data past its retention period (delivered e-mails, and the features' rules) is deleted. */
export async function runRetention(ctx: AppContext, now = new Date()): Promise<void> {
  const deleted: Record<string, number> = { mail: await pruneOutbox(ctx.db, now) };
  for (const rule of ctx.retention) deleted[rule.name] = await rule.prune(ctx.db, now);
  if (Object.values(deleted).some(Boolean)) ctx.log.info(deleted, 'old personal data deleted');
}

function coreJobs(ctx: AppContext): ScheduledJob[] {
  return [
    { name: 'prune-throttles', cron: '17 * * * *', run: () => pruneThrottles(ctx.db, 24 * 3_600_000) },
    { name: 'refresh-statistics', cron: '41 * * * *', run: () => refreshStatistics(ctx.db) },
    { name: 'retention', cron: '23 3 * * *', run: (now) => runRetention(ctx, now) },
  ];
}

/** One run of a job: a failure is logged, not thrown, and each run is counted by outcome (/metrics). */
export async function runJob(ctx: Pick<AppContext, 'log' | 'metrics'>, job: ScheduledJob, now = new Date()): Promise<void> {
  try {
    await job.run(now);
    ctx.metrics.jobRuns.inc({ job: job.name, outcome: 'ok' });
  } catch (error) {
    ctx.metrics.jobRuns.inc({ job: job.name, outcome: 'failed' });
    ctx.log.error({ err: error, job: job.name }, 'scheduled job failed');
  }
}

/** Starts every job; the returned stop lets no run begin and resolves once the runs under way have finished. */
export function startJobs(ctx: AppContext): () => Promise<void> {
  const running = new Set<Promise<void>>();
  const jobs = [...coreJobs(ctx), ...ctx.jobs].map(
    (job) =>
      new Cron(job.cron, { timezone: ACADEMY.timeZone, protect: true }, () => {
        const run = runJob(ctx, job).finally(() => running.delete(run));
        running.add(run);
        return run;
      }),
  );
  return async () => {
    for (const job of jobs) job.stop();
    await Promise.all(running);
  };
}
