/**
 * /messages (docs/product.md, Messages): the conversation list and the
 * selected thread, side by side on a wide screen, one after the other on a phone (with a back
 * button). The selection is in the address (?c=…), so the phone's back gesture returns to the list.
 */
import { ArrowLeft } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { CONVERSATION_TITLES, TRAINING_UPDATES_ID } from '#shared/messaging';
import type { TConversationSummary } from '#shared/validation/messaging';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { cn } from '#client/lib/cn';
import { PageMeta } from '#client/lib/page-meta';
import { AssistantPanel } from '#client/features/assistant';
import { useConversations } from '../api/get-conversations';
import { ConversationList } from '../components/conversation-list';
import { FamilyThread } from '../components/family-thread';
import { TrainingUpdates } from '../components/training-updates';

const ASSISTANT_ID = 'assistant';

export function MessagesPage() {
  const list = useConversations();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('c');
  const select = (id: string | null) => setParams(id ? { c: id } : {}, { replace: false });

  const assistant: TConversationSummary = { id: ASSISTANT_ID, title: CONVERSATION_TITLES.ai, type: 'ai', lastMessage: 'Ask a quick question', lastMessageTime: null, unreadCount: 0 };
  const conversations = [assistant, ...(list.data?.conversations ?? [])];
  // `?c=` names a thread by id, or by its kind (`?c=coach`: "Contact your coach" opens the family's coach thread).
  const selected = conversations.find((c) => c.id === selectedId) ?? conversations.find((c) => c.type === selectedId) ?? null;

  let panel = null;
  if (selected?.type === 'ai') panel = <AssistantPanel className="min-h-0 flex-1 rounded-none border-0" onBack={() => select(null)} />;
  else if (selected?.id === TRAINING_UPDATES_ID) panel = <TrainingUpdates />;
  else if (selected) panel = <FamilyThread key={selected.id} conversationId={selected.id} title={selected.title} />;

  return (
    <div className="flex flex-col gap-4">
      <PageMeta title="Messages" description="Talk to the academy: support, your coach and training updates." />
      <h1 className="text-2xl font-bold">Messages</h1>
      {list.isError ? (
        <Alert tone="error" title="We couldn't load your conversations.">
          <Button variant="outline" className="mt-2" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      <div className="grid grid-cols-1 overflow-hidden rounded-lg border bg-card shadow-sm md:h-[70dvh] md:grid-cols-[18rem_minmax(0,1fr)]">
        <nav aria-label="Conversations" className={cn('border-r md:block md:overflow-y-auto', selected ? 'hidden' : 'block')}>
          {list.isPending ? <Spinner label="Loading conversations" className="m-4" /> : null}
          <ConversationList conversations={list.isPending ? [assistant] : conversations} selectedId={selected?.id ?? null} onSelect={select} />
        </nav>
        <section aria-label={selected ? selected.title : 'Conversation'} className={cn('min-h-[60dvh] flex-col md:flex md:min-h-0', selected ? 'flex' : 'hidden')}>
          {selected ? (
            <>
              {/* The assistant's panel has its own header, with the phone's way back in it: one header, not two. */}
              {selected.type === 'ai' ? null : (
                <header className="flex items-center gap-2 border-b p-3">
                  <Button variant="ghost" size="icon" className="md:hidden" onClick={() => select(null)} aria-label="Back to conversations">
                    <ArrowLeft className="size-5" aria-hidden="true" />
                  </Button>
                  <h2 className="text-lg font-semibold">{selected.title}</h2>
                </header>
              )}
              {panel}
            </>
          ) : (
            <p className="m-auto p-6 text-sm text-muted-foreground">Choose a conversation.</p>
          )}
        </section>
      </div>
    </div>
  );
}
