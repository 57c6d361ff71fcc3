'use client';
/**
 * The app-link panel (portal.md section 2): the user's applications with code, description,
 * colour and icon; opening one goes through the SSO host in a new tab, like the apps home tiles.
 * An application without an address is disabled with the tooltip 'no matched address'.
 */
import { useState } from 'react';
import { Button, Popover, Tooltip } from 'antd';
import { useFeedback } from '@/components/feedback/feedback';
import '@/components/style/antd/Button';
import '@/components/style/antd/Popover';
import '@/components/style/antd/Tooltip';
import { AppstoreOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import type { App } from '@/lib/contracts/auth';
import { AppIcon } from '@/components/apps/AppIcon';
import { openAppInNewTab } from '@/components/apps/open-app';
import { ErrorCode } from '@/lib/errors/codes';
import { usePublicConfig } from '@/components/providers/PublicConfigProvider';
import { useShell } from './ShellProvider';

export function AppLinks({ dark }: { dark?: boolean }) {
  const t = useTranslations('shell');
  const tErrors = useTranslations('errors');
  const { login } = useShell().boot;
  const { translate } = useShell();
  const config = usePublicConfig();
  const { message } = useFeedback();
  const [open, setOpen] = useState(false);
  const apps = login.apps.filter((a) => a.code !== config.ssoAppCode && !a.img);

  const openApp = async (app: App) => {
    setOpen(false);
    const result = await openAppInNewTab(app, config.ssoAddress);
    if (result === 'blocked') void message.warning(t('popupBlocked'));
    // 54002 comes back quietly: the session is gone (当前登录信息已失效，请重新登录); 53012 says why.
    else if (typeof result === 'object') {
      if (result.failed === ErrorCode.SSO_TOKEN_INVALID) void message.error(tErrors('50001'));
      else if (result.failed === ErrorCode.APP_NOT_OPENED) void message.error(result.message);
    }
  };
  // The whole list: the SSO center's apps home (or this user center's own).
  const appsHome = config.appCode === config.defaultAppCode ? '/apps' : config.ssoAddress ? `${config.ssoAddress}/apps` : '';

  const content = (
    <div role="list" aria-label={t('appLinks')} style={{ width: 300, maxHeight: 420, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 4 }}>
      {apps.length === 0 ? <div style={{ padding: 12, color: 'rgba(0,0,0,0.45)' }}>{t('noApps')}</div> : null}
      {apps.map((app) => {
        const name = translate(app.code, app.name || app.descript || app.code);
        const row = (
          <button
            key={app.code}
            type="button"
            role="listitem"
            aria-label={name}
            aria-disabled={!app.href || undefined}
            disabled={!app.href}
            onClick={() => void openApp(app)}
            style={{
              display: 'flex', alignItems: 'center', gap: 10, padding: '8px 10px', border: 0, borderRadius: 8, width: '100%',
              background: 'transparent', cursor: app.href ? 'pointer' : 'not-allowed', opacity: app.href ? 1 : 0.55, textAlign: 'start', font: 'inherit',
            }}
            onMouseEnter={(e) => (e.currentTarget.style.background = 'rgba(0,0,0,0.04)')}
            onMouseLeave={(e) => (e.currentTarget.style.background = 'transparent')}
          >
            <AppIcon app={app} size={34} />
            <span style={{ minWidth: 0, flex: 1 }}>
              <span style={{ display: 'block', fontWeight: 500, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>
              <span style={{ display: 'block', fontSize: 12, color: 'rgba(0,0,0,0.45)', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {app.code} · {translate(`${app.code}.remark`, app.remark || app.descript)}
              </span>
            </span>
          </button>
        );
        return app.href ? row : <Tooltip key={app.code} title={t('noHref')} placement="left">{row}</Tooltip>;
      })}
      {appsHome ? (
        <a href={appsHome} style={{ display: 'block', padding: '8px 10px 2px', borderTop: '1px solid rgba(5,5,5,0.06)', marginTop: 4 }}>
          {t('allApps')}
        </a>
      ) : null}
    </div>
  );

  return (
    <Popover content={content} title={t('appLinks')} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen}>
      <Tooltip title={t('appLinks')}>
        <Button type="text" aria-label={t('appLinks')} icon={<AppstoreOutlined />} style={dark ? { color: 'rgba(255,255,255,0.85)' } : undefined} />
      </Tooltip>
    </Popover>
  );
}
