/**
 * What a feature of the browser app contributes to the whole: its pages, its places in the
 * navigation and the queries a live event makes stale. Each feature describes itself in its own
 * `routes.tsx`; src/client/app/features.ts lists them, and the router, the bottom navigation, the
 * header and the live updates are assembled from that list (docs/architecture.md, "A client feature").
 */
import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { PagePattern } from '#shared/page-paths';
import type { LiveEvent } from './realtime';

/**
 * Where a page sits:
 * - `site`: the public marketing pages, in the entry bundle (public-site only);
 * - `public`: the public frame, no session needed (sign-in, password reset);
 * - `session`: needs a session, without the app's frame (the first-run setup);
 * - `app`: needs a session, inside the app's header and bottom navigation;
 * - `open`: anyone; signed in, inside the app's frame, signed out, the public one: the page shows
 *   a visitor what it is and a Sign In button (a shared link is never a dead end);
 * - `own`: the page checks the session and role itself (admin).
 */
export type PageFrame = 'site' | 'public' | 'session' | 'app' | 'open' | 'own';

export type PageRoute = {
  /** A pattern of the shared page table: `pagePatterns.lesson`, never a literal. */
  path: PagePattern;
  /** A lazyPage(): fetched on first use, under its own error boundary. */
  page: ComponentType;
  frame: PageFrame;
};

export type NavigationEntry = {
  to: string;
  /** A message of the catalogue (`m.nav_profile`): read as the page renders, in the family's language. */
  label: () => string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** `tab`: the bottom navigation, left to right by `order`; `header`: a link beside the athlete switcher. */
  place: 'tab' | 'header';
  order: number;
  /**
   * Shown only to staff with this role, or to coaches and admins (the server checks the role again on
   * every request), or only to families (pages about a family's athletes: rankings, social, challenges).
   */
  onlyFor?: 'admin' | 'staff' | 'family';
  /** Shown beside the label (an unread count); renders nothing when there is nothing to say. */
  badge?: ComponentType;
};

export type ClientFeature = {
  name: string;
  routes?: PageRoute[];
  navigation?: NavigationEntry[];
  /** The queries a live event makes stale: refetched at once if on screen, later otherwise. */
  liveQueries?: (event: LiveEvent) => QueryKey[];
  /** Everything live the feature shows: refreshed after the event stream reconnects. */
  allLiveQueries?: QueryKey[];
};
