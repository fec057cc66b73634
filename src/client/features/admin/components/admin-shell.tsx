import { ArrowLeft, BarChart3, Megaphone, Users } from 'lucide-react';
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
        <div className="grid gap-4 md:grid-cols-3">
          {SECTIONS.map(({ id, title, icon: Icon, text }) => (
            <Card
              key={id}
              role="region"
              className="flex flex-col gap-2 p-5"
              aria-labelledby={`admin-${id}`}
            >
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h2 id={`admin-${id}`} className="text-lg font-semibold">
                {title}
              </h2>
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
