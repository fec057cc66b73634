import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TStaffLessonResponse } from '#shared/validation/lesson-authoring';
import { api } from '#client/lib/api';
import { trainingQueryKeys } from './query-keys';
import { staffLessonQueryKeys } from './staff-lesson-keys';

/** Publishes a lesson (every family finds it in its category) or unpublishes it (coaches and admins). */
export function usePublishStaffLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ lessonId, isPublished }: { lessonId: string; isPublished: boolean }) =>
      (await api.post<TStaffLessonResponse>(`/api/v1/coach/lessons/${encodeURIComponent(lessonId)}/${isPublished ? 'publish' : 'unpublish'}`)).lesson,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffLessonQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: trainingQueryKeys.all }),
      ]);
    },
  });
}
