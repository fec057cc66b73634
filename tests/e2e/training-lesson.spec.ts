import { type Page, expect, test } from './support/fixtures';
import { expectAccessible, expectNoHorizontalScroll, screenshot, uniqueEmail } from './support';
import {
  completeSetupViaApi,
  createConfirmedParent,
  screenshotBoth,
  toastWith,
} from './support/auth';

/**
 * The seeded Beginner lesson this journey does: 20 touches, 2 XP each, +10 at the target, +15 within
 * 30 s. For the browser tests (E2E_SEED) it may be completed 3 s after it was opened, not 5 minutes.
 */
const LESSON = {
  id: 'first-touch-toss-and-trap',
  title: 'Toss and Trap',
  category: 'First Touch',
} as const;
const TRACKER_XP = 20 * 2 + 10 + 15; // practice: no time bonus under 5 minutes
const COMPLETION_XP = 50; // Beginner base: today's count was paid by the tracker, once a day
/** 20 touches take at least 5 s at the fastest honest pace (4 a second) counted from the lesson's start. */
const TOUCHES_SECONDS = 5;

async function addAthlete(
  page: Page,
  baseURL: string | undefined,
  name: string,
  dateOfBirth: string,
) {
  const response = await page.request.post('/api/v1/athletes', {
    headers: { origin: baseURL ?? '' },
    data: { name, dateOfBirth },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The lesson page's "Completed" state (not a toast). */
function completedStatus(page: Page) {
  return page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /^\s*Completed\s*$/ });
}

type SaveResult = {
  xpAwarded: number;
  previousLevel: number;
  totals: { totalXp: number; level: number };
};

/** Clicks a save button of the lesson page and returns the server's answer. */
async function saveWith(page: Page, button: string): Promise<SaveResult> {
  const response = page.waitForResponse(
    (r) =>
      /\/api\/v1\/training\/lessons\/[^/]+\/progress$/.test(r.url()) &&
      r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: button }).click();
  const answer = await response;
  expect(answer.status()).toBe(200);
  return (await answer.json()) as SaveResult;
}

/** When a save raised the level, the celebration says so. */
async function expectLevelUpToast(page: Page, result: SaveResult): Promise<void> {
  if (result.totals.level > result.previousLevel) {
    await expect(
      toastWith(page, 'Level Up!').filter({ hasText: `Maya reached Level ${result.totals.level}` }),
    ).toBeVisible();
  }
}

/** Closes the toasts so a screenshot shows the page under them. */
async function dismissToasts(page: Page): Promise<void> {
  // Stacked toasts sit behind the front one, so their close buttons are pressed directly.
  await page
    .locator('[data-sonner-toast] [data-close-button]')
    .evaluateAll((buttons) => buttons.forEach((b) => (b as HTMLElement).click()));
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
}

function xpCard(page: Page) {
  return page.getByRole('region', { name: 'Experience' });
}

test('[training] a parent does a Beginner lesson with the timer and tracker, and each athlete keeps their own progress', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000); // a long journey: two athletes, ten screenshots, five accessibility scans
  await createConfirmedParent(page, uniqueEmail('training'));
  await completeSetupViaApi(page, { name: 'Maya Alvarez', dateOfBirth: '2015-03-14' });
  await addAthlete(page, baseURL, 'Noah Alvarez', '2016-09-02');

  // The dashboard before any training: Maya (first by name) is selected, nothing earned yet.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Good (morning|afternoon|evening), Maya!$/,
  );
  await expect(xpCard(page)).toContainText('0 XP');
  await expect(
    xpCard(page).getByRole('progressbar', { name: 'Progress to Level 2' }),
  ).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('No activity yet')).toBeVisible();
  // Announcements from other journeys running at the same time may be there: the panel is.
  await expect(page.getByRole('heading', { name: 'Latest Updates' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View membership plans' })).toHaveAttribute(
    'href',
    '/membership',
  );
  // No membership yet: the schedule card says when sessions appear (issue 38: the card is real, not fixed text).
  await expect(page.getByText('Sessions appear here once an athlete has a membership.')).toBeVisible();
  await expectAccessible(page);

  // Training: the categories with Maya's progress, and the three tabs (docs/product.md, Training).
  await page
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: 'Training' })
    .click();
  await expect(page).toHaveURL(/\/training$/);
  const firstTouch = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: LESSON.category }) });
  await expect(firstTouch).toContainText('0 of 10 lessons completed');
  await expect(page.getByRole('tab', { name: 'Challenges' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { level: 3, name: 'Weekly Challenges' })).toBeVisible();
  await page.getByRole('tab', { name: 'Training Details' }).click();
  await expect(page.getByRole('heading', { name: 'Training Availability' })).toBeVisible();
  await screenshotBoth(page, 'training-details');
  await page.getByRole('tab', { name: 'Digital Content' }).click();
  // The lessons coaches have filmed (another journey may have filmed one), or says none is yet.
  await expect(page.getByRole('list', { name: 'Lesson videos' }).or(page.getByText('No lesson videos yet'))).toBeVisible();
  await page.getByRole('tab', { name: 'Challenges' }).click();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await screenshotBoth(page, 'training');

  // The category: lessons with Start; every difficulty reads Beginner while Maya is level 1.
  await firstTouch.getByRole('link', { name: LESSON.category }).click();
  await expect(page).toHaveURL(/\/category\/first-touch$/);
  await expect(page.getByRole('heading', { level: 1, name: LESSON.category })).toBeVisible();
  await expect(page.getByText('0 of 10 lessons completed')).toBeVisible();
  const lessons = page
    .getByRole('list')
    .filter({ has: page.getByRole('heading', { name: LESSON.title }) });
  await expect(lessons.getByText(/^(Intermediate|Advanced)$/)).toHaveCount(0);
  await expect(lessons.getByText('Beginner', { exact: true })).toHaveCount(10);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await screenshotBoth(page, 'training-category');
  const row = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: LESSON.title }) });
  // Opening the lesson starts it on the server: its clock bounds what the saves are credited.
  const started = page.waitForResponse(
    (r) =>
      r.url().endsWith(`/api/v1/training/lessons/${LESSON.id}/start`) &&
      r.request().method() === 'POST',
  );
  await row.getByRole('link', { name: /^Start/ }).click();
  expect((await started).status()).toBe(200);
  const startedAt = Date.now();

  // The lesson, for Maya.
  await expect(page).toHaveURL(new RegExp(`/lesson/${LESSON.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: LESSON.title })).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Track progress for' });
  await expect(picker.locator('option:checked')).toHaveText('Maya Alvarez');
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();

  // A save with no time and no count earns nothing: the server refuses it and the page says why.
  await page.getByRole('button', { name: 'Save Progress' }).click();
  await expect(toastWith(page, 'Failed to award XP')).toContainText(
    'Record the time you practised or a count before saving.',
  );
  await dismissToasts(page);

  // The lesson timer counts up every second.
  const clock = page.getByRole('timer', { name: 'Lesson time' });
  await expect(clock).toHaveText('00:00');
  await page.getByRole('button', { name: 'Start lesson timer' }).click();
  await expect(clock).toHaveText(/^00:0[2-9]$/, { timeout: 6000 });
  await page.getByRole('button', { name: 'Pause lesson timer' }).click();
  const paused = await clock.textContent();
  await page.waitForTimeout(1200);
  await expect(clock).toHaveText(paused ?? '');

  // The tracker: an integer from 0 to the target, then the + buttons, then Save locks it.
  const touches = page.getByRole('spinbutton', { name: 'Touches' });
  await touches.fill('');
  await expect(touches).toHaveValue('0');
  await touches.fill('45');
  await expect(touches).toHaveValue('20');
  await touches.fill('17');
  for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Add one touch' }).click();
  await expect(touches).toHaveValue('20');
  await expect(page.getByRole('button', { name: 'Add one touch' })).toBeDisabled();
  await page.waitForTimeout(Math.max(0, startedAt + TOUCHES_SECONDS * 1000 + 500 - Date.now()));
  const practice = await saveWith(page, 'Save touches');
  await expectLevelUpToast(page, practice);
  await expect(toastWith(page, 'Routine Completed!')).toContainText(
    `You earned ${TRACKER_XP} XP for completing this routine!`,
  );
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
  await expect(touches).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Remove one touch' })).toBeDisabled();

  // Save Progress keeps the lesson open; today's practice XP was already paid by the tracker.
  await page.getByLabel('How did it go?').fill('Clean traps with the left foot today.');
  await expectLevelUpToast(page, await saveWith(page, 'Save Progress'));
  await expect(toastWith(page, 'Progress Saved')).toContainText('Progress saved for Maya!');
  await expect(completedStatus(page)).toHaveCount(0);

  // Complete Lesson: the athlete's name and the XP. 105 XP is past level 2, so the level rose on one
  // of the saves (badges unlocked on the way may add XP of their own: the server's totals decide).
  const completion = await saveWith(page, 'Complete Lesson');
  await expect(toastWith(page, 'Lesson Completed!')).toContainText(
    `Maya earned ${COMPLETION_XP} XP!`,
  );
  await expectLevelUpToast(page, completion);
  const { totals } = completion;
  expect(totals.totalXp).toBeGreaterThanOrEqual(TRACKER_XP + COMPLETION_XP);
  expect(practice.previousLevel).toBe(1);
  expect(totals.level).toBeGreaterThan(1);
  await expect(completedStatus(page)).toBeVisible();
  // What was saved shows again: the best count and the notes, with the time trained.
  const record = page.getByRole('region', { name: 'Maya’s record' });
  await expect(record).toContainText('Best count20 touches');
  await expect(record).toContainText('Clean traps with the left foot today.');
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await dismissToasts(page);
  await screenshotBoth(page, 'training-lesson');

  // The dashboard shows the new total, celebrates the level reached, and lists the ledger.
  await page
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(xpCard(page)).toContainText(`${totals.totalXp.toLocaleString('en-US')} XP`);
  await expect(xpCard(page).getByText(String(totals.level), { exact: true })).toBeVisible();
  await expect(xpCard(page)).toContainText('Strong week!');
  await expect(toastWith(page, 'Level Up!')).toContainText(`Maya reached Level ${totals.level}`);
  const activity = page.getByRole('region', { name: 'Recent Activity' });
  const completed = activity
    .getByRole('listitem')
    .filter({ hasText: `Lesson completed: ${LESSON.title}` });
  await expect(completed).toContainText(`+${COMPLETION_XP} XP`);
  await expect(completed).toContainText('Today');
  await expect(
    activity.getByRole('listitem').filter({ hasText: `Routine: ${LESSON.title}` }),
  ).toContainText(`+${TRACKER_XP} XP`);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await dismissToasts(page);
  await screenshotBoth(page, 'training-dashboard');

  // The category now offers Review for Maya.
  await page.goto('/category/first-touch');
  await expect(page.getByText('1 of 10 lessons completed')).toBeVisible();
  await expect(row.getByRole('link', { name: /^Review/ })).toBeVisible();

  // Noah's progress is his own: 0 XP and Start.
  // The header's switcher lists every athlete by full name.
  const switcher = page.getByRole('banner').getByRole('button', { name: /Switch athlete$/ });
  await switcher.click();
  await page.getByRole('banner').getByRole('list', { name: 'Athletes' }).getByRole('button', { name: /Noah Alvarez/ }).click();
  await expect(page.getByText('0 of 10 lessons completed')).toBeVisible();
  await expect(row.getByRole('link', { name: /^Start/ })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/, Noah!$/);
  await expect(xpCard(page)).toContainText('0 XP');
  await screenshotBoth(page, 'training-dashboard-new-athlete');
  await page.goto(`/lesson/${LESSON.id}`);
  await expect(picker.locator('option:checked')).toHaveText('Noah Alvarez');
  await expect(completedStatus(page)).toHaveCount(0);

  // The lesson's own selector picks whose progress is shown and saved, for the header too.
  await picker.selectOption({ label: 'Maya Alvarez' });
  await expect(completedStatus(page)).toBeVisible();
  await expect(switcher).toHaveAccessibleName('Athlete: Maya Alvarez. Switch athlete');

  // Reset XP, after a confirmation: Maya starts again from 0 XP, her completed lesson stays completed.
  await page
    .getByRole('navigation', { name: 'App' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(xpCard(page)).toContainText(`${totals.totalXp.toLocaleString('en-US')} XP`);
  await page.getByRole('button', { name: 'Reset XP' }).click();
  const confirm = page.getByRole('dialog', { name: "Reset Maya's XP?" });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(xpCard(page)).toContainText(`${totals.totalXp.toLocaleString('en-US')} XP`);
  await page.getByRole('button', { name: 'Reset XP' }).click();
  await confirm.getByRole('button', { name: 'Reset XP' }).click();
  await expect(toastWith(page, 'XP and challenge progress reset successfully!')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(xpCard(page)).toContainText(/^Experience\s*0 XP/);
  await expect(page.getByText('No activity yet')).toBeVisible();
});

test('[training] a parent following a stale link sees Lesson Not Found and Category Not Found', async ({
  page,
}) => {
  await createConfirmedParent(page, uniqueEmail('training-404'));
  await completeSetupViaApi(page, { name: 'Leo Park', dateOfBirth: '2014-11-30' });

  await page.goto('/lesson/no-such-lesson');
  await expect(page.getByRole('heading', { level: 1, name: 'Lesson Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Training' }).click();
  await expect(page).toHaveURL(/\/training$/);

  await page.goto('/category/no-such-category');
  await expect(page.getByRole('heading', { level: 1, name: 'Category Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Training' })).toHaveAttribute(
    'href',
    '/training',
  );
});

test('[training] a parent opens a video lesson before it is filmed and times a routine with the tracker stopwatch', async ({
  page,
}) => {
  await createConfirmedParent(page, uniqueEmail('training-timed'));
  await completeSetupViaApi(page, { name: 'Ava Chen', dateOfBirth: '2017-01-09' });

  // A Video lesson not yet filmed shows its drill diagram on step 2, never a promise of a video.
  await page.goto('/lesson/speed-agility-dynamic-warm-up');
  await expect(page.getByText('Tracking progress for Ava Chen')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByRole('main').getByRole('img', { name: /^Diagram: / })).toHaveCount(2);
  await expect(page.getByText('Video coming soon')).toHaveCount(0);
  await screenshot(page, 'training-lesson-video');
  await expect(page.getByRole('timer', { name: 'Minutes stopwatch' })).toHaveText('00:00');
  await expect(page.getByText('0 of 8 minutes')).toBeVisible();

  // A timed routine counts seconds on its own stopwatch; Save locks it.
  await page.goto('/lesson/speed-agility-core-and-balance');
  await page.getByRole('button', { name: 'Start seconds stopwatch' }).click();
  await expect(page.getByText(/^[3-9] of 60 seconds/)).toBeVisible({ timeout: 8000 });
  await page.getByRole('button', { name: 'Pause seconds stopwatch' }).click();
  const practice = await saveWith(page, 'Save seconds');
  await expect(toastWith(page, 'Practice Session Saved')).toContainText(
    `Progress saved! You earned ${practice.xpAwarded} XP.`,
  );
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /seconds stopwatch$/ })).toHaveCount(2);
  for (const button of await page.getByRole('button', { name: /seconds stopwatch$/ }).all())
    await expect(button).toBeDisabled();
  await expectAccessible(page);
  await dismissToasts(page);
  await screenshotBoth(page, 'training-lesson-timed');
});
