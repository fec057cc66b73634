/**
 * The signed-in app: waits for the session check (spinner), sends a visitor to /auth (replacing
 * the history entry), and frames every page with the header (athlete switcher), the page, the
 * app's navigation (a bottom tab bar on a phone, tabs below the header on a wide screen) and the
 * footer line.
 */
import { Suspense } from 'react';
import { Link, NavLink, Navigate, Outlet, useLocation } from 'react-router';
import { copyrightLine } from '#shared/academy';
import { m } from '#shared/i18n/paraglide/messages';
import { paths } from '#shared/page-paths';
import { PageSpinner } from '../components/ui/spinner';
import { AthleteSwitcher } from '../features/athletes';
import { cn } from '../lib/cn';
import { PersistedQueryProvider, QueryProvider } from '../lib/query';
import { homeFor, useSession } from '../lib/session';
import { navigationAt } from './features';
import { LiveUpdates } from './live-updates';
import { QueuedWrites } from './queued-writes';
import { Logo, PublicLayout } from './public-layout';

// The features' places in the navigation (features.ts), in their order.
const TABS = navigationAt('tab');
const HEADER_LINKS = navigationAt('header');

/** Guards its nested routes: spinner while checking, /auth when signed out. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageSpinner label={m.shell_checking_session()} />;
  if (session.status === 'signed-out') {
    return <Navigate to={paths.auth()} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return (
    <PersistedQueryProvider>
      <Outlet />
    </PersistedQueryProvider>
  );
}

/**
 * Pages anyone may open (frame `open`): the app's frame for a signed-in family, the public one for a
 * visitor; the page itself decides what a visitor sees. Both get the query client.
 */
export function OpenFrame() {
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner label={m.shell_checking_session()} />;
  if (session.status !== 'signed-in') return <QueryProvider><PublicLayout /></QueryProvider>;
  return (
    <PersistedQueryProvider>
      <AppShell />
    </PersistedQueryProvider>
  );
}

/**
 * The app's main places: a tab bar at the bottom of a phone's screen, within the thumb's reach; on a
 * wide screen a row of tabs just below the header, where a desktop page keeps its navigation (a bar
 * fixed to the bottom there covered the page's last lines and sat far from the header's links).
 */
function AppNav() {
  return (
    <nav
      aria-label={m.shell_app_nav()}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:sticky lg:top-14 lg:bottom-auto lg:z-20 lg:border-t-0 lg:border-b lg:pb-0"
    >
      <ul
        className="mx-auto grid max-w-xl lg:flex lg:max-w-5xl lg:gap-1 lg:px-4"
        style={{ gridTemplateColumns: `repeat(${TABS.length}, minmax(0, 1fr))` }}
      >
        {TABS.map(({ to, label, icon: Icon, badge: TabBadge }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  'flex min-h-16 flex-col items-center justify-center gap-1 text-[0.6875rem] font-semibold min-[360px]:text-xs lg:min-h-12 lg:flex-row lg:gap-2 lg:border-b-2 lg:px-3 lg:text-sm',
                  isActive ? 'text-primary lg:border-primary' : 'text-muted-foreground hover:text-foreground lg:border-transparent',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span className={cn('rounded-full px-4 py-1 lg:p-0', isActive && 'bg-primary/10 lg:bg-transparent')}>
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="inline-flex items-center">
                    {label()}
                    {TabBadge ? <TabBadge /> : null}
                  </span>
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function AppShell() {
  const session = useSession();
  const role = session.status === 'signed-in' ? session.user.role : undefined;
  const isStaff = role === 'coach' || role === 'admin';
  const headerLinks = HEADER_LINKS.filter(
    (link) => !link.onlyFor || link.onlyFor === role || (link.onlyFor === 'staff' && isStaff) || (link.onlyFor === 'family' && !isStaff),
  );
  return (
    <div className="flex min-h-dvh flex-col">
      <LiveUpdates />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2"
      >
        {m.shell_skip_to_content()}
      </a>
      <header className="sticky top-0 z-30 bg-pitch text-pitch-foreground shadow">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-3 px-4">
          <Logo to={role ? homeFor(role) : paths.dashboard()} className="shrink-0 text-base [&>span]:hidden sm:[&>span]:inline" />
          {/* The athlete's name is what gives way on the narrowest phone (320 px): never the links. */}
          <div className="flex min-w-0 items-center gap-1 sm:gap-2">
            {/* On a phone the links are their icons (with the label for screen readers), so three fit beside the switcher. */}
            {headerLinks.map(({ to, label, icon: Icon, badge: LinkBadge }) => (
              <Link key={to} to={to} className="inline-flex min-h-11 shrink-0 items-center rounded-md px-2 py-1 text-sm font-semibold hover:bg-white/10 sm:min-h-0">
                <Icon className="size-5 sm:hidden" aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">{label()}</span>
                {LinkBadge ? <LinkBadge /> : null}
              </Link>
            ))}
            <AthleteSwitcher />
          </div>
        </div>
      </header>
      <AppNav />
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 pb-28 pt-4 lg:pb-8">
        <QueuedWrites />
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="pb-20 text-center text-xs text-muted-foreground lg:pb-0">
        <p className="py-3">{copyrightLine(new Date().getFullYear())}</p>
      </footer>
    </div>
  );
}
