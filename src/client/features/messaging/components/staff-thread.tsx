/** A family's thread as staff see it: every message (hidden ones marked), a reply box, the family beside it. */
import { AppError } from '#shared/errors';
import { useSession } from '#client/lib/session';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { toast } from '#client/lib/toast';
import { useHideMessage } from '../api/hide-message';
import { useStaffReply } from '../api/staff-reply';
import { useStaffThread } from '../api/staff-thread';
import { FamilySidebar } from './family-sidebar';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';
import { ThreadMessages } from './thread-messages';

export function StaffThread({ conversationId }: { conversationId: string }) {
  const session = useSession();
  const isAdmin = session.status === 'signed-in' && session.user.role === 'admin';
  const thread = useStaffThread(conversationId);
  const reply = useStaffReply(conversationId);
  const hide = useHideMessage(conversationId);

  if (thread.isPending) return <Spinner label="Loading the conversation" className="m-auto" />;
  if (thread.isError)
    return (
      <Alert tone="error" title="We couldn't load this conversation." className="m-3">
        <Button variant="outline" className="mt-2" onClick={() => void thread.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  const first = thread.data.pages[0]!;
  const messages = thread.data.pages.flatMap((p) => p.messages).reverse();

  function hideMessage(id: string) {
    if (!window.confirm('Hide this message from the family? Staff still see it, marked hidden.')) return;
    hide.mutate(id, {
      onSuccess: () => toast.success('Message hidden'),
      onError: (error) => toast.error('Failed to hide message', { description: error instanceof AppError ? error.message : undefined }),
    });
  }

  return (
    <div className="flex min-h-0 min-w-0 flex-1 flex-col lg:flex-row">
      <div className="flex min-h-[50dvh] min-w-0 flex-1 flex-col lg:min-h-0">
        <ThreadMessages
          count={messages.length}
          newestId={messages.at(-1)?.id}
          hasOlder={thread.hasNextPage}
          isLoadingOlder={thread.isFetchingNextPage}
          onLoadOlder={() => void thread.fetchNextPage()}
        >
          {messages.map((m) => (
            <MessageBubble
              key={m.id}
              message={m}
              isOwnSide={m.authorRole !== 'family'}
              isHidden={m.hiddenAt !== null}
              action={
                isAdmin && m.hiddenAt === null ? (
                  <Button variant="link" size="sm" className="h-auto p-0 text-xs" onClick={() => hideMessage(m.id)}>
                    Hide
                  </Button>
                ) : null
              }
            />
          ))}
        </ThreadMessages>
        <MessageComposer label={`Reply to ${first.family.displayName}`} withUrgent onSend={(input) => reply.mutateAsync(input)} />
      </div>
      <div className="min-w-0 lg:w-64 lg:shrink-0">
        <FamilySidebar family={first.family} />
      </div>
    </div>
  );
}
