import { expect, test } from './support/fixtures';
import { expectAccessible, expectNoHorizontalScroll, uniqueEmail } from './support';
import { appOrigin, createConfirmedParent, screenshotBoth, signInWithForm } from './support/auth';
import { makeCoach } from './support/staff';

const LESSON = {
  categoryId: 'passing',
  description: 'Two-touch passing against a wall.',
  type: 'Drill Guide',
  difficulty: 'Beginner',
  durationMinutes: 10,
  steps: [
    { title: 'Set up', body: 'Stand 5 yards from a flat wall with a ball.' },
    { title: 'Pass', body: 'Pass against the wall 20 times with each foot.' },
    { title: 'Cool down', body: 'Ten one-touch passes, then stretch.' },
  ],
  instructions: ['Open your hips to receive.'],
  tips: ['Lock your ankle on every pass.'],
  equipment: ['Ball'],
  space: 'A wall',
  measurement: null,
};

test('[coaching] a coach at 390 px sees the family waiting on the Coach thread and the lesson they wrote, one tap from each', async ({ page, context }) => {
  test.setTimeout(90_000);
  const tag = Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  await createConfirmedParent(page, uniqueEmail('home-family'), `Rosa Waiting${tag}`);
  const list = (await (await page.request.get('/api/v1/conversations')).json()) as { conversations: { id: string; type: string }[] };
  const coachThread = list.conversations.find((c) => c.type === 'coach')!.id;
  const posted = await page.request.post(`/api/v1/conversations/${coachThread}/messages`, { headers: { origin: appOrigin() }, data: { body: `Is Sofia in the Tuesday group? ${tag}` } });
  expect(posted.status(), await posted.text()).toBe(201);

  await context.clearCookies();
  const coachEmail = uniqueEmail('home-coach');
  await createConfirmedParent(page, coachEmail, 'Carla Coach');
  makeCoach(coachEmail);
  await context.clearCookies();
  await signInWithForm(page, coachEmail);
  await expect(page).toHaveURL(/\/coach$/);
  const written = await page.request.post('/api/v1/coach/lessons', { headers: { origin: appOrigin() }, data: { ...LESSON, title: `Wall passing ${tag}` } });
  expect(written.status(), await written.text()).toBe(201);
  await page.reload();

  const waiting = page.getByRole('region', { name: /Families waiting/ });
  const thread = waiting.getByRole('link', { name: new RegExp(`Rosa Waiting${tag}`) });
  await expect(thread).toBeVisible();
  await expect(thread).toContainText(/waiting \d+ min/);
  const lessons = page.getByRole('region', { name: /Lessons you wrote/ });
  await expect(lessons.getByText(`Wall passing ${tag}`)).toBeVisible();
  await expect(lessons.getByText('Draft').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await screenshotBoth(page, 'coach-home');

  await lessons.getByRole('link', { name: `Edit Wall passing ${tag}` }).click();
  await expect(page).toHaveURL(/\/coach\/lessons\/wall-passing-/);
  await page.goBack();
  await thread.click();
  await expect(page).toHaveURL(new RegExp(`/contacts\\?tab=inbox&t=${coachThread}`));
});
