'use client';
/**
 * SSO登录. On an application host it goes to this host's own /sso, which starts a round trip to
 * the SSO host with this browser's state (app/sso/route.ts): a browser signed in there comes back
 * signed in here, one that is not signs in there once. On the SSO host it offers the configured CAS/IAM login (GET /sso/casLoginOption)
 * and is disabled, with a tooltip, when none is enabled.
 */
import { useEffect, useState } from 'react';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import { useTranslations } from 'next-intl';
import { callApi } from '@/lib/client/call';
import { isSsoHost, usePublicConfig } from '@/components/providers/PublicConfigProvider';
import { isHttpUrl } from '@/components/feedback/logout';
import { Button } from '@/components/signin/fields';
import { Icon } from '@/components/signin/Icon';
import styles from './login.module.css';
import * as calls from '@/lib/client/calls.generated';

interface CasLoginOption {
  enabled: 'T' | 'F';
  loginUrl: string;
  buttonText: string;
}

export function SsoLoginButton() {
  const t = useTranslations('login');
  const config = usePublicConfig();
  const ssoHost = isSsoHost(config);
  const [cas, setCas] = useState<CasLoginOption | null>(null);

  useEffect(() => {
    if (!ssoHost) return;
    let live = true;
    callApi(calls.casLoginOption, {}, { quiet: true })
      .then((r) => live && setCas(r))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [ssoHost]);

  // Resolved on click: the origin is only known in the browser.
  let target: (() => string) | undefined;
  let label = t('buttons.ssoLogin');
  if (ssoHost) {
    if (cas?.enabled === 'T' && isHttpUrl(cas.loginUrl)) {
      const url = cas.loginUrl;
      target = () => url;
      if (cas.buttonText) label = cas.buttonText;
    }
  } else if (config.ssoAddress) {
    target = () => '/sso';
  }

  const button = (
    <Button icon={<Icon icon={SafetyCertificateOutlined} />} disabled={!target} onClick={() => target && window.location.assign(target())} aria-describedby={target ? undefined : 'sso-unavailable'}>
      {label}
    </Button>
  );
  if (target) return button;
  return (
    // A disabled button receives no pointer events: the wrapper shows the tooltip on hover.
    <span className={styles.tooltipHost}>
      {button}
      <span id="sso-unavailable" role="tooltip" className={styles.tooltip}>
        {t('ssoUnavailable')}
      </span>
    </span>
  );
}
