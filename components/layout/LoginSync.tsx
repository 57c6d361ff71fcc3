'use client';
/**
 * Keeps localStorage in step with the server's login of this page, and handles a `language` URL
 * parameter on a signed-in page: POST /sso/reLogin with it (which locks the session's language)
 * and store the refreshed login.
 */
import { useEffect, useRef } from 'react';
import { callApi } from '@/lib/client/call';
import type { PublicLoginResult } from '@/lib/contracts/auth';
import { normalizeLocale } from '@/lib/i18n/locales';
import { usePublicConfig } from '@/components/providers/PublicConfigProvider';
import { storeLogin } from '@/components/login/login-storage';
import * as calls from '@/lib/client/calls.generated';

export function LoginSync({ login }: { login: PublicLoginResult }) {
  const config = usePublicConfig();
  const relogged = useRef(false);

  useEffect(() => {
    storeLogin(login, config.appCode);
  }, [login, config.appCode]);

  useEffect(() => {
    const language = normalizeLocale(new URLSearchParams(window.location.search).get('language'));
    if (!language || relogged.current) return;
    relogged.current = true;
    callApi(calls.reLogin, { language })
      .then((result) => storeLogin(result, config.appCode))
      .catch(() => undefined);
  }, [config.appCode]);

  return null;
}
