'use client';
/**
 * The shell's idle lock (/safety/lockScreen): when the unit has it on, no mouse, key, wheel or touch
 * activity for its idle minutes (in the shell or in a same-origin content frame) locks the window;
 * only the user's password unlocks it. The lock is kept in local storage so a reload or another
 * tab does not slip past it; logout clears it with the rest of the storage. This part only
 * watches; the lock's dialog (ScreenLockDialog: antd Modal and Form) loads when the window locks.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { callApi } from '@/lib/client/call';
import * as calls from '@/lib/client/calls.generated';
import { SCREEN_LOCK_KEY, storedLock, storeLock } from './screen-lock-storage';

const ScreenLockDialog = dynamic(() => import('./ScreenLockDialog').then((m) => m.ScreenLockDialog), { ssr: false });

export { SCREEN_LOCK_KEY };

const ACTIVITY = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const CHECK_MS = 1_000;

export function ScreenLock({ userName }: { userName?: string }) {
  const [idleMs, setIdleMs] = useState<number | null>(null);
  const [locked, setLocked] = useState(false);
  const last = useRef(Date.now());

  useEffect(() => {
    let live = true;
    callApi(calls.myScreenLock, {}, { quiet: true })
      .then((s) => {
        if (!live) return;
        if (s.enabled) {
          setIdleMs(s.idleMinutes * 60_000);
          if (storedLock()) setLocked(true);
        } else storeLock(false);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const lock = useCallback(() => {
    storeLock(true);
    setLocked(true);
  }, []);

  useEffect(() => {
    if (idleMs === null) return;
    const touch = () => {
      last.current = Date.now();
    };
    const watched = new Set<Window>();
    const watch = (w: Window) => {
      if (watched.has(w)) return;
      watched.add(w);
      for (const type of ACTIVITY) w.addEventListener(type, touch, { passive: true, capture: true });
    };
    // Frames load and reload: look for new same-origin ones at every tick.
    const watchFrames = () => {
      for (const frame of Array.from(document.querySelectorAll('iframe'))) {
        try {
          if (frame.contentWindow && frame.contentWindow.location.origin === window.location.origin) watch(frame.contentWindow);
        } catch {
          // Another site's frame: its activity is out of reach.
        }
      }
    };
    watch(window);
    touch();
    const timer = window.setInterval(() => {
      watchFrames();
      if (Date.now() - last.current >= idleMs) lock();
    }, CHECK_MS);
    // Another tab locked or unlocked.
    const onStorage = (e: StorageEvent) => {
      if (e.key === SCREEN_LOCK_KEY) setLocked(e.newValue === '1');
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('storage', onStorage);
      for (const w of watched) {
        try {
          for (const type of ACTIVITY) w.removeEventListener(type, touch, { capture: true });
        } catch {
          // A frame that went away.
        }
      }
    };
  }, [idleMs, lock]);

  if (!locked) return null;
  return (
    <ScreenLockDialog
      userName={userName}
      onUnlocked={() => {
        last.current = Date.now();
        setLocked(false);
      }}
    />
  );
}
