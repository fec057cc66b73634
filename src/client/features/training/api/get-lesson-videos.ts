import { queryOptions, useQuery } from '@tanstack/react-query';
import { lessonVideoPaths, type TLessonVideosResponse } from '#shared/validation/lesson-videos';
import { api } from '#client/lib/api';

/** Under 'training', so whatever refreshes training refreshes the videos too. */
export const lessonVideosQueryKey = (lessonId: string) => ['training', 'videos', lessonId] as const;

export const lessonVideosQueryOptions = (lessonId: string) =>
  queryOptions({
    queryKey: lessonVideosQueryKey(lessonId),
    queryFn: () => api.get<TLessonVideosResponse>(lessonVideoPaths.list(lessonId)),
  });

/** The lesson's videos, one per step that has one (a lesson being written has no id yet: none). */
export function useLessonVideos(lessonId: string | undefined) {
  return useQuery({ ...lessonVideosQueryOptions(lessonId ?? ''), enabled: Boolean(lessonId) });
}
