/**
 * Live updates: an event for a family (their XP, streak, challenges, achievements changed) or for
 * everyone (rankings moved). In one process a plain in-memory bus; on PostgreSQL, LISTEN/NOTIFY so
 * every app instance behind the same database delivers to its own open streams.
 */
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { createSlicer } from './slices';

export const EVENT_TYPES = ['xp', 'streak', 'challenge', 'achievement', 'rankings', 'membership', 'announcements', 'messages', 'social', 'lessons', 'sessions', 'quests', 'squad', 'session-ended'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
/**
 * `session-ended` is for the server only: it closes the streams of a session that signed out (or
 * of every session of a deleted account, without sessionId) and is never sent to a page.
 */
/** `squad` names the birth-year group whose squad quest moved (sent to everyone; pages of that group refresh). */
export type LiveEvent = { type: EventType; athleteId?: string; sessionId?: string; birthYear?: number };

/** Deliver to one family's streams, or to every stream. */
export type Audience = { userId: string } | 'everyone';

type Listener = (event: LiveEvent) => void;

export type EventBus = {
  publish(audience: Audience, events: LiveEvent[]): void;
  subscribe(userId: string, listener: Listener): () => void;
  /** How many streams this process holds (for the benchmark and health). */
  size(): number;
  /** Whether events from other instances arrive (PostgreSQL: the LISTEN connection is up); readiness asks. */
  isListening(): boolean;
  /** Settles when the first attempt to listen has ended: the app is not ready before (ops/routes.ts). */
  started(): Promise<void>;
  close(): Promise<void>;
};

const CHANNEL = 'bravo_events';

type Envelope = { to: string; events: LiveEvent[] };

/** `onError` hears of a listener that threw; without it the error is thrown (slices.ts). */
function createRegistry(onError?: (error: unknown) => void) {
  const byUser = new Map<string, Set<Listener>>();
  let count = 0;
  // Events go to the streams a slice at a time, in the order they were published (slices.ts).
  const slicer = createSlicer(undefined, onError);
  function* listenersOf(to: string): Generator<Listener> {
    if (to !== '*') {
      const set = byUser.get(to);
      if (set) yield* set;
      return;
    }
    for (const set of byUser.values()) yield* set;
  }
  return {
    add(userId: string, listener: Listener) {
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      set.add(listener);
      count += 1;
      return () => {
        if (set.delete(listener)) count -= 1;
        if (set.size === 0) byUser.delete(userId);
      };
    },
    /** Every listener gets the same event objects: the stream route encodes each once (routes.ts). */
    deliver({ to, events }: Envelope) {
      slicer.add(listenersOf(to), (listener) => {
        for (const event of events) listener(event);
      });
    },
    size: () => count,
  };
}

export function createInProcessBus(): EventBus {
  const registry = createRegistry();
  return {
    publish(audience, events) {
      const to = audience === 'everyone' ? '*' : audience.userId;
      // After the current tick, like a notification would arrive: never inside the caller's transaction.
      setImmediate(() => registry.deliver({ to, events }));
    },
    subscribe: registry.add,
    size: registry.size,
    isListening: () => true,
    started: () => Promise.resolve(),
    async close() {},
  };
}

export function createPostgresBus(pool: pg.Pool, log: FastifyBaseLogger): EventBus {
  const registry = createRegistry((error) => log.warn({ err: error }, 'a live event could not be delivered to a stream'));
  let listener: pg.PoolClient | undefined;
  let closed = false;

  async function connect(): Promise<void> {
    try {
      const client = await pool.connect();
      client.on('notification', (message) => {
        if (message.channel !== CHANNEL || !message.payload) return;
        try {
          registry.deliver(JSON.parse(message.payload) as Envelope);
        } catch (error) {
          log.warn({ err: error }, 'bad live event payload');
        }
      });
      client.on('error', (error) => {
        log.warn({ err: error }, 'live event listener lost its connection; reconnecting');
        client.release(true);
        listener = undefined;
        if (!closed) setTimeout(() => void connect(), 1000).unref();
      });
      await client.query(`listen ${CHANNEL}`);
      listener = client;
    } catch (error) {
      log.warn({ err: error }, 'could not listen for live events; retrying');
      if (!closed) setTimeout(() => void connect(), 2000).unref();
    }
  }
  const ready = connect();

  return {
    publish(audience, events) {
      const envelope: Envelope = { to: audience === 'everyone' ? '*' : audience.userId, events };
      pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(envelope)]).catch((error: unknown) => {
        log.warn({ err: error }, 'could not publish a live event');
      });
    },
    subscribe: registry.add,
    size: registry.size,
    isListening: () => listener !== undefined,
    started: () => ready,
    async close() {
      closed = true;
      await ready;
      if (listener) {
        await listener.query(`unlisten ${CHANNEL}`).catch(() => undefined);
        // Back in the pool, its errors are the pool's: ours would release it a second time (which
        // throws and takes the process down) and reconnect after close.
        listener.removeAllListeners('error');
        listener.removeAllListeners('notification');
        listener.release();
        listener = undefined;
      }
    },
  };
}

/**
 * Rankings move with every award anywhere; tell everyone at most once per interval: the first
 * change goes out at once, changes during the interval go out together at its end.
 */
export function createRankingsNotifier(bus: EventBus, intervalMs = 1000) {
  let timer: NodeJS.Timeout | undefined;
  let isPending = false;
  const send = () => bus.publish('everyone', [{ type: 'rankings' }]);
  return {
    notify() {
      if (timer) {
        isPending = true;
        return;
      }
      send();
      timer = setTimeout(function flush() {
        if (isPending) {
          isPending = false;
          send();
          timer = setTimeout(flush, intervalMs);
          timer.unref();
        } else {
          timer = undefined;
        }
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
