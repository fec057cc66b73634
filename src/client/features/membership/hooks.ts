/** What other parts of the app read about the family's membership (the dashboard's card). */
import { useQuery } from '@tanstack/react-query';
import { toMembershipSummary } from '#shared/validation/membership';
import { membershipQueryOptions } from './api/get-membership';

export { useMembership, membershipQueryKey } from './api/get-membership';

/** The membership card's data: plan, status, sessions, hours a month (Pro doubles); null with no membership. */
export function useMembershipSummary() {
  return useQuery({
    ...membershipQueryOptions,
    select: (data) => (data.membership ? toMembershipSummary(data.membership) : null),
  });
}
