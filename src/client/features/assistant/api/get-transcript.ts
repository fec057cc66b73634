import { type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import type { TChatMessage, TTranscript } from '#shared/validation/assistant';
import { api } from '#client/lib/api';
import { assistantQueryKeys } from './query-keys';

/** The family's stored transcript; each further page is older (the "Show earlier messages" button). */
export function useAssistantTranscript() {
  return useInfiniteQuery({
    queryKey: assistantQueryKeys.transcript,
    queryFn: ({ pageParam }) => api.get<TTranscript>(`/api/v1/assistant/messages${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (page) => page.earlierCursor ?? undefined,
  });
}

/** Oldest first, across the loaded pages. */
export function transcriptMessages(data: InfiniteData<TTranscript> | undefined): TChatMessage[] {
  return data ? [...data.pages].reverse().flatMap((page) => page.messages) : [];
}

/** Adds messages the server just stored to the newest page, without refetching. */
export function appendToTranscript(queryClient: QueryClient, messages: TChatMessage[]): void {
  queryClient.setQueryData<InfiniteData<TTranscript>>(assistantQueryKeys.transcript, (data) => {
    if (!data) return data;
    const [newest, ...older] = data.pages;
    return { ...data, pages: [{ messages: [...(newest?.messages ?? []), ...messages], earlierCursor: newest?.earlierCursor ?? null }, ...older] };
  });
}
