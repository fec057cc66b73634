/**
 * Scheduled work, in process (croner): the core's own jobs here, and the ones each feature
 * contributes to ctx.jobs and ctx.retention when it registers. Each scheduled run is claimed in the
 * database first (job_runs), so of several instances one runs it; every job is also idempotent
 * (unique keys), so a retry, or a run that overlaps the next, changes nothing twice.
 */
import { Cron } from 'croner';
import { ACADEMY } from '#shared/academy';
import { pruneThrottles } from '../auth/throttle';
import type { AppContext, ScheduledJob } from '../context';
import { type Db, refreshStatistics } from '../db/database';
import { pruneOutbox } from '../mail/outbox';
import { CLIENT_REQUESTS_KEPT_MS } from '../http/client-ids';

/** Daily: personal data past its retention period (delivered e-mails, and the features' rules) is deleted. */
export async function runRetention(ctx: AppContext, now = new Date()): Promise<void> {
  const deleted: Record<string, number> = { mail: await pruneOutbox(ctx.db, now) };
  for (const rule of ctx.retention) deleted[rule.name] = await rule.prune(ctx.db, now);
  if (Object.values(deleted).some(Boolean)) ctx.log.info(deleted, 'old personal data deleted');
}

const JOB_RUNS_KEPT_MS = 7 * 24 * 3_600_000;

/**
 * The slot a scheduled run claims: its minute (every schedule here is in whole minutes), or, with a
 * shorter tick (JOB_TICK_SECONDS, for the scale check), its tick within the minute.
 */
export function runSlot(now: Date, tickSeconds = 60): string {
  const tickMs = tickSeconds * 1_000;
  const start = new Date(Math.floor(now.getTime() / tickMs) * tickMs).toISOString();
  return start.slice(0, tickSeconds === 60 ? 16 : 19);
}

/**
 * A job's schedule for croner, with its seconds field: second 0 of each minute the job names, or
 * every tick of it when the tick is shorter (a test's minute in a few seconds).
 */
export function scheduleOf(cron: string, tickSeconds = 60): string {
  return `${tickSeconds === 60 ? '0' : `*/${tickSeconds}`} ${cron}`;
}

/** Claims the run of `job` in this slot: true for the one instance whose row went in, false for the others. */
export async function claimRun(db: Db, job: string, now = new Date(), tickSeconds = 60): Promise<boolean> {
  const result = await db
    .insertInto('job_runs')
    .values({ job, slot: runSlot(now, tickSeconds), claimed_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['job', 'slot']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

function coreJobs(ctx: AppContext): ScheduledJob[] {
  return [
    {
      name: 'prune-throttles',
      cron: '17 * * * *',
      run: async (now) => {
        await pruneThrottles(ctx.db, 24 * 3_600_000);
        await ctx.db.deleteFrom('job_runs').where('claimed_at', '<', new Date(now.getTime() - JOB_RUNS_KEPT_MS).toISOString()).execute();
        await ctx.db.deleteFrom('client_requests').where('claimed_at', '<', new Date(now.getTime() - CLIENT_REQUESTS_KEPT_MS).toISOString()).execute();
      },
    },
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

/** A scheduled run: this instance runs it only when it claimed it; another instance runs it otherwise. */
async function claimedRun(ctx: AppContext, job: ScheduledJob): Promise<void> {
  const now = new Date();
  let isOurs: boolean;
  try {
    isOurs = await claimRun(ctx.db, job.name, now, ctx.config.jobTickSeconds);
  } catch (error) {
    ctx.metrics.jobRuns.inc({ job: job.name, outcome: 'failed' });
    ctx.log.error({ err: error, job: job.name }, 'scheduled job could not be claimed');
    return;
  }
  if (isOurs) await runJob(ctx, job, now);
  else ctx.metrics.jobRuns.inc({ job: job.name, outcome: 'elsewhere' });
}

/** Starts every job; the returned stop lets no run begin and resolves once the runs under way have finished. */
export function startJobs(ctx: AppContext): () => Promise<void> {
  const running = new Set<Promise<void>>();
  const jobs = [...coreJobs(ctx), ...ctx.jobs].map(
    (job) =>
      new Cron(scheduleOf(job.cron, ctx.config.jobTickSeconds), { timezone: ACADEMY.timeZone, protect: true }, () => {
        const run = claimedRun(ctx, job).finally(() => running.delete(run));
        running.add(run);
        return run;
      }),
  );
  return async () => {
    for (const job of jobs) job.stop();
    await Promise.all(running);
  };
}
