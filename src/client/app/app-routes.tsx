/**
 * Every route that is not a public marketing page (spec part 2, section 2): auth, the signed-in
 * app behind the session guard, admin, and the 404 page for anything else. Each page is its own
 * chunk, fetched the first time its route is shown, under its own error boundary (lazy-page.tsx).
 */
import { Route, Routes } from 'react-router';
import { AppShell, RequireSession } from './app-shell';
import { ComingSoonPage } from './coming-soon';
import { lazyPage, RouteBoundary } from './lazy-page';
import { PublicLayout } from './public-layout';

const NotFoundPage = lazyPage(() => import('../features/public-site/pages/not-found-page'), 'NotFoundPage');
const DevMailboxPage = lazyPage(() => import('../features/public-site/pages/dev-mailbox-page'), 'DevMailboxPage');
const AuthPage = lazyPage(() => import('../features/accounts/pages/auth-page'), 'AuthPage');
const ForgotPasswordPage = lazyPage(() => import('../features/accounts/pages/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('../features/accounts/pages/reset-password-page'), 'ResetPasswordPage');
const ProfileSetupPage = lazyPage(() => import('../features/accounts/pages/profile-setup-page'), 'ProfileSetupPage');
const ProfilePage = lazyPage(() => import('../features/accounts/pages/profile-page'), 'ProfilePage');
const AdminSetupPage = lazyPage(() => import('../features/admin/pages/admin-setup-page'), 'AdminSetupPage');
const AdminRoute = lazyPage(() => import('./admin-route'), 'AdminRoute');
const DashboardPage = lazyPage(() => import('../features/progress/pages/dashboard-page'), 'DashboardPage');
const TrainingPage = lazyPage(() => import('../features/training/pages/training-page'), 'TrainingPage');
const CategoryPage = lazyPage(() => import('../features/training/pages/category-page'), 'CategoryPage');
const LessonPage = lazyPage(() => import('../features/training/pages/lesson-page'), 'LessonPage');
const MembershipPage = lazyPage(() => import('../features/membership/pages/membership-page'), 'MembershipPage');
const MembershipSuccessPage = lazyPage(() => import('../features/membership/pages/membership-success-page'), 'MembershipSuccessPage');
const TestCheckoutPage = lazyPage(() => import('../features/membership/pages/test-checkout-page'), 'TestCheckoutPage');
const BillingPortalPage = lazyPage(() => import('../features/membership/pages/billing-portal-page'), 'BillingPortalPage');
const AchievementsPage = lazyPage(() => import('../features/achievements/pages/achievements-page'), 'AchievementsPage');
const ChallengesPage = lazyPage(() => import('../features/challenges/pages/challenges-page'), 'ChallengesPage');

/** Pages of the signed-in app that later releases fill in. */
const UPCOMING = [
  ['store', 'Store'],
  ['resources', 'Resources and Support'],
  ['messages', 'Messages'],
  ['leaderboards', 'Player Rankings'],
  ['social', 'Social Hub'],
  ['contacts', 'Contacts'],
  ['member-portal', 'Member Portal'],
  ['parent-portal', 'Parent Portal'],
  ['resource/:slug', 'Resource'],
] as const;

export function OtherRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="auth" element={<AuthPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="dev/mailbox" element={<DevMailboxPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="admin" element={<AdminRoute />} />
      <Route element={<RequireSession />}>
        <Route path="profile-setup" element={<ProfileSetupPage />} />
        <Route element={<AppShell />}>
          <Route path="profile" element={<ProfilePage />} />
          <Route path="admin-setup" element={<AdminSetupPage />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="training" element={<TrainingPage />} />
          <Route path="category/:categoryId" element={<CategoryPage />} />
          <Route path="lesson/:lessonId" element={<LessonPage />} />
          <Route path="membership" element={<MembershipPage />} />
          <Route path="membership-success" element={<MembershipSuccessPage />} />
          <Route path="membership/billing" element={<BillingPortalPage />} />
          <Route path="checkout/test/:sessionId" element={<TestCheckoutPage />} />
          <Route path="achievements" element={<AchievementsPage />} />
          <Route path="challenges" element={<ChallengesPage />} />
          {UPCOMING.map(([path, title]) => (
            <Route
              key={path}
              path={path}
              element={
                <RouteBoundary>
                  <ComingSoonPage title={title} />
                </RouteBoundary>
              }
            />
          ))}
        </Route>
      </Route>
    </Routes>
  );
}
