/**
 * The public routes, in the entry bundle. The signed-in app, auth pages and admin are matched by
 * app-routes.tsx, loaded on first use; an unknown path goes straight to the 404 page. A visitor on
 * the public site downloads none of the app (docs/decisions/004).
 */
import { type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { LandingPage } from '../features/public-site/pages/landing-page';
import { NotFoundPage, publicSiteFeature } from '../features/public-site/routes';
import { homeFor, useSession } from '../lib/session';
import { lazyPage, RouteBoundary } from '#client/lib/lazy-page';
import { PublicLayout } from './public-layout';
import { isAppPath } from './sections';

const SITE_PAGES = (publicSiteFeature.routes ?? []).filter((route) => route.frame === 'site');
const OtherRoutes = lazyPage(() => import('./app-routes'), 'OtherRoutes');

/** Anything that is not a public page: the app's routes, or the 404 page for an unknown path. */
function AppOrNotFound() {
  const { pathname } = useLocation();
  if (isAppPath(pathname)) return <OtherRoutes />;
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** Signed-in families skip the landing page (docs/product.md, Pages and routes). */
function RedirectSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  return session.status === 'signed-in' ? <Navigate to={homeFor(session.user.role)} replace /> : children;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route
            index
            element={
              <RedirectSignedIn>
                <RouteBoundary>
                  <LandingPage />
                </RouteBoundary>
              </RedirectSignedIn>
            }
          />
          {SITE_PAGES.map(({ path, page: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
        <Route path="*" element={<AppOrNotFound />} />
      </Routes>
    </Suspense>
  );
}
