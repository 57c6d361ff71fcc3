'use client';
/**
 * The content area: the chosen page in an embedded frame (allowed to use the camera) with a
 * loading spinner, or one of the shell's own views (home, no permission, illegal link). Pages of
 * the new framework get a notice that can be dismissed for good; the department and user lists
 * get a watermark of unit name and user code.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { Button, Spin } from 'antd';
import { LockOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { NewFrameworkNotice } from './NewFrameworkNotice';
import { HomeView } from './HomeView';
import { useShell } from './ShellProvider';
import styles from './shell.module.css';

// Only the list pages that show one need the watermark's code.
const ContentWatermark = dynamic(() => import('./ContentWatermark').then((m) => m.ContentWatermark), { ssr: false });

/** List pages that carry the unit-name and user-code watermark (console.md section 3). */
export const WATERMARK_PATHS = ['/user/user-list', '/user/unit-user-list', '/user/userList', '/unit/manageUnit', '/unit/admin-departs'];

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

/** The spinner gives up after this long (a page of another site that never reports its load). */
const SPINNER_MAX_MS = 15_000;

function PageFrame({ url, title }: { url: string; title: string }) {
  const { frameKey } = useShell();
  const [loading, setLoading] = useState(true);
  const frame = useRef<HTMLIFrameElement>(null);
  const t = useTranslations('shell');
  useEffect(() => {
    setLoading(true);
    // The server-rendered frame may have finished loading before React listened for it.
    try {
      const doc = frame.current?.contentDocument;
      if (doc && doc.readyState === 'complete' && doc.location.href !== 'about:blank') setLoading(false);
    } catch {
      // Another site's page: only its load event can tell.
    }
    const timer = window.setTimeout(() => setLoading(false), SPINNER_MAX_MS);
    return () => window.clearTimeout(timer);
  }, [url, frameKey]);
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
        onLoad={() => setLoading(false)}
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
