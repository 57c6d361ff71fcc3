'use client';
/**
 * The content area: the chosen page in an embedded frame (allowed to use the camera) with a
 * loading spinner, or one of the shell's own views (home, no permission, illegal link). Pages of
 * the new framework get a notice that can be dismissed for good; the department and user lists
 * get a watermark of unit name and user code.
 */
import { useMemo, type ReactNode } from 'react';
import { Button, Spin } from 'antd';
import '@/components/style/antd/Button';
import '@/components/style/antd/Spin';
import { LockOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { ContentWatermark } from './ContentWatermark';
import { NewFrameworkNotice } from './NewFrameworkNotice';
import { HomeView } from './HomeView';
import { useShell } from './ShellProvider';
import { useFrameLoading } from './use-frame-loading';
import { SCREEN_KEYS, screenOf } from '@/lib/console/screens';
import styles from './shell.module.css';


/** List pages that carry the unit-name and user-code watermark (console.md section 3), as the screens' table declares them. */
export const WATERMARK_PATHS: readonly string[] = SCREEN_KEYS.map(screenOf).filter((s) => s.watermark).map((s) => s.path);

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return '';
  }
}

function StatusView({ icon, title, text, action }: { icon: ReactNode; title: string; text?: string; action?: ReactNode }) {
  return (
    <div className={styles.view} role="alert" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <div style={{ textAlign: 'center', maxWidth: 420 }}>
        <div style={{ fontSize: 48, color: 'rgba(0,0,0,0.25)', marginBottom: 12 }}>{icon}</div>
        <div style={{ fontSize: 18, fontWeight: 600, marginBottom: 6 }}>{title}</div>
        {text ? <div style={{ color: 'rgba(0,0,0,0.45)', marginBottom: 16 }}>{text}</div> : null}
        {action}
      </div>
    </div>
  );
}

function PageFrame({ url, title }: { url: string; title: string }) {
  const { frameKey } = useShell();
  const { frame, loading, loaded } = useFrameLoading([url, frameKey]);
  const t = useTranslations('shell');
  return (
    <div className={styles.frameBox}>
      {loading ? (
        <div className={styles.frameSpinner} aria-live="polite">
          <Spin size="large" description={t('loading')} />
        </div>
      ) : null}
      <iframe
        ref={frame}
        key={`${url}#${frameKey}`}
        className={styles.frame}
        src={url}
        title={title || t('content')}
        allow="camera; fullscreen; clipboard-write"
        onLoad={loaded}
      />
    </div>
  );
}

export function ContentArea() {
  const t = useTranslations('shell');
  const { view, goHome, boot } = useShell();
  const watermark = view.kind === 'page' && WATERMARK_PATHS.includes(pathOf(view.url));
  const marks = useMemo(() => [boot.login.unitName, boot.login.userCode], [boot.login.unitName, boot.login.userCode]);

  return (
    <main className={styles.content} aria-label={t('content')}>
      {view.kind === 'page' ? (
        <>
          <NewFrameworkNotice url={view.url} />
          <div style={{ position: 'relative', flex: '1 1 auto', minHeight: 0, display: 'flex', flexDirection: 'column' }}>
            <PageFrame url={view.url} title={view.title} />
            {watermark ? <ContentWatermark content={marks} /> : null}
          </div>
        </>
      ) : view.kind === 'illegal' ? (
        <StatusView icon={<StopOutlined />} title={t('illegalLink')} text={t('illegalLinkHint')} action={<Button onClick={goHome}>{t('backHome')}</Button>} />
      ) : view.kind === 'forbidden' ? (
        <StatusView icon={<LockOutlined />} title={t('forbidden')} text={t('forbiddenHint')} action={<Button onClick={goHome}>{t('backHome')}</Button>} />
      ) : (
        <HomeView />
      )}
    </main>
  );
}
