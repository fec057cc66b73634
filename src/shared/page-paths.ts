/**
 * Every page of the app, as the browser's router matches it. The server answers these with the page
 * and status 200, and any other path with the same page and status 404, which the router turns into
 * the not-found page (a search engine or a link checker sees the truth). The client's route tables
 * are checked against this list (src/client/app/sections.test.ts), so the two cannot drift apart.
 *
 * `:name` stands for one path segment.
 */
export const PUBLIC_PAGE_PATHS = ['/', '/academy-details', '/app-details', '/coach-details', '/soccer-curriculum-demo'] as const;

export const APP_PAGE_PATHS = [
  '/auth',
  '/forgot-password',
  '/reset-password',
  '/dev/mailbox',
  '/admin',
  '/admin-setup',
  '/profile-setup',
  '/profile',
  '/dashboard',
  '/training',
  '/category/:categoryId',
  '/lesson/:lessonId',
  '/membership',
  '/membership-success',
  '/membership/billing',
  '/checkout/test/:sessionId',
  '/achievements',
  '/challenges',
  '/store',
  '/resources',
  '/resource/:slug',
  '/messages',
  '/leaderboards',
  '/social',
  '/contacts',
  '/member-portal',
  '/parent-portal',
] as const;

const PATTERNS = [...PUBLIC_PAGE_PATHS, ...APP_PAGE_PATHS].map((path) => path.split('/').slice(1));

/** Whether the router has a page for this path (one trailing slash allowed, as the router does). */
export function isPagePath(pathname: string): boolean {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const segments = trimmed.split('/').slice(1);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i])),
  );
}
