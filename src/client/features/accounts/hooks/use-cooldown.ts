import { useCallback, useEffect, useState } from 'react';

/** A countdown in whole seconds, for "you can resend in N s" after an e-mail goes out. */
export function useCooldown(seconds: number): { remaining: number; start: () => void } {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) setUntil(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  const start = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setUntil(current + seconds * 1000);
  }, [seconds]);

  return { remaining: until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000)), start };
}
