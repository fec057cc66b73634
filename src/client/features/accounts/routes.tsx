/** The family's account: signing in and out, passwords, the first-run setup and the profile. */
import { UserRound } from 'lucide-react';
import { pagePatterns, paths } from '#shared/page-paths';
import type { ClientFeature } from '#client/lib/client-feature';
import { lazyPage } from '#client/lib/lazy-page';
import { m } from '#shared/i18n/paraglide/messages';

export const accountsFeature: ClientFeature = {
  name: 'accounts',
  routes: [
    { path: pagePatterns.auth, page: lazyPage(() => import('./pages/auth-page'), 'AuthPage'), frame: 'public' },
    { path: pagePatterns.join, page: lazyPage(() => import('./pages/join-page'), 'JoinPage'), frame: 'public' },
    { path: pagePatterns.forgotPassword, page: lazyPage(() => import('./pages/forgot-password-page'), 'ForgotPasswordPage'), frame: 'public' },
    { path: pagePatterns.resetPassword, page: lazyPage(() => import('./pages/reset-password-page'), 'ResetPasswordPage'), frame: 'public' },
    { path: pagePatterns.profileSetup, page: lazyPage(() => import('./pages/profile-setup-page'), 'ProfileSetupPage'), frame: 'session' },
    { path: pagePatterns.profile, page: lazyPage(() => import('./pages/profile-page'), 'ProfilePage'), frame: 'app' },
  ],
  navigation: [{ to: paths.profile(), label: m.nav_profile, icon: UserRound, place: 'tab', order: 50 }],
};
