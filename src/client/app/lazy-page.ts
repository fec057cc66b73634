import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Route-level code splitting: a page module is fetched the first time its route is shown. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, whatever its props
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
