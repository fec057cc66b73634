import type { TMembership } from '#shared/validation/membership';
import { api } from '#client/lib/api';
import { useMembershipMutation } from './membership-mutation';

/** The test provider's portal: cancel one membership at the end of its period, or resume it before it ends. */
export async function changeCancellation({ action, membershipId }: { action: 'cancel' | 'resume'; membershipId: string }): Promise<TMembership> {
  return (await api.post<{ membership: TMembership }>(`/api/v1/membership/${action}`, { membershipId })).membership;
}

export const useChangeCancellation = () => useMembershipMutation(changeCancellation);
