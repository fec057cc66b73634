/**
 * What the landing page's main thread does after its first paint, from Chromium's own trace: the
 * figures behind Lighthouse's total blocking time, broken down so a change can aim at a task instead
 * of a guess (issue 19; decision 057).
 *
 *   npm start, then: npm run bench:landing-trace [-- url loads]
 *
 * Each load runs in a fresh phone-sized context with the CPU slowed 4x, as Lighthouse's mobile
 * preset does. Per load it prints the first paint, the blocking time after it (each task's time over
 * 50 ms, summed), and the main thread's busy time; then, for the median load, every long task after
 * the first paint with what filled it. Timings are the slowed ones. Not part of `npm test`.
 */
import { chromium } from 'playwright-core';

const url = process.argv[2] ?? 'http://localhost:3000/';
const loads = Number(process.argv[3] ?? 5);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LONG_TASK_MS = 50;

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number };
type Task = { start: number; ms: number; parts: [string, number][] };
type Load = { firstPaint: number; blocking: number; busy: number; long: Task[] };

/** The trace's own names for what fills a task, grouped as the DevTools performance panel does. */
const KINDS: Record<string, string> = {
  'v8.evaluateModule': 'script evaluation',
  EvaluateScript: 'script evaluation',
  FunctionCall: 'JavaScript',
  TimerFire: 'JavaScript',
  FireAnimationFrame: 'JavaScript',
  EventDispatch: 'JavaScript',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  ParseHTML: 'parse HTML and CSS',
  ParseAuthorStyleSheet: 'parse HTML and CSS',
};

function kindOf(name: string): string {
  return KINDS[name] ?? (/URLLoader|ResourceRequest/.test(name) ? 'network' : 'other');
}

/** A task's time by kind: each event's own time, its children's taken out. */
function partsOf(task: TraceEvent, inside: TraceEvent[]): [string, number][] {
  const own = new Map<string, number>();
  const stack: TraceEvent[] = [];
  for (const event of inside) {
    while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) own.set(kindOf(parent.name), (own.get(kindOf(parent.name)) ?? 0) - event.dur!);
    own.set(kindOf(event.name), (own.get(kindOf(event.name)) ?? 0) + event.dur!);
    stack.push(event);
  }
  const accounted = [...own.values()].reduce((sum, us) => sum + us, 0);
  own.set('other', (own.get('other') ?? 0) + task.dur! - accounted);
  return [...own]
    .map(([kind, us]): [string, number] => [kind, Math.round(us / 1000)])
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1]);
}

function analyse(events: TraceEvent[]): Load {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) throw new Error('The trace has no first contentful paint: did the page load?');
  const onMain = (e: TraceEvent) => e.pid === paint.pid && e.tid === paint.tid && e.ph === 'X' && e.dur !== undefined;
  const main = events.filter(onMain).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks = main.filter((e) => e.name === 'RunTask');
  const start = events.find((e) => e.name === 'navigationStart' && e.pid === paint.pid)?.ts ?? tasks[0]!.ts;
  const after = tasks.filter((t) => t.ts >= paint.ts);
  const long = after
    .filter((t) => t.dur! / 1000 > LONG_TASK_MS)
    .map((t) => ({
      start: Math.round((t.ts - start) / 1000),
      ms: Math.round(t.dur! / 1000),
      parts: partsOf(t, main.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur! <= t.ts + t.dur!)),
    }));
  return {
    firstPaint: Math.round((paint.ts - start) / 1000),
    blocking: Math.round(after.reduce((sum, t) => sum + Math.max(0, t.dur! / 1000 - LONG_TASK_MS), 0)),
    busy: Math.round(tasks.reduce((sum, t) => sum + t.dur! / 1000, 0)),
    long,
  };
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  const results: Load[] = [];
  try {
    for (let i = 0; i < loads; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
      const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
      await cdp.send('Tracing.start', {
        categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading',
        transferMode: 'ReportEvents',
      });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(5000); // the lazy sections, hydration and the first carousel frames
      await cdp.send('Tracing.end');
      await complete;
      const load = analyse(events);
      results.push(load);
      console.info(`load ${i + 1}: first paint ${load.firstPaint} ms, blocking after it ${load.blocking} ms, main thread busy ${load.busy} ms`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const byBlocking = [...results].sort((a, b) => a.blocking - b.blocking);
  const median = byBlocking[Math.floor(byBlocking.length / 2)]!;
  console.info(`\nmedian load: blocking ${median.blocking} ms; its long tasks after the first paint (${median.firstPaint} ms):`);
  for (const task of median.long) {
    const parts = task.parts.slice(0, 4).map(([kind, ms]) => `${kind} ${ms}`).join(', ');
    console.info(`  at ${String(task.start).padStart(5)} ms  ${String(task.ms).padStart(4)} ms: ${parts}`);
  }
}

await main();
