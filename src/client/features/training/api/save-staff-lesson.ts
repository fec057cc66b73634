import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLessonInput, TStaffLessonResponse } from '#shared/validation/lesson-authoring';
import { api } from '#client/lib/api';
import { trainingQueryKeys } from './query-keys';
import { staffLessonQueryKeys } from './staff-lesson-keys';

/** Writes a new lesson (no id: a draft) or saves an edit (coaches and admins). */
export function useSaveStaffLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ lessonId, input }: { lessonId: string | null; input: TLessonInput }) =>
      (
        lessonId
          ? await api.put<TStaffLessonResponse>(`/api/v1/coach/lessons/${encodeURIComponent(lessonId)}`, input)
          : await api.post<TStaffLessonResponse>('/api/v1/coach/lessons', input)
      ).lesson,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffLessonQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: trainingQueryKeys.all }),
      ]);
    },
  });
}
