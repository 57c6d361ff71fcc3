'use client';
/**
 * A page alone in a browser window: /iframe (the frame only) and /newwindow (the frame in a slim
 * container with the title). The address was checked on the server; a refused one says why.
 */
import { useEffect } from 'react';
import { Spin } from 'antd';
import '@/components/style/antd/Spin';
import { LockOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { SessionWatcher } from '@/components/feedback/SessionWatcher';
import type { WindowPage as Resolved } from './server';
import { useFrameLoading } from './use-frame-loading';

export function WindowPage({ page, container, appName }: { page: Resolved; container: boolean; appName: string }) {
  const t = useTranslations('shell');
  const { frame, loading, loaded } = useFrameLoading([page.kind === 'page' ? page.url : '']);
  useEffect(() => {
    if (page.kind === 'page') document.title = page.title ? `${appName} - ${page.title}` : appName;
  }, [page, appName]);

  if (page.kind !== 'page') {
    const text = page.kind === 'illegal' ? t('illegalLink') : page.kind === 'forbidden' ? t('forbidden') : t('window.noAddress');
    return (
      <div role="alert" style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', flexDirection: 'column', gap: 12 }}>
        <span style={{ fontSize: 44, color: 'rgba(0,0,0,0.25)' }}>{page.kind === 'forbidden' ? <LockOutlined /> : <StopOutlined />}</span>
        <span style={{ fontSize: 18, fontWeight: 600 }}>{text}</span>
        <SessionWatcher />
      </div>
    );
  }
  return (
    <div style={{ height: '100vh', display: 'flex', flexDirection: 'column', background: '#f0f2f5' }}>
      {container ? (
        <header style={{ height: 44, flex: '0 0 44px', display: 'flex', alignItems: 'center', gap: 10, padding: '0 16px', background: '#fff', borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
          <span style={{ color: 'rgba(0,0,0,0.45)' }}>{appName}</span>
          <span style={{ fontWeight: 600 }}>{page.title}</span>
        </header>
      ) : null}
      <div style={{ position: 'relative', flex: '1 1 auto' }}>
        {loading ? (
          <div style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#fff' }}>
            <Spin size="large" description={t('loading')} />
          </div>
        ) : null}
        <iframe ref={frame} src={page.url} title={page.title || appName} allow="camera; fullscreen; clipboard-write" onLoad={loaded} style={{ width: '100%', height: '100%', border: 0, display: 'block', background: '#fff' }} />
      </div>
      <SessionWatcher />
    </div>
  );
}
