/**
 * TanStack Query for the parts of the app that fetch data. It is not in the entry bundle: the
 * landing page renders without it (docs/decisions/004); lazy layouts and pages bring it along.
 * The signed-in app's queued writes are kept in IndexedDB (decision 092) so a reload offline loses
 * nothing, and sent again when the client is restored.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type Persister, PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AppError } from '#shared/errors';
import { QUEUED_WRITE_KEY, queuedWriteOptions, sendQueuedWrite, type QueuedWrite } from './offline-queue';

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

// A queued write restored after a reload has no page to tell: what it changed is fetched again.
queryClient.setMutationDefaults(QUEUED_WRITE_KEY, {
  ...queuedWriteOptions,
  mutationFn: (write: QueuedWrite) => sendQueuedWrite(write),
  onSuccess: () => queryClient.invalidateQueries(),
});

const STORE_KEY = 'bravo-query-client';
const persister: Persister = {
  persistClient: (client) => set(STORE_KEY, client),
  restoreClient: () => get(STORE_KEY),
  removeClient: () => del(STORE_KEY),
};

/** At sign-out: nothing of this family stays in the browser. */
export async function forgetOfflineData(): Promise<void> {
  queryClient.clear();
  await persister.removeClient();
}

/** Wraps its children, or the nested routes when used as a layout route. */
export function QueryProvider({ children }: { children?: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children ?? <Outlet />}</QueryClientProvider>;
}

/** The signed-in app's provider: the same client, its queued writes kept across a reload. */
export function PersistedQueryProvider({ children }: { children?: ReactNode }) {
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{
        persister,
        maxAge: 30 * 24 * 3_600_000,
        dehydrateOptions: {
          shouldDehydrateQuery: () => false,
          shouldDehydrateMutation: (mutation) => mutation.options.mutationKey?.[0] === QUEUED_WRITE_KEY[0] && mutation.state.status === 'pending',
        },
      }}
      onSuccess={() => void queryClient.resumePausedMutations()}
    >
      {children ?? <Outlet />}
    </PersistQueryClientProvider>
  );
}
