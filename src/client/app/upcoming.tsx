/**
 * Pages of the signed-in app that later releases fill in: each shows a plain "coming" note inside
 * the app. A feature that builds one of them takes its line out of here and lists the page in its
 * own routes.tsx.
 */
import { BookOpen } from 'lucide-react';
import { type PagePattern, pagePatterns, paths } from '#shared/page-paths';
import type { ClientFeature } from '#client/lib/client-feature';
import { RouteBoundary } from '#client/lib/lazy-page';
import { ComingSoonPage } from './coming-soon';

const UPCOMING: [PagePattern, string][] = [
  [pagePatterns.resources, 'Resources and Support'],
  [pagePatterns.resource, 'Resource'],
  [pagePatterns.messages, 'Messages'],
  [pagePatterns.leaderboards, 'Player Rankings'],
  [pagePatterns.social, 'Social Hub'],
  [pagePatterns.contacts, 'Contacts'],
  [pagePatterns.parentPortal, 'Parent Portal'],
];

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
  navigation: [
    { to: paths.resources(), label: 'Resources', icon: BookOpen, place: 'tab', order: 40 },
  ],
};
