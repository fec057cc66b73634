import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api';

/** Manage Billing: the provider's portal url, or our own page with the test provider. */
export function openBillingPortal(): Promise<{ url: string }> {
  return api.post<{ url: string }>('/api/v1/membership/portal');
}

export function useOpenBillingPortal() {
  return useMutation({ mutationFn: openBillingPortal });
}
