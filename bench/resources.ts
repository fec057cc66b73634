/**
 * `npm run bench:resources`: the resource library with 1,000 published resources and 20,000
 * downloads (half in the 14-day trending window), on SQLite and again on PostgreSQL when reachable
 * (TEST_DATABASE_URL):
 *  - the library list (GET /api/v1/resources: featured, then trending, then newest, one page of 12),
 *    plain, searched and filtered by topic: p95 (goal <= 10 ms);
 *  - a resource's PDF rendered from its Markdown (in the PDF worker): p95 (goal <= 500 ms);
 *  - the trending job's recount of the 14-day window (it runs every 15 minutes, off any request).
 * Requests go through the whole app (Fastify's inject: routing, session, entitlement, validation,
 * serialization), one at a time, as a family opens the library. Options: --sqlite-only.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import { type Db } from '#server/db/database';
import { expireTrending, resourcePdfSpec } from '#server/features/resources/service';
import { loadResources } from '#server/features/resources/catalogue';
import { searchTextOf } from '#server/features/resources/queries';
import { RESOURCE_CATEGORIES, RESOURCE_TYPES } from '#shared/resources';
import { onEachDatabase, openBenchDatabase, summarize, verdict, writeResult } from './support';

const RESOURCES = 1_000;
const DOWNLOADS = 20_000;
const SAMPLES = 500;
const PDF_SAMPLES = 30;
const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'Goal2026!Kick';
const DAY_MS = 86_400_000;

async function seedLibrary(db: Db): Promise<void> {
  const files = loadResources();
  const now = Date.now();
  const rows = Array.from({ length: RESOURCES - files.length }, (_, i) => {
    const source = files[i % files.length]!;
    const tags = [...source.tags, `bench-${i % 50}`];
    return {
      id: `bench-${i}`,
      slug: `bench-${i}`,
      title: `${source.title} (${i})`,
      summary: source.summary,
      body: source.body,
      category: RESOURCE_CATEGORIES[i % RESOURCE_CATEGORIES.length]!,
      type: RESOURCE_TYPES[i % RESOURCE_TYPES.length]!,
      tags: JSON.stringify(tags),
      author: source.author,
      published_on: new Date(now - (i % 700) * DAY_MS).toISOString().slice(0, 10),
      read_minutes: source.readMinutes,
      search_text: searchTextOf({ ...source, title: `${source.title} (${i})`, tags }),
      is_featured: i % 97 === 0 ? 1 : 0,
      is_published: 1,
      source: 'app' as const,
      edited_at: null,
      edited_by: null,
    };
  });
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('resources').values(rows.slice(i, i + 200)).execute();
  const downloads = Array.from({ length: DOWNLOADS }, (_, i) => ({
    id: `bench-download-${i}`,
    resource_id: `bench-${(i * 7919) % rows.length}`,
    user_id: null,
    downloaded_at: new Date(now - (i % 28) * DAY_MS - (i % 1000) * 1000).toISOString(),
  }));
  for (let i = 0; i < downloads.length; i += 500) await db.insertInto('resource_downloads').values(downloads.slice(i, i + 500)).execute();
}

/** A confirmed, signed-in family with an active Pro membership. */
async function proFamily(app: FastifyInstance, db: Db): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
  await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: { origin: ORIGIN }, payload: { name: 'Bench Parent', email, password: PASSWORD } });
  const link = await db.selectFrom('outbox').select('links').where('to_address', '=', email).executeTakeFirstOrThrow();
  const url = new URL((JSON.parse(link.links) as { url: string }[])[0]!.url);
  const confirm = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  const cookie = confirm.cookies.filter((c) => c.value).map((c) => `${c.name}=${c.value}`).join('; ');
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const now = Date.now();
  await db
    .insertInto('memberships')
    .values({
      id: `bench-${user.id}`,
      user_id: user.id,
      membership_type_id: 'pro-monthly',
      status: 'active',
      sessions_remaining: 12,
      current_period_start: new Date(now - DAY_MS).toISOString(),
      current_period_end: new Date(now + 20 * DAY_MS).toISOString(),
      provider: 'test',
    })
    .execute();
  return cookie;
}

async function timed(app: FastifyInstance, cookie: string, url: string, samples: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < samples + 20; i += 1) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    const ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    if (i >= 20) latencies.push(ms);
  }
  return latencies;
}

async function run(label: string, databaseUrl: string) {
  const { config, database } = await openBenchDatabase(databaseUrl);
  try {
    await seedLibrary(database.db);
    // The downloads were written directly: the trending job counts the window, as it does every 15 minutes.
    const trendingStarted = performance.now();
    await expireTrending(database.db);
    const trendingMs = Math.round(performance.now() - trendingStarted);
    const app = await buildApp(config, { database });
    await app.ready();
    try {
      const cookie = await proFamily(app, database.db);
      const list = summarize(await timed(app, cookie, '/api/v1/resources', SAMPLES));
      const page5 = summarize(await timed(app, cookie, '/api/v1/resources?page=5', SAMPLES));
      const search = summarize(await timed(app, cookie, '/api/v1/resources?q=heat%20water', SAMPLES));
      const topic = summarize(await timed(app, cookie, '/api/v1/resources?topic=physical-health&type=Article', SAMPLES));

      const row = await database.db.selectFrom('resources').selectAll().where('id', '=', 'pathway-to-pro').executeTakeFirstOrThrow();
      const pdf: number[] = [];
      for (let i = 0; i < PDF_SAMPLES + 3; i += 1) {
        const started = performance.now();
        const bytes = await app.ctx.pdf.render(resourcePdfSpec(row));
        if (i >= 3) pdf.push(performance.now() - started);
        if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('not a PDF');
      }
      const pdfStats = summarize(pdf);
      // 35 (+20 warm-up) stays under a family's downloads a minute.
      const download = summarize(await timed(app, cookie, '/api/v1/resources/pathway-to-pro/download', 35));

      const listP95 = Math.max(list.p95, page5.p95, search.p95, topic.p95);
      const result = {
        database: label,
        resources: RESOURCES,
        downloads: DOWNLOADS,
        list: { firstPage: list, page5, search, topic, goalP95Ms: 10, verdict: verdict(listP95 <= 10) },
        pdf: { render: pdfStats, goalP95Ms: 500, verdict: verdict(pdfStats.p95 <= 500) },
        downloadRoute: download,
        trendingRecountMs: trendingMs,
      };
      console.info(`\n[${label}] ${RESOURCES} resources, ${DOWNLOADS} downloads`);
      console.info(`  library list, first page   p50 ${list.p50} ms  p95 ${list.p95} ms  p99 ${list.p99} ms`);
      console.info(`  library list, page 5       p50 ${page5.p50} ms  p95 ${page5.p95} ms`);
      console.info(`  library list, search       p50 ${search.p50} ms  p95 ${search.p95} ms`);
      console.info(`  library list, topic+type   p50 ${topic.p50} ms  p95 ${topic.p95} ms`);
      console.info(`  -> list p95 ${listP95} ms (goal <= 10 ms): ${result.list.verdict}`);
      console.info(`  PDF render (worker)        p50 ${pdfStats.p50} ms  p95 ${pdfStats.p95} ms (goal <= 500 ms): ${result.pdf.verdict}`);
      console.info(`  download route (cached PDF + counted row)  p50 ${download.p50} ms  p95 ${download.p95} ms`);
      console.info(`  trending job (recount of ${DOWNLOADS} downloads over ${RESOURCES} resources) ${trendingMs} ms`);
      return result;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

async function main() {
  const results = await onEachDatabase('resources', run);
  console.info(`\nresults: ${writeResult('resources', results)}`);
  if (results.some((r) => r.list.verdict === 'FAIL' || r.pdf.verdict === 'FAIL')) process.exitCode = 1;
}

void main();
