/**
 * Loaded into the benchmarked server with `node --import ./bench/probe.ts`: measures event-loop delay
 * and memory, and writes them to BENCH_PROBE_FILE when the bench sends SIGUSR2 (then starts afresh).
 * Nothing of it ships in the app.
 */
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_PROBE_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns: number) => Math.round((ns / 1e6) * 100) / 100;
    writeFileSync(
      file,
      JSON.stringify({
        eventLoopDelay: { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) },
        rssMiB: Math.round((process.memoryUsage().rss / 1048576) * 10) / 10,
      }),
    );
    histogram.reset();
  });
}
