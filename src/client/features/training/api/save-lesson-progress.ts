import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TLessonProgressInput,
  TLessonProgressResponse,
} from '../../../../shared/validation/training';
import { api } from '../../../lib/api';
import { achievementsQueryKeys } from '../../achievements';
import { challengesQueryKeys } from '../../challenges';
import { dashboardQueryKey } from '../../progress';
import type { LessonResponse } from './get-lesson';
import { trainingQueryKeys } from './query-keys';

export type SaveLessonProgressInput = { lessonId: string; body: TLessonProgressInput };

export function saveLessonProgress({
  lessonId,
  body,
}: SaveLessonProgressInput): Promise<TLessonProgressResponse> {
  return api.post<TLessonProgressResponse>(
    `/api/v1/training/lessons/${encodeURIComponent(lessonId)}/progress`,
    body,
  );
}

/**
 * Save Progress / Complete Lesson / the tracker's Save. The server computes the XP; afterwards the
 * lesson shows the new progress at once and the dashboard, category lists, challenges and badges
 * are refetched.
 */
export function useSaveLessonProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLessonProgress,
    onSuccess: (result, { lessonId, body }) => {
      queryClient.setQueryData<LessonResponse>(
        trainingQueryKeys.lesson(lessonId, body.athleteId),
        (previous) =>
          previous
            ? {
                ...previous,
                lesson: { ...previous.lesson, isCompleted: result.progress.isCompleted },
                progress: result.progress,
                athleteLevel: result.totals.level,
              }
            : previous,
      );
      // Not awaited: the page's toast should not wait for the refetches.
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKey(body.athleteId) });
      void queryClient.invalidateQueries({ queryKey: trainingQueryKeys.all });
      // Challenges tracked from training days and badges move with a save too.
      void queryClient.invalidateQueries({ queryKey: challengesQueryKeys.weekly(body.athleteId) });
      void queryClient.invalidateQueries({ queryKey: achievementsQueryKeys.list(body.athleteId) });
    },
  });
}
