/** Every social query sits under ['social']: one live 'social' event refreshes them all. */
export const socialQueryKeys = {
  all: ['social'] as const,
  friends: ['social', 'friends'] as const,
  requests: ['social', 'requests'] as const,
  board: ['social', 'board'] as const,
  access: ['social', 'access'] as const,
  search: (q: string) => ['social', 'search', q] as const,
};
