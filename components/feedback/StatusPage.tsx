/**
 * Error and status pages (403, 404, 500, 501, error boundaries): the status, what happened and a
 * way back home. Native markup (no antd): the static error pages load nothing they do not show.
 */
import type { ReactNode } from 'react';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import LockFilled from '@ant-design/icons-svg/es/asn/LockFilled';
import WarningFilled from '@ant-design/icons-svg/es/asn/WarningFilled';
import { Icon } from '@/components/signin/Icon';
import styles from './StatusPage.module.css';

const LOOK = {
  '403': [LockFilled, '#faad14', '#fffbe6'],
  '404': [ExclamationCircleFilled, '#1677ff', '#e6f4ff'],
  '500': [CloseCircleFilled, '#ff4d4f', '#fff2f0'],
  error: [WarningFilled, '#ff4d4f', '#fff2f0'],
} as const;

export function StatusPage(props: { status: '403' | '404' | '500' | 'error'; title: string; description: string; homeLabel: string; extra?: ReactNode }) {
  const [icon, color, background] = LOOK[props.status];
  return (
    <main className={styles.page}>
      <div className={styles.result}>
        <div className={styles.badge} style={{ color, background }} aria-hidden>
          <Icon icon={icon} />
        </div>
        <h1 className={styles.title}>{props.title}</h1>
        <p className={styles.description}>{props.description}</p>
        <div className={styles.actions}>
          {props.extra}
          <a href="/" className={styles.home}>
            {props.homeLabel}
          </a>
        </div>
      </div>
    </main>
  );
}
