/** The family's support or coach thread: read, write, and marked read while it is open. */
import { useEffect, useRef } from 'react';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { useThread } from '../api/get-thread';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { usePostMessage } from '../api/post-message';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';
import { ThreadMessages } from './thread-messages';

export function FamilyThread({ conversationId, title }: { conversationId: string; title: string }) {
  const thread = useThread(conversationId);
  const post = usePostMessage(conversationId);
  const markRead = useMarkConversationRead();
  const pages = thread.data?.pages ?? [];
  const messages = pages.flatMap((p) => p.messages).reverse();
  const newest = messages.at(-1);
  const lastReadId = pages[0]?.lastReadId ?? null;
  const newestFromStaff = [...messages].reverse().find((m) => m.authorRole !== 'family');
  const hasUnread = newestFromStaff !== undefined && (lastReadId === null || newestFromStaff.id > lastReadId);
  const { mutate: markReadNow } = markRead;
  const markedId = useRef<string | null>(null);

  // Open and showing a message the family has not read: it is read now (live replies included), once.
  useEffect(() => {
    if (!hasUnread || !newestFromStaff || markedId.current === newestFromStaff.id) return;
    markedId.current = newestFromStaff.id;
    markReadNow(conversationId);
  }, [hasUnread, markReadNow, conversationId, newestFromStaff]);

  if (thread.isPending) return <Spinner label={`Loading ${title}`} className="m-auto" />;
  if (thread.isError)
    return (
      <Alert tone="error" title="We couldn't load this conversation." className="m-3">
        <Button variant="outline" className="mt-2" onClick={() => void thread.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  return (
    <>
      <ThreadMessages
        count={messages.length}
        newestId={newest?.id}
        hasOlder={thread.hasNextPage}
        isLoadingOlder={thread.isFetchingNextPage}
        onLoadOlder={() => void thread.fetchNextPage()}
      >
        {messages.map((m) => (
          <MessageBubble key={m.id} message={m} isOwnSide={m.authorRole === 'family'} />
        ))}
      </ThreadMessages>
      <MessageComposer label={`Message ${title}`} onSend={({ body }) => post.mutateAsync(body)} />
    </>
  );
}
