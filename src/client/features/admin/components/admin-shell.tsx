import { ArrowLeft, ArrowRight, BarChart3, BookOpen, Megaphone, ShoppingBag, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ACADEMY } from '#shared/academy';
import { paths } from '#shared/page-paths';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { PageMeta } from '#client/lib/page-meta';
import { useSession } from '#client/lib/session';

const SECTIONS = [
  {
    id: 'numbers',
    title: 'Academy numbers',
    icon: BarChart3,
    text: 'Families, athletes, memberships and training activity at a glance.',
  },
  {
    id: 'announcements',
    title: 'Announcements',
    icon: Megaphone,
    text: 'Write, schedule and remove the announcements families see on their dashboard.',
  },
  {
    id: 'contacts',
    title: 'Contacts',
    icon: Users,
    text: 'Search families, view a profile, send a message or a bulk notification.',
  },
] as const;

/** What admins already manage in the app, each on its own page. */
const TOOLS = [
  { to: paths.adminResources(), title: 'Resource library', icon: BookOpen, text: 'Write, edit, preview, publish and unpublish the guides Pro families read.' },
  { to: paths.adminStore(), title: 'Store and orders', icon: ShoppingBag, text: 'Put products on sale, set prices and stock, and hand over paid orders.' },
] as const;

/** The admin area's frame. Its sections are filled by the next release; until then they say so. */
export function AdminShell() {
  const session = useSession();
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <PageMeta title="Admin Dashboard" />
      <header className="bg-pitch text-pitch-foreground shadow">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wide text-accent">
              {ACADEMY.name}
            </p>
            <h1 className="text-xl font-bold sm:text-2xl">Admin Dashboard</h1>
          </div>
          <Button asChild variant="inverse">
            <Link to={paths.dashboard()}>
              <ArrowLeft aria-hidden="true" />
              Back to the app
            </Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-6">
        {session.status === 'signed-in' ? (
          <p className="mb-4 text-sm text-muted-foreground">
            Signed in as <span className="font-semibold text-foreground">{session.user.email}</span>
          </p>
        ) : null}
        <h2 className="mb-3 text-lg font-semibold">Manage</h2>
        <ul className="mb-6 grid gap-4 md:grid-cols-2">
          {TOOLS.map(({ to, title, icon: Icon, text }) => (
            <li key={to}>
              <Link to={to} className="flex h-full items-start gap-3 rounded-xl border bg-card p-5 shadow-sm hover:border-primary focus-visible:outline-2">
                <Icon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
                <span className="flex flex-1 flex-col gap-1">
                  <span className="font-semibold">{title}</span>
                  <span className="text-sm text-muted-foreground">{text}</span>
                </span>
                <ArrowRight className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
        <h2 className="mb-3 text-lg font-semibold">Coming next</h2>
        <div className="grid gap-4 md:grid-cols-3">
          {SECTIONS.map(({ id, title, icon: Icon, text }) => (
            <Card
              key={id}
              role="region"
              className="flex flex-col gap-2 p-5"
              aria-labelledby={`admin-${id}`}
            >
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h3 id={`admin-${id}`} className="text-lg font-semibold">
                {title}
              </h3>
              <p className="text-sm text-muted-foreground">{text}</p>
              <p className="mt-auto rounded-md bg-muted px-3 py-2 text-sm font-medium">
                Coming with the next release.
              </p>
            </Card>
          ))}
        </div>
      </main>
    </div>
  );
}
