'use client';
/**
 * Whether an embedded frame is still loading. A server-rendered frame may finish before React
 * listens for its load event, so the frame's document is checked on mount; a page of another site
 * that never reports gets the spinner removed after a while.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

const SPINNER_MAX_MS = 15_000;

export function useFrameLoading(deps: readonly unknown[]): { frame: RefObject<HTMLIFrameElement | null>; loading: boolean; loaded: () => void } {
  const frame = useRef<HTMLIFrameElement>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    setLoading(true);
    try {
      const doc = frame.current?.contentDocument;
      if (doc && doc.readyState === 'complete' && doc.location.href !== 'about:blank') setLoading(false);
    } catch {
      // Another site's page: only its load event can tell.
    }
    const timer = window.setTimeout(() => setLoading(false), SPINNER_MAX_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what makes a new load
  }, deps);
  return { frame, loading, loaded: () => setLoading(false) };
}
