/**
 * Operations routes: /livez (the process answers, no I/O), /readyz (send traffic here: the database
 * answers within a second, live events from other instances arrive; 503 while starting or
 * draining), /healthz (readiness, under its old name) and /metrics (Prometheus, with a bearer
 * token). Also times every request for the metrics, by route pattern, never by raw URL.
 */
import { sql } from 'kysely';
import { z } from 'zod';
import { AppError } from '#shared/errors';
import type { AppContext, ZodApp } from '../context';
import { isMetricsToken, type Metrics } from './metrics';

const DATABASE_TIMEOUT_MS = 1_000;

/** Set by the app: started once it is ready, draining once shutdown begins (main.ts, on SIGTERM). */
export type Lifecycle = { isStarted: boolean; isDraining: boolean };

export type Readiness = 'ok' | 'starting' | 'draining' | 'database' | 'events';

async function databaseAnswers(ctx: AppContext): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([sql`select 1`.execute(ctx.db).then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function checkReadiness(ctx: AppContext, lifecycle: Lifecycle): Promise<Readiness> {
  if (lifecycle.isDraining) return 'draining';
  if (!lifecycle.isStarted) return 'starting';
  if (!ctx.events.isListening()) return 'events';
  return (await databaseAnswers(ctx)) ? 'ok' : 'database';
}

const ZHealth = z.object({ status: z.literal('ok') });
const ZUnavailable = z.object({ status: z.literal('unavailable'), reason: z.enum(['starting', 'draining', 'database', 'events']) });

export async function opsRoutes(app: ZodApp, ctx: AppContext, lifecycle: Lifecycle, metrics: Metrics): Promise<void> {
  app.addHook('onReady', async () => {
    await ctx.events.started();
    lifecycle.isStarted = true;
  });
  // A callback, not an async function: every request pays for a global hook (docs/architecture.md).
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    // A live stream lasts as long as the page is open: its length is not a response time.
    if (route !== '/api/v1/events') {
      metrics.httpDuration.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
    }
    done();
  });

  app.get(
    '/livez',
    { schema: { tags: ['ops'], summary: 'Liveness: the process answers (no database)', response: { 200: ZHealth } } },
    () => ({ status: 'ok' as const }),
  );

  for (const [url, summary] of [
    ['/readyz', 'Readiness: the database answers within 1 s and live events arrive; 503 while starting or draining'],
    ['/healthz', 'Readiness, under its first name (as /readyz)'],
  ] as const) {
    app.get(
      url,
      { schema: { tags: ['ops'], summary, response: { 200: ZHealth, 503: ZUnavailable } } },
      async (_request, reply) => {
        let reason: Readiness;
        try {
          reason = await checkReadiness(ctx, lifecycle);
        } catch (error) {
          app.log.error({ err: error }, 'health check failed');
          reason = 'database';
        }
        if (reason === 'ok') return { status: 'ok' as const };
        if (reason === 'database' || reason === 'events') app.log.warn({ reason }, 'not ready');
        return reply.status(503).send({ status: 'unavailable' as const, reason });
      },
    );
  }

  app.get(
    '/metrics',
    { schema: { tags: ['ops'], summary: 'Prometheus metrics; needs Authorization: Bearer METRICS_TOKEN (404 when none is set)' } },
    async (request, reply) => {
      const token = ctx.config.metricsToken;
      if (!token) throw new AppError('NOT_FOUND', 'Not found');
      if (!isMetricsToken(request.headers.authorization, token)) throw new AppError('UNAUTHENTICATED', 'Unauthorized');
      const body = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).send(body);
    },
  );
}
