'use client';
/**
 * The login page: a brand panel (gradient by application code) and the form card, with the
 * copyright and the language switch below. Used by /login and, without a session, by /sso.
 *
 * The page is rendered once per host and locale (docs/decisions/021-static-sign-in-pages.md), so
 * what depends on the visit is read here from the address after hydration: `ssoError` (an error to
 * show) and `logout` (end the session this browser may still hold).
 */
import { useEffect, useState } from 'react';
import ApartmentOutlined from '@ant-design/icons-svg/es/asn/ApartmentOutlined';
import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import ThunderboltOutlined from '@ant-design/icons-svg/es/asn/ThunderboltOutlined';
import { useTranslations } from 'next-intl';
import { usePublicConfig } from '@/components/providers/PublicConfigProvider';
import { endServerSession } from '@/components/feedback/end-session';
import { endReasonOf, WHY_PARAM, type EndReason } from '@/components/feedback/logout';
import { SafeImage } from '@/components/layout/SafeImage';
import { Icon } from '@/components/signin/Icon';
import { PageStyleElements } from '@/components/style/PageStyleElements';
import { StyleFrames } from '@/components/style/StyleFrames';
import type { PageStyles } from '@/lib/style/page-styles';
import { LanguageSwitch } from './LanguageSwitch';
import { LoginForm, type LoginMode } from './LoginForm';
import { errorCodeFrom } from './login-address';
import styles from './login.module.css';

export interface LoginScreenProps {
  /** The domain's title, or the product name. */
  brandTitle: string;
  /** Copyright line with {year} already replaced. */
  copyright: string;
  logoUrl: string;
  /** The server runs in demo mode (DEMO=true): say so. */
  demo: boolean;
  /** The domain's style resources meant for the login page (docs/decisions/066). */
  pageStyles: PageStyles;
}

function BrandMark({ logoUrl, alt, style }: { logoUrl: string; alt: string; style?: React.CSSProperties }) {
  const fallback = <Icon icon={SafetyCertificateOutlined} />;
  return (
    <span className={styles.mark} style={style}>
      {logoUrl ? <SafeImage src={logoUrl} alt={alt} fallback={fallback} /> : fallback}
    </span>
  );
}

export function LoginScreen({ brandTitle, copyright, logoUrl, demo, pageStyles }: LoginScreenProps) {
  const t = useTranslations('login');
  const tCommon = useTranslations('common');
  const tErrors = useTranslations('errors');
  const config = usePublicConfig();
  const [mode, setMode] = useState<LoginMode>('account');
  const [errorCode, setErrorCode] = useState<number | undefined>(undefined);
  // Why the last session ended, when the server said (lib/backend/builtin/services/session/authenticate.ts).
  const [ended, setEnded] = useState<EndReason | undefined>(undefined);
  const appName = tCommon.has(`appNames.${config.appCode}`) ? tCommon(`appNames.${config.appCode}`) : tCommon('appNames.default');

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    setErrorCode(errorCodeFrom(params));
    setEnded(endReasonOf(params.get(WHY_PARAM)));
    // The SSO route sends a browser here with `logout` to end a session that is over or unusable.
    if (params.has('logout')) void endServerSession();
  }, []);

  const errorText = errorCode === undefined ? undefined : tErrors.has(String(errorCode)) ? tErrors(String(errorCode)) : tErrors('unknown');

  return (
    // The data-style names are the stable hooks a domain's CSS may address (the class names are hashed).
    <div className={styles.page} data-style="login-page">
      <aside className={styles.brand} data-style="login-brand" style={{ background: 'var(--brand-gradient)' }}>
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
            {[
              [ThunderboltOutlined, t('brand.feature1')],
              [ApartmentOutlined, t('brand.feature2')],
              [CheckCircleOutlined, t('brand.feature3')],
            ].map(([icon, text]) => (
              <li key={text as string}>
                <span className={styles.featureIcon}>
                  <Icon icon={icon as typeof ThunderboltOutlined} />
                </span>
                {text as string}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.brandFoot}>{tCommon('productTagline')}</div>
      </aside>

      <main className={styles.main} data-style="login-main">
        <div className={styles.mobileBrand}>
          <BrandMark logoUrl={logoUrl} alt={brandTitle} style={{ background: 'var(--brand-gradient)' }} />
          <span>{brandTitle}</span>
        </div>
        <section className={styles.card} data-style="login-card" aria-labelledby="login-title">
          <div className={styles.heading}>
            <h2 id="login-title" className={styles.title}>
              {t('welcome')}
            </h2>
            <div className={styles.subtitle}>{mode === 'pms' ? t('pmsSubtitle', { app: appName }) : t('subtitle', { app: appName })}</div>
          </div>
          {demo && (
            <div className={styles.notice} role="note" aria-label={t('demo.title')}>
              <span className={styles.noticeIcon}>
                <Icon icon={ExclamationCircleFilled} />
              </span>
              <div>
                <strong>{t('demo.title')}</strong>
                <div>{t('demo.text')}</div>
              </div>
            </div>
          )}
          {ended && (
            <div className={styles.notice} role="status" aria-live="polite">
              <span className={styles.noticeIcon}>
                <Icon icon={ExclamationCircleFilled} />
              </span>
              <div>
                <strong>{t('ended.title')}</strong>
                <div>{t(`ended.${ended}`)}</div>
              </div>
            </div>
          )}
          {errorText && (
            <div className={styles.alert} role="alert">
              <span className={styles.alertIcon}>
                <Icon icon={CloseCircleFilled} />
              </span>
              <div>
                <div className={styles.alertTitle}>{t('ssoErrorTitle')}</div>
                <div>{errorText}</div>
              </div>
            </div>
          )}
          <LoginForm onModeChange={setMode} />
        </section>
        <StyleFrames frames={pageStyles.frames} className={styles.frames} />
        <footer className={styles.footer} data-style="login-footer">
          <span>{copyright}</span>
          <LanguageSwitch />
        </footer>
      </main>
      <PageStyleElements styles={pageStyles.styles} />
    </div>
  );
}
