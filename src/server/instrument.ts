/**
 * Preloaded before the server (`node --import tsx --import ./src/server/instrument.ts
 * src/server/main.ts`): tracing must patch `http` and `pg` before anything imports them. With
 * OTEL_EXPORTER_OTLP_ENDPOINT unset it imports nothing and costs nothing.
 */
import type { Tracing } from './ops/tracing';

let tracing: Tracing | undefined;
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTracing } = await import('./ops/tracing');
  tracing = startTracing(process.env);
}

/** Sends the spans still batched (a shutdown); nothing when tracing is off. */
export async function stopTracing(): Promise<void> {
  await tracing?.shutdown();
}
