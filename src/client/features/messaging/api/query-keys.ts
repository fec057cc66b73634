/** Every messaging query sits under ['messages']: one live 'messages' event refreshes them all. */
export const messagingQueryKeys = {
  all: ['messages'] as const,
  conversations: ['messages', 'conversations'] as const,
  thread: (id: string) => ['messages', 'thread', id] as const,
  trainingUpdates: ['messages', 'training-updates'] as const,
  inbox: ['messages', 'staff', 'inbox'] as const,
  staffThread: (id: string) => ['messages', 'staff', 'thread', id] as const,
  families: (q: string) => ['messages', 'staff', 'families', q] as const,
  audiences: ['messages', 'staff', 'audiences'] as const,
};
