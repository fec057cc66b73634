/**
 * The client's one progress path: whatever earned progress (a lesson save, a challenge), the
 * page hands the server's outcome here, which refreshes what progress can change and celebrates.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { TProgressOutcome } from '#shared/validation/progress';
import { celebrateProgress, type CelebrationLine } from './celebrations';
import {
  achievementsQueryKeys,
  challengesQueryKeys,
  competitionsQueryKeys,
  dashboardQueryKeys,
  trainingQueryKeys,
} from './query-keys';

/** Refresh again after 500 ms (docs/product.md, Progress), by which time every follow-on write has landed. */
export const PROGRESS_REFETCH_AGAIN_MS = 500;

/**
 * Marks stale what progress can change: the dashboard (XP, streak, level), the lesson pages (the
 * level sets the shown difficulty), the challenges (training days, streak), the badges and the
 * competition entries.
 * Not awaited by callers: a toast should not wait for the refetches.
 */
export function refreshProgressQueries(queryClient: QueryClient, athleteId: string): void {
  const refresh = () =>
    Promise.all(
      [
        dashboardQueryKeys.athlete(athleteId),
        trainingQueryKeys.all,
        challengesQueryKeys.weekly(athleteId),
        achievementsQueryKeys.list(athleteId),
        competitionsQueryKeys.list(athleteId),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  void refresh();
  setTimeout(() => void refresh(), PROGRESS_REFETCH_AGAIN_MS);
}

/**
 * After a save: refresh, then one celebration (celebrateProgress): the page's own word on the save
 * (`lead`), a level reached, a streak milestone, challenges and badges, together in one toast.
 */
export function applyProgressOutcome(
  queryClient: QueryClient,
  {
    athleteId,
    athleteName,
    outcome,
    lead,
  }: { athleteId: string; athleteName: string; outcome: TProgressOutcome; lead?: CelebrationLine },
): void {
  refreshProgressQueries(queryClient, athleteId);
  celebrateProgress({ id: athleteId, name: athleteName }, outcome, lead);
}
