/**
 * Graceful shutdown (SIGTERM): readiness answers 503 so the load balancer stops sending, new live
 * streams are refused and open ones are told to reconnect elsewhere after 2-8 s, scheduled jobs and
 * the mail worker finish what they started, in-flight requests finish, and only then does the
 * caller close the database. Requests still running at the deadline are cut off; anything already
 * acknowledged was committed before its answer left, so nothing acknowledged is lost.
 */
import type { FastifyInstance } from 'fastify';

export const SHUTDOWN_DEADLINE_MS = 10_000;

export type ShutdownOptions = {
  /** Stops the scheduled jobs and resolves once the runs under way have finished (jobs/index.ts). */
  stopJobs: () => Promise<void>;
  deadlineMs?: number;
};

/** Resolves true when everything finished in time, false when the deadline cut requests off. */
export async function shutDown(app: FastifyInstance, options: ShutdownOptions): Promise<boolean> {
  const deadlineMs = options.deadlineMs ?? SHUTDOWN_DEADLINE_MS;
  app.startDraining();
  const finished = (async () => {
    await options.stopJobs();
    // preClose ends the live streams with their last event; close waits for in-flight requests,
    // then its onClose hooks stop the mail worker after its current delivery (app.ts).
    await app.close();
  })();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'deadline'>((resolve) => {
    timer = setTimeout(() => resolve('deadline'), deadlineMs);
  });
  try {
    if ((await Promise.race([finished, deadline])) !== 'deadline') return true;
    app.log.error({ deadlineMs }, 'requests still running at the shutdown deadline were cut off');
    app.server.closeAllConnections();
    await finished;
    return false;
  } finally {
    clearTimeout(timer);
  }
}
