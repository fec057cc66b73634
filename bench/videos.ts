/**
 * `npm run bench:videos`: a 50 MB lesson video served with range requests while 20 clients stream it
 * (issue 18's figure: at full disk speed, without blocking the event loop, p99 under 20 ms).
 *  - the video is uploaded through the real route (multipart, checked while it streams to disk);
 *  - the app listens on a real socket; the 20 clients run in a child process (their own event loop),
 *    each reading the whole file in 4 MB ranges from a random starting point, as a player seeking;
 *  - the server's event-loop delay (perf_hooks.monitorEventLoopDelay) is recorded while they stream,
 *    beside the same measure idle, and the served throughput beside a plain read of the same file.
 * On SQLite, and again on PostgreSQL when reachable (TEST_DATABASE_URL). Options: --sqlite-only.
 */
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import type { Db } from '#server/db/database';
import { onEachDatabase, openBenchDatabase, round, summarize, verdict, writeResult } from './support';

const MB = 1024 * 1024;
const VIDEO_BYTES = 50 * MB;
const CLIENTS = 20;
const RANGE_BYTES = 4 * MB;
const GOAL_P99_MS = 20;
const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'Goal2026!Kick';
const BOUNDARY = '----bench-video-boundary';

/** An MP4 the upload accepts: ftyp, a moov stating 60 s, then 50 MB of media. */
async function writeSampleVideo(path: string): Promise<void> {
  const box = (type: string, body: Buffer) => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(8 + body.length, 0);
    header.write(type, 4, 'latin1');
    return Buffer.concat([header, body]);
  };
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(60_000, 16);
  const head = Buffer.concat([box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1')), box('moov', box('mvhd', mvhd))]);
  const mdatHeader = Buffer.alloc(8);
  mdatHeader.writeUInt32BE(VIDEO_BYTES - head.length, 0);
  mdatHeader.write('mdat', 4, 'latin1');
  const media = VIDEO_BYTES - head.length - 8;
  await pipeline(
    Readable.from((function* () {
      yield head;
      yield mdatHeader;
      for (let sent = 0; sent < media; sent += MB) yield randomBytes(Math.min(MB, media - sent));
    })()),
    createWriteStream(path),
  );
}

/** A confirmed, signed-in coach (the role is set directly: this is a bench, not the admin's page). */
async function coachCookie(app: FastifyInstance, db: Db): Promise<string> {
  const email = `bench-coach-${Date.now()}@example.com`;
  await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', headers: { origin: ORIGIN }, payload: { name: 'Bench Coach', email, password: PASSWORD } });
  const link = await db.selectFrom('outbox').select('links').where('to_address', '=', email).executeTakeFirstOrThrow();
  const url = new URL((JSON.parse(link.links) as { url: string }[])[0]!.url);
  const confirm = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  await db.updateTable('users').set({ role: 'coach' }).where('email', '=', email).execute();
  return confirm.cookies.filter((c) => c.value).map((c) => `${c.name}=${c.value}`).join('; ');
}

async function readWhole(path: string): Promise<number> {
  const started = performance.now();
  for await (const _chunk of createReadStream(path, { highWaterMark: 256 * 1024 })) {
    // reading is the work
  }
  return (performance.now() - started) / 1000;
}

type ClientFigures = { bytes: number; seconds: number; requests: number; timeToFirstByte: ReturnType<typeof summarize> };

/** The child process: CLIENTS players, each reading the whole video in ranges from a random point. */
async function runClients(url: string, cookie: string, size: number): Promise<ClientFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const firstBytes: number[] = [];
  let requests = 0;
  let bytes = 0;
  const fetchRange = (start: number, end: number) =>
    new Promise<void>((done, fail) => {
      const started = performance.now();
      const request = http.get(url, { agent, headers: { cookie, range: `bytes=${start}-${end}` } }, (response) => {
        if (response.statusCode !== 206) return fail(new Error(`range ${start}-${end} answered ${response.statusCode}`));
        let isFirst = true;
        response.on('data', (chunk: Buffer) => {
          if (isFirst) firstBytes.push(performance.now() - started);
          isFirst = false;
          bytes += chunk.length;
        });
        response.on('end', () => {
          requests += 1;
          done();
        });
        response.on('error', fail);
      });
      request.on('error', fail);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      let offset = Math.floor(Math.random() * (size / RANGE_BYTES)) * RANGE_BYTES;
      for (let read = 0; read < size; ) {
        const end = Math.min(offset + RANGE_BYTES, size) - 1;
        await fetchRange(offset, end);
        read += end - offset + 1;
        offset = end + 1 >= size ? 0 : end + 1;
      }
    }),
  );
  agent.destroy();
  return { bytes, seconds: (performance.now() - started) / 1000, requests, timeToFirstByte: summarize(firstBytes) };
}

function clientsProcess(url: string, cookie: string, size: number): Promise<ClientFigures> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/videos.ts', '--clients', url, cookie, String(size)], {
      cwd: resolve(import.meta.dirname, '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? done(JSON.parse(output) as ClientFigures) : fail(new Error(`clients exited with ${code}`))));
  });
}

/** The event loop's delay over `work`, in milliseconds (1 ms resolution). */
async function loopDelayDuring<T>(work: () => Promise<T>): Promise<{ result: T; delay: { p50: number; p99: number; max: number } }> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const result = await work();
  histogram.disable();
  const ms = (ns: number) => round(ns / 1e6);
  return { result, delay: { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) } };
}

async function run(label: 'sqlite' | 'postgres', databaseUrl: string) {
  const work = mkdtempSync(join(tmpdir(), 'bravo-bench-videos-'));
  const { config, database } = await openBenchDatabase(databaseUrl);
  const app = await buildApp({ ...config, storage: { kind: 'local', directory: join(work, 'uploads') } }, { database });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const cookie = await coachCookie(app, database.db);
    const lesson = await database.db.selectFrom('lessons').select('id').where('type', '=', 'Video').executeTakeFirstOrThrow();
    const sample = join(work, 'sample.mp4');
    await writeSampleVideo(sample);

    // The upload through the route: multipart, sniffed and counted as it streams to disk.
    const uploadStarted = performance.now();
    const body = Readable.from((async function* () {
      yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="video"; filename="drill.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
      yield* createReadStream(sample, { highWaterMark: MB });
      yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    })());
    const uploaded = await app.inject({
      method: 'PUT',
      url: `/api/v1/training/lessons/${lesson.id}/steps/1/video`,
      headers: { cookie, origin: ORIGIN, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: body,
    });
    const uploadSeconds = (performance.now() - uploadStarted) / 1000;
    if (uploaded.statusCode !== 200) throw new Error(`upload answered ${uploaded.statusCode}: ${uploaded.body}`);
    const { videoUrl } = (uploaded.json() as { video: { videoUrl: string } }).video;
    const row = await database.db.selectFrom('lesson_videos').select('video_key').where('lesson_id', '=', lesson.id).executeTakeFirstOrThrow();
    const stored = join(work, 'uploads', row.video_key);

    const diskSeconds = await readWhole(stored);
    const idle = await loopDelayDuring(() => new Promise((r) => setTimeout(r, 1000)));
    const streamed = await loopDelayDuring(() => clientsProcess(`http://127.0.0.1:${port}${videoUrl}`, cookie, VIDEO_BYTES));
    const servedMBps = round(streamed.result.bytes / MB / streamed.result.seconds, 1);
    const diskMBps = round(VIDEO_BYTES / MB / diskSeconds, 1);
    const result = {
      database: label,
      videoMB: VIDEO_BYTES / MB,
      clients: CLIENTS,
      rangeMB: RANGE_BYTES / MB,
      uploadMBps: round(VIDEO_BYTES / MB / uploadSeconds, 1),
      plainReadMBps: diskMBps,
      served: { MBps: servedMBps, totalMB: round(streamed.result.bytes / MB), requests: streamed.result.requests, seconds: round(streamed.result.seconds), timeToFirstByteMs: streamed.result.timeToFirstByte },
      eventLoopDelayMs: { idle: idle.delay, whileStreaming: streamed.delay, goalP99Ms: GOAL_P99_MS, verdict: verdict(streamed.delay.p99 < GOAL_P99_MS) },
    };
    console.info(`\n${label}: a ${result.videoMB} MB video, ${CLIENTS} clients reading it whole in ${result.rangeMB} MB ranges`);
    console.info(`  upload through the route            ${result.uploadMBps} MB/s`);
    console.info(`  a plain read of the stored file     ${diskMBps} MB/s (page cache: the file was just written)`);
    console.info(`  served to ${CLIENTS} clients together      ${servedMBps} MB/s (${result.served.totalMB} MB in ${result.served.seconds} s, ${result.served.requests} range requests, first byte p95 ${result.served.timeToFirstByteMs.p95} ms)`);
    console.info(`  event-loop delay idle               p50 ${idle.delay.p50} ms  p99 ${idle.delay.p99} ms  max ${idle.delay.max} ms`);
    console.info(`  event-loop delay while streaming    p50 ${streamed.delay.p50} ms  p99 ${streamed.delay.p99} ms  max ${streamed.delay.max} ms (goal p99 < ${GOAL_P99_MS} ms): ${result.eventLoopDelayMs.verdict}`);
    return result;
  } finally {
    await app.close();
    await database.close();
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--clients') {
  const [url, cookie, size] = process.argv.slice(3) as [string, string, string];
  process.stdout.write(JSON.stringify(await runClients(url, cookie, Number(size))));
} else {
  const results = await onEachDatabase('videos', run);
  console.info(`\nresults: ${writeResult('videos', results)}`);
  if (results.some((r) => r.eventLoopDelayMs.verdict === 'FAIL')) process.exitCode = 1;
}
