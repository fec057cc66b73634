/** The Messages page's list (docs/product.md, Conversations): title, last message, time and unread count. */
import { Bot, Headset, Megaphone, UserRound } from 'lucide-react';
import type { ConversationType } from '#shared/messaging';
import type { TConversationSummary } from '#shared/validation/messaging';
import { cn } from '#client/lib/cn';

const ICONS: Record<ConversationType, typeof Bot> = { ai: Bot, support: Headset, coach: UserRound, announcement: Megaphone };

/** Today: the time; otherwise the date. */
function shortTime(iso: string): string {
  const date = new Date(iso);
  const isToday = date.toDateString() === new Date().toDateString();
  return isToday ? date.toLocaleTimeString('en-US', { timeStyle: 'short' }) : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}

export function ConversationList({
  conversations,
  selectedId,
  onSelect,
}: {
  conversations: TConversationSummary[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <ul className="flex flex-col divide-y" aria-label="Conversations">
      {conversations.map((c) => {
        const Icon = ICONS[c.type];
        const isSelected = c.id === selectedId;
        return (
          <li key={c.id}>
            <button
              type="button"
              onClick={() => onSelect(c.id)}
              aria-current={isSelected ? 'true' : undefined}
              className={cn('flex w-full items-start gap-3 px-3 py-3 text-left hover:bg-muted focus-visible:outline-2', isSelected && 'bg-primary/10')}
            >
              <span className="mt-0.5 rounded-full bg-primary/10 p-2 text-primary">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className={cn('truncate', c.unreadCount ? 'font-bold' : 'font-semibold')}>{c.title}</span>
                  {c.lastMessageTime ? (
                    <time dateTime={c.lastMessageTime} className="shrink-0 text-xs text-muted-foreground">
                      {shortTime(c.lastMessageTime)}
                    </time>
                  ) : null}
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate text-sm text-muted-foreground">{c.lastMessage ?? 'No messages yet'}</span>
                  {c.unreadCount ? (
                    <span className="shrink-0 rounded-full bg-accent px-2 text-xs font-bold text-accent-foreground">
                      {c.unreadCount}
                      <span className="sr-only"> unread</span>
                    </span>
                  ) : null}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
