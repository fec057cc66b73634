/**
 * The staff inbox (docs/product.md, Contacts): waiting threads first, oldest waiting first; then the
 * rest. Its columns may shrink below their content (minmax(0, …), min-w-0): a long last message is
 * cut with an ellipsis instead of widening the list past a phone's screen.
 */
import { ArrowLeft } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { cn } from '#client/lib/cn';
import { formatDate } from '#client/lib/format';
import { useStaffInbox } from '../api/staff-inbox';
import { StaffThread } from './staff-thread';

export function StaffInbox() {
  const inbox = useStaffInbox();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('t');
  const select = (id: string | null) => setParams(id ? { tab: 'inbox', t: id } : { tab: 'inbox' });
  const threads = inbox.data?.pages.flatMap((p) => p.threads) ?? [];
  const selected = threads.find((t) => t.id === selectedId);

  if (inbox.isPending) return <Spinner label="Loading the inbox" />;
  if (inbox.isError)
    return (
      <Alert tone="error" title="We couldn't load the inbox.">
        <Button variant="outline" className="mt-2" onClick={() => void inbox.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  if (!threads.length) return <EmptyState title="No conversations yet">Messages from families appear here.</EmptyState>;

  return (
    <div className="grid grid-cols-1 overflow-hidden rounded-lg border bg-card shadow-sm md:h-[70dvh] md:grid-cols-[18rem_minmax(0,1fr)]">
      <div className={cn('min-w-0 border-r md:block md:overflow-y-auto', selectedId ? 'hidden' : 'block')}>
        <ul className="flex flex-col divide-y" aria-label="Family conversations">
          {threads.map((t) => (
            <li key={t.id}>
              <button
                type="button"
                onClick={() => select(t.id)}
                aria-current={t.id === selectedId ? 'true' : undefined}
                className={cn('flex w-full flex-col gap-0.5 px-3 py-3 text-left hover:bg-muted focus-visible:outline-2', t.id === selectedId && 'bg-primary/10')}
              >
                <span className="flex min-w-0 items-center justify-between gap-2">
                  <span className="min-w-0 truncate font-semibold">{t.family.displayName}</span>
                  {t.waitingSince ? <Badge variant="accent">Waiting</Badge> : null}
                </span>
                <span className="wrap-anywhere text-xs text-muted-foreground">
                  {t.title}
                  {t.family.athletes.length ? ` · ${t.family.athletes.map((a) => a.firstName).join(', ')}` : ''}
                  {t.lastMessageTime ? ` · ${formatDate(t.lastMessageTime)}` : ''}
                </span>
                <span className="min-w-0 truncate text-sm text-muted-foreground">{t.lastMessage ?? ''}</span>
              </button>
            </li>
          ))}
        </ul>
        {inbox.hasNextPage ? (
          <div className="p-3">
            <Button variant="outline" className="w-full" onClick={() => void inbox.fetchNextPage()} disabled={inbox.isFetchingNextPage}>
              {inbox.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          </div>
        ) : null}
      </div>
      <section aria-label="Conversation" className={cn('min-h-[60dvh] min-w-0 flex-col md:flex md:min-h-0', selectedId ? 'flex' : 'hidden')}>
        {selectedId ? (
          <>
            <header className="flex items-center gap-2 border-b p-3">
              <Button variant="ghost" size="icon" className="md:hidden" onClick={() => select(null)} aria-label="Back to the inbox">
                <ArrowLeft className="size-5" aria-hidden="true" />
              </Button>
              <h2 className="min-w-0 wrap-anywhere text-lg font-semibold">{selected ? `${selected.family.displayName} · ${selected.title}` : 'Conversation'}</h2>
            </header>
            <StaffThread key={selectedId} conversationId={selectedId} />
          </>
        ) : (
          <p className="m-auto p-6 text-sm text-muted-foreground">Choose a conversation.</p>
        )}
      </section>
    </div>
  );
}
