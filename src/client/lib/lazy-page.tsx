import { type ComponentProps, type ComponentType, type ReactNode, lazy } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '#client/components/error-boundary';

/**
 * Each page under its own error boundary: a page that fails to render shows the retry card inside
 * the layout, so the header and navigation still lead elsewhere. A new address renders it afresh.
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary scope="page" resetKeys={[pathname]} onRetry={forgetUnshownData}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * The failed page's queries lost their observers when it went away; dropping every query no page is
 * showing makes the retry fetch its data afresh instead of rendering the same bad data again. The
 * query client loads on demand: the public pages do without it (docs/decisions/004).
 */
async function forgetUnshownData(): Promise<void> {
  const { queryClient } = await import('./query');
  queryClient.removeQueries({ type: 'inactive' });
}

/** Route-level code splitting: a page module is fetched the first time its route is shown. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, whatever its props
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): ComponentType<ComponentProps<M[K]>> {
  const Page = lazy(async () => ({ default: (await load())[name] }));
  return function LazyPage(props: ComponentProps<M[K]>) {
    return (
      <RouteBoundary>
        <Page {...props} />
      </RouteBoundary>
    );
  };
}
