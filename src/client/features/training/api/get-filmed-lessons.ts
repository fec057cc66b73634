import { useInfiniteQuery } from '@tanstack/react-query';
import { lessonVideoPaths, type TFilmedLessonsPage } from '#shared/validation/lesson-videos';
import { api } from '#client/lib/api';

/** Under 'training', so a published lesson or a new upload refreshes the tab with the rest. */
export const filmedLessonsQueryKey = ['training', 'filmed-lessons'] as const;

/** Every published lesson's filmed steps, newest upload first, a page at a time. */
export function useFilmedLessons() {
  return useInfiniteQuery({
    queryKey: filmedLessonsQueryKey,
    queryFn: ({ pageParam }) => api.get<TFilmedLessonsPage>(lessonVideoPaths.filmed(pageParam || undefined)),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
