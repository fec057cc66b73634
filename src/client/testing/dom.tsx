/**
 * Renders a component as the app does (a query client, a router) for a DOM test; each render has
 * its own query client, so nothing fetched in one test is seen by the next.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppError } from '#shared/errors';

/** Where a navigation away from the page under test lands: its address, to assert on. */
function Elsewhere() {
  return <p>Now at {useLocation().pathname}</p>;
}

type Options = {
  /** The address the page is opened at. */
  at?: string;
  /** The route pattern the element is mounted under (for `useParams`). */
  route?: string;
  /** For fake timers: user-event advances them instead of waiting on real ones. */
  advanceTimers?: (ms: number) => unknown;
};

export function renderPage(element: ReactElement, { at = '/', route = '*', advanceTimers }: Options = {}) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: (count, error) => count < 1 && !(error instanceof AppError), staleTime: Infinity },
      mutations: { retry: false },
    },
  });
  // No pause between keystrokes: nothing under test depends on typing speed.
  const user = userEvent.setup({ delay: null, ...(advanceTimers ? { advanceTimers } : {}) });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={route} element={element} />
          {route === '*' ? null : <Route path="*" element={<Elsewhere />} />}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}
