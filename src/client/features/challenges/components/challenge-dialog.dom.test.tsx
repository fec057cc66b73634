/**
 * The challenge dialog as a family uses it: Start runs the countdown (fake clock) to "Time!", closing
 * then asks before the run is lost, and the result entered completes the challenge on the server.
 */
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHALLENGE_RESULT_REQUIRED_MESSAGE } from '#shared/challenges';
import { type TWeeklyChallenge, ZChallengeCompleteResponse, ZChallengeStartResponse, ZWeeklyChallenge } from '#shared/validation/challenges';
import { Button } from '#client/components/ui/button';
import { renderPage } from '#client/testing/dom';
import { server } from '#client/testing/network';
import { ChallengeDialog } from './challenge-dialog';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('#client/lib/toast', () => ({ toast }));

const challenge: TWeeklyChallenge = ZWeeklyChallenge.parse({
  id: 'wc1',
  challengeId: 'c1',
  name: 'Wall Passes',
  description: 'Pass against a wall with both feet.',
  category: 'passing',
  difficulty: 'beginner',
  targetValue: 30,
  targetType: 'passes',
  xpReward: 50,
  bonusXp: 0,
  timerDuration: 45,
  remainingSeconds: null,
  bestResult: null,
  equipment: ['ball'],
  space: 'A wall',
  currentProgress: 0,
  isCompleted: false,
  completedAt: null,
  isClaimed: false,
  endDate: '2026-12-06',
});
const athlete = { id: 'a1', name: 'Sam Parent' };

const outcome = {
  xpAwarded: 50,
  isNewAward: true,
  previousLevel: 1,
  totals: { totalXp: 150, level: 1, xpThisWeek: 50, xpThisMonth: 150 },
  streak: { current: 1, longest: 1, lastActivityDate: '2026-12-03', isMilestone: false },
  unlockedAchievements: [],
  completedChallenges: [],
};

let started: unknown[];
let completed: unknown[];

beforeEach(() => {
  started = [];
  completed = [];
  // Only the countdown's clock is fake: the network and Testing Library's waits keep real timers.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  server.use(
    http.post('/api/v1/challenges/:id/start', async ({ request, params }) => {
      started.push({ id: params.id, body: await request.json() });
      return HttpResponse.json(ZChallengeStartResponse.parse({ startedAt: new Date().toISOString(), remainingSeconds: 45, minimumSeconds: 40 }));
    }),
    http.post('/api/v1/challenges/:id/complete', async ({ request, params }) => {
      const body = (await request.json()) as { result: number };
      completed.push({ id: params.id, body });
      return HttpResponse.json(
        ZChallengeCompleteResponse.parse({
          ...outcome,
          challenge: { ...challenge, currentProgress: body.result, bestResult: body.result, isCompleted: true, completedAt: new Date().toISOString() },
        }),
      );
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

function openDialog() {
  const view = renderPage(<ChallengeDialog challenge={challenge} athlete={athlete} trigger={<Button>Start Challenge</Button>} returnFocusTo={createRef()} />);
  return view;
}

describe('the challenge dialog', () => {
  it('counts down to "Time!", asks before closing, and completes with the result entered', async () => {
    const { user } = openDialog();
    await user.click(screen.getByRole('button', { name: 'Start Challenge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wall Passes' });
    expect(screen.getByRole('timer', { name: 'Time remaining' }).textContent).toBe('0:45');

    await user.click(screen.getByRole('button', { name: 'Start' }));
    await vi.waitFor(() => expect(started).toEqual([{ id: 'wc1', body: { athleteId: 'a1', resume: false } }]));
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByRole('timer', { name: 'Time remaining' }).textContent).toBe('0:25');
    expect(screen.getByText('Final seconds: keep going!')).toBeTruthy();

    act(() => vi.advanceTimersByTime(25_000));
    expect((await screen.findByRole('status')).textContent).toBe('Time! 0:00');
    // A result is asked for before anything is sent.
    expect(completed).toEqual([]);

    // Closing now would lose the run: the dialog asks first, and keeping it goes back to the result.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('alertdialog', { name: 'Discard this run?' })).toBeTruthy();
    expect(dialog.isConnected).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Keep the run' }));

    const answer = screen.getByLabelText('How many passes did you do?');
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    expect(screen.getByRole('alert').textContent).toBe(CHALLENGE_RESULT_REQUIRED_MESSAGE);
    expect(completed).toEqual([]);

    await user.type(answer, '32');
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    expect((await screen.findByText(/Challenge Completed!/)).textContent).toBe('Challenge Completed! +50 XP');
    expect(completed).toEqual([{ id: 'wc1', body: { athleteId: 'a1', result: 32 } }]);
    // The run is used: nothing waits for a result on this device any more.
    expect(localStorage.length).toBe(0);
  });

  it('discards the run when the family confirms, and the dialog closes', async () => {
    const { user } = openDialog();
    await user.click(screen.getByRole('button', { name: 'Start Challenge' }));
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    act(() => vi.advanceTimersByTime(45_000));
    expect((await screen.findByRole('status')).textContent).toBe('Time! 0:00');

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Discard run' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(completed).toEqual([]);
    expect(localStorage.length).toBe(0);
  });
});
