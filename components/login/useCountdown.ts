'use client';
/** A resend countdown in seconds (verification codes: 60 s). */
import { useCallback, useEffect, useState } from 'react';

export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);
  const start = useCallback((s: number) => setSeconds(s), []);
  return { seconds, start };
}
