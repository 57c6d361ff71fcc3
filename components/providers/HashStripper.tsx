'use client';
/** "Hash marks in URLs are removed" (portal.md section 2): drop a #fragment from the address. */
import { useEffect } from 'react';

export function HashStripper() {
  useEffect(() => {
    const strip = () => {
      if (window.location.hash || window.location.href.endsWith('#')) {
        window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
      }
    };
    strip();
    window.addEventListener('hashchange', strip);
    return () => window.removeEventListener('hashchange', strip);
  }, []);
  return null;
}
