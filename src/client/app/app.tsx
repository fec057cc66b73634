import { Suspense, lazy, useSyncExternalStore } from 'react';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { toasterOutlet } from '../lib/toast';
import { AppRoutes } from './routes';

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

/** The last resort, for an error outside every page (the router, a layout): a fresh load. */
function reloadApp(): Promise<never> {
  window.location.reload();
  return new Promise(() => {});
}

export function App() {
  const wantsToaster = useSyncExternalStore(toasterOutlet.subscribe, toasterOutlet.isRequested, () => false);
  return (
    <ErrorBoundary scope="page" onRetry={reloadApp}>
      <BrowserRouter>
        <AppRoutes />
        {wantsToaster ? (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        ) : null}
      </BrowserRouter>
    </ErrorBoundary>
  );
}
