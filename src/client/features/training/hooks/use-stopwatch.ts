import { useCallback, useEffect, useState } from 'react';

export type Stopwatch = {
  seconds: number;
  isRunning: boolean;
  start: () => void;
  pause: () => void;
  reset: () => void;
};

type State = { bankedMs: number; startedAt: number | null };

/**
 * A count-up stopwatch that ticks every second (docs/product.md, Training: timer tick 1 s). Time is
 * measured from the clock, not by counting ticks, so a throttled background tab stays accurate.
 */
export function useStopwatch(): Stopwatch {
  const [state, setState] = useState<State>({ bankedMs: 0, startedAt: null });
  const [now, setNow] = useState(0);
  const { startedAt } = state;

  useEffect(() => {
    if (startedAt === null) return;
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [startedAt]);

  const start = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setState((s) => (s.startedAt === null ? { ...s, startedAt: t } : s));
  }, []);

  const pause = useCallback(() => {
    const t = Date.now();
    setState((s) =>
      s.startedAt === null ? s : { bankedMs: s.bankedMs + (t - s.startedAt), startedAt: null },
    );
  }, []);

  const reset = useCallback(() => setState({ bankedMs: 0, startedAt: null }), []);

  const runningMs = startedAt === null ? 0 : Math.max(0, now - startedAt);
  return {
    seconds: Math.floor((state.bankedMs + runningMs) / 1000),
    isRunning: startedAt !== null,
    start,
    pause,
    reset,
  };
}

/** mm:ss, with minutes growing past 59 ("75:04") rather than wrapping. */
export function formatClock(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
