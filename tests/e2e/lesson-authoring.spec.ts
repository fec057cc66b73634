import { expect, type Page, test } from './support/fixtures';
import { PHONE, expectAccessible, expectNoHorizontalScroll, screenshot, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent, screenshotBoth, toastWith } from './support/auth';
import { openE2eDatabase } from './support/database';

const CAPTIONS = 'WEBVTT\n\n00:00.000 --> 00:01.000\nLock your ankle and pass through the gate.\n';

/**
 * Reads a toast and closes it, so the next one is alone on screen: a stack of toasts hides the close
 * buttons of those behind, which a click would wait for until the test's end.
 */
async function closeToast(page: Page, text: string): Promise<void> {
  const toast = toastWith(page, text);
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Close toast' }).click();
  await expect(toast).toHaveCount(0);
}

/** A coach, made straight in the browser tests' database (as support/staff.ts makes an admin). */
function makeCoach(email: string): void {
  const db = openE2eDatabase();
  try {
    db.pragma('busy_timeout = 5000');
    expect(db.prepare("update users set role = 'coach' where email = ?").run(email).changes).toBe(1);
  } finally {
    db.close();
  }
}

test('[lesson authoring] a coach writes a lesson with a drill diagram, films step 2 and publishes it; a parent plays the video at step 2 on a phone', async ({ page, browser, baseURL, clientAddress }) => {
  // About 30 s on an idle machine; several times that while other suites share its two cores.
  test.setTimeout(240_000);
  const title = `Wall Pass Gates ${Date.now().toString(36)}`;
  const coachEmail = uniqueEmail('coach');
  await createConfirmedParent(page, coachEmail, 'Carla Coach');
  makeCoach(coachEmail);

  // The staff header link opens the lessons; New lesson opens the editor.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Lessons' }).click();
  await page.getByRole('link', { name: 'New lesson' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New lesson' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Lesson' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Description', { exact: true }).fill('Pass through three cone gates against a wall, two-touch then one-touch.');
  await form.getByLabel('Category', { exact: true }).selectOption({ label: 'Passing' });
  await form.getByLabel('Type', { exact: true }).selectOption('Video');
  await form.getByLabel('Difficulty', { exact: true }).selectOption('Intermediate');
  await form.getByLabel('Duration (minutes)').fill('12');
  const steps = [
    ['Set up the gates', 'Put three pairs of cones 5 yards from a wall.'],
    ['Two-touch through the gates', 'Receive across your body, then pass through each gate in turn.'],
    ['One-touch finish', 'Finish with 20 one-touch passes, then stretch.'],
  ];
  for (const [i, [stepTitle, body]] of steps.entries()) {
    await form.getByLabel(`Step ${i + 1} title`).fill(stepTitle!);
    await form.getByLabel(`Step ${i + 1} instructions`).fill(body!);
  }
  await form.getByRole('textbox', { name: 'Point 1', exact: true }).fill('Set-up: a flat wall and six cones.');
  await form.getByRole('textbox', { name: 'Tip 1', exact: true }).fill('Lock your ankle on every pass.');
  await form.getByRole('button', { name: 'Add a tip' }).click();
  await form.getByRole('textbox', { name: 'Tip 2', exact: true }).fill('Look at the gate before the ball arrives.');
  await form.getByRole('button', { name: 'Add equipment' }).click();
  await form.getByRole('textbox', { name: 'Equipment 2', exact: true }).fill('6 cones');
  await form.getByLabel('Space', { exact: true }).fill('A wall and 8 x 8 yards');
  // The drill diagram from a layout and a count, drawn live as families will see it.
  await form.getByLabel('Layout').selectOption({ label: 'Gates' });
  await form.getByLabel('Number of gates').fill('2');
  const diagram = /^Diagram: 9\.5 by 8 yard area, 4 cones\./;
  await expect(form.getByRole('img', { name: diagram })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await form.getByRole('group', { name: 'Drill diagram' }).scrollIntoViewIfNeeded();
  await screenshotBoth(page, 'lesson-authoring-diagram');

  // The preview is the families' lesson view: the steps one at a time, the tips, the equipment.
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByRole('article', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByText('Step 1 of 3')).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Set up the gates' })).toBeVisible();
  await expect(preview.getByText('Ball, 6 cones')).toBeVisible();
  await expect(preview.getByText('Look at the gate before the ball arrives.')).toBeVisible();
  await expect(preview.getByRole('img', { name: diagram })).toBeVisible();
  await expectAccessible(page);
  await screenshotBoth(page, 'lesson-authoring-preview');

  await page.getByRole('tab', { name: 'Write' }).click();
  await form.getByRole('button', { name: 'Create lesson' }).click();
  await closeToast(page, 'Lesson created');
  await expect(page).toHaveURL(/\/coach\/lessons\/wall-pass-gates-/);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  // The saved lesson's Lesson videos panel: step 2 is chosen, the limits are stated.
  const panel = page.getByRole('region', { name: 'Lesson videos' });
  await expect(panel.getByText('MP4 or WebM, up to 200 MB and 10 minutes.')).toBeVisible();
  await expect(panel.getByLabel('Step')).toHaveValue('1');
  // A text file named .mp4 is refused by its content, and the step stays empty.
  await panel.getByLabel('Video').setInputFiles({ name: 'drill.mp4', mimeType: 'video/mp4', buffer: Buffer.from('Not a video at all, only text named drill.mp4.\n'.repeat(3)) });
  await panel.getByRole('button', { name: 'Upload video' }).click();
  await expect(panel.getByRole('alert')).toHaveText('This file is not an MP4 or WebM video. Choose a video saved as .mp4 or .webm.');
  await closeToast(page, 'Upload refused');
  await panel.getByLabel('Video').setInputFiles('tests/fixtures/lesson-sample.webm');
  await panel.getByLabel('Poster image (optional)').setInputFiles('tests/fixtures/lesson-poster.jpg');
  await panel.getByLabel('Captions (optional)').setInputFiles({ name: 'gates.vtt', mimeType: 'text/vtt', buffer: Buffer.from(CAPTIONS) });
  await panel.getByRole('button', { name: 'Upload video' }).click();
  await closeToast(page, 'Video uploaded to step 2');
  await expect(panel.getByText(/WebM, \d+ KB, 0:01, poster, captions/)).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await closeToast(page, 'Lesson published');
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshotBoth(page, 'lesson-authoring-editor');

  // A parent on a phone finds it in Passing; step 2 plays the video (fetched in ranges), with captions.
  const parentContext = await browser.newContext({
    baseURL,
    viewport: PHONE,
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    // An address of its own (fixtures.ts), so the parent's sign-up counts apart from the coach's.
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress.replace(/^10\./, '172.') },
  });
  const parent = await parentContext.newPage();
  await createConfirmedParent(parent, uniqueEmail('lesson-reader'));
  await completeSetupViaApi(parent, { name: 'Mateo Ruiz', dateOfBirth: '2014-09-03' });
  await parent.goto('/category/passing');
  // A fresh context loads every chunk once: give a busy machine time.
  await expect(parent.getByRole('heading', { level: 1, name: 'Passing' })).toBeVisible({ timeout: 30_000 });
  await expectNoHorizontalScroll(parent);
  await screenshot(parent, 'lesson-authoring-parent-category');
  await parent.getByRole('link', { name: `Start: ${title}` }).click();
  const main = parent.getByRole('main');
  await expect(main.getByText('Tracking progress for Mateo Ruiz')).toBeVisible();
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Set up the gates' })).toBeVisible();
  await expect(main.getByRole('img', { name: diagram })).toBeVisible();
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
  await screenshotBoth(parent, 'lesson-authoring-parent-video');

  // Training's Digital Content tab lists the filmed lesson and opens it.
  await parent.goto('/training');
  await parent.getByRole('tab', { name: 'Digital Content' }).click();
  const filmed = parent.getByRole('list', { name: 'Lesson videos' });
  await expect(filmed.getByRole('link', { name: title })).toBeVisible();
  await expectNoHorizontalScroll(parent);
  await filmed.getByRole('link', { name: title }).click();
  await expect(parent.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The parent cannot reach the editor: the page says so (the server refuses too, authoring.test.ts).
  await parent.goto('/coach/lessons');
  await expect(parent.getByText('Only coaches and admins can write lessons.')).toBeVisible();
  await parentContext.close();

  // Unpublish asks first, with what depends on the lesson: a curriculum lesson names its module.
  await page.goto('/coach/lessons');
  await page.getByRole('button', { name: 'Unpublish Toe Taps and Sole Rolls' }).click();
  const builtIn = page.getByRole('dialog', { name: 'Unpublish “Toe Taps and Sole Rolls”?' });
  await expect(builtIn.getByText(/Curriculum module Ball Mastery \(Foundation Level\): 3 of 3 lessons published/)).toBeVisible();
  await expectAccessible(page);
  await builtIn.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Unpublish Toe Taps and Sole Rolls' })).toBeVisible();
  // The coach's own lesson, in no module: confirmed, it is a draft again.
  await page.getByRole('button', { name: `Unpublish ${title}` }).click();
  const own = page.getByRole('dialog', { name: `Unpublish “${title}”?` });
  await expect(own.getByText('No family has it under way.')).toBeVisible();
  await own.getByRole('button', { name: 'Unpublish' }).click();
  await closeToast(page, `Unpublished “${title}”`);
  await expect(page.getByRole('button', { name: `Publish ${title}` })).toBeVisible();
});
