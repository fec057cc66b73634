/**
 * Every route that is not a public marketing page: auth, the signed-in app behind the session
 * guard, admin, and the 404 page for anything else, built from the features' own route lists
 * (features.ts). Each page is its own chunk, fetched the first time its route is shown, under its
 * own error boundary (lazyPage).
 */
import { Route, Routes } from 'react-router';
import type { PageRoute } from '#client/lib/client-feature';
import { NotFoundPage } from '../features/public-site/routes';
import { AppShell, OpenFrame, RequireSession } from './app-shell';
import { routesIn } from './features';
import { PublicLayout } from './public-layout';

const routeElements = (routes: PageRoute[]) =>
  routes.map(({ path, page: Page }) => <Route key={path} path={path} element={<Page />} />);

export function OtherRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {routeElements(routesIn('public'))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {routeElements(routesIn('own'))}
      <Route element={<OpenFrame />}>{routeElements(routesIn('open'))}</Route>
      <Route element={<RequireSession />}>
        {routeElements(routesIn('session'))}
        <Route element={<AppShell />}>{routeElements(routesIn('app'))}</Route>
      </Route>
    </Routes>
  );
}
