/**
 * The first path segment of every route app-routes.tsx handles. The entry bundle uses it to send an
 * unknown path straight to the 404 page without downloading the signed-in app (decision 004).
 * Derived from the shared list of pages, which sections.test.ts keeps in step with the routes.
 */
import { APP_PAGE_PATHS } from '#shared/page-paths';

export const APP_SECTIONS = new Set(APP_PAGE_PATHS.map((path) => path.split('/')[1]!));

export function isAppPath(pathname: string): boolean {
  return APP_SECTIONS.has(pathname.split('/')[1] ?? '');
}
