'use client';
/**
 * Turns the fetch layer's events into what the user sees: an error toast, the end of a dead
 * session (50001), or the repeat-login prompt (52100) whose button logs out.
 */
import { useEffect, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { useFeedback } from '@/components/feedback/feedback';
import { onApiEvent } from '@/lib/client/events';
import type { RepeatLoginInfo } from '@/lib/contracts/auth';
import { usePublicConfig } from '@/components/providers/PublicConfigProvider';
import { sessionEndPath } from './logout';

// Shown only when another sign-in ended this session (52100): its dialog code loads then.
const RepeatLoginModal = dynamic(() => import('./RepeatLoginModal').then((m) => m.RepeatLoginModal), { ssr: false });

/** Pages that end a session themselves: a 50001 there must not start another logout. */
const LOGOUT_PAGES = ['/logout', '/sso-logout'];

export function ApiFeedback() {
  const { message } = useFeedback();
  const config = usePublicConfig();
  const [repeat, setRepeat] = useState<{ info: RepeatLoginInfo | null } | null>(null);
  const leaving = useRef(false);
  const prompting = useRef(false);

  useEffect(() => {
    const endSession = (reason?: string) => {
      if (leaving.current || LOGOUT_PAGES.includes(window.location.pathname)) return;
      leaving.current = true;
      window.location.assign(sessionEndPath(config, reason));
    };
    return onApiEvent((e) => {
      if (e.type === 'error') {
        void message.error(e.message);
      } else if (e.type === 'session-invalid') {
        // An open repeat-login prompt already explains why the session ended: let its button act.
        if (!prompting.current) endSession(e.reason);
      } else if (e.type === 'repeat-login') {
        if (prompting.current || LOGOUT_PAGES.includes(window.location.pathname)) return;
        prompting.current = true;
        setRepeat({ info: e.info });
      }
    });
  }, [config, message]);

  if (!repeat) return null;
  return (
    <RepeatLoginModal
      open={repeat !== null}
      info={repeat?.info ?? null}
      variant="overwritten"
      onOk={() => {
        leaving.current = true;
        window.location.assign(sessionEndPath(config));
      }}
    />
  );
}
