import { useQuery } from '@tanstack/react-query';
import type { TStaffLessonResponse } from '#shared/validation/lesson-authoring';
import { api } from '#client/lib/api';
import { staffLessonQueryKeys } from './staff-lesson-keys';

/** One lesson to edit, draft or published (coaches and admins); no request for a new lesson. */
export function useStaffLesson(lessonId: string | null) {
  return useQuery({
    queryKey: staffLessonQueryKeys.one(lessonId ?? ''),
    queryFn: async () => (await api.get<TStaffLessonResponse>(`/api/v1/coach/lessons/${encodeURIComponent(lessonId ?? '')}`)).lesson,
    enabled: lessonId !== null,
    retry: false,
  });
}
