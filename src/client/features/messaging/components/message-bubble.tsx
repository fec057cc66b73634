/** One message of a thread. Its text is React text: HTML in a message is shown as typed, never run. */
import { EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TThreadMessage } from '#shared/validation/messaging';
import { Badge } from '#client/components/ui/badge';
import { cn } from '#client/lib/cn';

const timeOf = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function MessageBubble({ message, isOwnSide, isHidden = false, action }: { message: TThreadMessage; isOwnSide: boolean; isHidden?: boolean; action?: ReactNode }) {
  return (
    <li className={cn('flex flex-col gap-1', isOwnSide ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[85%] min-w-0 rounded-2xl px-3 py-2 text-sm shadow-sm',
          isOwnSide ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
          isHidden && 'opacity-60 ring-2 ring-dashed ring-destructive/50',
        )}
      >
        {message.subject ? <p className="font-semibold wrap-anywhere">{message.subject}</p> : null}
        <p className="whitespace-pre-wrap wrap-anywhere">{message.body}</p>
      </div>
      <p className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
        <span>{message.authorName}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={message.createdAt}>{timeOf(message.createdAt)}</time>
        {message.isUrgent ? <Badge variant="destructive">Urgent</Badge> : null}
        {isHidden ? (
          <Badge variant="outline">
            <EyeOff className="size-3" aria-hidden="true" /> Hidden from the family
          </Badge>
        ) : null}
        {action}
      </p>
    </li>
  );
}
