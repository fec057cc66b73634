/** The navigation's unread count for Messages: every unread staff message and training update. */
import { useConversations } from '../api/get-conversations';

export function MessagesUnreadBadge() {
  const list = useConversations();
  const count = list.data?.totalUnread ?? 0;
  if (!count) return null;
  return (
    <span className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-bold text-accent-foreground">
      {count > 99 ? '99+' : count}
      <span className="sr-only"> unread</span>
    </span>
  );
}
