'use client';
/** The top bar of signed-in pages: product mark and application name, the user operation menu. */
import type { ReactNode } from 'react';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import type { PublicLoginResult } from '@/lib/contracts/auth';
import { UserMenu } from '@/components/account/UserMenu';
import { usePublicConfig } from '@/components/providers/PublicConfigProvider';
import { brandFor } from '@/components/providers/theme';
import { useAppName } from './useAppName';
import styles from './layout.module.css';

export function PortalHeader({ login, extra }: { login: PublicLoginResult; extra?: ReactNode }) {
  const config = usePublicConfig();
  const t = useTranslations('common');
  const appName = useAppName(config.appCode);
  return (
    <header className={styles.header}>
      <div className={styles.brand}>
        <span className={styles.mark} style={{ background: brandFor(config.appCode).gradient }} aria-hidden>
          <SafetyCertificateOutlined />
        </span>
        <span className={styles.product}>{t('product')}</span>
        <span className={styles.app}>{appName}</span>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        {extra}
        <UserMenu login={login} />
      </div>
    </header>
  );
}
