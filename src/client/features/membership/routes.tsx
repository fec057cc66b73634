/** Memberships: plans, checkout (hosted, or the built-in test checkout), billing and its history, the member portal. */
import { pagePatterns } from '#shared/page-paths';
import type { ClientFeature } from '#client/lib/client-feature';
import { lazyPage } from '#client/lib/lazy-page';
import { comingSessionsQueryKey } from './api/get-coming-sessions';
import { membershipQueryKey } from './api/get-membership';

export const membershipFeature: ClientFeature = {
  name: 'membership',
  routes: [
    { path: pagePatterns.membership, page: lazyPage(() => import('./pages/membership-page'), 'MembershipPage'), frame: 'app' },
    { path: pagePatterns.membershipSuccess, page: lazyPage(() => import('./pages/membership-success-page'), 'MembershipSuccessPage'), frame: 'app' },
    { path: pagePatterns.billing, page: lazyPage(() => import('./pages/billing-portal-page'), 'BillingPortalPage'), frame: 'app' },
    { path: pagePatterns.receipt, page: lazyPage(() => import('./pages/receipt-page'), 'ReceiptPage'), frame: 'app' },
    { path: pagePatterns.checkoutTest, page: lazyPage(() => import('./pages/test-checkout-page'), 'TestCheckoutPage'), frame: 'app' },
    // Public in the spec: signed out it shows what it is and a Sign In button.
    { path: pagePatterns.memberPortal, page: lazyPage(() => import('./pages/member-portal-page'), 'MemberPortalPage'), frame: 'open' },
  ],
  liveQueries: ({ type }) => (type === 'membership' ? [membershipQueryKey] : type === 'sessions' ? [comingSessionsQueryKey] : []),
  allLiveQueries: [membershipQueryKey, comingSessionsQueryKey],
};
