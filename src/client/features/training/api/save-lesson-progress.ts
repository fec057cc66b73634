import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TLessonProgressInput,
  TLessonProgressResponse,
} from '#shared/validation/training';
import { queuedWrite, queuedWriteOptions, sendQueuedWrite, type QueuedWrite } from '#client/lib/offline-queue';
import type { LessonResponse } from './get-lesson';
import { trainingQueryKeys } from './query-keys';

export type SaveLessonProgressInput = { lessonId: string; body: TLessonProgressInput };

/** A save as the offline queue keeps it: sent when the network allows, applied once. */
export function lessonProgressWrite({ lessonId, body }: SaveLessonProgressInput, lessonTitle: string): QueuedWrite & SaveLessonProgressInput {
  return {
    ...queuedWrite({
      method: 'POST',
      path: `/api/v1/training/lessons/${encodeURIComponent(lessonId)}/progress`,
      body,
      label: `${body.mode === 'complete' ? 'Lesson completed' : 'Practice saved'}: ${lessonTitle}`,
    }),
    lessonId,
    body,
  };
}

/**
 * Save Progress / Complete Lesson / the tracker's Save. The server computes the XP; the lesson
 * shows the new progress at once, and the page hands the outcome to applyProgressOutcome, which
 * refreshes everything else progress changes.
 */
export function useSaveLessonProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    ...queuedWriteOptions,
    mutationFn: (write: QueuedWrite & SaveLessonProgressInput) => sendQueuedWrite<TLessonProgressResponse>(write),
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
