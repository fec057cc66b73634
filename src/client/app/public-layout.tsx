import { Menu, X } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { ACADEMY, copyrightLine } from '#shared/academy';
import { LOCALE_NAMES } from '#shared/i18n/locale';
import { m } from '#shared/i18n/paraglide/messages';
import { getLocale, setLocale } from '#shared/i18n/paraglide/runtime';
import { paths } from '#shared/page-paths';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { cn } from '../lib/cn';
import { replayEarlyTaps } from '../lib/early-taps';
import { useSession } from '../lib/session';

const NAV_LINKS = [
  { to: paths.academyDetails(), label: m.public_nav_academy },
  { to: paths.appDetails(), label: m.public_nav_app },
  { to: paths.coachDetails(), label: m.public_nav_coach },
] as const;

export function Logo({ className, to = paths.home() }: { className?: string; to?: string }) {
  return (
    <Link to={to} aria-label={m.public_logo_home({ academy: ACADEMY.name })} className={cn('flex items-center gap-2 font-extrabold tracking-tight', className)}>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <circle cx="16" cy="16" r="15" fill="#f5b700" />
        <path d="M16 7l5 3.6-1.9 5.8h-6.2L11 10.6z" fill="#0b3d2e" />
        <path d="M7 15l4-2.4 2.4 5-2.4 5L7 21zM25 15l-4-2.4-2.4 5 2.4 5 4-1.6zM12.5 26l2-3.4h3l2 3.4-3.5 2z" fill="#0b3d2e" />
      </svg>
      <span>{ACADEMY.name}</span>
    </Link>
  );
}

/**
 * The other language, named in itself ("Español" on an English page): a visitor's choice, kept in
 * the cookie, and the first language of the account they make (decision 098).
 */
function LanguageSwitch({ className, isSignedIn }: { className?: string; isSignedIn: boolean }) {
  const other = getLocale() === 'es' ? 'en' : 'es';
  // A signed-in family's account holds its language (the page follows the account): save it there first.
  const choose = () =>
    isSignedIn
      ? void fetch('/api/v1/account/locale', {
          method: 'PUT',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ locale: other }),
        }).finally(() => setLocale(other))
      : setLocale(other);
  return (
    <button type="button" lang={other} className={className} onClick={choose}>
      {LOCALE_NAMES[other]}
    </button>
  );
}

/** Scrolls to the top on a new page, or to the #section a link points at. */
function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

function PublicNav({ isSignedIn }: { isSignedIn: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const close = () => setIsOpen(false);

  return (
    <header className="fixed inset-x-0 top-0 z-40 bg-pitch/95 text-pitch-foreground shadow-md backdrop-blur">
      <nav aria-label={m.public_main_nav()} className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Logo />
        <div className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                cn('rounded-md px-3 py-2 text-sm font-semibold hover:bg-white/10', isActive && 'bg-white/15')
              }
            >
              {link.label()}
            </NavLink>
          ))}
          <LanguageSwitch isSignedIn={isSignedIn} className="rounded-md px-3 py-2 text-sm font-semibold hover:bg-white/10" />
          {isSignedIn ? (
            <Button asChild variant="accent" size="sm" className="ml-2">
              <Link to={paths.dashboard()}>{m.nav_dashboard()}</Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm" className="ml-2 hover:bg-white/10">
                <Link to={paths.auth()}>{m.public_sign_in()}</Link>
              </Button>
              <Button asChild variant="accent" size="sm">
                <Link to={paths.auth({ tab: 'signup' })}>{m.public_join_now()}</Link>
              </Button>
            </>
          )}
        </div>
        <button
          type="button"
          className="-mr-2 rounded-md p-2.5 hover:bg-white/10 md:hidden"
          aria-expanded={isOpen}
          aria-controls="mobile-menu"
          aria-label={isOpen ? m.public_close_menu() : m.public_open_menu()}
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
        </button>
      </nav>
      {isOpen ? (
        <div id="mobile-menu" className="border-t border-white/10 px-4 pb-4 md:hidden">
          <ul className="flex flex-col py-2">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={close} className="block rounded-md px-3 py-3 font-semibold hover:bg-white/10">
                  {link.label()}
                </Link>
              </li>
            ))}
            <li>
              <LanguageSwitch isSignedIn={isSignedIn} className="block w-full rounded-md px-3 py-3 text-left font-semibold hover:bg-white/10" />
            </li>
          </ul>
          <div className="flex gap-2">
            {isSignedIn ? (
              <Button asChild variant="accent" className="flex-1">
                <Link to={paths.dashboard()} onClick={close}>{m.nav_dashboard()}</Link>
              </Button>
            ) : (
              <>
                <Button asChild variant="inverse" className="flex-1">
                  <Link to={paths.auth()} onClick={close}>{m.public_sign_in()}</Link>
                </Button>
                <Button asChild variant="accent" className="flex-1">
                  <Link to={paths.auth({ tab: 'signup' })} onClick={close}>{m.public_join_now()}</Link>
                </Button>
              </>
            )}
          </div>
        </div>
      ) : null}
    </header>
  );
}

export function SiteFooter() {
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <p>{copyrightLine(new Date().getFullYear())}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <a className="hover:text-foreground hover:underline" href={ACADEMY.phone.href}>
            {ACADEMY.phone.display}
          </a>
          <a className="hover:text-foreground hover:underline" href={`mailto:${ACADEMY.email}`}>
            {ACADEMY.email}
          </a>
          <span>{ACADEMY.location.area}</span>
        </p>
      </div>
    </footer>
  );
}

/** The public site's frame: fixed navigation, the page, the footer. */
export function PublicLayout() {
  const isSignedIn = useSession().status === 'signed-in';
  // The frame holds the buttons a visitor can tap first (the phone's menu); once it is hydrated,
  // the taps made while the page was still HTML take effect.
  useEffect(replayEarlyTaps, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollManager />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2"
      >
        {m.shell_skip_to_content()}
      </a>
      <PublicNav isSignedIn={isSignedIn} />
      <main id="main" className="flex-1 pt-16">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
