'use client';
/** Finishes a WeChat binding with the provider's code and state, then says for whom. */
import { useEffect, useRef, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import '@/components/style/antd/Button';
import '@/components/style/antd/Result';
import '@/components/style/antd/Spin';
import { useTranslations } from 'next-intl';
import { callApi } from '@/components/list-page/call';
import * as calls from '@/lib/client/calls.generated';

export function WechatCallback({ code, state, error }: { code: string; state: string; error: string }) {
  const t = useTranslations('console.users');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(error ? { ok: false, text: t('wechat.failed', { message: error }) } : null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || error) return;
    started.current = true;
    callApi<{ account: { nickname: string } }>(calls.bindWechat, { code, state }, { quiet: true })
      .then((r) => setOutcome({ ok: true, text: t('wechat.success', { nickname: r.account.nickname }) }))
      .catch((e: unknown) => setOutcome({ ok: false, text: t('wechat.failed', { message: e instanceof Error ? e.message : String(e) }) }));
  }, [code, state, error, t]);
  if (!outcome) return <Spin tip={t('wechat.binding')} fullscreen />;
  return (
    <Result
      status={outcome.ok ? 'success' : 'error'}
      title={t('wechat.callbackTitle')}
      subTitle={outcome.text}
      extra={
        <Button type="primary" href="/user/user-list">
          {t('wechat.back')}
        </Button>
      }
    />
  );
}
