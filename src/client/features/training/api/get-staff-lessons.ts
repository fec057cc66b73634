import { useQuery } from '@tanstack/react-query';
import type { TStaffLessonListResponse } from '#shared/validation/lesson-authoring';
import { api } from '#client/lib/api';
import { staffLessonQueryKeys } from './staff-lesson-keys';

/** Every lesson, drafts included, and the categories (coaches and admins; a 403 is the page's access answer too). */
export function useStaffLessons() {
  return useQuery({
    queryKey: staffLessonQueryKeys.list(),
    queryFn: () => api.get<TStaffLessonListResponse>('/api/v1/coach/lessons'),
    retry: false,
  });
}
