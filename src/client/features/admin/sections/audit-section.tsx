/** The audit log: every admin action, newest first, who did it and when (docs/product.md, Admin). */
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { useAuditLog } from '../api/get-audit-log';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function AuditSection() {
  const log = useAuditLog();
  if (log.isPending) return <Spinner label="Loading the audit log" />;
  if (log.isError) {
    return (
      <Alert tone="error" title="We couldn't load the audit log.">
        <p>{log.error.message}</p>
        <Button variant="outline" className="mt-3" onClick={() => void log.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const entries = log.data.pages.flatMap((page) => page.entries);
  if (!entries.length) {
    return <EmptyState title="No admin actions yet">Role changes, deletions, messages and announcements are listed here.</EmptyState>;
  }
  return (
    <section aria-labelledby="audit-heading" className="flex flex-col gap-3">
      <h2 id="audit-heading" className="text-lg font-semibold">
        Audit log
      </h2>
      <ol className="flex flex-col divide-y rounded-xl border bg-card" aria-label="Admin actions">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-baseline sm:gap-4">
            <time dateTime={entry.createdAt} className="shrink-0 text-sm text-muted-foreground sm:w-44">
              {WHEN.format(new Date(entry.createdAt))}
            </time>
            <span className="min-w-0 flex-1 wrap-anywhere">{entry.summary}</span>
            <span className="shrink-0 break-all text-sm text-muted-foreground">{entry.actorEmail}</span>
          </li>
        ))}
      </ol>
      {log.hasNextPage ? (
        <Button variant="outline" className="self-start" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          {log.isFetchingNextPage ? 'Loading…' : 'Show older actions'}
        </Button>
      ) : null}
    </section>
  );
}
