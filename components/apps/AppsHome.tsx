'use client';
/**
 * The apps home page (/apps on the SSO host and the user center): welcome line, the tiles of the
 * applications configured for the customer with SSO enabled, a size toggle, a link to more apps
 * (not in the open-source variant), the customer's background. Opening a tile checks GET
 * /sso/available first, then opens the SSO host's /sso for the app in a new tab, so the ticket
 * round trip signs the user in there; a through-app asks for a hotel and starts its desktop client.
 */
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { Alert, Button, Empty, Segmented, Typography } from 'antd';
import { useFeedback } from '@/components/feedback/feedback';
import '@/components/style/antd/Alert';
import '@/components/style/antd/Button';
import '@/components/style/antd/Empty';
import '@/components/style/antd/Segmented';
import '@/components/style/antd/Typography';
import { AppstoreOutlined, BankOutlined, ApartmentOutlined, BarsOutlined, ShopOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/client/api';
import { callApi } from '@/lib/client/call';
import type { App, PublicLoginResult } from '@/lib/contracts/auth';
import { ErrorCode } from '@/lib/errors/codes';
import { usePublicConfig } from '@/components/providers/PublicConfigProvider';
import { brandFor } from '@/components/providers/theme';
import { AppTile, type TileSize } from './AppTile';
import { homeApps } from './home-apps';
import { openAppInNewTab } from './open-app';
import styles from './apps.module.css';
import * as calls from '@/lib/client/calls.generated';

// The through-app modal's table and form load when a through-app is opened.
const HotelModal = dynamic(() => import('./HotelModal').then((m) => m.HotelModal), { ssr: false });

export interface AppsHomeSettings {
  /** The "more applications" page ('' hides the link). */
  moreAppsUrl: string;
  /** appCode -> desktop-client link template of the through-apps. */
  throughApps: Record<string, string>;
}

function initialOf(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}

export function AppsHome({ login, names = {}, remarks = {}, images = {}, errorCode, settings }: {
  login: PublicLoginResult;
  /** App code -> name in the page's language (the translation table). */
  names?: Record<string, string>;
  /** appCode -> the tile's line in the page's language. */
  remarks?: Record<string, string>;
  /** appCode -> an advert's picture in the page's language (only a site path). */
  images?: Record<string, string>;
  errorCode?: number;
  settings: AppsHomeSettings;
}) {
  const t = useTranslations('portal');
  const tErrors = useTranslations('errors');
  const { message } = useFeedback();
  const config = usePublicConfig();
  const [size, setSize] = useState<TileSize>('max');
  const [opening, setOpening] = useState<string | null>(null);
  const [error, setError] = useState(errorCode);
  const [through, setThrough] = useState<App | null>(null);
  const apps = homeApps(login.apps, { ssoAppCode: config.ssoAppCode, configured: Object.keys(config.appLinks), throughApps: Object.keys(settings.throughApps) });

  const openApp = async (app: App) => {
    if (settings.throughApps[app.code]) {
      await openThroughApp(app);
      return;
    }
    setOpening(app.code);
    const result = await openAppInNewTab(app, config.ssoAddress);
    setOpening(null);
    if (result === 'blocked') void message.warning(t('popupBlocked'));
    // 53012 and 54002 come back quietly: shown here. Other failures were shown by the fetch layer.
    else if (typeof result === 'object') {
      if (result.failed === ErrorCode.SSO_TOKEN_INVALID) void message.error(tErrors('50001'));
      else if (result.failed === ErrorCode.APP_NOT_OPENED) void message.error(result.message);
    }
  };

  /** A through-app: the token is checked first, then the hotel is chosen in the modal. */
  const openThroughApp = async (app: App) => {
    setOpening(app.code);
    try {
      await callApi(calls.available, { appCode: app.code });
      setThrough(app);
    } catch (e) {
      if (e instanceof ApiError) {
        if (e.result === ErrorCode.SSO_TOKEN_INVALID) void message.error(tErrors('50001'));
        else if (e.result === ErrorCode.APP_NOT_OPENED) void message.error(e.message);
      }
    } finally {
      setOpening(null);
    }
  };

  const errorText = error === undefined ? undefined : tErrors.has(String(error)) ? tErrors(String(error)) : tErrors('unknown');

  return (
    <>
      <section className={styles.welcome} style={{ background: brandFor(config.appCode).gradient }}>
        <span className={styles.avatar} aria-hidden>
          {initialOf(login.username || login.userCode)}
        </span>
        <div style={{ minWidth: 0, position: 'relative', zIndex: 1 }}>
          <h1 className={styles.welcomeTitle}>{t('welcome', { name: login.username, code: login.userCode })}</h1>
          <div className={styles.welcomeUnit}>
            <span>
              <BankOutlined style={{ marginInlineEnd: 6 }} />
              {t('unit', { name: login.unitName, code: login.unitCode })}
            </span>
            {login.deptName && (
              <span>
                <ApartmentOutlined style={{ marginInlineEnd: 6 }} />
                {login.deptName}
              </span>
            )}
          </div>
        </div>
      </section>

      {errorText && (
        <Alert
          type="error"
          showIcon
          title={t('errorTitle')}
          description={errorText}
          closable={{ onClose: () => setError(undefined) }}
          style={{ marginBottom: 16 }}
          role="alert"
        />
      )}

      <div className={styles.toolbar}>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('appsHeading')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('appsCount', { count: apps.filter((a) => !a.img).length })}</Typography.Text>
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
          {settings.moreAppsUrl && !config.features.openSource ? (
            <Button icon={<ShopOutlined />} href={settings.moreAppsUrl} target="_blank" rel="noopener noreferrer">
              {t('moreApps')}
            </Button>
          ) : null}
        <Segmented<TileSize>
          value={size}
          onChange={setSize}
          aria-label={t('size.label')}
          options={[
            { value: 'max', label: t('size.max'), icon: <BarsOutlined /> },
            { value: 'min', label: t('size.min'), icon: <AppstoreOutlined /> },
          ]}
        />
        </div>
      </div>

      {apps.length === 0 ? (
        <Empty description={t('empty')} style={{ padding: '48px 0' }} />
      ) : (
        <div className={`${styles.grid} ${size === 'max' ? styles.gridMax : styles.gridMin}`}>
          {apps.map((app) => (
            <AppTile key={app.code} app={{ ...app, name: names[app.code] || app.name, descript: names[app.code] || app.descript, remark: remarks[app.code] || app.remark, img: app.img && /^\/(?!\/)/.test(images[app.code] ?? '') ? images[app.code]! : app.img }} size={size} opening={opening === app.code} through={Boolean(settings.throughApps[app.code])} onOpen={openApp} />
          ))}
        </div>
      )}
      {through ? <HotelModal app={through} linkTemplate={settings.throughApps[through.code] ?? ''} onClose={() => setThrough(null)} /> : null}
    </>
  );
}
