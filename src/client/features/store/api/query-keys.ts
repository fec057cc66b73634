/** The store's query keys: orders are billing too, so a membership event refreshes them. */
export const storeQueryKey = ['store'] as const;
export const storeOrdersQueryKey = ['store', 'orders'] as const;
export const storeOrderQueryKey = (orderId: string) => ['store', 'orders', orderId] as const;
export const adminStoreQueryKey = ['admin', 'store'] as const;
export const storeCheckoutQueryKey = (sessionId: string) =>
  ['store', 'checkout', sessionId] as const;
