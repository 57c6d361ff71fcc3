'use client';
/**
 * What a signed-in page renders when its session cannot be shown: overwritten by another login
 * (the 安全提示 prompt, whose button logs out) or the backend unavailable (retry).
 */
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { Button } from 'antd';
import '@/components/style/antd/Button';
import { useTranslations } from 'next-intl';
import type { RepeatLoginInfo } from '@/lib/contracts/auth';
import { StatusPage } from '@/components/feedback/StatusPage';
import { sessionEndPath } from '@/components/feedback/logout';
import { usePublicConfig } from '@/components/providers/PublicConfigProvider';

// Every signed-in page imports this module for the rare case: the dialog's code (antd's Modal and
// the form context it brings) loads only when the prompt is shown, not with each page.
const RepeatLoginModal = dynamic(() => import('@/components/feedback/RepeatLoginModal').then((m) => m.RepeatLoginModal), { ssr: false });

export function OverwrittenPrompt({ info }: { info: RepeatLoginInfo | null }) {
  const config = usePublicConfig();
  // Opened once the page is the browser's: a modal open in the server's HTML did not match the
  // client's first render (React error #418 on every page showing this prompt).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <div style={{ minHeight: '100vh', background: '#f5f7fa' }}>
      <RepeatLoginModal open={mounted} info={info} variant="overwritten" onOk={() => window.location.assign(sessionEndPath(config))} />
    </div>
  );
}

export function LoginUnavailable({ code }: { code: number }) {
  const t = useTranslations('portal');
  const tPages = useTranslations('pages');
  return (
    <StatusPage
      status="500"
      title={t('unavailableTitle')}
      description={t('unavailable', { code: String(code) })}
      homeLabel={tPages('backHome')}
      extra={<Button onClick={() => window.location.reload()}>{tPages('retry')}</Button>}
    />
  );
}
