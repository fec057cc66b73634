/** Usage History: the family's billing events (docs/product.md, Membership; decision 012). */
import { History } from 'lucide-react';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '#client/components/ui/dialog';
import { Spinner } from '#client/components/ui/spinner';
import { useBillingHistory } from '../api/get-billing-history';
import { formatBillingDateTime } from './dates';

function HistoryList() {
  const history = useBillingHistory();
  if (history.isPending) return <Spinner label="Loading usage history" />;
  if (history.isError) return <Alert tone="error" title="We couldn't load your usage history.">{history.error.message}</Alert>;
  const events = history.data.pages.flatMap((page) => page.events);
  if (events.length === 0) return <EmptyState title="Nothing yet">Checkouts, payments and membership changes will appear here.</EmptyState>;
  return (
    <div className="flex flex-col gap-3">
      <ol aria-label="Billing events" className="flex flex-col divide-y rounded-lg border">
        {events.map((event) => (
          <li key={event.id} className="p-3">
            <p className="text-sm">{event.description}</p>
            <p className="text-xs text-muted-foreground">
              <time dateTime={event.createdAt}>{formatBillingDateTime(event.createdAt)}</time>
            </p>
          </li>
        ))}
      </ol>
      {history.hasNextPage ? (
        <Button variant="outline" size="sm" className="self-center" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          {history.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}

export function UsageHistoryButton() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <History aria-hidden="true" />
          Usage History
        </Button>
      </DialogTrigger>
      <DialogContent title="Usage History" description="Checkouts, payments and membership changes, newest first.">
        <HistoryList />
      </DialogContent>
    </Dialog>
  );
}
