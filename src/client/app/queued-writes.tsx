/**
 * The offline queue above every page (issue 45, point 3): what is waiting to send, and what the
 * server refused once it arrived (the session was cancelled, the replies closed, the lesson or the
 * athlete is gone), with its reason; a refusal never holds back or loses the rest of the queue.
 */
import { type Mutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { QUEUED_WRITE_KEY, type QueuedWrite } from '../lib/offline-queue';

type Item = { clientId: string; label: string; status: string; isPaused: boolean; error: string | null; submittedAt: number };

export function QueuedWrites() {
  const queryClient = useQueryClient();
  const items = useMutationState<Item>({
    filters: { mutationKey: QUEUED_WRITE_KEY },
    select: (mutation) => {
      const write = mutation.state.variables as QueuedWrite | undefined;
      return {
        clientId: write?.clientId ?? '',
        label: write?.label ?? 'A change',
        status: mutation.state.status,
        isPaused: mutation.state.isPaused,
        error: mutation.state.error ? mutation.state.error.message : null,
        submittedAt: mutation.state.submittedAt,
      };
    },
  });
  const waiting = items.filter((item) => item.status === 'pending' && item.isPaused);
  // Only what waited here: a refusal while online is shown by the page that made the change.
  const [queued, setQueued] = useState<ReadonlySet<string>>(new Set());
  const newlyWaiting = waiting.filter((item) => !queued.has(item.clientId));
  if (newlyWaiting.length > 0) setQueued(new Set([...queued, ...newlyWaiting.map((item) => item.clientId)]));
  const refused = items.filter((item) => item.status === 'error' && queued.has(item.clientId));
  if (waiting.length === 0 && refused.length === 0) return null;

  function dismiss(clientId: string) {
    const cache = queryClient.getMutationCache();
    const found = cache.getAll().find((m: Mutation<unknown, Error, unknown>) => (m.state.variables as QueuedWrite | undefined)?.clientId === clientId);
    if (found) cache.remove(found);
  }

  return (
    <div className="mb-4 flex flex-col gap-2">
      {waiting.length > 0 ? (
        <Alert title={`${waiting.length} ${waiting.length === 1 ? 'change' : 'changes'} waiting to send`}>
          <p>You are offline. Kept on this device and sent, in order and once, when the connection returns.</p>
          <ul className="mt-2 list-disc pl-5">
            {waiting.map((item) => (
              <li key={item.clientId} className="break-words">
                {item.label}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {refused.map((item) => (
        <Alert key={item.clientId} tone="error" title={`Not saved: ${item.label}`}>
          <p className="break-words">{item.error}</p>
          <p className="mt-1">Everything else you did offline was kept and sent.</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => dismiss(item.clientId)}>
            Dismiss
          </Button>
        </Alert>
      ))}
    </div>
  );
}
