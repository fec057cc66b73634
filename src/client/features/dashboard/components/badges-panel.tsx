import { Award } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import { EmptyState } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { RecentBadges, type TRecentAchievement } from '#client/features/achievements';
import { Panel } from '#client/components/ui/panel';

/** The 5 most recent badges (docs/product.md, Dashboard) and the way to all of them. */
export function BadgesPanel({ items, count }: { items: TRecentAchievement[]; count: number }) {
  return (
    <Panel title="Recent Badges" icon={Award}>
      {items.length === 0 ? (
        <EmptyState title="No badges yet">Complete lessons and weekly challenges to unlock the first badge.</EmptyState>
      ) : (
        <Suspense fallback={<Spinner label="Loading badges" className="py-4" />}>
          <RecentBadges items={items} />
        </Suspense>
      )}
      <Button asChild variant="outline" className="mt-3 w-full">
        <Link to={paths.achievements()}>{count > 0 ? `All achievements (${count} unlocked)` : 'See all achievements'}</Link>
      </Button>
    </Panel>
  );
}
