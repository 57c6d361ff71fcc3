'use client';
/**
 * /logout: clear the stored login, end the session on the server (failure ignored), then go on:
 * closeType 1 -> the external logout page; a host that signs in through SSO -> the SSO host's
 * /sso-logout (which returns here after a new login); otherwise -> /login.
 */
import { useEffect, useRef } from 'react';
import { clearStoredLogin } from '@/components/login/login-storage';
import { isSsoHost, usePublicConfig } from '@/components/providers/PublicConfigProvider';
import { endServerSession } from './end-session';
import { isHttpUrl, ssoLogoutUrl } from './logout';
import { SigningOut } from './SigningOut';

export { endServerSession };

export function LogoutRunner() {
  const config = usePublicConfig();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      clearStoredLogin();
      await endServerSession();
      if (config.closeType === 1 && isHttpUrl(config.externalLogoutUrl)) {
        window.location.replace(config.externalLogoutUrl);
      } else if (config.sso && !isSsoHost(config) && config.ssoAddress) {
        window.location.replace(ssoLogoutUrl(config.ssoAddress, config.appCode, `${window.location.origin}/index`));
      } else {
        // The SSO host's login route is /sso; other hosts have their own /login.
        window.location.replace(isSsoHost(config) ? '/sso' : '/login');
      }
    })();
  }, [config]);

  return <SigningOut />;
}
