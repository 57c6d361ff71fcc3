'use client';
/**
 * /sso-logout: end this host's session (failure ignored) and clear the stored login. On an
 * application host: with `clear`, tell the parent window (the SSO host framing us) and stop;
 * otherwise continue at the SSO host's /sso-logout with the same appCode and redirect. On the SSO
 * host: go to /sso with appCode and redirect, so a new login returns to the application.
 */
import { useEffect, useRef } from 'react';
import { clearStoredLogin } from '@/components/login/login-storage';
import { isSsoHost, usePublicConfig } from '@/components/providers/PublicConfigProvider';
import { endServerSession } from './LogoutRunner';
import { ssoLogoutUrl } from './logout';
import { SigningOut } from './SigningOut';

export function SsoLogoutRunner({ appCode, redirect, clear }: { appCode?: string; redirect?: string; clear: boolean }) {
  const config = usePublicConfig();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      await endServerSession();
      clearStoredLogin();
      const targetApp = appCode || config.appCode;
      const back = redirect || `${window.location.origin}/index`;
      if (isSsoHost(config)) {
        const params = new URLSearchParams();
        if (appCode && appCode !== config.ssoAppCode) {
          params.set('appCode', appCode);
          if (redirect) params.set('redirect', redirect);
        }
        const query = params.toString();
        window.location.replace(query ? `/sso?${query}` : '/sso');
        return;
      }
      if (clear) {
        if (config.ssoAddress && window.parent !== window) {
          window.parent.postMessage({ type: 'sso-logout', success: true }, new URL(config.ssoAddress).origin);
        }
        return;
      }
      if (config.sso && config.ssoAddress) window.location.replace(ssoLogoutUrl(config.ssoAddress, targetApp, back));
      else window.location.replace('/login');
    })();
  }, [appCode, redirect, clear, config]);

  return <SigningOut />;
}
