import { useQuery } from '@tanstack/react-query';
import type { TLessonDependents } from '#shared/validation/lesson-authoring';
import { api } from '#client/lib/api';
import { staffLessonQueryKeys } from './staff-lesson-keys';

/** What depends on a lesson, read when the Unpublish dialog opens (coaches and admins). */
export function useLessonDependents(lessonId: string | null) {
  return useQuery({
    queryKey: staffLessonQueryKeys.dependents(lessonId ?? ''),
    queryFn: () => api.get<TLessonDependents>(`/api/v1/coach/lessons/${encodeURIComponent(lessonId ?? '')}/dependents`),
    enabled: lessonId !== null,
    // Asked afresh each time: another coach may have unpublished a lesson of the module meanwhile.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
