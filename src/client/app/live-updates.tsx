/**
 * The signed-in app's live updates: each event from the server's stream makes stale the queries the
 * features say it concerns (features.ts): those on screen refetch at once, the rest when next shown.
 * After a reconnect, anything may have changed while the stream was down: everything live refreshes.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '#client/lib/realtime';
import { everythingLive, staleAfter } from './features';

/** Mounted once by the app shell; renders nothing. */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  useLiveEvents({
    onEvent: (event) => {
      for (const queryKey of staleAfter(event)) void queryClient.invalidateQueries({ queryKey });
    },
    onReconnect: () => {
      for (const queryKey of everythingLive()) void queryClient.invalidateQueries({ queryKey });
    },
  });
  return null;
}
