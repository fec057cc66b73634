import { useMutation } from '@tanstack/react-query';
import type { TLessonStartResponse } from '#shared/validation/training';
import { api } from '#client/lib/api';

export type StartLessonInput = { lessonId: string; athleteId: string };

export function startLesson({
  lessonId,
  athleteId,
}: StartLessonInput): Promise<TLessonStartResponse> {
  return api.post<TLessonStartResponse>(
    `/api/v1/training/lessons/${encodeURIComponent(lessonId)}/start`,
    {
      athleteId,
    },
  );
}

/**
 * Opening a lesson starts it for the athlete: the server times the training from then, and credits
 * a save only as far as that time allows (issue 11). Reopening it keeps the first start.
 */
export function useStartLesson() {
  return useMutation({ mutationFn: startLesson });
}
