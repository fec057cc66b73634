/**
 * Loaded into the benchmarked server with `node --import ./bench/probe.ts`: measures event-loop delay,
 * garbage-collection pauses and memory, and writes them to BENCH_PROBE_FILE when the bench sends
 * SIGUSR2 (then starts afresh). Nothing of it ships in the app.
 */
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const file = process.env.BENCH_PROBE_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  let gc = { count: 0, totalMs: 0, maxMs: 0, major: 0 };
  // node:perf_hooks reports each pause of the main thread's collector; kind 4 is a major (mark-sweep) one.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.count += 1;
      gc.totalMs += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
      if (((entry as { detail?: { kind?: number } }).detail)?.kind === 4) gc.major += 1;
    }
  }).observe({ entryTypes: ['gc'] });
  process.on('SIGUSR2', () => {
    const ms = (ns: number) => Math.round((ns / 1e6) * 100) / 100;
    writeFileSync(
      file,
      JSON.stringify({
        eventLoopDelay: { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) },
        gc: { count: gc.count, totalMs: Math.round(gc.totalMs), maxMs: Math.round(gc.maxMs * 10) / 10, major: gc.major },
        rssMiB: Math.round((process.memoryUsage().rss / 1048576) * 10) / 10,
      }),
    );
    histogram.reset();
    gc = { count: 0, totalMs: 0, maxMs: 0, major: 0 };
  });
}
