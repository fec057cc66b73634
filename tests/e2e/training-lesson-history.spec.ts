import { expect, test } from './support/fixtures';
import { expectAccessible, expectNoHorizontalScroll, uniqueEmail } from './support';
import { completeSetupViaApi, createConfirmedParent, screenshotBoth } from './support/auth';

/** The lesson the browser tests may complete 3 s after opening it (E2E_SEED): 20 touches to reach. */
const LESSON = { id: 'first-touch-toss-and-trap', title: 'Toss and Trap' } as const;
/** Another counted lesson: a paid save there starts a new session of the first (one lesson at a time). */
const OTHER_LESSON = 'ball-mastery-toe-taps-sole-rolls';

test('[training] a parent reads an athlete’s lesson history after two sessions, newest first, with the best count marked', async ({
  page,
  baseURL,
}) => {
  await createConfirmedParent(page, uniqueEmail('history'));
  await completeSetupViaApi(page, { name: 'Ivy Brooks', dateOfBirth: '2016-02-11' });
  const headers = { origin: baseURL ?? '' };
  const athleteId = ((await (await page.request.get('/api/v1/athletes')).json()) as { athletes: { id: string }[] }).athletes[0]!.id;

  const start = async (lessonId: string) =>
    expect((await page.request.post(`/api/v1/training/lessons/${lessonId}/start`, { headers, data: { athleteId } })).status()).toBe(200);
  const practise = async (lessonId: string, count: number, notes?: string) => {
    const saved = await page.request.post(`/api/v1/training/lessons/${lessonId}/progress`, {
      headers,
      data: { athleteId, mode: 'practice', timeSpentMinutes: 0, count, ...(notes ? { notes } : {}) },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    return ((await saved.json()) as { xpAwarded: number }).xpAwarded;
  };

  // Session one: 12 touches (3 s at the fastest honest pace) and a note.
  await start(LESSON.id);
  await page.waitForTimeout(3_200);
  const firstXp = await practise(LESSON.id, 12, 'Right foot only today');
  // Practice on another lesson pays, which restarts this lesson's clock: the next save is a new session.
  await start(OTHER_LESSON);
  await page.waitForTimeout(2_200);
  await practise(OTHER_LESSON, 8);
  await page.waitForTimeout(2_200);
  // Session two: fewer touches; today's count XP for the lesson was paid in session one.
  expect(await practise(LESSON.id, 8, 'Both feet, slower')).toBe(0);

  await page.goto(`/lesson/${LESSON.id}`);
  await expect(page.getByRole('heading', { level: 1, name: LESSON.title })).toBeVisible();
  const history = page.getByRole('region', { name: 'Lesson History' });
  const bests = history.getByRole('definition');
  await expect(history.getByLabel('Personal bests')).toContainText('Sessions2');
  await expect(bests.filter({ hasText: 'touches' })).toHaveText('12 touches');
  const sessions = history.getByRole('list', { name: 'Ivy’s sessions' }).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.nth(0)).toContainText('Both feet, slower');
  await expect(sessions.nth(0)).toContainText('8 touches');
  await expect(sessions.nth(0)).toContainText('+0 XP');
  await expect(sessions.nth(0)).not.toContainText('Best count');
  await expect(sessions.nth(1)).toContainText('Right foot only today');
  await expect(sessions.nth(1)).toContainText('12 touches');
  await expect(sessions.nth(1)).toContainText(`+${firstXp} XP`);
  await expect(sessions.nth(1)).toContainText('Best count');
  await history.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await screenshotBoth(page, 'lesson-history');
});
