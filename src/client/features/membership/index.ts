/** What other parts of the app may use from the membership feature. */
export { PaymentsList } from './components/payments-list';
export { useMembership, useMembershipSummaries, membershipQueryKey } from './hooks';
export { MembershipStatusBadge } from './components/membership-status-badge';
export { PlanChooser } from './components/plan-grid';
