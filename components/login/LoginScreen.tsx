'use client';
/**
 * The login page: a brand panel (gradient by application code) and the form card, with the
 * copyright and the language switch below. Used by /login and, without a session, by /sso.
 */
import { useEffect, useState } from 'react';
import { Alert, Card, Typography } from 'antd';
import { ApartmentOutlined, CheckCircleOutlined, SafetyCertificateOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/client/api';
import { usePublicConfig } from '@/components/providers/PublicConfigProvider';
import { brandFor } from '@/components/providers/theme';
import { SafeImage } from '@/components/layout/SafeImage';
import { LanguageSwitch } from './LanguageSwitch';
import { LoginForm } from './LoginForm';
import styles from './login.module.css';

export interface LoginScreenProps {
  /** The domain's title, or the product name. */
  brandTitle: string;
  /** Copyright line with {year} already replaced. */
  copyright: string;
  logoUrl: string;
  /** An error code to show (ssoError on application hosts, a failed SSO decision on the SSO host). */
  errorCode?: number;
  /** /sso found a dead session: drop its cookie quietly on mount. */
  clearSession?: boolean;
}

function BrandMark({ logoUrl, alt }: { logoUrl: string; alt: string }) {
  return (
    <span className={styles.mark}>
      {logoUrl ? <SafeImage src={logoUrl} alt={alt} fallback={<SafetyCertificateOutlined />} /> : <SafetyCertificateOutlined />}
    </span>
  );
}

export function LoginScreen({ brandTitle, copyright, logoUrl, errorCode, clearSession }: LoginScreenProps) {
  const t = useTranslations('login');
  const tCommon = useTranslations('common');
  const tErrors = useTranslations('errors');
  const config = usePublicConfig();
  const brand = brandFor(config.appCode);
  const [mode, setMode] = useState<'account' | 'pms'>('account');
  const appName = tCommon.has(`appNames.${config.appCode}`) ? tCommon(`appNames.${config.appCode}`) : tCommon('appNames.default');

  useEffect(() => {
    if (clearSession) void api('uc', '/sso/logout', { quiet: true }).catch(() => undefined);
  }, [clearSession]);

  const errorText = errorCode === undefined ? undefined : tErrors.has(String(errorCode)) ? tErrors(String(errorCode)) : tErrors('unknown');

  return (
    <div className={styles.page}>
      <aside className={styles.brand} style={{ background: brand.gradient }}>
        <div className={styles.brandTop}>
          <BrandMark logoUrl={logoUrl} alt={brandTitle} />
          <div>
            <div className={styles.brandName}>{brandTitle}</div>
            <div className={styles.brandApp}>{appName}</div>
          </div>
        </div>
        <div className={styles.brandBody}>
          <h1 className={styles.headline}>{t('brand.headline')}</h1>
          <p className={styles.description}>{t('brand.description')}</p>
          <ul className={styles.features}>
            <li>
              <span className={styles.featureIcon}>
                <ThunderboltOutlined />
              </span>
              {t('brand.feature1')}
            </li>
            <li>
              <span className={styles.featureIcon}>
                <ApartmentOutlined />
              </span>
              {t('brand.feature2')}
            </li>
            <li>
              <span className={styles.featureIcon}>
                <CheckCircleOutlined />
              </span>
              {t('brand.feature3')}
            </li>
          </ul>
        </div>
        <div className={styles.brandFoot}>{tCommon('productTagline')}</div>
      </aside>

      <main className={styles.main}>
        <div className={styles.mobileBrand}>
          <span className={styles.mark} style={{ background: brand.gradient }}>
            {logoUrl ? <SafeImage src={logoUrl} alt={brandTitle} fallback={<SafetyCertificateOutlined />} /> : <SafetyCertificateOutlined />}
          </span>
          <span>{brandTitle}</span>
        </div>
        <Card className={styles.card} variant="borderless" styles={{ body: { padding: '36px 36px 28px' } }}>
          <div className={styles.heading}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('welcome')}
            </Typography.Title>
            <Typography.Text type="secondary">{mode === 'pms' ? t('pmsSubtitle', { app: appName }) : t('subtitle', { app: appName })}</Typography.Text>
          </div>
          {errorText && (
            <Alert type="error" showIcon title={t('ssoErrorTitle')} description={errorText} style={{ marginBottom: 20 }} role="alert" />
          )}
          <LoginForm onModeChange={setMode} />
        </Card>
        <footer className={styles.footer}>
          <span>{copyright}</span>
          <LanguageSwitch />
        </footer>
      </main>
    </div>
  );
}
