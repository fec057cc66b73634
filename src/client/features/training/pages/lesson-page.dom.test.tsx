/**
 * The lesson tracker as an athlete's family uses it: the lesson timer run (fake clock), a count
 * typed and saved, then the lesson completed; what each save sends and what the page shows after.
 */
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZAthlete } from '#shared/validation/athletes';
import { ZLessonHistory } from '#shared/validation/lesson-history';
import { ZLessonVideosResponse } from '#shared/validation/lesson-videos';
import { type TLessonProgress, ZLesson, ZLessonProgressResponse, ZLessonStartResponse } from '#shared/validation/training';
import { renderPage } from '#client/testing/dom';
import { server } from '#client/testing/network';
import { LessonPage } from './lesson-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('#client/lib/toast', () => ({ toast }));

const athlete = ZAthlete.parse({
  id: 'a1',
  name: 'Sam Parent',
  dateOfBirth: '2015-06-01',
  birthYear: 2015,
  ageGroup: null,
  skillLevel: 'Beginner',
  preferredPosition: 'Midfielder',
  emergencyContact: null,
  medicalNotes: null,
  createdAt: '2026-01-05T10:00:00.000Z',
});
const lesson = ZLesson.parse({
  id: 'l1',
  categoryId: 'ball-mastery',
  title: 'Toe Taps',
  description: 'Quick touches on top of the ball.',
  type: 'Exercise',
  difficulty: 'Beginner',
  durationMinutes: 10,
  isCompleted: false,
  contentUrl: null,
  steps: [{ title: 'Set up', body: 'Ball in front of you.' }],
  instructions: [],
  tips: [],
  equipment: ['ball'],
  space: 'Small space',
  measurement: { metric: 'touches', target: 50, xpPerUnit: 1, bonusXp: 10, timeBonus: 5, milestoneBonus: 0 },
  diagram: null,
  categoryTitle: 'Ball Mastery',
});
const noProgress: TLessonProgress = {
  isCompleted: false,
  completedAt: null,
  bestCount: null,
  timeSpentMinutes: 0,
  score: null,
  notes: null,
  lastPracticedOn: null,
};

function answer(mode: 'practice' | 'complete', xp: number, progress: Partial<TLessonProgress>) {
  return ZLessonProgressResponse.parse({
    mode,
    xpAwarded: xp,
    isNewAward: true,
    previousLevel: 1,
    totals: { totalXp: 100 + xp, level: 1, xpThisWeek: xp, xpThisMonth: xp },
    streak: { current: 1, longest: 1, lastActivityDate: '2026-12-03', isMilestone: false },
    unlockedAchievements: [],
    completedChallenges: [],
    breakdown: { base: xp, time: 0, measurement: 0 },
    unpaidReason: null,
    progress: { ...noProgress, ...progress },
  });
}

let saves: unknown[];
/** The athlete's progress on the lesson as the server keeps it (a save changes it; a refetch reads it). */
let progress: TLessonProgress;

beforeEach(() => {
  saves = [];
  progress = noProgress;
  // The stopwatches' clock only: the network and Testing Library's waits keep real timers.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  server.use(
    http.get('/api/v1/athletes', () => HttpResponse.json({ athletes: [athlete] })),
    http.get('/api/v1/training/lessons/l1', () => HttpResponse.json({ lesson, progress, athleteLevel: 1 })),
    http.post('/api/v1/training/lessons/l1/start', () =>
      HttpResponse.json(ZLessonStartResponse.parse({ startedAt: new Date().toISOString(), minimumSeconds: 120 })),
    ),
    http.get('/api/v1/training/lessons/l1/videos', () => HttpResponse.json(ZLessonVideosResponse.parse({ videos: [] }))),
    http.get('/api/v1/training/lessons/l1/history', () =>
      HttpResponse.json(ZLessonHistory.parse({ sessions: [], bests: { sessionCount: 0, bestCount: null, longestMinutes: null }, nextBefore: null })),
    ),
    http.post('/api/v1/training/lessons/l1/progress', async ({ request }) => {
      const body = (await request.json()) as { mode: 'practice' | 'complete'; count: number };
      saves.push(body);
      const result =
        body.mode === 'complete'
          ? answer('complete', 60, { isCompleted: true, completedAt: new Date().toISOString(), bestCount: body.count, timeSpentMinutes: 6, score: 100 })
          : answer('practice', 25, { bestCount: body.count, timeSpentMinutes: 6 });
      progress = result.progress;
      return HttpResponse.json(result);
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the lesson tracker', () => {
  it('sends the timer and the count typed, locks the tracker, then completes the lesson', async () => {
    const { user } = renderPage(<LessonPage />, { at: '/lesson/l1', route: '/lesson/:lessonId' });
    expect(await screen.findByRole('heading', { name: 'Toe Taps', level: 1 })).toBeTruthy();
    expect(screen.getByText('Tracking progress for')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Start lesson timer' }));
    act(() => vi.advanceTimersByTime(6 * 60_000 + 5_000));
    expect(screen.getByRole('timer', { name: 'Lesson time' }).textContent).toBe('06:05');

    const touches = screen.getByLabelText('Touches');
    await user.clear(touches);
    await user.type(touches, '40');
    await user.click(screen.getByRole('button', { name: 'Add one touch' }));
    expect(screen.getByText('41 of 50 touches')).toBeTruthy();
    // A count over the target is held at the target.
    await user.clear(touches);
    await user.type(touches, '75');
    expect((touches as HTMLInputElement).value).toBe('50');
    expect(screen.getByText('50 of 50 touches · Target reached!')).toBeTruthy();
    await user.clear(touches);
    await user.type(touches, '41');

    await user.click(screen.getByRole('button', { name: 'Save touches' }));
    const saved = await screen.findByText('41 touches saved · +25 XP');
    expect(saved.getAttribute('role')).toBe('status');
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveProperty('disabled', true);
    expect(touches).toHaveProperty('disabled', true);
    expect(saves).toEqual([{ athleteId: 'a1', mode: 'practice', timeSpentMinutes: 6, count: 41, timerSeconds: 365, notes: '' }]);

    await user.type(screen.getByLabelText('How did it go?'), 'Left foot felt better');
    await user.click(screen.getByRole('button', { name: 'Complete Lesson' }));
    // The notes panel and the lesson's header both say so.
    await vi.waitFor(() => expect(screen.getAllByRole('status').map((e) => e.textContent?.trim())).toContain('Completed'));
    expect(saves[1]).toEqual({
      athleteId: 'a1',
      mode: 'complete',
      timeSpentMinutes: 6,
      count: 41,
      timerSeconds: 365,
      notes: 'Left foot felt better',
      score: 100,
    });
    // The lesson timer stops on completion.
    expect(screen.getByRole('button', { name: 'Resume lesson timer' })).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
