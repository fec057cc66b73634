/** What other parts of the app read about the family's memberships (the dashboard's cards). */
import { useQuery } from '@tanstack/react-query';
import { toMembershipSummary } from '#shared/validation/membership';
import { membershipQueryOptions } from './api/get-membership';

export { useMembership, membershipQueryKey } from './api/get-membership';

/** The membership cards' data, one per athlete's membership: plan, status, sessions, hours a month (Pro doubles). */
export function useMembershipSummaries() {
  return useQuery({
    ...membershipQueryOptions,
    select: (data) => data.memberships.map(toMembershipSummary),
  });
}
