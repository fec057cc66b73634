import { Suspense, lazy, useSyncExternalStore } from 'react';
import { BrowserRouter } from 'react-router';
import { toasterOutlet } from '../lib/toast';
import { AppRoutes } from './routes';

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

export function App() {
  const wantsToaster = useSyncExternalStore(toasterOutlet.subscribe, toasterOutlet.isRequested, () => false);
  return (
    <BrowserRouter>
      <AppRoutes />
      {wantsToaster ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </BrowserRouter>
  );
}
