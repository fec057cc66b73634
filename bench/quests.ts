/**
 * `npm run bench:quests`: quests at academy scale (issue 43).
 *  - The daily quest draw for 100,000 athletes (drawDailyQuests, with a level and a history of
 *    tried categories each), in slices that yield to the event loop: goal under 5 s in all, no
 *    event-loop pause over 20 ms.
 *  - A squad update reaching 1,000 open dashboards: the squad notifier's `squad` event through the
 *    in-process event bus to 1,000 subscribed families (one stream listener each), publish to
 *    delivery, over 30 updates: goal p95 <= 50 ms. This is the bus fan-out of one process; the SSE
 *    write and the network are not in it (bench:progress measures those for the award event).
 * Options: --quick (10,000 athletes).
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { drawDailyQuests } from '#shared/progress/quests';
import { createInProcessBus } from '#server/realtime/bus';
import { createSquadNotifier } from '#server/features/quests/service';
import { round, summarize, verdict, writeResult } from './support';

const QUICK = process.argv.includes('--quick');
const ATHLETES = QUICK ? 10_000 : 100_000;
const SLICE = 500;
const CATEGORIES = ['ball-mastery', 'passing', 'shooting', 'dribbling', 'first-touch', 'fitness'].map((id) => ({ id, title: id }));

async function drawAll() {
  const monitor = monitorEventLoopDelay({ resolution: 1 });
  monitor.enable();
  const day = '2026-12-03';
  const start = performance.now();
  let drawn = 0;
  for (let i = 0; i < ATHLETES; i += SLICE) {
    for (let j = i; j < Math.min(ATHLETES, i + SLICE); j++) {
      const tried = new Set(CATEGORIES.filter((_, k) => (j + k) % 3 === 0).map((c) => c.id));
      drawn += drawDailyQuests(`athlete-${j}`, day, { level: 1 + (j % 14), categories: CATEGORIES, triedCategoryIds: tried, hasCounts: j % 2 === 0 }).length;
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  const seconds = (performance.now() - start) / 1000;
  monitor.disable();
  return { athletes: ATHLETES, quests: drawn, seconds: round(seconds, 3), maxPauseMs: round(monitor.max / 1e6, 1) };
}

async function squadFanOut() {
  const bus = createInProcessBus();
  const FAMILIES = 1_000;
  let received = 0;
  let sentAt = 0;
  const latencies: number[] = [];
  let done: () => void = () => undefined;
  for (let i = 0; i < FAMILIES; i++) {
    bus.subscribe(`family-${i}`, (event) => {
      if (event.type !== 'squad') return;
      latencies.push(performance.now() - sentAt);
      if (++received % FAMILIES === 0) done();
    });
  }
  // A fresh notifier per update: each is the first of its second, sent at once.
  for (let round = 0; round < 30; round++) {
    const all = new Promise<void>((resolve) => (done = resolve));
    sentAt = performance.now();
    createSquadNotifier(bus, 1)(2015);
    await all;
  }
  await bus.close();
  return summarize(latencies);
}

const draw = await drawAll();
const fanOut = await squadFanOut();
const load = (await import('node:os')).loadavg().map((n) => round(n, 2));
console.info(`load average ${load.join(' ')}`);
console.info(`daily quest draw, ${draw.athletes} athletes: ${draw.seconds} s (goal < 5 s) ${verdict(draw.seconds < 5)}; longest event-loop pause ${draw.maxPauseMs} ms (goal <= 20 ms) ${verdict(draw.maxPauseMs <= 20)}`);
console.info(`squad update to 1,000 subscribed families (in-process bus): p50 ${fanOut.p50} ms, p95 ${fanOut.p95} ms (goal <= 50 ms) ${verdict(fanOut.p95 <= 50)}`);
writeResult('quests', { quick: QUICK, load, draw, fanOut });
