/**
 * A thread's messages, oldest at the top and newest at the bottom (the server pages newest first);
 * older pages on demand; the view follows the newest message as it arrives.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '#client/components/ui/button';

export function ThreadMessages({
  count,
  newestId,
  hasOlder,
  isLoadingOlder,
  onLoadOlder,
  children,
}: {
  count: number;
  newestId: string | undefined;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
  children: ReactNode;
}) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newestId]);
  return (
    <div className="min-w-0 flex-1 overflow-y-auto p-3" aria-live="polite">
      {hasOlder ? (
        <div className="mb-3 flex justify-center">
          <Button variant="outline" size="sm" onClick={onLoadOlder} disabled={isLoadingOlder}>
            {isLoadingOlder ? 'Loading…' : 'Show older messages'}
          </Button>
        </div>
      ) : null}
      {count === 0 ? <p className="py-8 text-center text-sm text-muted-foreground">No messages yet. Write the first one below.</p> : null}
      <ol className="flex flex-col gap-3">{children}</ol>
      <div ref={end} />
    </div>
  );
}
