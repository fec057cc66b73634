import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createFamily, ORIGIN, type TestFamily } from '#server/testing/families';
import { createTestApp, type TestApp, testDialects } from '#server/testing/harness';
import { LESSON_VIDEO_LIMITS, LESSON_VIDEO_MESSAGES } from '#shared/validation/lesson-videos';
import { grantRole } from '../admin/service';

const mp4 = readFileSync('tests/fixtures/lesson-sample.mp4');
const webm = readFileSync('tests/fixtures/lesson-sample.webm');
const jpeg = readFileSync('tests/fixtures/lesson-poster.jpg');
const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const captions = 'WEBVTT\n\n00:00.000 --> 00:01.000\nPlant your standing foot beside the ball.\n';

type Part = { name: string; filename: string; type: string; data: Buffer | string };
const BOUNDARY = '----bravo-test-boundary';
function partHead(part: Part): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`;
}
/** A multipart/form-data body as a browser's FormData sends it. */
function form(parts: Part[]) {
  const chunks = parts.flatMap((p) => [Buffer.from(partHead(p)), Buffer.from(p.data), Buffer.from('\r\n')]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]), type: `multipart/form-data; boundary=${BOUNDARY}` };
}

describe.each(testDialects())('lesson videos on %s', (dialect) => {
  let t: TestApp;
  let parent: TestFamily;
  let coach: TestFamily;
  let admin: TestFamily;
  let lessonId: string;
  let otherLessonId: string;
  let uploadsDir: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    parent = await createFamily(t, 'video-parent');
    coach = await createFamily(t, 'video-coach');
    admin = await createFamily(t, 'video-admin');
    await grantRole(t.ctx.db, coach.email, 'coach');
    await grantRole(t.ctx.db, admin.email, 'admin');
    const lessons = await t.ctx.db.selectFrom('lessons').select('id').where('type', '=', 'Video').orderBy('sort_order').limit(2).execute();
    [lessonId, otherLessonId] = lessons.map((l) => l.id) as [string, string];
    uploadsDir = (t.ctx.config.storage as { directory: string }).directory;
  });
  afterAll(async () => {
    await t?.close();
  });

  const stepUrl = (id: string, step = 1) => `/api/v1/training/lessons/${encodeURIComponent(id)}/steps/${step}/video`;
  const upload = (who: TestFamily | undefined, parts: Part[], id = lessonId, step = 1) => {
    const body = form(parts);
    return t.app.inject({ method: 'PUT', url: stepUrl(id, step), headers: { ...(who ? as(who) : { origin: ORIGIN }), 'content-type': body.type }, payload: body.payload });
  };
  const video = (data: Buffer = mp4, filename = 'drill.mp4', type = 'video/mp4'): Part => ({ name: 'video', filename, type, data });
  const rowOf = (id = lessonId, step = 1) => t.ctx.db.selectFrom('lesson_videos').selectAll().where('lesson_id', '=', id).where('step_index', '=', step).executeTakeFirst();
  /** Every stored file's key, to prove a refused upload left nothing behind. */
  const storedFiles = () => {
    try {
      return readdirSync(join(uploadsDir, 'lesson-videos')).sort();
    } catch {
      return [];
    }
  };
  const get = (who: TestFamily | undefined, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...(who ? as(who) : {}), ...headers } });

  it('lets only coaches and admins upload: signed out 401, a parent 403, and nothing is stored', async () => {
    const before = storedFiles();
    const signedOut = await upload(undefined, [video()]);
    expect(signedOut.statusCode).toBe(401);
    const asParent = await upload(parent, [video()]);
    expect(asParent.statusCode).toBe(403);
    expect(asParent.json().error.message).toBe(LESSON_VIDEO_MESSAGES.forbidden);
    expect(await rowOf()).toBeUndefined();
    expect(storedFiles()).toEqual(before);
    const parentDelete = await t.app.inject({ method: 'DELETE', url: stepUrl(lessonId), headers: as(parent) });
    expect(parentDelete.statusCode).toBe(403);
  });

  it('stores a coach’s MP4 with its poster and lists it for a family', async () => {
    const res = await upload(coach, [video(), { name: 'poster', filename: 'frame.jpg', type: 'image/jpeg', data: jpeg }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().video).toMatchObject({ stepIndex: 1, mime: 'video/mp4', bytes: mp4.length, durationSeconds: 1, captionsUrl: null });
    const row = (await rowOf())!;
    expect(row).toMatchObject({ mime: 'video/mp4', bytes: mp4.length, duration_ms: 1000, poster_mime: 'image/jpeg', uploaded_by: coach.userId });
    expect(readFileSync(join(uploadsDir, row.video_key)).equals(mp4)).toBe(true);

    const list = await get(parent, `/api/v1/training/lessons/${lessonId}/videos`);
    expect(list.statusCode).toBe(200);
    const [listed] = list.json().videos;
    expect(listed).toEqual(res.json().video);
    const poster = await get(parent, listed.posterUrl);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.rawPayload.equals(jpeg)).toBe(true);
  });

  it('serves the video in ranges so a phone can seek: 206 with Content-Range, 416 past the end', async () => {
    const { videoUrl } = (await get(parent, `/api/v1/training/lessons/${lessonId}/videos`)).json().videos[0];
    const whole = await get(parent, videoUrl);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'content-type': 'video/mp4', 'accept-ranges': 'bytes', 'content-length': String(mp4.length) });
    expect(whole.rawPayload.equals(mp4)).toBe(true);

    const first = await get(parent, videoUrl, { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers).toMatchObject({ 'content-range': `bytes 0-99/${mp4.length}`, 'accept-ranges': 'bytes', 'content-length': '100' });
    expect(first.rawPayload.equals(mp4.subarray(0, 100))).toBe(true);

    const tail = await get(parent, videoUrl, { range: 'bytes=1000-' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes 1000-${mp4.length - 1}/${mp4.length}`);
    expect(tail.rawPayload.equals(mp4.subarray(1000))).toBe(true);

    const past = await get(parent, videoUrl, { range: `bytes=${mp4.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${mp4.length}`);
    expect(past.json().error.message).toBe(LESSON_VIDEO_MESSAGES.rangeNotSatisfiable);
  });

  it('serves videos, posters and captions only to signed-in families (401 signed out)', async () => {
    const { videoUrl, posterUrl } = (await get(parent, `/api/v1/training/lessons/${lessonId}/videos`)).json().videos[0];
    for (const url of [videoUrl, posterUrl, `/api/v1/training/lessons/${lessonId}/videos`]) {
      const res = await get(undefined, url, { range: 'bytes=0-99' });
      expect(res.statusCode, url).toBe(401);
      expect(res.rawPayload.includes(mp4.subarray(4, 12))).toBe(false);
    }
  });

  it('refuses a file that is not a video by its content, whatever its name and type say, and stores nothing', async () => {
    const before = storedFiles();
    const rowBefore = await rowOf();
    for (const data of [png, Buffer.from('These are my training notes, renamed to drill.mp4 by mistake.\n'.repeat(4))]) {
      const res = await upload(coach, [video(data, 'drill.mp4', 'video/mp4')]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(LESSON_VIDEO_MESSAGES.notVideo);
    }
    const emptyLesson = await upload(coach, [video(png)], otherLessonId);
    expect(emptyLesson.statusCode).toBe(400);
    expect(await rowOf(otherLessonId)).toBeUndefined();
    expect(await rowOf()).toEqual(rowBefore);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a video over 200 MB while it streams in, and stores nothing', async () => {
    const before = storedFiles();
    const rowBefore = await rowOf();
    const head = Buffer.from(partHead(video()));
    const fill = Buffer.alloc(1024 * 1024);
    let sent = 0;
    // The body streams in, never held whole: an MP4's first box, then zeros past the limit.
    const body = Readable.from((function* () {
      yield head;
      yield mp4.subarray(0, 64);
      while (sent <= LESSON_VIDEO_LIMITS.maxVideoBytes) {
        sent += fill.length;
        yield fill;
      }
      yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    })());
    const res = await t.app.inject({ method: 'PUT', url: stepUrl(lessonId), headers: { ...as(coach), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(LESSON_VIDEO_MESSAGES.tooLarge);
    expect(await rowOf()).toEqual(rowBefore);
    expect(storedFiles()).toEqual(before);
  });

  it('answers 404 for an unknown lesson and 400 for a step the lesson does not have', async () => {
    expect((await upload(coach, [video()], 'no-such-lesson')).statusCode).toBe(404);
    expect((await get(parent, '/api/v1/training/lessons/no-such-lesson/videos')).statusCode).toBe(404);
    expect((await get(parent, stepUrl('no-such-lesson'))).statusCode).toBe(404);
    expect((await get(parent, stepUrl(otherLessonId))).statusCode).toBe(404);
    const step = await upload(coach, [video()], lessonId, 7);
    expect(step.statusCode).toBe(400);
    expect(step.json().error.message).toBe(LESSON_VIDEO_MESSAGES.stepOutOfRange);
    const json = await t.app.inject({ method: 'PUT', url: stepUrl(lessonId), headers: as(coach), payload: { video: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe(LESSON_VIDEO_MESSAGES.notMultipart);
  });

  it('hides the videos of a lesson families cannot open (a draft) while staff still reach them', async () => {
    await t.ctx.db.updateTable('lessons').set({ is_published: 0 }).where('id', '=', otherLessonId).execute();
    try {
      expect((await upload(admin, [video(webm, 'drill.webm', 'video/webm')], otherLessonId)).statusCode).toBe(200);
      expect((await get(parent, `/api/v1/training/lessons/${otherLessonId}/videos`)).statusCode).toBe(404);
      expect((await get(parent, stepUrl(otherLessonId))).statusCode).toBe(404);
      const staff = await get(coach, stepUrl(otherLessonId));
      expect(staff.statusCode).toBe(200);
      expect(staff.headers['content-type']).toBe('video/webm');
    } finally {
      await t.ctx.db.updateTable('lessons').set({ is_published: 1 }).where('id', '=', otherLessonId).execute();
    }
  });

  it('lists every published lesson’s filmed steps for Digital Content, newest first, a page at a time, never a draft’s', async () => {
    expect((await get(undefined, '/api/v1/training/videos')).statusCode).toBe(401);
    const lessons = await t.ctx.db.selectFrom('lessons').select(['id', 'title']).where('is_published', '=', 1).orderBy('sort_order').limit(14).execute();
    const filmed = lessons.filter((l) => l.id !== lessonId && l.id !== otherLessonId).slice(0, 13);
    for (const [i, lesson] of filmed.entries()) {
      expect((await upload(coach, [video(webm, 'drill.webm', 'video/webm')], lesson.id)).statusCode).toBe(200);
      // A second apart, as uploads are: the order does not rest on two uploads' milliseconds.
      await t.ctx.db.updateTable('lesson_videos').set({ updated_at: new Date(Date.UTC(2030, 0, 1, 0, 0, i)).toISOString() }).where('lesson_id', '=', lesson.id).execute();
    }
    await t.ctx.db.updateTable('lessons').set({ is_published: 0 }).where('id', '=', filmed[0]!.id).execute();
    try {
      const first = await get(parent, '/api/v1/training/videos');
      expect(first.statusCode, first.body).toBe(200);
      const page = first.json() as { items: { lessonId: string; title: string; stepTitle: string; video: { stepIndex: number } }[]; nextCursor: string | null };
      expect(page.items).toHaveLength(12);
      expect(page.nextCursor).not.toBeNull();
      const rest = (await get(parent, `/api/v1/training/videos?cursor=${encodeURIComponent(page.nextCursor!)}`)).json() as typeof page;
      const listed = [...page.items, ...rest.items].map((i) => i.lessonId);
      expect(new Set(listed).size).toBe(listed.length);
      // The hidden draft is missing; every other filmed lesson is there, the last one filmed first.
      expect(listed).not.toContain(filmed[0]!.id);
      for (const lesson of filmed.slice(1)) expect(listed).toContain(lesson.id);
      expect(page.items[0]).toMatchObject({ lessonId: filmed.at(-1)!.id, title: filmed.at(-1)!.title, video: { stepIndex: 1 } });
      expect(page.items[0]!.stepTitle).not.toBe('');
      const bad = await get(parent, '/api/v1/training/videos?cursor=nonsense');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe(LESSON_VIDEO_MESSAGES.badCursor);
    } finally {
      await t.ctx.db.updateTable('lessons').set({ is_published: 1 }).where('id', '=', filmed[0]!.id).execute();
      for (const lesson of filmed) await t.app.inject({ method: 'DELETE', url: stepUrl(lesson.id), headers: as(admin) });
    }
  });

  it('adds checked WebVTT captions to the video and serves them', async () => {
    const before = storedFiles();
    const srt = await upload(coach, [{ name: 'captions', filename: 'drill.vtt', type: 'text/vtt', data: '1\n00:00:00,000 --> 00:00:01,000\nNot WebVTT\n' }]);
    expect(srt.statusCode).toBe(400);
    expect(srt.json().error.message).toBe(LESSON_VIDEO_MESSAGES.notCaptions);
    expect(storedFiles()).toEqual(before);

    const res = await upload(coach, [{ name: 'captions', filename: 'drill.vtt', type: 'text/vtt', data: captions }]);
    expect(res.statusCode, res.body).toBe(200);
    const { captionsUrl, posterUrl, videoUrl } = res.json().video;
    expect(captionsUrl).toMatch(/\/steps\/1\/captions\?v=/);
    expect(posterUrl).not.toBeNull();
    const served = await get(parent, captionsUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(served.body).toBe(captions);
    expect((await get(parent, videoUrl)).rawPayload.equals(mp4)).toBe(true);
  });

  it('replaces a step’s video and its files with a new upload, and removes them all on delete', async () => {
    const old = (await rowOf())!;
    const res = await upload(coach, [video(webm, 'take-two.webm', 'application/octet-stream')]);
    expect(res.statusCode).toBe(200);
    expect(res.json().video).toMatchObject({ mime: 'video/webm', bytes: webm.length, posterUrl: null, captionsUrl: null });
    const files = storedFiles();
    for (const key of [old.video_key, old.poster_key, old.captions_key]) expect(files).not.toContain(key!.replace('lesson-videos/', ''));

    const current = (await rowOf())!;
    const removed = await t.app.inject({ method: 'DELETE', url: stepUrl(lessonId), headers: as(admin) });
    expect(removed.statusCode).toBe(200);
    expect(await rowOf()).toBeUndefined();
    expect(storedFiles()).not.toContain(current.video_key.replace('lesson-videos/', ''));
    expect((await get(parent, stepUrl(lessonId))).statusCode).toBe(404);
  });
});
