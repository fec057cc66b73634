/**
 * The admin dashboard's frame: the header, then one tab per part of running the academy. Each tab's
 * content is its own component (sections/, or the feature that owns the data), so the parts grow
 * apart; the last tab links to the pages admins manage on their own (library, store).
 */
import { ArrowLeft, ArrowRight, BookOpen, ClipboardCheck, ShoppingBag } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ACADEMY } from '#shared/academy';
import { paths } from '#shared/page-paths';
import { Button } from '#client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { PageMeta } from '#client/lib/page-meta';
import { useSession } from '#client/lib/session';
import { AnnouncementsAdmin } from '#client/features/announcements';
import { ApplicationsSection } from '../sections/applications-section';
import { AuditSection } from '../sections/audit-section';
import { FamiliesSection } from '../sections/families-section';
import { OverviewSection } from '../sections/overview-section';
import { PaymentsSection } from '../sections/payments-section';
import { SessionsSection } from '../sections/sessions-section';

/** What admins manage on pages of their own. */
const TOOLS = [
  { to: paths.coach(), title: 'Today’s sessions', icon: ClipboardCheck, text: 'Take attendance: today’s training sessions first, then the coming 7 days.' },
  { to: paths.adminResources(), title: 'Resource library', icon: BookOpen, text: 'Write, edit, preview, publish and unpublish the guides Pro families read.' },
  { to: paths.adminStore(), title: 'Store and orders', icon: ShoppingBag, text: 'Put products on sale, set prices and stock, and hand over paid orders.' },
] as const;

const TABS = [
  { value: 'overview', label: 'Overview', content: <OverviewSection /> },
  { value: 'manage', label: 'Manage', content: <ManageSection /> },
  { value: 'sessions', label: 'Sessions', content: <SessionsSection /> },
  { value: 'announcements', label: 'Announcements', content: <AnnouncementsAdmin /> },
  { value: 'applications', label: 'Applications', content: <ApplicationsSection /> },
  { value: 'families', label: 'Families', content: <FamiliesSection /> },
  { value: 'payments', label: 'Payments', content: <PaymentsSection /> },
  { value: 'audit', label: 'Audit log', content: <AuditSection /> },
] as const;
type TabValue = (typeof TABS)[number]['value'];

function ManageSection() {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
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
  );
}

export function AdminShell() {
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: TabValue = TABS.some((t) => t.value === requested) ? (requested as TabValue) : TABS[0].value;
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <PageMeta title="Admin Dashboard" />
      <header className="bg-pitch text-pitch-foreground shadow">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wide text-accent">{ACADEMY.name}</p>
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
        <Tabs value={tab} onValueChange={(value) => setSearch({ tab: value }, { replace: true })}>
          <TabsList className="mb-4 flex-wrap">
            {TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map(({ value, content }) => (
            <TabsContent key={value} value={value}>
              {content}
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </div>
  );
}
