/** Every sessions query sits under ['sessions']: one live 'sessions' event refreshes them all. */
export const sessionsQueryKeys = {
  all: ['sessions'] as const,
  family: (from: string, days: number) => ['sessions', 'family', from, days] as const,
  staff: (from: string, days: number) => ['sessions', 'staff', from, days] as const,
};
