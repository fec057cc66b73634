/**
 * The app's Prometheus metrics: one registry per app (tests build many apps in one process, so
 * nothing goes into prom-client's global registry). Counters are bumped where things happen; the
 * outbox and the open streams are read when Prometheus scrapes. `/metrics` answers only with
 * `Authorization: Bearer $METRICS_TOKEN`; without a token configured the route does not exist.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/database';
import type { EventBus } from '../realtime/bus';

export type Metrics = {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  liveEventsSent: Counter;
  jobRuns: Counter<'job' | 'outcome'>;
  webhookFailures: Counter;
  pushFailures: Counter;
};

const PACKAGE = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };

/** `isCollectingDefaults`: the process metrics (event loop, GC, heap) watch the process for good; only for an app that serves them. */
export function createMetrics(sources: { db: Db; events: EventBus }, options: { isCollectingDefaults: boolean }): Metrics {
  const registry = new Registry();
  if (options.isCollectingDefaults) collectDefaultMetrics({ register: registry });

  new Gauge({
    name: 'bravo_build_info',
    help: 'The running build: version and Node.js version (always 1).',
    labelNames: ['version', 'node'],
    registers: [registry],
  }).set({ version: PACKAGE.version, node: process.version }, 1);

  new Gauge({
    name: 'bravo_event_streams_open',
    help: 'Live-update streams this instance holds open.',
    registers: [registry],
    collect() {
      this.set(sources.events.size());
    },
  });

  // Counted at scrape time on outbox_due_idx (status, next_attempt_at): one index range per status.
  new Gauge({
    name: 'bravo_outbox_emails',
    help: 'E-mails in the outbox by status: queued (pending) or failed (given up).',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await sources.db
        .selectFrom('outbox')
        .select(['status', (eb) => eb.fn.countAll<string | number>().as('count')])
        .where('status', 'in', ['queued', 'failed'])
        .groupBy('status')
        .execute();
      for (const status of ['queued', 'failed']) {
        this.set({ status }, Number(rows.find((r) => r.status === status)?.count ?? 0));
      }
    },
  });

  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern and status.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    liveEventsSent: new Counter({ name: 'bravo_live_events_sent_total', help: 'Live events written to open streams.', registers: [registry] }),
    jobRuns: new Counter({ name: 'bravo_job_runs_total', help: 'Scheduled job runs by job and outcome (ok, failed, or elsewhere: another instance claimed the run).', labelNames: ['job', 'outcome'], registers: [registry] }),
    webhookFailures: new Counter({ name: 'bravo_webhook_failures_total', help: 'Payment provider webhooks answered with an error.', registers: [registry] }),
    pushFailures: new Counter({ name: 'bravo_push_failures_total', help: 'Web pushes that failed or were not accepted.', registers: [registry] }),
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time: hashing first makes both sides the same length. */
export function isMetricsToken(header: string | undefined, token: string): boolean {
  const presented = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(presented), digest(token));
}
