import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAssistantQuestion, TAssistantReply } from '#shared/validation/assistant';
import { api } from '#client/lib/api';
import { appendToTranscript } from './get-transcript';

/** Asks the assistant (spec: ai-chat-response); the stored question and reply join the transcript. */
export function useAskAssistant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: TAssistantQuestion) => api.post<TAssistantReply>('/api/v1/assistant/messages', question),
    onSuccess: (reply) => appendToTranscript(queryClient, [reply.question, reply.reply]),
  });
}
