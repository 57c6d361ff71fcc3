'use client';
/**
 * SSO登录. On an application host it goes to the SSO host's /sso for this app, returning to this
 * host's /index. On the SSO host it offers the configured CAS/IAM login (GET /sso/casLoginOption)
 * and is disabled, with a tooltip, when none is enabled.
 */
import useSWR from 'swr';
import { Button, Tooltip } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/client/api';
import { isSsoHost, usePublicConfig } from '@/components/providers/PublicConfigProvider';
import { isHttpUrl, ssoEntryUrl } from '@/components/feedback/logout';

interface CasLoginOption {
  enabled: 'T' | 'F';
  loginUrl: string;
  buttonText: string;
}

export function SsoLoginButton() {
  const t = useTranslations('login');
  const config = usePublicConfig();
  const ssoHost = isSsoHost(config);
  const { data } = useSWR(ssoHost ? ['uc', '/sso/casLoginOption'] : null, () => api<CasLoginOption>('uc', '/sso/casLoginOption', { quiet: true }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

  // Resolved on click: the origin is only known in the browser.
  let target: (() => string) | undefined;
  let label = t('buttons.ssoLogin');
  if (ssoHost) {
    const cas = data;
    if (cas?.enabled === 'T' && isHttpUrl(cas.loginUrl)) {
      target = () => cas.loginUrl;
      if (cas.buttonText) label = cas.buttonText;
    }
  } else if (config.ssoAddress) {
    const ssoAddress = config.ssoAddress;
    target = () => ssoEntryUrl(ssoAddress, config.appCode, `${window.location.origin}/index`);
  }

  const button = (
    <Button block icon={<SafetyCertificateOutlined />} disabled={!target} onClick={() => target && window.location.assign(target())}>
      {label}
    </Button>
  );
  if (target) return button;
  return (
    <Tooltip title={t('ssoUnavailable')}>
      {/* A disabled button swallows pointer events: the wrapper carries the tooltip. */}
      <span style={{ display: 'block', minWidth: 0 }}>{button}</span>
    </Tooltip>
  );
}
