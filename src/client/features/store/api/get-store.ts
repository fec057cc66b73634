import { useQuery } from '@tanstack/react-query';
import type { TStoreResponse } from '#shared/validation/store';
import { api } from '#client/lib/api';
import { storeQueryKey } from './query-keys';

export const getStore = () => api.get<TStoreResponse>('/api/v1/store');

/** The store: products, partner products, categories, and whether anything can be ordered. */
export function useStore() {
  return useQuery({ queryKey: storeQueryKey, queryFn: getStore });
}
