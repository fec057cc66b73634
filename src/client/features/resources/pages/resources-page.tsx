/**
 * Resources and Support, /resources (docs/product.md, Resources and Support): the Resource Library
 * and Progress Reports cards, the four topic cards and Contact Your Coach; `?view=library` is the
 * library view, with a back button to the overview. Families without Pro meet the upgrade dialog.
 */
import { BarChart3, BookOpen, Brain, Crown, HeartPulse, Mail, MessageCircle, Phone, Salad, Trophy, Video } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ACADEMY } from '#shared/academy';
import { paths } from '#shared/page-paths';
import { RESOURCE_TOPICS, type ResourceTopicId } from '#shared/resources';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { PageMeta } from '#client/lib/page-meta';
import { useSession } from '#client/lib/session';
import { useResourceAccess } from '../api/get-resource-access';
import { LibraryView } from '../components/library-view';
import { UpgradeDialog } from '../components/upgrade-dialog';

const TOPIC_ICONS: Record<ResourceTopicId, ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>> = {
  nutrition: Salad,
  'mental-health': Brain,
  'physical-health': HeartPulse,
  'pathway-to-pro': Trophy,
};

/** "Request a video call" opens an e-mail to the coaches until in-app messaging exists. */
export function videoCallMailto(parentName: string | undefined): string {
  const subject = 'Video call request';
  const body = [
    'Hello Coach,',
    '',
    'I would like to schedule a video call to talk about my player’s development.',
    'Times that work for us:',
    '',
    `Thank you,`,
    parentName ?? '',
  ].join('\n');
  return `mailto:${ACADEMY.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

function Overview({ onOpenLibrary }: { onOpenLibrary: (topic?: ResourceTopicId) => void }) {
  const session = useSession();
  const access = useResourceAccess();
  const isPro = access.data?.hasAccess === true;
  const parentName = session.status === 'signed-in' ? session.user.name : undefined;

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Resources and Support</h1>
          <p className="text-muted-foreground">Guides for players and parents, progress reports, and a direct line to your coach.</p>
        </div>
        {session.status === 'signed-in' && session.user.role === 'admin' ? (
          <Button asChild variant="outline" size="sm">
            <Link to={paths.adminResources()}>Manage the library</Link>
          </Button>
        ) : null}
      </header>

      <div className="grid gap-4 md:grid-cols-2">
        <Card role="region" aria-labelledby="library-card-heading" className="flex flex-col gap-3 p-5">
          <div className="flex items-start justify-between gap-3">
            <BookOpen className="size-7 text-primary" aria-hidden="true" />
            <Badge variant="accent">
              <Crown className="size-3" aria-hidden="true" />
              Pro
            </Badge>
          </div>
          <h2 id="library-card-heading" className="text-lg font-bold">
            Resource Library
          </h2>
          <p className="text-sm text-muted-foreground">
            Nutrition, mental game, health and parenting guides written by our coaching staff, each downloadable as a PDF.
          </p>
          <div className="mt-auto flex flex-wrap gap-2">
            <Button onClick={() => onOpenLibrary()}>{isPro ? 'Open the Library' : 'Browse the Library'}</Button>
            <Button asChild variant="ghost">
              <Link to={paths.resourceHub()}>Resource Hub</Link>
            </Button>
          </div>
        </Card>
        <Card role="region" aria-labelledby="reports-card-heading" className="flex flex-col gap-3 p-5">
          <BarChart3 className="size-7 text-primary" aria-hidden="true" />
          <h2 id="reports-card-heading" className="text-lg font-bold">
            Progress Reports
          </h2>
          <p className="text-sm text-muted-foreground">XP, lessons, personal bests and streaks for each of your athletes, ready to print or save as a PDF.</p>
          <Button asChild variant="outline" className="mt-auto self-start">
            <Link to={paths.progressReport()}>View Progress Reports</Link>
          </Button>
        </Card>
      </div>

      <section aria-labelledby="topics-heading" className="flex flex-col gap-3">
        <h2 id="topics-heading" className="text-xl font-bold">
          Topics
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {RESOURCE_TOPICS.map((topic) => {
            const Icon = TOPIC_ICONS[topic.id];
            return (
              <li key={topic.id}>
                <button
                  type="button"
                  onClick={() => onOpenLibrary(topic.id)}
                  className="flex h-full w-full flex-col items-start gap-2 rounded-lg border bg-card p-4 text-left shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <Icon className="size-6 text-primary" aria-hidden="true" />
                  <span className="font-semibold">{topic.title}</span>
                  <span className="text-sm text-muted-foreground">{topic.text}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      <Card role="region" aria-labelledby="coach-heading" className="flex flex-col gap-3 p-5">
        <h2 id="coach-heading" className="text-xl font-bold">
          Contact Your Coach
        </h2>
        <p className="text-sm text-muted-foreground">Questions about training, development or a resource? A coach replies within 24 hours.</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <Link to={paths.messages({ c: 'coach' })}>
              <MessageCircle aria-hidden="true" />
              Message your coach
            </Link>
          </Button>
          <Button asChild variant="outline">
            <a href={ACADEMY.phone.href}>
              <Phone aria-hidden="true" />
              Call {ACADEMY.phone.display}
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={videoCallMailto(parentName)}>
              <Video aria-hidden="true" />
              Request a video call
            </a>
          </Button>
        </div>
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Mail className="size-3.5" aria-hidden="true" />
          The video call request opens an e-mail to {ACADEMY.email} until in-app messaging arrives.
        </p>
      </Card>
    </div>
  );
}

export function ResourcesPage() {
  const [params, setParams] = useSearchParams();
  const access = useResourceAccess();
  const [isUpgradeOpen, setUpgradeOpen] = useState(false);
  const isLibrary = params.get('view') === 'library';

  function openLibrary(topic?: ResourceTopicId) {
    // While access is still being checked, the library view checks it itself.
    if (access.data?.hasAccess === false) {
      setUpgradeOpen(true);
      return;
    }
    setParams(topic ? { view: 'library', topic } : { view: 'library' });
  }

  return (
    <>
      <PageMeta title={isLibrary ? 'Resource Library' : 'Resources and Support'} description="Guides, progress reports and coach contact for Bravo Academy families." />
      {isLibrary ? <LibraryView onBack={() => setParams({})} /> : <Overview onOpenLibrary={openLibrary} />}
      <UpgradeDialog open={isUpgradeOpen} onOpenChange={setUpgradeOpen} />
    </>
  );
}
