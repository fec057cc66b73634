import { useInfiniteQuery } from '@tanstack/react-query';
import type { TLessonHistory } from '#shared/validation/lesson-history';
import { api } from '#client/lib/api';
import { athleteQuery } from './query-keys';

/** Under 'training': every save's progress outcome refreshes the training keys, this one with them. */
export const lessonHistoryQueryKey = (lessonId: string, athleteId: string) => ['training', 'lesson-history', lessonId, athleteId] as const;

/** The athlete's sessions of a lesson, newest first, a page at a time, with the personal bests. */
export function useLessonHistory(lessonId: string, athleteId: string) {
  return useInfiniteQuery({
    queryKey: lessonHistoryQueryKey(lessonId, athleteId),
    queryFn: ({ pageParam }) => {
      const before = pageParam ? `&before=${encodeURIComponent(pageParam)}` : '';
      return api.get<TLessonHistory>(`/api/v1/training/lessons/${encodeURIComponent(lessonId)}/history?${athleteQuery(athleteId)}${before}`);
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
}
