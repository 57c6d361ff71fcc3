'use client';
/** The idle lock's dialog (ScreenLock): the user's password unlocks the window, or they log out. */
import { useState } from 'react';
import { Button, Form, Input, Modal, Space, Typography } from 'antd';
import '@/components/style/antd/Button';
import '@/components/style/antd/Form';
import '@/components/style/antd/Input';
import '@/components/style/antd/Modal';
import '@/components/style/antd/Space';
import '@/components/style/antd/Typography';
import { LockOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/client/api';
import { callApi } from '@/lib/client/call';
import { usePublicConfig } from '@/components/providers/PublicConfigProvider';
import { sessionEndPath } from '@/components/feedback/logout';
import * as calls from '@/lib/client/calls.generated';

import { storeLock } from './screen-lock-storage';

const BAD_PASSWORD = 40100;
const ACCOUNT_LOCKED = 40101;

export function ScreenLockDialog({ userName, onUnlocked }: { userName?: string; onUnlocked: () => void }) {
  const t = useTranslations('lock');
  const config = usePublicConfig();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ password: string }>();

  const unlock = async ({ password }: { password: string }) => {
    setBusy(true);
    setError(null);
    try {
      await callApi(calls.unlockScreen, { password }, { quiet: true });
      storeLock(false);
      form.resetFields();
      onUnlocked();
    } catch (e) {
      if (e instanceof ApiError && e.result === ACCOUNT_LOCKED) window.location.assign(sessionEndPath(config));
      else setError(e instanceof ApiError && e.result === BAD_PASSWORD ? t('wrongPassword') : e instanceof Error ? e.message : t('wrongPassword'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      closable={false}
      keyboard={false}
      maskClosable={false}
      footer={null}
      centered
      width={400}
      zIndex={3000}
      title={
        <Space>
          <LockOutlined />
          {t('title')}
        </Space>
      }
      styles={{ mask: { backdropFilter: 'blur(8px)', background: 'rgba(15, 23, 42, 0.65)' } }}
    >
      <Typography.Paragraph>{userName ? t('hintNamed', { name: userName }) : t('hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => void unlock(v)}>
        <Form.Item name="password" label={t('password')} rules={[{ required: true, message: t('passwordRequired') }]} validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
          <Input.Password autoFocus autoComplete="current-password" />
        </Form.Item>
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <Button type="link" style={{ paddingInline: 0 }} onClick={() => window.location.assign(sessionEndPath(config))}>
            {t('logout')}
          </Button>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('unlock')}
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
