import { expect, test } from './support/fixtures';
import { DESKTOP, expectAccessible, expectNoHorizontalScroll, PHONE, screenshot, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent } from './support/auth';

/** A wall drill with no video: its diagram shows the ball going to the wall and back (decision 038). */
const LESSON = {
  id: 'first-touch-wall-receive',
  label: 'Diagram: 6 by 5 yard area, 1 cone, a wall along the top. The player runs 3 legs; the ball goes to the wall and back (4 legs).',
} as const;

test('[Training]: a parent sees the drill diagram move at step 2 of a lesson without a video, and stand still with reduced motion', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await createConfirmedParent(page, uniqueEmail('diagram'));
  await completeSetupViaApi(page, { name: 'Leo Diagram', dateOfBirth: '2015-04-12' });
  await page.goto(`/lesson/${LESSON.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Wall Pass and Receive' })).toBeVisible();

  // The set-up, still, above the instructions.
  const main = page.getByRole('main');
  await expect(main.getByRole('img', { name: LESSON.label })).toHaveCount(1);

  // Step 2, where a video would be: the diagram moves, and can be paused.
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByText('Step 2 of 3')).toBeVisible();
  const diagrams = main.getByRole('img', { name: LESSON.label });
  await expect(diagrams).toHaveCount(2);
  const moving = diagrams.first();
  await expect(moving.locator('animateMotion')).toHaveCount(2);
  await expect(main.getByText('Video coming soon')).toHaveCount(0);
  const pause = main.getByRole('button', { name: 'Pause diagram' });
  await pause.click();
  await expect(main.getByRole('button', { name: 'Play diagram' })).toHaveAttribute('aria-pressed', 'true');
  await main.getByRole('button', { name: 'Play diagram' }).click();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await moving.scrollIntoViewIfNeeded();
  await screenshot(page, 'training-lesson-diagram');
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'training-lesson-diagram');
  await page.setViewportSize(PHONE);

  // Reduced motion: the player and the ball stay at their start; the arrows show the way.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(main.locator('animateMotion')).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Pause diagram' })).toHaveCount(0);
  await expect(diagrams).toHaveCount(2);
});
