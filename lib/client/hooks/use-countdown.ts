'use client';
/** A resend countdown (portal.md section 4: idle, then 60 seconds before a code can be sent again). */
import { useCallback, useEffect, useState } from 'react';

export const RESEND_SECONDS = 60;

export function useCountdown(): { remaining: number; running: boolean; start: (seconds?: number) => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    // Measured against the clock, not counted down, so a throttled background tab stays right.
    const id = window.setInterval(() => {
      const n = Date.now();
      setNow(n);
      if (n >= endsAt) setEndsAt(null);
    }, 250);
    return () => window.clearInterval(id);
  }, [endsAt]);

  const start = useCallback((seconds: number = RESEND_SECONDS) => {
    const n = Date.now();
    setNow(n);
    setEndsAt(n + seconds * 1000);
  }, []);

  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { remaining, running: remaining > 0, start };
}
