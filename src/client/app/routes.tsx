/**
 * The public routes, in the entry bundle. The signed-in app, auth pages and admin are matched by
 * app-routes.tsx, loaded on first use; an unknown path goes straight to the 404 page. A visitor on
 * the public site downloads none of the app (docs/decisions/004).
 */
import { type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { paths } from '#shared/page-paths';
import { PageSpinner } from '../components/ui/spinner';
import { LandingPage } from '../features/public-site/pages/landing-page';
import { useSession } from '../lib/session';
import { lazyPage, RouteBoundary } from './lazy-page';
import { PublicLayout } from './public-layout';
import { isAppPath } from './sections';

const AcademyDetailsPage = lazyPage(() => import('../features/public-site/pages/academy-details-page'), 'AcademyDetailsPage');
const AppDetailsPage = lazyPage(() => import('../features/public-site/pages/app-details-page'), 'AppDetailsPage');
const CoachDetailsPage = lazyPage(() => import('../features/public-site/pages/coach-details-page'), 'CoachDetailsPage');
const CurriculumDemoPage = lazyPage(() => import('../features/public-site/pages/curriculum-demo-page'), 'CurriculumDemoPage');
const OtherRoutes = lazyPage(() => import('./app-routes'), 'OtherRoutes');
const NotFoundPage = lazyPage(() => import('../features/public-site/pages/not-found-page'), 'NotFoundPage');

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

/** Signed-in families skip the landing page (spec part 1, section 2). */
function RedirectSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  return session.status === 'signed-in' ? <Navigate to={paths.dashboard()} replace /> : children;
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
          <Route path="academy-details" element={<AcademyDetailsPage />} />
          <Route path="app-details" element={<AppDetailsPage />} />
          <Route path="coach-details" element={<CoachDetailsPage />} />
          <Route path="soccer-curriculum-demo" element={<CurriculumDemoPage />} />
        </Route>
        <Route path="*" element={<AppOrNotFound />} />
      </Routes>
    </Suspense>
  );
}
