'use client';
/**
 * Bind mobile (portal.md sections 5 and 9), beside the password e-mail in the user menu: the bound
 * number shown masked with an edit link, or a form to bind one: an 11-digit number starting with 1,
 * a code sent to it by SMS (resend after 60 s), then OK.
 */
import { useState } from 'react';
import { BoundValueModal } from './BoundValueModal';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useFeedback } from '@/components/feedback/feedback';
import '@/components/style/antd/Button';
import '@/components/style/antd/Flex';
import '@/components/style/antd/Form';
import '@/components/style/antd/Input';
import '@/components/style/antd/Typography';
import { MobileOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { callApi, swrKey } from '@/lib/client/call';
import { useCountdown } from '@/lib/client/hooks/use-countdown';
import { VerificationCodeField } from '@/components/form/VerificationCodeField';
import type { PublicLoginResult } from '@/lib/contracts/auth';
import { MOBILE_PATTERN } from '@/lib/contracts/patterns';
import * as calls from '@/lib/client/calls.generated';


interface MobileForm {
  mobile: string;
  validateCode: string;
}

const MOBILE_KEY = swrKey(calls.mobile);

export function BindMobileModal({ open, login, onClose }: { open: boolean; login: PublicLoginResult; onClose: () => void }) {
  const t = useTranslations('account.mobile');
  return (
    <BoundValueModal
      open={open}
      onClose={onClose}
      swrKey={MOBILE_KEY}
      texts={{ title: t('title'), bound: t('bound'), edit: t('edit') }}
      icon={<MobileOutlined />}
      renderForm={(onBound) => <BindMobileForm userId={login.user.id} onCancel={onClose} onBound={onBound} />}
    />
  );
}

function BindMobileForm({ userId, onCancel, onBound }: { userId: number; onCancel: () => void; onBound: () => Promise<void> }) {
  const t = useTranslations('account.mobile');
  const { message } = useFeedback();
  const [form] = Form.useForm<MobileForm>();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);

  async function sendCode() {
    let values: Pick<MobileForm, 'mobile'>;
    try {
      values = await form.validateFields(['mobile']);
    } catch {
      return;
    }
    setSending(true);
    try {
      const { seconds } = await callApi(calls.mobileBindCode, { id: userId, mobile: values.mobile.trim() });
      countdown.start(seconds);
      void message.success(t('codeSent'));
    } catch {
      // Shown by the fetch layer (too many sends says how long to wait...).
    } finally {
      setSending(false);
    }
  }

  async function bind() {
    let values: MobileForm;
    try {
      values = await form.validateFields(['mobile', 'validateCode']);
    } catch {
      return;
    }
    setSaving(true);
    try {
      await callApi(calls.bindMobile, { id: userId, mobile: values.mobile.trim(), validateCode: values.validateCode.trim() });
    } catch {
      setSaving(false);
      return;
    }
    void message.success(t('success'));
    await onBound();
  }

  return (
    <Form form={form} name="bindMobile" layout="vertical" autoComplete="off" disabled={saving}>
      <Typography.Paragraph type="secondary">{t('hint')}</Typography.Paragraph>
      <Form.Item
        name="mobile"
        label={t('mobile')}
        validateFirst
        rules={[
          { required: true, whitespace: true, message: t('mobileRequired') },
          { pattern: MOBILE_PATTERN, message: t('mobileFormat'), transform: (v: string) => v?.trim() },
        ]}
      >
        <Input placeholder={t('mobileRequired')} maxLength={11} autoFocus inputMode="tel" autoComplete="tel-national" />
      </Form.Item>
      <VerificationCodeField
        name="validateCode"
        htmlFor="bindMobile_validateCode"
        label={t('code')}
        texts={{ required: t('codeRequired'), format: t('codeFormat'), send: t('sendCode'), resend: (seconds) => t('resend', { seconds }) }}
        countdown={countdown}
        sending={sending}
        onSend={() => void sendCode()}
      />
      <Flex justify="end" gap={8} style={{ marginTop: 24 }}>
        <Button onClick={onCancel} disabled={false}>
          {t('cancel')}
        </Button>
        <Button type="primary" onClick={() => void bind()} loading={saving}>
          {t('ok')}
        </Button>
      </Flex>
    </Form>
  );
}
