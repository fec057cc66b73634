import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLesson, TLessonProgress } from '#shared/validation/training';
import { api } from '#client/lib/api';
import { athleteQuery, trainingQueryKeys } from './query-keys';

export type TMeasurement = NonNullable<TLesson['measurement']>;

export type LessonResponse = { lesson: TLesson; progress: TLessonProgress; athleteLevel: number };

export const lessonQueryOptions = (lessonId: string, athleteId: string) =>
  queryOptions({
    queryKey: trainingQueryKeys.lesson(lessonId, athleteId),
    queryFn: () =>
      api.get<LessonResponse>(
        `/api/v1/training/lessons/${encodeURIComponent(lessonId)}?${athleteQuery(athleteId)}`,
      ),
  });

/**
 * A lesson with the athlete's progress on it and the athlete's level (for the shown difficulty).
 * Switching athletes keeps showing the lesson while the other athlete's progress loads, so the
 * page (and its running timer) stays put.
 */
export function useLesson(lessonId: string, athleteId: string | undefined) {
  return useQuery({
    ...lessonQueryOptions(lessonId, athleteId ?? ''),
    enabled: Boolean(athleteId),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === lessonId ? previous : undefined,
  });
}
