/**
 * /parent-portal (issue 15, point 4;
 * docs/product.md, Parent portal): one page where a parent sees every athlete at once (level,
 * streak, this week's XP, recent training and badges) and the family's conversations with the
 * academy. It reads what the dashboard and the messages page already read, so the figures are the
 * same ones. The spec lists it among the public routes: a visitor who is not signed in sees what the
 * portal is and a Sign In button that comes back here.
 */
import { Award, Flame, History, LogIn, MessageSquare, Star, Trophy, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ACADEMY } from '#shared/academy';
import { paths } from '#shared/page-paths';
import { relativeDay } from '#shared/progress/display';
import type { TDashboardResponse } from '#shared/validation/dashboard';
import { ErrorBoundary } from '#client/components/error-boundary';
import { NoAthleteCard } from '#client/components/no-athlete-card';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Panel } from '#client/components/ui/panel';
import { PageSpinner, Spinner } from '#client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { PageMeta } from '#client/lib/page-meta';
import { useSession } from '#client/lib/session';
import { selectAthlete, useAthletes } from '#client/features/athletes';
import { useConversations } from '#client/features/messaging';
import { useDashboard } from '../api/get-dashboard';

const TITLE = 'Parent Portal';
/** Entries of each athlete's recent training and badges shown in the portal's card. */
const RECENT = 3;

export function ParentPortalPage() {
  const session = useSession();
  return (
    <div className="flex flex-col gap-5">
      <PageMeta title={TITLE} description="Every athlete's progress and your conversations with the academy, in one place." />
      {session.status === 'signed-in' ? <Portal /> : <SignedOutPortal />}
    </div>
  );
}

function SignedOutPortal() {
  return (
    <section aria-labelledby="portal-heading" className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-xl border bg-card px-5 py-10 text-center shadow-sm">
      <span aria-hidden="true" className="grid size-14 place-items-center rounded-full bg-secondary text-primary">
        <Users className="size-7" />
      </span>
      <h1 id="portal-heading" className="text-2xl font-bold">
        {TITLE}
      </h1>
      <p className="text-muted-foreground">
        The parent portal shows each of your athletes' level, streak and training this week, their newest badges, and your
        conversations with {ACADEMY.name}'s coaches and support.
      </p>
      <p className="font-semibold">Sign in to open your family's portal.</p>
      <Button asChild size="lg">
        <Link to={paths.auth()} state={{ from: paths.parentPortal() }}>
          <LogIn aria-hidden="true" /> Sign In
        </Link>
      </Button>
    </section>
  );
}

function Portal() {
  const [tab, setTab] = useState('athletes');
  return (
    <>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{TITLE}</h1>
        <p className="text-muted-foreground">Your athletes' progress and your messages with the academy.</p>
      </header>
      <Tabs value={tab} onValueChange={setTab} className="flex flex-col gap-4">
        <TabsList aria-label="Parent portal" className="self-start">
          <TabsTrigger value="athletes">My Athletes</TabsTrigger>
          <TabsTrigger value="messages">Messages</TabsTrigger>
        </TabsList>
        <TabsContent value="athletes">
          <AthletesTab />
        </TabsContent>
        <TabsContent value="messages">
          <MessagesTab />
        </TabsContent>
      </Tabs>
    </>
  );
}

function AthletesTab() {
  const athletes = useAthletes();
  if (athletes.isPending) return <PageSpinner label="Loading your athletes" />;
  if (athletes.isError) {
    return (
      <Alert tone="error" title="We couldn't load your athletes.">
        <Button variant="outline" className="mt-3" onClick={() => void athletes.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!athletes.data.length) return <NoAthleteCard />;
  return (
    <ul className="grid gap-4 lg:grid-cols-2" aria-label="My athletes">
      {athletes.data.map((athlete) => (
        <li key={athlete.id} className="min-w-0">
          <ErrorBoundary label={`${athlete.name}'s progress`}>
            <AthleteCard athleteId={athlete.id} name={athlete.name} />
          </ErrorBoundary>
        </li>
      ))}
    </ul>
  );
}

function AthleteCard({ athleteId, name }: { athleteId: string; name: string }) {
  const dashboard = useDashboard(athleteId);
  return (
    <article aria-label={name} className="flex h-full flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm">
      <h2 className="wrap-anywhere text-lg font-semibold">{name}</h2>
      {dashboard.isPending ? (
        <Spinner label={`Loading ${name}'s progress`} className="py-6" />
      ) : dashboard.isError ? (
        <Alert tone="error" title="We couldn't load this athlete's progress.">
          <Button variant="outline" className="mt-3" onClick={() => void dashboard.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <AthleteProgress data={dashboard.data} athleteId={athleteId} />
      )}
    </article>
  );
}

function AthleteProgress({ data, athleteId }: { data: TDashboardResponse; athleteId: string }) {
  const [now] = useState(() => new Date());
  const figures = [
    { label: 'Level', value: String(data.xp.level), icon: Star },
    { label: 'Streak', value: `${data.streak.current} day${data.streak.current === 1 ? '' : 's'}`, icon: Flame },
    { label: 'XP this week', value: data.xp.xpThisWeek.toLocaleString('en-US'), icon: Trophy },
  ];
  const training = data.recentActivity.slice(0, RECENT);
  const badges = data.recentAchievements.slice(0, RECENT);
  return (
    <>
      <dl className="grid grid-cols-3 gap-2">
        {figures.map(({ label, value, icon: Icon }) => (
          <div key={label} className="flex flex-col items-center gap-1 rounded-lg bg-secondary px-2 py-3 text-center">
            <Icon className="size-4 text-primary" aria-hidden="true" />
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-label="Recent training" className="flex flex-col gap-1">
        <h3 className="flex items-center gap-1.5 text-sm font-semibold">
          <History className="size-4 text-primary" aria-hidden="true" /> Recent training
        </h3>
        {training.length ? (
          <ul className="divide-y text-sm">
            {training.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-3 py-1.5">
                <span className="min-w-0 wrap-anywhere">
                  {item.reason} <span className="text-muted-foreground">· {relativeDay(item.createdAt, now)}</span>
                </span>
                <span className="shrink-0 font-semibold tabular-nums text-primary">
                  {item.amount >= 0 ? '+' : '−'}
                  {Math.abs(item.amount)} XP
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No training yet.</p>
        )}
      </section>
      <section aria-label="Newest badges" className="flex flex-col gap-1">
        <h3 className="flex items-center gap-1.5 text-sm font-semibold">
          <Award className="size-4 text-primary" aria-hidden="true" /> Newest badges
        </h3>
        {badges.length ? (
          <ul className="flex flex-wrap gap-1.5">
            {badges.map((badge) => (
              <li key={badge.id}>
                <Badge variant="secondary">{badge.name}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No badges yet.</p>
        )}
      </section>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={paths.dashboard()} onClick={() => selectAthlete(athleteId)}>
            Open the dashboard
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.progressReport()}>Progress report</Link>
        </Button>
      </div>
    </>
  );
}

function MessagesTab() {
  const conversations = useConversations();
  if (conversations.isPending) return <PageSpinner label="Loading your conversations" />;
  if (conversations.isError) {
    return (
      <Alert tone="error" title="We couldn't load your conversations.">
        <Button variant="outline" className="mt-3" onClick={() => void conversations.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const list = conversations.data.conversations;
  return (
    <Panel title="Your conversations with the academy" icon={MessageSquare}>
      {list.length === 0 ? (
        <EmptyState title="No conversations yet">Write to Academy Support from the Messages page.</EmptyState>
      ) : (
        <ul className="divide-y" aria-label="Conversations">
          {list.map((c) => (
            <li key={c.id}>
              <Link
                to={paths.messages({ c: c.id })}
                className="flex items-start justify-between gap-3 py-3 hover:bg-muted focus-visible:outline-2"
              >
                <span className="min-w-0">
                  <span className={c.unreadCount ? 'font-bold' : 'font-semibold'}>{c.title}</span>
                  <span className="block truncate text-sm text-muted-foreground">{c.lastMessage ?? 'No messages yet'}</span>
                </span>
                {c.unreadCount ? (
                  <Badge aria-label={`${c.unreadCount} unread`}>{c.unreadCount}</Badge>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Button asChild className="mt-3 w-full">
        <Link to={paths.messages()}>Open Messages</Link>
      </Button>
    </Panel>
  );
}
