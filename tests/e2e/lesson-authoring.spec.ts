import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './support/fixtures';
import { PHONE, expectAccessible, expectNoHorizontalScroll, screenshot, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent, screenshotBoth, toastWith } from './support/auth';

/** A coach, made straight in the browser tests' database (as support/staff.ts makes an admin). */
function makeCoach(email: string): void {
  const db = new Database(join(tmpdir(), `bravo-e2e-${process.env.E2E_PORT}.db`));
  try {
    db.pragma('busy_timeout = 5000');
    expect(db.prepare("update users set role = 'coach' where email = ?").run(email).changes).toBe(1);
  } finally {
    db.close();
  }
}

test('[lesson authoring] a coach writes a lesson, previews it and publishes it; a parent finds it in its category on a phone', async ({ page, browser, baseURL }) => {
  // About 30 s on an idle machine; several times that while other suites share its two cores.
  test.setTimeout(240_000);
  const title = `Wall Pass Gates ${Date.now().toString(36)}`;
  const coachEmail = uniqueEmail('coach');
  await createConfirmedParent(page, coachEmail, 'Carla Coach');
  makeCoach(coachEmail);

  // The staff header link opens the lessons; New lesson opens the editor.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Lessons' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lessons' })).toBeVisible();
  await page.getByRole('link', { name: 'New lesson' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New lesson' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Lesson' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Description', { exact: true }).fill('Pass through three cone gates against a wall, two-touch then one-touch.');
  await form.getByLabel('Category', { exact: true }).selectOption({ label: 'Passing' });
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
  await expectNoHorizontalScroll(page);

  // The preview is the families' lesson view: the steps one at a time, the tips, the equipment.
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByRole('article', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByText('Step 1 of 3')).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Set up the gates' })).toBeVisible();
  await expect(preview.getByText('Ball, 6 cones')).toBeVisible();
  await expect(preview.getByText('Look at the gate before the ball arrives.')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'lesson-authoring-preview');

  await page.getByRole('tab', { name: 'Write' }).click();
  await form.getByRole('button', { name: 'Create lesson' }).click();
  await expect(toastWith(page, 'Lesson created')).toBeVisible();
  await expect(page).toHaveURL(/\/coach\/lessons\/wall-pass-gates-/);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(toastWith(page, 'Lesson published')).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await screenshot(page, 'lesson-authoring-editor');

  // A parent on a phone finds it in Passing, and opens it.
  const parentContext = await browser.newContext({ viewport: PHONE, baseURL, extraHTTPHeaders: { 'x-forwarded-for': '10.251.0.9' } });
  const parent = await parentContext.newPage();
  await createConfirmedParent(parent, uniqueEmail('lesson-reader'));
  await completeSetupViaApi(parent);
  await parent.goto('/category/passing');
  // A fresh context loads every chunk once: give a busy machine time.
  await expect(parent.getByRole('heading', { level: 1, name: 'Passing' })).toBeVisible({ timeout: 30_000 });
  const link = parent.getByRole('link', { name: `Start: ${title}` });
  await expect(link).toBeVisible();
  await expectNoHorizontalScroll(parent);
  await screenshot(parent, 'lesson-authoring-parent-category');
  await link.click();
  await expect(parent.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(parent.getByRole('heading', { name: 'Set up the gates' })).toBeVisible();
  await expectNoHorizontalScroll(parent);
  await screenshot(parent, 'lesson-authoring-parent-lesson');

  // The parent cannot reach the editor: the page says so, and the server refuses.
  await parent.goto('/coach/lessons');
  await expect(parent.getByText('Only coaches and admins can write lessons.')).toBeVisible();
  await parentContext.close();
});
