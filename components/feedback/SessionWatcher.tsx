'use client';
/**
 * Signed-in pages only. Every second: the non-HttpOnly SYS_SESSION cookie must still exist (its
 * disappearance means this host's session ended, e.g. logout in another tab). Every 5 s and on
 * window focus: a quiet /login/checkOverwrite, so a session overwritten by another login (52100)
 * or revoked by a logout elsewhere (50001) is noticed within seconds; the fetch layer emits the
 * events and ApiFeedback reacts.
 */
import { useEffect } from 'react';
import { callApi } from '@/lib/client/call';
import { onApiEvent } from '@/lib/client/events';
import { SESSION_HINT_COOKIE } from '@/lib/client/storage';
import { usePublicConfig } from '@/components/providers/PublicConfigProvider';
import { sessionEndPath } from './logout';
import * as calls from '@/lib/client/calls.generated';

const COOKIE_CHECK_MS = 1_000;
const OVERWRITE_CHECK_MS = 5_000;

function hasHintCookie(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`) && part.trim().length > SESSION_HINT_COOKIE.length + 1);
}

export function SessionWatcher() {
  const config = usePublicConfig();

  useEffect(() => {
    let seen = hasHintCookie();
    let ended = false;
    // An overwritten session removes the cookie too, but then the 安全提示 prompt is showing and
    // its button does the logout: the watcher steps aside.
    const unsubscribe = onApiEvent((e) => {
      if (e.type === 'repeat-login') ended = true;
    });
    const cookieTimer = window.setInterval(() => {
      if (ended) return;
      const present = hasHintCookie();
      if (present) seen = true;
      else if (seen) {
        ended = true;
        window.location.assign(sessionEndPath(config));
      }
    }, COOKIE_CHECK_MS);

    let inFlight = false;
    const check = () => {
      if (ended || inFlight) return;
      inFlight = true;
      callApi(calls.checkOverwrite, {}, { quiet: true })
        .catch(() => undefined)
        .finally(() => {
          inFlight = false;
        });
    };
    const overwriteTimer = window.setInterval(check, OVERWRITE_CHECK_MS);
    window.addEventListener('focus', check);
    return () => {
      unsubscribe();
      window.clearInterval(cookieTimer);
      window.clearInterval(overwriteTimer);
      window.removeEventListener('focus', check);
    };
  }, [config]);

  return null;
}
