/**
 * Messages from the academy: what staff sent the family (to the parent's account, never a child's),
 * newest first, with the unread count; opening one marks it read.
 */
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Panel } from '#client/components/ui/panel';
import { Spinner } from '#client/components/ui/spinner';
import { formatDate } from '#client/lib/format';
import { useAcademyMessages, useMarkMessageRead } from '#client/features/messaging';

export function AcademyMessagesPanel() {
  const messages = useAcademyMessages();
  const markRead = useMarkMessageRead();
  const [openId, setOpenId] = useState<string | null>(null);
  const unread = messages.data?.unreadCount ?? 0;

  let content;
  if (messages.isPending) content = <Spinner label="Loading messages" />;
  else if (messages.isError)
    content = (
      <Alert tone="error" title="We couldn't load your messages.">
        <Button variant="outline" className="mt-2" onClick={() => void messages.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  else if (!messages.data.messages.length)
    content = <EmptyState title="No messages yet">Messages from your coaches and the academy appear here.</EmptyState>;
  else
    content = (
      <ul className="flex flex-col divide-y">
        {messages.data.messages.map((m) => {
          const isOpen = openId === m.id;
          return (
            <li key={m.id} className="py-2">
              <button
                type="button"
                className="flex w-full items-start justify-between gap-2 rounded-md text-left focus-visible:outline-2"
                aria-expanded={isOpen}
                onClick={() => {
                  setOpenId(isOpen ? null : m.id);
                  if (!m.readAt) markRead.mutate(m.id);
                }}
              >
                <span className="min-w-0">
                  <span className={`block wrap-anywhere ${m.readAt ? '' : 'font-semibold'}`}>{m.subject}</span>
                  <span className="block text-xs text-muted-foreground">
                    {m.senderName} · {formatDate(m.createdAt)}
                  </span>
                </span>
                {m.readAt ? null : <Badge variant="accent" className="shrink-0">New</Badge>}
              </button>
              {isOpen ? <p className="mt-2 whitespace-pre-line wrap-anywhere text-sm">{m.body}</p> : null}
            </li>
          );
        })}
      </ul>
    );

  return (
    <Panel title="Messages from the academy" icon={Inbox} action={unread ? <Badge aria-label={`${unread} unread`}>{unread} unread</Badge> : null}>
      {content}
    </Panel>
  );
}
