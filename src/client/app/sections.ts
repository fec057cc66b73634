/**
 * The first path segment of every route app-routes.tsx handles. The entry bundle uses it to send an
 * unknown path straight to the 404 page without downloading the signed-in app (decision 004);
 * sections.test.ts keeps it in step with app-routes.tsx.
 */
export const APP_SECTIONS = new Set([
  'achievements',
  'admin',
  'admin-setup',
  'auth',
  'category',
  'challenges',
  'checkout',
  'contacts',
  'dashboard',
  'dev',
  'forgot-password',
  'leaderboards',
  'lesson',
  'member-portal',
  'membership',
  'membership-success',
  'messages',
  'parent-portal',
  'profile',
  'profile-setup',
  'reset-password',
  'resource',
  'resources',
  'social',
  'store',
  'training',
]);

export function isAppPath(pathname: string): boolean {
  return APP_SECTIONS.has(pathname.split('/')[1] ?? '');
}
