/**
 * TanStack Query for the parts of the app that fetch data. It is not in the entry bundle: the
 * landing page renders without it (docs/decisions/004); lazy layouts and pages bring it along.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AppError } from '#shared/errors';

/** Retries only what may succeed on a second try: never a 4xx, at most twice otherwise. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: true,
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof AppError && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});

/** Wraps its children, or the nested routes when used as a layout route. */
export function QueryProvider({ children }: { children?: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children ?? <Outlet />}</QueryClientProvider>;
}
