import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppError, isErrorBody } from '#shared/errors';
import { lessonVideoPaths, type TLessonVideoResponse } from '#shared/validation/lesson-videos';
import { api } from '#client/lib/api';
import { lessonVideosQueryKey } from './get-lesson-videos';

export type UploadLessonVideoInput = {
  lessonId: string;
  stepIndex: number;
  video?: File | undefined;
  poster?: File | undefined;
  captions?: File | undefined;
  /** Called as the bytes go up: a 200 MB video takes a while on a phone's connection. */
  onProgress?: (fraction: number) => void;
};

/**
 * Sends the files as one form (video first: the server checks and stores each as it arrives).
 * XMLHttpRequest rather than fetch, for its upload progress events.
 */
export function uploadLessonVideo({ lessonId, stepIndex, video, poster, captions, onProgress }: UploadLessonVideoInput): Promise<TLessonVideoResponse> {
  const form = new FormData();
  if (video) form.append('video', video);
  if (poster) form.append('poster', poster);
  if (captions) form.append('captions', captions);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', lessonVideoPaths.step(lessonId, stepIndex));
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new AppError('UNAVAILABLE', 'We could not reach the academy’s server. Check your connection and try again.'));
    request.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(request.responseText);
      } catch {
        data = undefined;
      }
      if (request.status >= 200 && request.status < 300) resolve(data as TLessonVideoResponse);
      else if (isErrorBody(data)) reject(new AppError(data.error.code, data.error.message, data.error.fields));
      else reject(new AppError(request.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'INTERNAL', 'The upload did not go through. Please try again.'));
    };
    request.send(form);
  });
}

export function useUploadLessonVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLessonVideo,
    onSuccess: (_result, { lessonId }) => queryClient.invalidateQueries({ queryKey: lessonVideosQueryKey(lessonId) }),
  });
}

export function useRemoveLessonVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, stepIndex }: { lessonId: string; stepIndex: number }) => api.delete<{ ok: true }>(lessonVideoPaths.step(lessonId, stepIndex)),
    onSuccess: (_result, { lessonId }) => queryClient.invalidateQueries({ queryKey: lessonVideosQueryKey(lessonId) }),
  });
}
