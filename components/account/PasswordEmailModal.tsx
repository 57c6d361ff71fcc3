'use client';
/**
 * Password e-mail (portal.md sections 2 and 5): the bound address shown masked with an edit link,
 * or a form to bind one: e-mail, image captcha, a code sent to the address, then OK.
 */
import { useCallback, useEffect, useState } from 'react';
import { BoundValueModal } from './BoundValueModal';
import { Button, Flex, Form, Input, Spin, Tooltip, Typography } from 'antd';
import { useFeedback } from '@/components/feedback/feedback';
import '@/components/style/antd/Button';
import '@/components/style/antd/Flex';
import '@/components/style/antd/Form';
import '@/components/style/antd/Input';
import '@/components/style/antd/Spin';
import '@/components/style/antd/Tooltip';
import '@/components/style/antd/Typography';
import { MailOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { callApi, swrKey, type OutputOf } from '@/lib/client/call';
import { useCountdown } from '@/lib/client/hooks/use-countdown';
import { VerificationCodeField } from '@/components/form/VerificationCodeField';
import type { PublicLoginResult } from '@/lib/contracts/auth';
import { EMAIL_PATTERN } from '@/lib/contracts/patterns';
import * as calls from '@/lib/client/calls.generated';

type Captcha = OutputOf<typeof calls.captcha>;

interface EmailForm {
  email: string;
  captcha: string;
  validateCode: string;
}

const EMAIL_KEY = swrKey(calls.email);

export function PasswordEmailModal({ open, login, onClose }: { open: boolean; login: PublicLoginResult; onClose: () => void }) {
  const t = useTranslations('email');
  return (
    <BoundValueModal
      open={open}
      onClose={onClose}
      swrKey={EMAIL_KEY}
      texts={{ title: t('modal.title'), bound: t('modal.bound'), edit: t('modal.edit') }}
      icon={<MailOutlined />}
      renderForm={(onBound) => <BindEmailForm userId={login.user.id} onCancel={onClose} onBound={onBound} />}
    />
  );
}

function BindEmailForm({ userId, onCancel, onBound }: { userId: number; onCancel: () => void; onBound: () => Promise<void> }) {
  const t = useTranslations('email');
  const { message } = useFeedback();
  const [form] = Form.useForm<EmailForm>();
  const countdown = useCountdown();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);

  // A captcha can be tried once: a new one after every send, and on click.
  const refreshCaptcha = useCallback(async () => {
    form.setFieldValue('captcha', '');
    try {
      setCaptcha(await callApi(calls.captcha));
    } catch {
      setCaptcha(null);
    }
  }, [form]);

  useEffect(() => {
    void refreshCaptcha();
  }, [refreshCaptcha]);

  async function sendCode() {
    let values: Pick<EmailForm, 'email' | 'captcha'>;
    try {
      values = await form.validateFields(['email', 'captcha']);
    } catch {
      return;
    }
    if (!captcha) return;
    setSending(true);
    try {
      await callApi(calls.emailResetCode, { id: userId, email: values.email.trim(), captchaId: captcha.captchaId, captcha: values.captcha.trim() });
      countdown.start();
      void message.success(t('modal.codeSent'));
    } catch {
      // Shown by the fetch layer (wrong captcha, too many sends...).
    } finally {
      setSending(false);
      void refreshCaptcha();
    }
  }

  async function bind() {
    // The captcha only guards sending a code: an error left from a send attempt does not apply here.
    form.setFields([{ name: 'captcha', errors: [] }]);
    let values: Pick<EmailForm, 'email' | 'validateCode'>;
    try {
      values = await form.validateFields(['email', 'validateCode']);
    } catch {
      return;
    }
    setSaving(true);
    try {
      await callApi(calls.resetEmail, { id: userId, email: values.email.trim(), validateCode: values.validateCode.trim() });
    } catch {
      setSaving(false);
      return;
    }
    void message.success(t('modal.success'));
    await onBound();
  }

  return (
    <Form form={form} name="bindEmail" layout="vertical" autoComplete="off" disabled={saving}>
      <Typography.Paragraph type="secondary">{t('modal.hint')}</Typography.Paragraph>
      <Form.Item
        name="email"
        label={t('modal.email')}
        validateFirst
        rules={[
          { required: true, whitespace: true, message: t('modal.emailRequired') },
          { pattern: EMAIL_PATTERN, message: t('modal.emailFormat'), transform: (v: string) => v?.trim() },
        ]}
      >
        <Input placeholder={t('modal.emailRequired')} maxLength={254} autoFocus inputMode="email" />
      </Form.Item>
      <Form.Item label={t('modal.captcha')} htmlFor="bindEmail_captcha" required extra={t('modal.captchaRefresh')}>
        <Flex gap={8}>
          <Form.Item name="captcha" noStyle rules={[{ required: true, whitespace: true, message: t('modal.captchaRequired') }]}>
            <Input maxLength={10} style={{ flex: 1 }} autoCapitalize="characters" />
          </Form.Item>
          <Tooltip title={t('modal.captchaRefresh')}>
            <button
              type="button"
              onClick={() => void refreshCaptcha()}
              aria-label={t('modal.captchaRefresh')}
              style={{ padding: 0, border: '1px solid #d9d9d9', borderRadius: 6, background: '#fff', cursor: 'pointer', height: 32, width: 98, overflow: 'hidden', flex: 'none' }}
            >
              {captcha ? (
                // A data: URL built by the server; next/image adds nothing here.
                // eslint-disable-next-line @next/next/no-img-element
                <img src={captcha.image} alt={t('modal.captchaAlt')} width={96} height={30} style={{ display: 'block' }} />
              ) : (
                <Spin size="small" />
              )}
            </button>
          </Tooltip>
        </Flex>
      </Form.Item>
      <VerificationCodeField
        name="validateCode"
        htmlFor="bindEmail_validateCode"
        label={t('modal.code')}
        texts={{ required: t('modal.codeRequired'), format: t('modal.codeFormat'), send: t('modal.sendCode'), resend: (seconds) => t('modal.resend', { seconds }) }}
        countdown={countdown}
        sending={sending}
        onSend={() => void sendCode()}
      />
      <Flex justify="end" gap={8} style={{ marginTop: 24 }}>
        <Button onClick={onCancel} disabled={false}>
          {t('modal.cancel')}
        </Button>
        <Button type="primary" onClick={() => void bind()} loading={saving}>
          {t('modal.ok')}
        </Button>
      </Flex>
    </Form>
  );
}
