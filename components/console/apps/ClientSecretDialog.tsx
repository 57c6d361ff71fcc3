'use client';
/**
 * Client secret and redirect origins of an application Concierge does not host: issue, rotate
 * (the new secret is shown once, here, and never again), revoke, and the origins a ticket may go to;
 * and, on its second tab, the application's OpenID Connect registration (OidcClientTab).
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Input, Modal, Space, Spin, Tabs, Typography } from 'antd';
import { useFeedback } from '@/components/feedback/feedback';
import '@/components/style/antd/Alert';
import '@/components/style/antd/Button';
import '@/components/style/antd/Descriptions';
import '@/components/style/antd/Input';
import '@/components/style/antd/Modal';
import '@/components/style/antd/Space';
import '@/components/style/antd/Spin';
import '@/components/style/antd/Tabs';
import '@/components/style/antd/Typography';
import { OidcClientTab } from './OidcClientTab';
import { useTranslations } from 'next-intl';
import { useConsoleAccessOrNull } from '@/components/console/ConsoleAccess';
import { callApi } from '@/components/list-page/call';
import type { AppRow } from '@/lib/contracts/apps';
import * as calls from '@/lib/client/calls.generated';

interface SecretState {
  appCode: string;
  hasSecret: boolean;
  issuedAt: string;
  redirectOrigins: string[];
}

export function ClientSecretDialog({ app, onClose }: { app: AppRow; onClose: () => void }) {
  const t = useTranslations('console.apps');
  const tl = useTranslations('list.page');
  const { message, modal } = useFeedback();
  const access = useConsoleAccessOrNull();
  const canEdit = !access || access.has(calls.issueAppSecret.permission);
  const [state, setState] = useState<SecretState | null>(null);
  const [origins, setOrigins] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    callApi<SecretState>(calls.clientSecretState, { appId: app.id }).then(
      (s) => {
        setState(s);
        setOrigins(s.redirectOrigins.join('\n'));
      },
      () => onClose(),
    );
  }, [app.id, version]);

  const issue = (rotate: boolean) => {
    const go = async () => {
      const r = await callApi<{ secret: string }>(calls.issueAppSecret, { appId: app.id, rotate });
      setShown(r.secret);
      setVersion((v) => v + 1);
    };
    if (!rotate) return void go().catch(() => undefined);
    modal.confirm({ title: t('secret.confirmRotate'), okText: tl('ok'), cancelText: tl('cancel'), onOk: go });
  };
  const revoke = () =>
    modal.confirm({
      title: t('secret.confirmRevoke'),
      okButtonProps: { danger: true },
      okText: tl('ok'),
      cancelText: tl('cancel'),
      onOk: async () => {
        await callApi(calls.revokeAppSecret, { appId: app.id });
        setShown(null);
        void message.success(t('secret.revoked'));
        setVersion((v) => v + 1);
      },
    });
  const saveOrigins = async () => {
    const list = origins
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
    const r = await callApi<{ redirectOrigins: string[] }>(calls.saveRedirectOrigins, { appId: app.id, origins: list });
    setOrigins(r.redirectOrigins.join('\n'));
    void message.success(tl('saved'));
  };

  const secretTab = !state ? (
    <Spin />
  ) : (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Descriptions
        size="small"
        column={1}
        items={[
          { label: t('secret.appCode'), children: state.appCode },
          { label: t('secret.state'), children: state.hasSecret ? t('secret.issuedAt', { at: state.issuedAt }) : t('secret.none') },
        ]}
      />
      {shown && (
        <Alert
          type="warning"
          showIcon
          title={t('secret.once')}
          description={
            <Typography.Text code copyable strong>
              {shown}
            </Typography.Text>
          }
        />
      )}
      {canEdit && (
        <Space>
          {state.hasSecret ? (
            <>
              <Button onClick={() => issue(true)}>{t('secret.rotate')}</Button>
              <Button danger onClick={revoke}>
                {t('secret.revoke')}
              </Button>
            </>
          ) : (
            <Button type="primary" onClick={() => issue(false)}>
              {t('secret.issue')}
            </Button>
          )}
        </Space>
      )}
      <div>
        <Typography.Text strong>{t('secret.origins')}</Typography.Text>
        <Input.TextArea rows={4} value={origins} onChange={(e) => setOrigins(e.target.value)} disabled={!canEdit} aria-label={t('secret.origins')} placeholder="https://app.example.com" />
        <Typography.Text type="secondary">{t('secret.originsHint')}</Typography.Text>
      </div>
      {canEdit && (
        <Button type="primary" ghost onClick={() => void saveOrigins().catch(() => undefined)}>
          {t('secret.saveOrigins')}
        </Button>
      )}
    </Space>
  );

  return (
    <Modal open width={640} title={t('secret.title', { name: app.descript })} onCancel={onClose} footer={<Button onClick={onClose}>{tl('ok')}</Button>}>
      <Tabs
        items={[
          { key: 'secret', label: t('oidc.secretTab'), children: secretTab },
          { key: 'oidc', label: t('oidc.tab'), children: <OidcClientTab app={app} canEdit={canEdit} /> },
        ]}
      />
    </Modal>
  );
}
