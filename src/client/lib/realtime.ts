/**
 * Live updates: one Server-Sent Events stream (GET /api/v1/events) per signed-in tab. The browser's
 * EventSource reconnects by itself after a dropped connection; when the server refuses the stream
 * (401 once the session is gone, or an error status) the browser closes it for good, so we ask who
 * is signed in: signed out ends it (the app leaves for /auth), otherwise we open it again after
 * 1, 2, 5, then 10 s (docs/product.md, The API).
 */
import { useEffect, useEffectEvent } from 'react';
import { refreshSession, useSession } from './session';

/** The server's event names (src/server/realtime/bus.ts). */
export const LIVE_EVENT_TYPES = ['xp', 'streak', 'challenge', 'achievement', 'rankings', 'membership', 'announcements', 'messages', 'social', 'lessons', 'sessions', 'quests', 'squad'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
export type LiveEvent = { type: LiveEventType; athleteId?: string; birthYear?: number };

export const EVENTS_URL = '/api/v1/events';
const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

export type LiveEventHandlers = {
  onEvent: (event: LiveEvent) => void;
  /** The stream is back after a gap: events may have been missed, so refresh what they cover. */
  onReconnect?: () => void;
};

function parse(type: LiveEventType, data: unknown): LiveEvent {
  try {
    const parsed = JSON.parse(String(data)) as { athleteId?: unknown; birthYear?: unknown };
    if (typeof parsed.birthYear === 'number') return { type, birthYear: parsed.birthYear };
    return typeof parsed.athleteId === 'string' ? { type, athleteId: parsed.athleteId } : { type };
  } catch {
    return { type };
  }
}

/** Opens the stream and keeps it open until the returned function is called. */
export function openLiveEvents(handlers: LiveEventHandlers, url = EVENTS_URL): () => void {
  let source: EventSource | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let hasOpened = false;
  let isClosed = false;

  const connect = () => {
    if (isClosed) return;
    const current = new EventSource(url, { withCredentials: true });
    source = current;
    current.addEventListener('open', () => {
      failures = 0;
      if (hasOpened) handlers.onReconnect?.();
      hasOpened = true;
    });
    for (const type of LIVE_EVENT_TYPES) {
      current.addEventListener(type, (message) => handlers.onEvent(parse(type, message.data)));
    }
    current.addEventListener('error', () => {
      // CONNECTING: the browser is already retrying by itself. CLOSED: it gave up (401, 5xx).
      if (isClosed || current.readyState !== EventSource.CLOSED) return;
      current.close();
      void refreshSession().then((session) => {
        if (isClosed || session.status !== 'signed-in') return;
        const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)];
        failures += 1;
        retryTimer = setTimeout(connect, delay);
      });
    });
  };

  connect();
  return () => {
    isClosed = true;
    clearTimeout(retryTimer);
    source?.close();
  };
}

/** Keeps one live stream open while someone is signed in; closed on sign-out and on unmount. */
export function useLiveEvents(handlers: LiveEventHandlers): void {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const onEvent = useEffectEvent((event: LiveEvent) => handlers.onEvent(event));
  const onReconnect = useEffectEvent(() => handlers.onReconnect?.());
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    return openLiveEvents({ onEvent: (event) => onEvent(event), onReconnect: () => onReconnect() });
  }, [userId]);
}
