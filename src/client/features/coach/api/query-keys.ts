/** The coach's pages' query keys, all under one prefix: a live 'sessions' event refreshes them together. */
export const coachQueryKeys = {
  all: ['coach'] as const,
  sessions: (from: string, days: number) => ['coach', 'sessions', from, days] as const,
  sheet: (sessionId: string) => ['coach', 'sheet', sessionId] as const,
};
