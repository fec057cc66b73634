import { useMutation } from '@tanstack/react-query';
import type { TCheckoutRequest } from '#shared/validation/membership';
import { api } from '#client/lib/api';

/** Starts a checkout for a plan and an athlete: the request names them only, the server sets the amount. */
export function createCheckout(input: TCheckoutRequest): Promise<{ url: string }> {
  return api.post<{ url: string }>('/api/v1/membership/checkout', {
    membershipTypeId: input.membershipTypeId,
    ...(input.athleteId ? { athleteId: input.athleteId } : {}),
  });
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
