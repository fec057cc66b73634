import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './support/fixtures';
import { expectAccessible, expectNoHorizontalScroll, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent, dismissToasts, screenshotBoth, toastWith } from './support/auth';

/** A Video lesson no other journey opens: its step 2 shows the video once uploaded. */
const LESSON = { id: 'finishing-laces-strike', title: 'Striking With Your Laces' } as const;
const CAPTIONS = 'WEBVTT\n\n00:00.000 --> 00:01.000\nLock your ankle and strike through the middle of the ball.\n';

/**
 * A coach, made straight in the browser tests' database (as support/staff.ts makes an admin), with the
 * lesson's step back to no video, so a retried journey starts where the first one did.
 */
function makeCoach(email: string): void {
  const db = new Database(join(tmpdir(), `bravo-e2e-${process.env.E2E_PORT}.db`));
  try {
    db.pragma('busy_timeout = 5000');
    expect(db.prepare("update users set role = 'coach' where email = ?").run(email).changes).toBe(1);
    db.prepare('delete from lesson_videos where lesson_id = ?').run(LESSON.id);
  } finally {
    db.close();
  }
}

test('[lesson videos] a coach uploads a video with captions to a lesson step; a parent plays it at step 2 on a phone', async ({ page, browser, baseURL }) => {
  // Two accounts and two pages: about 20 s alone, two minutes beside the whole suite on 2 cores.
  test.setTimeout(240_000);
  const coachEmail = uniqueEmail('video-coach');
  await createConfirmedParent(page, coachEmail, 'Carla Coach');
  makeCoach(coachEmail);

  // The lesson editor's Lesson videos panel: step 2 is chosen, the limits are stated.
  await page.goto(`/coach/lessons/${LESSON.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit lesson' })).toBeVisible({ timeout: 30_000 });
  const panel = page.getByRole('region', { name: 'Lesson videos' });
  await expect(panel.getByText('MP4 or WebM, up to 200 MB and 10 minutes.')).toBeVisible();
  await expect(panel.getByLabel('Step')).toHaveValue('1');

  // A text file named .mp4 is refused by its content, and the step stays empty.
  await panel.getByLabel('Video').setInputFiles({ name: 'drill.mp4', mimeType: 'video/mp4', buffer: Buffer.from('Not a video at all, only text named drill.mp4.\n'.repeat(3)) });
  await panel.getByRole('button', { name: 'Upload video' }).click();
  await expect(panel.getByRole('alert')).toHaveText('This file is not an MP4 or WebM video. Choose a video saved as .mp4 or .webm.');

  await panel.getByLabel('Video').setInputFiles('tests/fixtures/lesson-sample.webm');
  await panel.getByLabel('Poster image (optional)').setInputFiles('tests/fixtures/lesson-poster.jpg');
  await panel.getByLabel('Captions (optional)').setInputFiles({ name: 'laces.vtt', mimeType: 'text/vtt', buffer: Buffer.from(CAPTIONS) });
  await panel.getByRole('button', { name: 'Upload video' }).click();
  await expect(toastWith(page, 'Video uploaded to step 2')).toBeVisible();
  await expect(panel.getByText(/WebM, \d+ KB, 0:01, poster, captions/)).toBeVisible();
  await dismissToasts(page);
  await expectNoHorizontalScroll(page);
  await panel.scrollIntoViewIfNeeded();
  await screenshotBoth(page, 'lesson-videos-upload');

  // A parent on a phone: step 2 plays the video, with its captions.
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const parent = await context.newPage();
  await createConfirmedParent(parent, uniqueEmail('video-parent'));
  await completeSetupViaApi(parent, { name: 'Mateo Ruiz', dateOfBirth: '2014-09-03' });
  await parent.goto(`/lesson/${LESSON.id}`);
  const main = parent.getByRole('main');
  await expect(main.getByText('Tracking progress for Mateo Ruiz')).toBeVisible({ timeout: 30_000 });
  await expect(main.getByRole('heading', { name: LESSON.title, level: 1 })).toBeVisible();
  await expect(main.locator('video')).toHaveCount(0);
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByText('Step 2 of 3')).toBeVisible();
  const video = main.locator('video');
  await expect(video).toHaveCount(1);
  await expect(video).toHaveAttribute('poster', /\/steps\/1\/poster\?v=/);
  // HAVE_METADATA or better: the browser fetched the file (in ranges) and read its length.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(1);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => (v.querySelector('track') as HTMLTrackElement).readyState)).toBe(2);
  await expectNoHorizontalScroll(parent);
  await expectAccessible(parent);
  await video.scrollIntoViewIfNeeded();
  await screenshotBoth(parent, 'lesson-videos-parent');

  // Training's Digital Content tab lists the filmed lesson, with its poster, and opens it.
  await parent.goto('/training');
  await parent.getByRole('tab', { name: 'Digital Content' }).click();
  const filmed = parent.getByRole('list', { name: 'Lesson videos' });
  await expect(filmed.getByRole('link', { name: LESSON.title })).toBeVisible();
  await expectNoHorizontalScroll(parent);
  await screenshotBoth(parent, 'lesson-videos-digital-content');
  await filmed.getByRole('link', { name: LESSON.title }).click();
  await expect(parent.getByRole('heading', { name: LESSON.title, level: 1 })).toBeVisible();
  await context.close();
});
