/**
 * Web benchmark (`npm run bench:web`): what a visitor's phone downloads before the landing page can
 * render, compared with a bare React page; which scripts each public page loads; and Lighthouse's
 * mobile scores for `/`. Needs Chromium at /usr/bin/chromium or CHROME_PATH. Results also go to
 * bench/results/web.json.
 */
import { execFileSync } from 'node:child_process';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { writeResult } from './support';
import { type Rolldown, build } from 'vite';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const BUDGET_BYTES = 100_000;
const MAX_RATIO = 1.5;
const LIGHTHOUSE_GOAL = 95;
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PUBLIC_PAGES = [
  '/',
  '/academy-details',
  '/app-details',
  '/coach-details',
  '/soccer-curriculum-demo',
  '/no-such-page',
];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

type Chunk = Rolldown.OutputChunk;

function outputChunks(result: Awaited<ReturnType<typeof build>>): Chunk[] {
  const outputs = Array.isArray(result) ? result : [result];
  return outputs
    .flatMap((o) => ('output' in o ? o.output : []))
    .filter((o): o is Chunk => o.type === 'chunk');
}

/** The scripts index.html makes the browser fetch before the app renders: the entry and its modulepreloads. */
function blockingScripts(outDir: string): { file: string; gzip: number }[] {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  return [...entry, ...preloads].map((src) => ({
    file: basename(src),
    gzip: gzipSize(join(outDir, src)),
  }));
}

/** (a) The real client, built as `npm run build` builds it (with the prerendered landing page). */
async function buildClient(outDir: string) {
  const result = await build({
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/prerender.ts')], {
    cwd: ROOT,
    env: { ...process.env, VITE_OUT_DIR: outDir },
    stdio: 'ignore',
  });
  return { scripts: blockingScripts(outDir), chunks: outputChunks(result) };
}

/** (b) The smallest React 19 page, built with the same plugins and target, as the yardstick. */
async function buildBarePage(outDir: string): Promise<number> {
  const dir = mkdtempSync(join(ROOT, '.bench-bare-'));
  try {
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
    );
    writeFileSync(
      join(dir, 'main.tsx'),
      "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<h1>Hello</h1>);\n",
    );
    await build({
      configFile: false,
      root: dir,
      logLevel: 'warn',
      plugins: [react(), tailwindcss()],
      build: { outDir, emptyOutDir: true, target: 'es2022', sourcemap: false },
    });
    return blockingScripts(outDir).reduce((sum, s) => sum + s.gzip, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Serves a built folder as it is (the bare page, for Lighthouse's same-run baseline). */
async function serveFolder(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createHttpServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const body = readFileSync(file);
    const isText = /\.(html|js|css)$/.test(file);
    const accepts = String(request.headers['accept-encoding'] ?? '').includes('gzip');
    // Compressed as our server sends text, so the two pages download alike.
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', ...(isText && accepts ? { 'content-encoding': 'gzip' } : {}) });
    response.end(isText && accepts ? gzipSync(body) : body);
  });
  const port = await freePort();
  await new Promise<void>((resolveListen) => server.listen(port, '127.0.0.1', resolveListen));
  return { url: `http://localhost:${port}`, close: () => new Promise((done) => server.close(() => done())) };
}

/** Signed-in app code is any module of a client feature other than public-site. */
function appFeaturesIn(chunk: Chunk): string[] {
  const features = new Set<string>();
  for (const id of chunk.moduleIds) {
    const path = relative(ROOT, id).split(sep).join('/');
    const match = /^src\/client\/features\/([^/]+)\//.exec(path);
    if (match && match[1] !== 'public-site') features.add(match[1]!);
  }
  return [...features];
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

/** (c) The real server, in production mode, on a throwaway database and the fresh build. */
async function startServer(
  clientDir: string,
  dataDir: string,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      APP_URL: url,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: `file:${join(dataDir, 'bench.db')}`,
      CLIENT_DIR: clientDir,
      LOG_LEVEL: 'warn',
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited (${child.exitCode}):\n${stderr}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`The server did not answer /healthz within 60 s:\n${stderr}`);
}

async function scriptsPerPage(baseUrl: string): Promise<Record<string, string[]>> {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: CHROME_FLAGS.filter((f) => f !== '--headless=new'),
  });
  const loaded: Record<string, string[]> = {};
  try {
    for (const path of PUBLIC_PAGES) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.endsWith('.js')) scripts.add(basename(pathname));
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      loaded[path] = [...scripts];
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return loaded;
}

type LighthouseRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  metrics: Record<string, string>;
  issues: string[];
  /** Lighthouse's own failure (a page that never painted, a hung tab...): the run scores nothing. */
  runtimeError: string | null;
};

/** The last full Lighthouse report, for a closer look (open it at https://googlechrome.github.io/lighthouse/viewer/). */
const REPORT_FILE = 'bench/results/lighthouse-landing.json';

/** (d) Lighthouse, mobile preset (its default), on the landing page. */
async function runLighthouse(url: string, reportFile: string | null = REPORT_FILE): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    if (reportFile) {
      mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
      writeFileSync(join(ROOT, reportFile), JSON.stringify(result.lhr));
    }
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const metrics = Object.fromEntries(
      [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ].map((id) => [id, audits[id]?.displayValue ?? '?']),
    );
    const issues = Object.values(audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual',
      )
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    const failure = result.lhr.runtimeError;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      metrics,
      issues,
      runtimeError: failure ? `${failure.code}: ${failure.message}` : null,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's failures to record the run, not the page's: it asks for the run again (its own
 * message, "Please run Lighthouse again"). A page that never paints (NO_FCP) or hangs is not one.
 */
const RECORDING_FAILURES = new Set([
  'NO_TRACING_STARTED',
  'NO_NAVSTART',
  'NO_DCL',
  'NO_RESOURCE_REQUEST',
  'NO_SPEEDLINE_FRAMES',
  'SPEEDINDEX_OF_ZERO',
  'NO_SCREENSHOTS',
  'INVALID_SPEEDLINE',
]);
const RECORDING_RETRIES = 2;

/** One Lighthouse run that measured the page: a run Lighthouse failed to record is run again, and said so. */
async function measuredLighthouseRun(url: string, reportFile?: string | null): Promise<LighthouseRun> {
  for (let attempt = 0; ; attempt += 1) {
    const run = await runLighthouse(url, reportFile);
    const code = run.runtimeError?.split(':')[0] ?? '';
    if (!RECORDING_FAILURES.has(code) || attempt === RECORDING_RETRIES) return run;
    console.info(`    a run was not recorded (${run.runtimeError}); running it again`);
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  process.chdir(ROOT); // vite.config.ts and the server resolve their paths from here
  const work = mkdtempSync(join(tmpdir(), 'bravo-bench-web-'));
  const clientDir = join(work, 'client');
  let server: ChildProcess | undefined;
  let isPassing = true;
  try {
    console.info('(a) Landing page: JavaScript before first render (gzip -9)');
    const client = await buildClient(clientDir);
    for (const s of client.scripts) console.info(`    ${s.file.padEnd(32)} ${kb(s.gzip)}`);
    const entryBytes = client.scripts.reduce((sum, s) => sum + s.gzip, 0);
    console.info(`    total                            ${kb(entryBytes)}`);

    console.info('(b) Bare React 19 page with the same plugins');
    const bareBytes = await buildBarePage(join(work, 'bare'));
    const ratio = entryBytes / bareBytes;
    const budgetOk = entryBytes <= BUDGET_BYTES && ratio <= MAX_RATIO;
    isPassing &&= budgetOk;
    console.info(`    bare ${kb(bareBytes)}, landing/bare ${ratio.toFixed(2)}x`);
    console.info(
      `    ${verdict(budgetOk)}: landing <= ${kb(BUDGET_BYTES)} and <= ${MAX_RATIO}x bare`,
    );

    console.info('(c) Scripts each public page loads (real server, production, headless Chromium)');
    const dataDir = join(work, 'data');
    mkdirSync(dataDir);
    const started = await startServer(clientDir, dataDir);
    server = started.child;
    const loaded = await scriptsPerPage(started.url);
    const byFile = new Map(client.chunks.map((c) => [c.fileName.split('/').pop()!, c]));
    const leaks: string[] = [];
    for (const [path, files] of Object.entries(loaded)) {
      const gzip = files.reduce(
        (sum, f) => sum + (byFile.has(f) ? gzipSize(join(clientDir, 'assets', f)) : 0),
        0,
      );
      console.info(`    ${path.padEnd(24)} ${kb(gzip).padStart(9)}  ${files.join(', ')}`);
      for (const file of files) {
        const chunk = byFile.get(file);
        const features = chunk ? appFeaturesIn(chunk) : [];
        if (features.length) leaks.push(`${path} loads ${file} (features: ${features.join(', ')})`);
      }
    }
    for (const leak of leaks) console.info(`    signed-in code: ${leak}`);
    isPassing &&= leaks.length === 0;
    console.info(`    ${verdict(leaks.length === 0)}: no public page loads signed-in app chunks`);

    console.info(`(d) Lighthouse, mobile, ${started.url}/ (median of ${LIGHTHOUSE_RUNS})`);
    const runs: LighthouseRun[] = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await measuredLighthouseRun(`${started.url}/`));
    const scores = {
      performance: median(runs.map((r) => r.performance)),
      accessibility: median(runs.map((r) => r.accessibility)),
      bestPractices: median(runs.map((r) => r.bestPractices)),
    };
    // The goal holds for each run (issue 19): a median would hide a bad run, or a run that failed.
    const lighthouseOk = runs.every((r) => r.performance >= LIGHTHOUSE_GOAL && r.accessibility >= LIGHTHOUSE_GOAL && r.bestPractices >= LIGHTHOUSE_GOAL);
    for (const [i, r] of runs.entries()) if (r.runtimeError) console.info(`    run ${i + 1} failed: ${r.runtimeError}`);
    isPassing &&= lighthouseOk;
    console.info(
      `    performance ${scores.performance} (runs ${runs.map((r) => r.performance).join(', ')}), accessibility ${scores.accessibility}, best practices ${scores.bestPractices}`,
    );
    // The same-run baseline: the smallest React page, on this machine, now (issue 19, point 1).
    const bare = await serveFolder(join(work, 'bare'));
    const bareRuns: LighthouseRun[] = [];
    try {
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) bareRuns.push(await measuredLighthouseRun(`${bare.url}/`, null));
    } finally {
      await bare.close();
    }
    const tbt = (r: LighthouseRun) => r.metrics['total-blocking-time'];
    console.info(`    bare React page: performance ${bareRuns.map((r) => r.performance).join(', ')}; total blocking time ${bareRuns.map(tbt).join(', ')} (landing ${runs.map(tbt).join(', ')})`);
    console.info(`    landing/bare performance: ${runs.map((r, i) => (r.performance / Math.max(1, bareRuns[i]?.performance ?? 1)).toFixed(2)).join(', ')}`);
    const last = runs[runs.length - 1];
    if (last) {
      console.info(
        `    ${Object.entries(last.metrics)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`,
      );
      if (last.issues.length) console.info(`    below 0.9: ${last.issues.slice(0, 8).join(', ')}`);
    }
    console.info(`    ${verdict(lighthouseOk)}: each score of each run >= ${LIGHTHOUSE_GOAL}`);

    const file = writeResult('web', {
      landing: {
        scripts: client.scripts,
        totalGzipBytes: entryBytes,
        budgetBytes: BUDGET_BYTES,
      },
      bare: { totalGzipBytes: bareBytes },
      ratio: Number(ratio.toFixed(3)),
      budgetPass: budgetOk,
      scriptsPerPage: loaded,
      signedInLeaks: leaks,
      lighthouse: { goal: LIGHTHOUSE_GOAL, ...scores, runs, bareRuns },
      pass: isPassing,
    });
    console.info(`${verdict(isPassing)} (${file})`);
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server?.once('exit', r));
    }
    rmSync(work, { recursive: true, force: true });
  }
  process.exitCode = isPassing ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
