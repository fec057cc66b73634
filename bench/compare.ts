/**
 * `npm run bench:compare A B`: two bench runs side by side, every figure with its ratio B / A, so a
 * regression shows before an audit finds it. A and B are result files under bench/results (the
 * kept `<name>-<time>-<commit>.json` that each run writes), or one bench's name alone (`admin`) for
 * its two latest runs.
 *
 * Latencies and durations are better lower, rates better higher; the ratio is printed as it is, and
 * figures whose ratio moved by more than 20 % are marked. Compare runs of the same machine only: the
 * header prints each run's commit and machine.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

type Run = { bench: string; commit: string; startedAt: string; machine: Record<string, unknown>; figures: unknown };

const RESULTS = resolve(import.meta.dirname, 'results');
/** A ratio outside this band is marked as a change worth a look. */
const NOTABLE = 0.2;

function load(file: string): Run {
  const run = JSON.parse(readFileSync(file, 'utf8')) as Partial<Run>;
  if (!run.bench || run.figures === undefined) throw new Error(`${file} is not a bench run (no bench name or figures)`);
  return run as Run;
}

/** The kept runs of one bench, oldest first. */
function runsOf(name: string): string[] {
  return readdirSync(RESULTS)
    .filter((f) => f.startsWith(`${name}-`) && /^\d{4}-\d{2}-\d{2}T/.test(f.slice(name.length + 1)))
    .sort()
    .map((f) => join(RESULTS, f));
}

/** Every number in a run's figures, by its path ("sqlite.contacts.p95"). */
function numbers(value: unknown, path = '', out = new Map<string, number>()): Map<string, number> {
  if (typeof value === 'number' && Number.isFinite(value)) out.set(path, value);
  else if (Array.isArray(value)) value.forEach((item, i) => numbers(item, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) numbers(item, path ? `${path}.${key}` : key, out);
  return out;
}

function describe(label: string, file: string, run: Run): string {
  const m = run.machine;
  return `${label}: ${basename(file)}\n   commit ${run.commit.slice(0, 12)}${run.commit.endsWith('+changes') ? ' with uncommitted changes' : ''}, ${run.startedAt}, ${m.cores} cores (${m.cpu}), node ${m.node}`;
}

function main(): void {
  const args = process.argv.slice(2);
  let files: string[];
  if (args.length === 1) {
    files = runsOf(args[0]!).slice(-2);
    if (files.length < 2) throw new Error(`fewer than two kept runs of "${args[0]}" in bench/results`);
  } else if (args.length === 2) {
    files = args.map((a) => resolve(a));
  } else {
    throw new Error('usage: npm run bench:compare <run A> <run B>, or npm run bench:compare <bench name>');
  }
  const [a, b] = files.map(load) as [Run, Run];
  if (a.bench !== b.bench) console.warn(`note: comparing two different benches (${a.bench}, ${b.bench})`);
  console.info(describe('A', files[0]!, a));
  console.info(describe('B', files[1]!, b));
  const before = numbers(a.figures);
  const after = numbers(b.figures);
  const paths = [...new Set([...before.keys(), ...after.keys()])];
  const width = Math.min(70, Math.max(...paths.map((p) => p.length)));
  console.info(`\n${'figure'.padEnd(width)}  ${'A'.padStart(12)}  ${'B'.padStart(12)}  B/A`);
  for (const path of paths) {
    const x = before.get(path);
    const y = after.get(path);
    const ratio = x !== undefined && y !== undefined && x !== 0 ? y / x : undefined;
    const mark = ratio !== undefined && Math.abs(ratio - 1) > NOTABLE ? '  <-' : '';
    const cell = (n: number | undefined) => (n === undefined ? '-' : String(Math.round(n * 100) / 100)).padStart(12);
    console.info(`${path.padEnd(width)}  ${cell(x)}  ${cell(y)}  ${ratio === undefined ? '-' : `${ratio.toFixed(2)}x`}${mark}`);
  }
}

main();
