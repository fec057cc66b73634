/**
 * `npm run bench:metrics`: what the metrics cost beside a dashboard request (issue 41, Figures:
 * at most 1% of a dashboard request's CPU), on SQLite, through the whole app (Fastify's inject):
 *  - the per-request instrumentation (the duration histogram's observe, by route pattern), against
 *    one dashboard request's CPU: the goal;
 *  - one /metrics scrape with the process metrics, in dashboard requests, and the dashboard rate
 *    above which scraping every 15 s stays under 1% of the dashboards' CPU, for the record.
 */
import { buildApp } from '#server/app';
import { openBenchDatabase, round, signedInParent, tempDatabaseUrl, verdict, writeResult } from './support';

const ORIGIN = 'http://localhost:3000';
const TOKEN = 'bench-metrics-token-0123456789';
const DASHBOARDS = 600;
const SCRAPES = 200;
const OBSERVES = 200_000;
const SCRAPE_INTERVAL_S = 15;
const GOAL_PERCENT = 1;

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function main(): Promise<void> {
  const { config, database } = await openBenchDatabase(tempDatabaseUrl('metrics'), { METRICS_TOKEN: TOKEN });
  const app = await buildApp(config, { database });
  await app.ready();
  const cookie = await signedInParent(app, database.db);
  const dashboard = () => app.inject({ method: 'GET', url: '/api/v1/dashboard?athleteId=bench-athlete', headers: { cookie, origin: ORIGIN } });
  const scrape = () => app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  const first = await dashboard();
  if (first.statusCode !== 200) throw new Error(`dashboard answered ${first.statusCode}: ${first.body.slice(0, 200)}`);

  for (let i = 0; i < 100; i += 1) await dashboard();
  for (let i = 0; i < 20; i += 1) await scrape();

  let start = cpuMs();
  for (let i = 0; i < DASHBOARDS; i += 1) await dashboard();
  const dashboardCpuMs = (cpuMs() - start) / DASHBOARDS;

  start = cpuMs();
  for (let i = 0; i < SCRAPES; i += 1) await scrape();
  const scrapeCpuMs = (cpuMs() - start) / SCRAPES;

  const labels = { method: 'GET', route: '/api/v1/dashboard', status_code: 200 };
  start = cpuMs();
  for (let i = 0; i < OBSERVES; i += 1) app.ctx.metrics.httpDuration.observe(labels, 0.004);
  const observeCpuMs = (cpuMs() - start) / OBSERVES;

  const perRequestPercent = (observeCpuMs / dashboardCpuMs) * 100;
  const scrapeInDashboards = scrapeCpuMs / dashboardCpuMs;
  const dashboardsPerSecondForOnePercent = scrapeInDashboards / ((GOAL_PERCENT / 100) * SCRAPE_INTERVAL_S);
  const figures = {
    dashboardCpuMs: round(dashboardCpuMs, 3),
    scrapeCpuMs: round(scrapeCpuMs, 3),
    observeCpuUs: round(observeCpuMs * 1000, 3),
    perRequestPercent: round(perRequestPercent, 3),
    scrapeInDashboards: round(scrapeInDashboards, 2),
    dashboardsPerSecondForOnePercent: round(dashboardsPerSecondForOnePercent, 1),
  };
  console.info(`dashboard request: ${figures.dashboardCpuMs} ms CPU`);
  console.info(`metrics per request (histogram observe): ${figures.observeCpuUs} µs = ${figures.perRequestPercent}% of a dashboard request (goal <= ${GOAL_PERCENT}%) ${verdict(perRequestPercent <= GOAL_PERCENT)}`);
  console.info(`one /metrics scrape: ${figures.scrapeCpuMs} ms CPU = ${figures.scrapeInDashboards} dashboard requests; scraped every ${SCRAPE_INTERVAL_S} s it stays under ${GOAL_PERCENT}% of the dashboards' CPU above ${figures.dashboardsPerSecondForOnePercent} dashboards/s`);
  console.info(`written to ${writeResult('metrics', figures)}`);
  await app.close();
  await database.close();
  if (perRequestPercent > GOAL_PERCENT) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
