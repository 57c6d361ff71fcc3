'use client';
/**
 * The two signing-out pages, /logout and /sso-logout: both clear the stored login, end this host's
 * session on the server (a failure is ignored, portal.md section 4), load the front-channel logout
 * of the applications the sign-in had signed into, and then do what their rule in logout.ts says;
 * only the rule differs.
 */
import { useEffect, useRef } from 'react';
import { clearStoredLogin } from '@/components/login/login-storage';
import { usePublicConfig } from '@/components/providers/PublicConfigProvider';
import type { PublicConfig } from '@/lib/client/public-config';
import { endServerSession, runFrontchannelLogout } from './end-session';
import { afterLogout, afterSsoLogout, type AfterSignOut, type EndReason } from './logout';
import { SigningOut } from './SigningOut';

function SignOutRunner({ after }: { after: (config: PublicConfig, origin: string) => AfterSignOut }) {
  const config = usePublicConfig();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      clearStoredLogin();
      await endServerSession();
      await runFrontchannelLogout();
      const next = after(config, window.location.origin);
      if ('go' in next) window.location.replace(next.go);
      else if ('tellParent' in next && window.parent !== window) window.parent.postMessage({ type: 'sso-logout', success: true }, next.tellParent);
    })();
  }, [config, after]);

  return <SigningOut />;
}

/** `why`: the reason the server ended the session, passed on so the login page can say it. */
export function LogoutRunner({ why }: { why?: EndReason }) {
  return <SignOutRunner after={(config, origin) => afterLogout(config, origin, why)} />;
}

export function SsoLogoutRunner({ appCode, redirect, clear, why }: { appCode?: string; redirect?: string; clear: boolean; why?: EndReason }) {
  // A fresh rule per render would restart nothing (the runner starts once), but keeps the effect's inputs honest.
  return <SignOutRunner after={(config, origin) => afterSsoLogout(config, origin, { appCode, redirect, clear, why })} />;
}
