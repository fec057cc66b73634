/**
 * Pages of the signed-in app that later releases fill in: each shows a plain "coming" note inside
 * the app. A feature that builds one of them takes its line out of here and lists the page in its
 * own routes.tsx.
 */
import type { PagePattern } from '#shared/page-paths';
import type { ClientFeature } from '#client/lib/client-feature';
import { RouteBoundary } from '#client/lib/lazy-page';
import { ComingSoonPage } from './coming-soon';

// Every page of the app has been built; a later one would be listed here.
const UPCOMING: [PagePattern, string][] = [];

export const upcomingPages: ClientFeature = {
  name: 'upcoming',
  routes: UPCOMING.map(([path, title]) => ({
    path,
    page: function UpcomingPage() {
      return (
        <RouteBoundary>
          <ComingSoonPage title={title} />
        </RouteBoundary>
      );
    },
    frame: 'app',
  })),
};
