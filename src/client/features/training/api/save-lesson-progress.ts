import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TLessonProgressInput,
  TLessonProgressResponse,
} from '#shared/validation/training';
import { api } from '#client/lib/api';
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
 * Save Progress / Complete Lesson / the tracker's Save. The server computes the XP; the lesson
 * shows the new progress at once, and the page hands the outcome to applyProgressOutcome, which
 * refreshes everything else progress changes.
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
    },
  });
}
