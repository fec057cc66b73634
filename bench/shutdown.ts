/**
 * `npm run bench:shutdown`: a graceful shutdown with 1,000 open event streams (issue 41, Figures:
 * at most 10 s), on SQLite, through the whole app listening on a port: how long from SIGTERM's
 * work starting to the app closed, and how many streams received their last event first.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '#server/app';
import { shutDown } from '#server/ops/shutdown';
import { openStreams } from './streams';
import { openBenchDatabase, round, signedInParent, tempDatabaseUrl, verdict, writeResult } from './support';

const STREAMS = 1_000;
const GOAL_MS = 10_000;

async function main(): Promise<void> {
  const { config, database } = await openBenchDatabase(tempDatabaseUrl('shutdown'));
  const app = await buildApp(config, { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const cookie = await signedInParent(app, database.db);

  const told = new Set<number>();
  const streams = openStreams(url, STREAMS, () => cookie, (stream, name) => {
    if (name === 'reconnect') told.add(stream);
  });
  await streams.ready;

  const started = performance.now();
  const isClean = await shutDown(app, { stopJobs: async () => {} });
  const shutdownMs = performance.now() - started;
  streams.close();
  await database.close();

  const figures = { streams: STREAMS, shutdownMs: round(shutdownMs, 0), toldToReconnect: told.size, isClean };
  const ok = isClean && shutdownMs <= GOAL_MS && told.size === STREAMS;
  console.info(`shutdown with ${STREAMS} open streams: ${figures.shutdownMs} ms (goal <= ${GOAL_MS} ms), ${told.size} told to reconnect ${verdict(ok)}`);
  console.info(`written to ${writeResult('shutdown', figures)}`);
  if (!ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
