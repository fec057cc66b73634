import { History } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import { relativeDay } from '#shared/progress/display';
import type { TActivityItem } from '#shared/validation/training';
import { EmptyState } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Panel } from '#client/components/ui/panel';

/** The latest entries of the athlete's XP ledger, with relative days (docs/product.md, Progress). */
export function RecentActivityPanel({ items }: { items: TActivityItem[] }) {
  const [now] = useState(() => new Date());
  return (
    <Panel title="Recent Activity" icon={History}>
      {items.length === 0 ? (
        <EmptyState
          title="No activity yet"
          action={
            <Button asChild variant="outline">
              <Link to={paths.training()}>Start a lesson</Link>
            </Button>
          }
        >
          Complete a lesson to earn the first XP.
        </EmptyState>
      ) : (
        <ul className="divide-y">
          {items.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="font-medium wrap-anywhere">{item.reason}</p>
                <p className="text-sm text-muted-foreground">{relativeDay(item.createdAt, now)}</p>
              </div>
              <span className="shrink-0 rounded-full bg-secondary px-2.5 py-0.5 text-sm font-bold tabular-nums text-primary">
                {item.amount >= 0 ? '+' : '−'}
                {Math.abs(item.amount)} XP
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
