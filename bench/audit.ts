/**
 * `npm run bench:audit`: the admin's audit log at academy scale, on SQLite and again on PostgreSQL
 * when reachable (TEST_DATABASE_URL). Options: --sqlite-only.
 * Seeds 10,000 families and 300,000 audit entries over a year (roles, messages, lessons, sessions,
 * store, a few staff actors, most entries about a family); then times GET /api/v1/admin/audit with
 * each kind of filter (goal: p95 <= 20 ms), one at a time through the whole app (Fastify's inject),
 * and the whole CSV of one action's entries.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '#server/app';
import type { Db } from '#server/db/database';
import { timeOrderedIds } from '#server/db/ids';
import { academyDate } from '#shared/progress/time';
import { AUDIT_ACTIONS, auditGroupOf } from '#shared/validation/audit';
import { insertInBatches, onEachDatabase, openBenchDatabase, seedBenchFamilies, settleAfterLoad, signedInStaff, summarize, timedGets, verdict, writeResult } from './support';

const FAMILIES = 10_000;
const ENTRIES = 300_000;
const STAFF = 8;
const SAMPLES = 200;
const GOAL_MS = 20;
const DAY_MS = 86_400_000;

async function seed(db: Db): Promise<void> {
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  await seedBenchFamilies(db, FAMILIES, now, 400);
  // Oldest first, spread evenly over 365 days, so ids are in time order as the app writes them.
  const makeId = timeOrderedIds();
  const span = 365 * DAY_MS;
  await insertInBatches(
    ENTRIES,
    (n) => {
      const at = now - span + Math.floor((n / ENTRIES) * span);
      const action = AUDIT_ACTIONS[(n * 7) % AUDIT_ACTIONS.length]!;
      const family = `fam-${(n * 13) % FAMILIES}`;
      const aboutFamily = action.startsWith('role.') || action === 'message.sent' || action === 'family.deleted';
      return {
        id: makeId(at),
        actor_id: `staff-${n % STAFF}`,
        actor_email: `staff-${n % STAFF}@bravo.example`,
        action,
        action_group: auditGroupOf(action),
        target_type: aboutFamily ? 'user' : 'lesson',
        target_id: aboutFamily ? family : `lesson-${n % 500}`,
        subject_user_id: aboutFamily ? family : null,
        summary: `Bench entry ${n}`,
        details: JSON.stringify({ before: { n }, after: { n: n + 1 } }),
        created_at: iso(at),
      };
    },
    (rows) => db.insertInto('audit_log').values(rows).execute(),
  );
  await settleAfterLoad(db, ['users', 'audit_log']);
}

async function run(label: string, databaseUrl: string) {
  const { config, database } = await openBenchDatabase(databaseUrl);
  try {
    const seeding = performance.now();
    await seed(database.db);
    console.info(`[${label}] seeded ${ENTRIES} entries in ${Math.round(performance.now() - seeding)} ms`);
    const app = await buildApp(config, { database });
    await app.ready();
    try {
      const cookie = await signedInStaff(app, database.db, { role: 'admin' });
      const monthAgo = academyDate(new Date(Date.now() - 30 * DAY_MS));
      const halfYear = academyDate(new Date(Date.now() - 180 * DAY_MS));
      const filters: [string, string][] = [
        ['no filter', ''],
        ['one action', '&action=role.granted'],
        ['a kind', '&action=message'],
        ['an actor', '&actor=staff-3@bravo.example'],
        ['a target', '&targetType=user&targetId=fam-4242'],
        ['a month', `&from=${monthAgo}`],
        ['an action in a past range', `&action=lesson.published&from=${halfYear}&to=${monthAgo}`],
        ['actor and action', '&actor=staff-3@bravo.example&action=store.updated'],
      ];
      const pages: Record<string, ReturnType<typeof summarize>> = {};
      for (const [name, query] of filters) {
        pages[name] = summarize((await timedGets(app, cookie, `/api/v1/admin/audit?limit=25${query}`, SAMPLES, 10)).latencies);
        console.info(`[${label}] page, ${name}: p50 ${pages[name]!.p50} ms, p95 ${pages[name]!.p95} ms`);
      }
      const started = performance.now();
      const csv = await app.inject({ method: 'GET', url: '/api/v1/admin/audit.csv?action=role.granted', headers: { cookie } });
      const csvMs = Math.round(performance.now() - started);
      const csvRows = csv.body.split('\r\n').length - 2;
      console.info(`[${label}] CSV of role.granted: ${csvRows} rows in ${csvMs} ms`);
      const worstP95 = Math.max(...Object.values(pages).map((p) => p.p95));
      const pageVerdict = verdict(worstP95 <= GOAL_MS);
      console.info(`[${label}] worst filtered page p95 ${worstP95} ms (goal <= ${GOAL_MS} ms): ${pageVerdict}`);
      return { database: label, families: FAMILIES, entries: ENTRIES, pages, worstP95, pageVerdict, csv: { rows: csvRows, ms: csvMs } };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

async function main() {
  const results = await onEachDatabase('audit', run);
  console.info(`\nresults: ${writeResult('audit', results)}`);
  if (results.some((r) => r.pageVerdict === 'FAIL')) process.exitCode = 1;
}

void main();
