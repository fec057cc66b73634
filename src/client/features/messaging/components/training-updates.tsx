/** Training Updates: the family's announcements, read-only; opening them marks them read. */
import { Megaphone } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { TRAINING_UPDATES_ID } from '#shared/messaging';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { formatDate } from '#client/lib/format';
import { useTrainingUpdates } from '../api/get-training-updates';
import { useMarkConversationRead } from '../api/mark-conversation-read';

export function TrainingUpdates() {
  const updates = useTrainingUpdates();
  const { mutate: markRead } = useMarkConversationRead();
  const newestUnread = updates.data?.updates.find((u) => u.isUnread)?.id;
  const markedId = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!newestUnread || markedId.current === newestUnread) return;
    markedId.current = newestUnread;
    markRead(TRAINING_UPDATES_ID);
  }, [newestUnread, markRead]);

  if (updates.isPending) return <Spinner label="Loading training updates" className="m-auto" />;
  if (updates.isError)
    return (
      <Alert tone="error" title="We couldn't load the training updates." className="m-3">
        <Button variant="outline" className="mt-2" onClick={() => void updates.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  return (
    <div className="flex-1 overflow-y-auto p-3">
      <p className="mb-3 text-xs text-muted-foreground">Announcements from the academy. Read-only: to reply, write to Academy Support.</p>
      {updates.data.updates.length === 0 ? (
        <EmptyState title="No training updates">Announcements from your coaches appear here.</EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {updates.data.updates.map((u) => (
            <li key={u.id} className="rounded-lg border bg-card p-3">
              <p className="flex items-start justify-between gap-2">
                <span className="flex items-center gap-2 font-semibold wrap-anywhere">
                  <Megaphone className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  {u.title}
                </span>
                {u.isUnread ? <Badge variant="accent">New</Badge> : null}
              </p>
              <p className="mt-1 whitespace-pre-wrap wrap-anywhere text-sm">{u.message}</p>
              <p className="mt-1 text-xs text-muted-foreground">{formatDate(u.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
