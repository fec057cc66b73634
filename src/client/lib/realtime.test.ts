import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from './session';

const session = vi.hoisted(() => ({ next: { status: 'signed-in' } as SessionState, calls: 0 }));
vi.mock('./session', () => ({
  refreshSession: async () => {
    session.calls += 1;
    return session.next;
  },
  useSession: () => session.next,
}));

const { openLiveEvents } = await import('./realtime');

/** A stand-in for the browser's EventSource: the test opens, fails and feeds it. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  isClosed = false;
  private listeners = new Map<string, ((event: { data?: unknown }) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: { data?: unknown }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.isClosed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data?: unknown) {
    if (type === 'open') this.readyState = FakeEventSource.OPEN;
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
  /** The browser refused the stream (401, 5xx): CLOSED, then one error event. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.emit('error');
  }
}

const latest = () => FakeEventSource.all[FakeEventSource.all.length - 1]!;

beforeEach(() => {
  FakeEventSource.all = [];
  session.next = { status: 'signed-in', user: { id: 'u1', email: 'p@example.com', name: 'P', role: 'parent' } };
  session.calls = 0;
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('openLiveEvents', () => {
  it('passes each named event on with its athlete', () => {
    const onEvent = vi.fn();
    openLiveEvents({ onEvent });
    latest().emit('xp', JSON.stringify({ type: 'xp', athleteId: 'a1' }));
    latest().emit('rankings', JSON.stringify({ type: 'rankings' }));
    latest().emit('challenge', 'not json');
    expect(onEvent.mock.calls.map(([e]) => e)).toEqual([
      { type: 'xp', athleteId: 'a1' },
      { type: 'rankings' },
      { type: 'challenge' },
    ]);
    expect(latest().url).toBe('/api/v1/events');
  });

  it('reports a reconnect only after the first opening', () => {
    const onReconnect = vi.fn();
    openLiveEvents({ onEvent: () => {}, onReconnect });
    latest().emit('open');
    expect(onReconnect).not.toHaveBeenCalled();
    latest().emit('open');
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('leaves a dropped connection to the browser, which reconnects by itself', async () => {
    openLiveEvents({ onEvent: () => {} });
    latest().emit('error'); // still CONNECTING: the browser retries
    await vi.advanceTimersByTimeAsync(30_000);
    expect(FakeEventSource.all).toHaveLength(1);
    expect(session.calls).toBe(0);
  });

  it('stops for good when the server refuses the stream and nobody is signed in (no 401 loop)', async () => {
    session.next = { status: 'signed-out' };
    openLiveEvents({ onEvent: () => {} });
    latest().refuse();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(session.calls).toBe(1);
    expect(FakeEventSource.all).toHaveLength(1);
    expect(latest().isClosed).toBe(true);
  });

  it('opens again after 1, 2, 5 then 10 s while still signed in', async () => {
    openLiveEvents({ onEvent: () => {} });
    for (const delay of [1000, 2000, 5000, 10_000, 10_000]) {
      const count = FakeEventSource.all.length;
      latest().refuse();
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(FakeEventSource.all).toHaveLength(count);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeEventSource.all).toHaveLength(count + 1);
    }
  });

  it('closes the stream and any pending retry when stopped', async () => {
    const stop = openLiveEvents({ onEvent: () => {} });
    latest().refuse();
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.all).toHaveLength(1);
    const next = openLiveEvents({ onEvent: () => {} });
    next();
    expect(latest().isClosed).toBe(true);
  });
});
