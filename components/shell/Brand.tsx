'use client';
/** Logo and application name: the user's tab logo, the domain's or the customer's, else the product mark. */
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { SafeImage } from '@/components/layout/SafeImage';
import { useShell } from './ShellProvider';
import styles from './shell.module.css';

export function Brand({ showName = true, onClick }: { showName?: boolean; onClick?: () => void }) {
  const { logoUrl, appName, goHome } = useShell();
  const mark = <SafetyCertificateOutlined />;
  return (
    <button type="button" className={styles.brand} onClick={onClick ?? goHome} aria-label={appName} style={{ border: 0, background: 'transparent', padding: 0, cursor: 'pointer', color: 'inherit', font: 'inherit' }}>
      <span className={styles.brandMark} aria-hidden>
        {logoUrl ? <SafeImage src={logoUrl} alt="" fallback={mark} /> : mark}
      </span>
      {showName ? <span className={styles.brandName}>{appName}</span> : null}
    </button>
  );
}
