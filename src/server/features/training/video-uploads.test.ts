/**
 * Uploads under load (issue 37, point 20): 20 uploads to one step at once leave exactly the files
 * the step's row names, and a coach's storage quota refuses what does not fit before it is written.
 * Each app here has its own storage folder, so the files counted are this file's alone.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createFamily, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { LESSON_VIDEO_LIMITS, storageQuotaMessage } from '#shared/validation/lesson-videos';
import { grantRole } from '../admin/service';

const mp4 = readFileSync('tests/fixtures/lesson-sample.mp4');
const jpeg = readFileSync('tests/fixtures/lesson-poster.jpg');
const BOUNDARY = '----bravo-upload-boundary';

type Part = { name: string; filename: string; type: string; data: Buffer };
function form(parts: Part[]) {
  const chunks = parts.flatMap((p) => [
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`),
    p.data,
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}
const video: Part = { name: 'video', filename: 'drill.mp4', type: 'video/mp4', data: mp4 };
const poster: Part = { name: 'poster', filename: 'frame.jpg', type: 'image/jpeg', data: jpeg };

describe.each(testDialects())('lesson video uploads at once on %s', (dialect) => {
  let t: TestApp;
  let coach: TestFamily;
  let dir: string;
  let lessonIds: string[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bravo-uploads-'));
    t = await createTestApp(dialect, { storage: { kind: 'local', directory: dir } });
    coach = await createFamily(t, 'upload-coach');
    await grantRole(t.ctx.db, coach.email, 'coach');
    const lessons = await t.ctx.db.selectFrom('lessons').select(['id', 'steps']).orderBy('sort_order').execute();
    lessonIds = lessons.filter((l) => (JSON.parse(l.steps) as unknown[]).length >= 2).map((l) => l.id);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const upload = (who: TestFamily, lessonId: string, parts: Part[]) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/training/lessons/${encodeURIComponent(lessonId)}/steps/1/video`,
      headers: { ...as(who), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: form(parts),
    });
  const filesOnDisk = () => {
    try {
      return readdirSync(join(dir, 'lesson-videos')).map((name) => `lesson-videos/${name}`).sort();
    } catch {
      return [];
    }
  };
  const rowKeys = async (lessonId: string) => {
    const row = await t.ctx.db.selectFrom('lesson_videos').select(['video_key', 'poster_key', 'captions_key']).where('lesson_id', '=', lessonId).where('step_index', '=', 1).executeTakeFirst();
    return row ? [row.video_key, row.poster_key, row.captions_key].filter((k): k is string => k !== null) : [];
  };
  const counted = async (ownerId: string) =>
    t.ctx.db.selectFrom('stored_files').select(['key', 'bytes', 'is_reservation']).where('owner_id', '=', ownerId).execute();

  it('leaves exactly the files the step names after 20 uploads to it at once, videos and posters mixed', async () => {
    const lessonId = lessonIds[0]!;
    expect((await upload(coach, lessonId, [video])).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => upload(coach, lessonId, i % 2 === 0 ? [video, poster] : [poster])));
    expect(answers.map((a) => a.statusCode)).toEqual(Array<number>(20).fill(200));
    const named = (await rowKeys(lessonId)).sort();
    expect(named.length).toBeGreaterThanOrEqual(1);
    expect(filesOnDisk()).toEqual(named);
    // What counts against the coach is exactly what is stored, no reservation left behind.
    const rows = await counted(coach.userId);
    expect(rows.map((r) => r.key).sort()).toEqual(named);
    expect(rows.every((r) => r.is_reservation === 0)).toBe(true);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/training/lessons/${encodeURIComponent(lessonId)}/steps/1/video`, headers: as(coach) });
    expect(removed.statusCode).toBe(200);
    expect(filesOnDisk()).toEqual([]);
    expect(await counted(coach.userId)).toEqual([]);
  });

  it('refuses, before writing, the uploads that would take a coach past the quota, of 20 sent at once', async () => {
    const busy = await createFamily(t, 'upload-quota');
    await grantRole(t.ctx.db, busy.email, 'coach');
    const body = form([video]).length;
    // Already nearly full: room for 3 more uploads of this size, not 4.
    const used = LESSON_VIDEO_LIMITS.storageQuotaBytes - Math.floor(3.5 * body);
    await t.ctx.db.insertInto('stored_files').values({ key: 'lesson-videos/earlier-uploads.mp4', owner_id: busy.userId, bytes: used }).execute();
    expect(lessonIds.length).toBeGreaterThanOrEqual(20);

    const answers = await Promise.all(lessonIds.slice(0, 20).map((lessonId) => upload(busy, lessonId, [video])));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 413)).toHaveLength(17);
    const refused = answers.find((a) => a.statusCode === 413)!.json().error;
    expect(refused.code).toBe('PAYLOAD_TOO_LARGE');
    expect(refused.message).toMatch(/^Your lesson files use 4\.9 GB of your 5 GB, and this upload does not fit\. Remove videos you no longer need, then upload again\.$/);
    expect([storageQuotaMessage(used), storageQuotaMessage(used + body), storageQuotaMessage(used + 2 * body), storageQuotaMessage(used + 3 * body)]).toContain(refused.message);
    // Only the three that fit were written.
    expect(filesOnDisk()).toHaveLength(3);
    const total = (await counted(busy.userId)).reduce((sum, r) => sum + Number(r.bytes), 0);
    expect(total).toBeLessThanOrEqual(LESSON_VIDEO_LIMITS.storageQuotaBytes);

    // Removing a video makes room again.
    const [first] = lessonIds.filter((_, i) => statuses[i] === 200);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/training/lessons/${encodeURIComponent(first!)}/steps/1/video`, headers: as(busy) });
    const refusedLesson = lessonIds[statuses.indexOf(413)]!;
    expect((await upload(busy, refusedLesson, [video])).statusCode).toBe(200);
  });
});
