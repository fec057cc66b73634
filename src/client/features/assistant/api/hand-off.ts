import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChatMessage, THandOffRequest } from '#shared/validation/assistant';
import { api } from '#client/lib/api';
import { appendToTranscript } from './get-transcript';

/** Sends a question to Academy Support; the assistant's note joins the transcript. */
export function useHandOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: THandOffRequest) => api.post<{ reply: TChatMessage }>('/api/v1/assistant/handoff', request),
    // The support thread itself refreshes through messaging's live 'messages' event.
    onSuccess: ({ reply }) => appendToTranscript(queryClient, [reply]),
  });
}
