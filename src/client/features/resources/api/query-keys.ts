/** The resource library's query keys: a membership change makes all of them stale. */
import type { TResourceListQuery } from '#shared/validation/resources';

export const resourcesQueryKeys = {
  all: ['resources'] as const,
  access: () => ['resources', 'access'] as const,
  library: (query: TResourceListQuery) => ['resources', 'library', query] as const,
  preview: (slug: string) => ['resources', 'preview', slug] as const,
  detail: (slug: string) => ['resources', 'detail', slug] as const,
  admin: ['resources', 'admin'] as const,
  adminList: (q: string, page: number) => ['resources', 'admin', 'list', q, page] as const,
  adminOne: (id: string) => ['resources', 'admin', 'one', id] as const,
};
