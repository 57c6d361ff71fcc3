'use client';
/**
 * Password retrieval by e-mail: unit, account and bound e-mail get a code (60 s before resend);
 * the code and a new password that follows the unit's rule reset it.
 */
import { useState } from 'react';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useFeedback } from '@/components/feedback/feedback';
import '@/components/style/antd/Button';
import '@/components/style/antd/Card';
import '@/components/style/antd/Flex';
import '@/components/style/antd/Form';
import '@/components/style/antd/Input';
import '@/components/style/antd/Typography';
import { LockOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { callApi } from '@/lib/client/call';
import { useCountdown } from '@/lib/client/hooks/use-countdown';
import { VerificationCodeField } from '@/components/form/VerificationCodeField';
import { useDebouncedValue } from '@/lib/client/hooks/use-debounced-value';
import { usePasswordRule } from '@/lib/client/hooks/use-password-rule';
import { brandFor, usePublicConfig } from '@/components/providers';
import { EMAIL_PATTERN } from '@/lib/contracts/patterns';
import { PasswordFields } from './password-fields';
import * as calls from '@/lib/client/calls.generated';

interface RetrievalForm {
  unitCode: string;
  userCode: string;
  email: string;
  validateCode: string;
  passwd: string;
  passwdCheck: string;
}

export function PasswordRetrievalCard(props: { unitCode: string; userCode: string }) {
  const t = useTranslations('password');
  const config = usePublicConfig();
  const { message } = useFeedback();
  const [form] = Form.useForm<RetrievalForm>();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);
  const brand = brandFor(config.appCode);

  const typedUnit = Form.useWatch('unitCode', form) ?? props.unitCode;
  const unitCode = useDebouncedValue(typedUnit.trim(), 400);
  const { rule } = usePasswordRule({ appCode: config.appCode, defaultAppCode: config.defaultAppCode, unitCode });

  async function account() {
    const v = await form.validateFields(['unitCode', 'userCode', 'email']);
    return { unitCode: v.unitCode.trim(), userCode: v.userCode.trim(), email: v.email.trim() };
  }

  async function sendCode() {
    let body: Awaited<ReturnType<typeof account>>;
    try {
      body = await account();
    } catch {
      return;
    }
    setSending(true);
    try {
      const { seconds } = await callApi(calls.sendResetPasswordMail, body);
      countdown.start(seconds);
      void message.success(t('retrieve.codeSent'));
    } catch {
      // The server's message ('There is an error in your account or email address...') is shown by the fetch layer.
    } finally {
      setSending(false);
    }
  }

  async function reset(values: RetrievalForm) {
    setSaving(true);
    try {
      await callApi(calls.resetPasswordByCode, {
        unitCode: values.unitCode.trim(),
        userCode: values.userCode.trim(),
        email: values.email.trim(),
        validateCode: values.validateCode.trim(),
        passwd: values.passwd,
      });
    } catch {
      setSaving(false);
      return;
    }
    // A full load: on hosts that sign in through SSO, /login leads to another origin.
    void message.success(t('retrieve.success'), 1.5).then(() => window.location.assign('/login'));
  }

  return (
    <Flex
      justify="center"
      align="center"
      style={{ minHeight: '100vh', padding: '32px 16px', background: `linear-gradient(180deg, ${brand.tint} 0%, #f5f7fa 60%)` }}
    >
      <Card style={{ width: '100%', maxWidth: 440, boxShadow: '0 10px 30px rgba(15, 23, 42, 0.08)' }} styles={{ body: { padding: '32px 32px 24px' } }}>
        <Flex vertical align="center" gap={8} style={{ marginBottom: 24 }}>
          <Flex
            align="center"
            justify="center"
            style={{ width: 48, height: 48, borderRadius: 12, background: brand.gradient, color: '#fff', fontSize: 22 }}
            aria-hidden
          >
            <LockOutlined />
          </Flex>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('retrieve.title')}
          </Typography.Title>
          <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
            {t('retrieve.subtitle')}
          </Typography.Text>
        </Flex>
        <Form<RetrievalForm>
          form={form}
          name="retrieve"
          layout="vertical"
          requiredMark={false}
          autoComplete="off"
          initialValues={{ unitCode: props.unitCode, userCode: props.userCode }}
          onFinish={(values) => void reset(values)}
          disabled={saving}
        >
          <Form.Item name="unitCode" label={t('retrieve.unitCode')} rules={[{ required: true, whitespace: true, message: t('retrieve.unitCodeRequired') }]}>
            <Input maxLength={60} autoComplete="organization" autoFocus={!props.unitCode} />
          </Form.Item>
          <Form.Item name="userCode" label={t('retrieve.userCode')} rules={[{ required: true, whitespace: true, message: t('retrieve.userCodeRequired') }]}>
            <Input maxLength={30} autoComplete="username" />
          </Form.Item>
          <Form.Item
            name="email"
            label={t('retrieve.email')}
            validateFirst
            rules={[
              { required: true, whitespace: true, message: t('retrieve.emailRequired') },
              { pattern: EMAIL_PATTERN, message: t('retrieve.emailFormat'), transform: (v: string) => v?.trim() },
            ]}
          >
            <Input maxLength={254} autoComplete="email" inputMode="email" autoFocus={Boolean(props.unitCode && props.userCode)} />
          </Form.Item>
          <VerificationCodeField
            name="validateCode"
            htmlFor="retrieve_validateCode"
            label={t('retrieve.code')}
            texts={{ required: t('retrieve.codeRequired'), format: t('retrieve.codeFormat'), send: t('retrieve.sendCode'), resend: (seconds) => t('retrieve.resend', { seconds }) }}
            countdown={countdown}
            sending={sending}
            onSend={() => void sendCode()}
          />
          <PasswordFields rule={rule} withOld={false} />
          <Form.Item style={{ marginTop: 8, marginBottom: 12 }}>
            <Button type="primary" htmlType="submit" block size="large" loading={saving}>
              {t('retrieve.submit')}
            </Button>
          </Form.Item>
        </Form>
        <Flex justify="center">
          <Typography.Link href="/login">{t('retrieve.backToLogin')}</Typography.Link>
        </Flex>
      </Card>
    </Flex>
  );
}
