'use client';
/**
 * The sign-in form (portal.md section 2, Login screen): unit code, account, password, remember-me,
 * forgot-password link, required consent; login, SSO login and PMS-account login. A 40111 answer
 * adds an SMS code step. On success the login is stored and the browser moves on.
 */
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { App, Alert, Button, Checkbox, Divider, Flex, Form, Input, Typography } from 'antd';
import { BankOutlined, LockOutlined, MessageOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { api, ApiError } from '@/lib/client/api';
import type { PublicLoginResult, RepeatLoginInfo } from '@/lib/contracts/auth';
import { ErrorCode } from '@/lib/errors/codes';
import { isSsoHost, usePublicConfig } from '@/components/providers/PublicConfigProvider';
import { RepeatLoginModal } from '@/components/feedback/RepeatLoginModal';
import { readRemember, storeLogin, type Remember } from './login-storage';
import { SsoLoginButton } from './SsoLoginButton';
import { RESEND_SECONDS, useCountdown } from '@/lib/client/hooks/use-countdown';
import { VerificationCodeField } from '@/components/form/VerificationCodeField';

type Mode = 'account' | 'pms';

interface FormValues {
  unitCode?: string;
  userCode?: string;
  hotelCode?: string;
  pmsUserCode?: string;
  password?: string;
  mobileCode?: string;
  remember?: boolean;
  consent?: boolean;
}

interface Challenge {
  encodedCode: string;
  mobile: string;
}


function challengeOf(retVal: unknown): Challenge | null {
  if (!retVal || typeof retVal !== 'object') return null;
  const { encodedCode, mobile } = retVal as Record<string, unknown>;
  return typeof encodedCode === 'string' ? { encodedCode, mobile: typeof mobile === 'string' ? mobile : '' } : null;
}

/** Where a successful login goes (portal.md section 4). */
function nextLocation(ssoHost: boolean): string {
  if (!ssoHost) return '/index';
  const params = new URLSearchParams(window.location.search);
  if (params.get('appCode')) {
    // Back to /sso with the same appCode and redirect: the server continues the SSO round trip.
    for (const drop of ['logout', 'ssoError', 'clear']) params.delete(drop);
    return `/sso?${params.toString()}`;
  }
  return '/apps';
}

export function LoginForm({ onModeChange }: { onModeChange?: (mode: Mode) => void }) {
  const t = useTranslations('login');
  const { message } = App.useApp();
  const config = usePublicConfig();
  const ssoHost = isSsoHost(config);
  const [form] = Form.useForm<FormValues>();
  const [mode, setMode] = useState<Mode>('account');
  const [submitting, setSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<RepeatLoginInfo | null>(null);
  const countdown = useCountdown();

  useEffect(() => {
    const remembered = readRemember();
    if (remembered?.[2]) form.setFieldsValue({ unitCode: remembered[0], userCode: remembered[1], remember: true });
  }, [form]);

  const switchMode = (next: Mode) => {
    setMode(next);
    setChallenge(null);
    form.resetFields(['password', 'mobileCode']);
    form.setFields([{ name: 'consent', errors: [] }]);
    onModeChange?.(next);
  };

  const finish = (result: PublicLoginResult, remember: Remember | undefined) => {
    storeLogin(result, config.appCode, remember);
    if (result.repeatLogin) setNotice(result.repeatLogin);
    else window.location.assign(nextLocation(ssoHost));
  };

  const onFinish = async (values: FormValues) => {
    const language = new URLSearchParams(window.location.search).get('language') ?? undefined;
    setSubmitting(true);
    try {
      if (mode === 'pms') {
        const result = await api<PublicLoginResult>('uc', '/sso/pmsLogin', {
          method: 'POST',
          body: { hotelCode: values.hotelCode?.trim(), pmsUserCode: values.pmsUserCode?.trim(), password: values.password, language },
          quiet: true,
        });
        finish(result, undefined);
        return;
      }
      const unitCode = values.unitCode?.trim() ?? '';
      const userCode = values.userCode?.trim() ?? '';
      const result = await api<PublicLoginResult>('uc', ssoHost ? '/sso/login' : '/login', {
        method: 'POST',
        body: {
          unitCode,
          userCode,
          password: values.password,
          language,
          ...(challenge && values.mobileCode ? { mobileCode: values.mobileCode.trim(), encodedCode: challenge.encodedCode } : {}),
        },
        quiet: true,
      });
      finish(result, values.remember ? [unitCode, userCode, true] : ['', '', false]);
    } catch (e) {
      // Quiet call: the envelope's message is shown here, except for 40111 whose SMS step explains
      // itself (50001 and 52100 still reach ApiFeedback through the fetch layer's events).
      if (!(e instanceof ApiError)) return;
      const next = e.result === ErrorCode.MOBILE_CODE_REQUIRED ? challengeOf(e.retVal) : null;
      if (next) {
        setChallenge(next);
        form.resetFields(['mobileCode']);
      } else if (e.result !== ErrorCode.SESSION_INVALID && e.result !== ErrorCode.REPEAT_LOGIN) {
        void message.error(e.message);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const sendCode = async () => {
    if (!challenge) return;
    setSending(true);
    try {
      const r = await api<{ mobile: string; seconds: number }>('uc', '/sso/sendMobileCode', { query: { encodedCode: challenge.encodedCode } });
      countdown.start(r.seconds > 0 ? r.seconds : RESEND_SECONDS);
      void message.success(t('smsSent', { mobile: r.mobile || challenge.mobile }));
    } catch {
      // Shown by the fetch layer.
    } finally {
      setSending(false);
    }
  };

  const required = (key: string) => [{ required: true, whitespace: true, message: t(`validation.${key}`) }];

  return (
    <>
      <Form<FormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        size="large"
        onFinish={onFinish}
        onValuesChange={(changed: FormValues) => {
          if (challenge && ('unitCode' in changed || 'userCode' in changed)) setChallenge(null);
        }}
        initialValues={{ remember: false, consent: false }}
        autoComplete="on"
      >
        {mode === 'account' ? (
          <>
            <Form.Item name="unitCode" label={t('fields.unitCode')} rules={required('unitCode')} hasFeedback>
              <Input prefix={<BankOutlined />} placeholder={t('placeholders.unitCode')} autoComplete="organization" maxLength={60} />
            </Form.Item>
            <Form.Item name="userCode" label={t('fields.userCode')} rules={required('userCode')} hasFeedback>
              <Input prefix={<UserOutlined />} placeholder={t('placeholders.userCode')} autoComplete="username" maxLength={30} />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item name="hotelCode" label={t('fields.hotelCode')} rules={required('hotelCode')} hasFeedback>
              <Input prefix={<ShopOutlined />} placeholder={t('placeholders.hotelCode')} maxLength={60} />
            </Form.Item>
            <Form.Item
              name="pmsUserCode"
              label={t('fields.pmsUserCode')}
              rules={[...required('pmsUserCode'), { pattern: /^[A-Za-z0-9_]{1,30}$/, message: t('validation.pmsUserCodeFormat') }]}
              hasFeedback
            >
              <Input prefix={<UserOutlined />} placeholder={t('placeholders.pmsUserCode')} autoComplete="username" maxLength={30} />
            </Form.Item>
          </>
        )}
        <Form.Item name="password" label={t('fields.password')} rules={[{ required: true, message: t('validation.password') }]} hasFeedback>
          <Input.Password prefix={<LockOutlined />} placeholder={t('placeholders.password')} autoComplete="current-password" maxLength={256} />
        </Form.Item>

        {mode === 'account' && challenge && (
          <>
            <Alert type="info" showIcon title={t('smsRequired', { mobile: challenge.mobile })} style={{ marginBottom: 16 }} />
            <VerificationCodeField
              name="mobileCode"
              htmlFor="mobileCode"
              label={t('fields.mobileCode')}
              prefix={<MessageOutlined />}
              placeholder={t('placeholders.mobileCode')}
              texts={{ required: t('validation.mobileCode'), format: t('validation.mobileCode'), send: t('buttons.sendCode'), resend: (seconds) => t('buttons.resend', { seconds }) }}
              countdown={countdown}
              sending={sending}
              onSend={() => void sendCode()}
            />
          </>
        )}

        {mode === 'account' && (
          <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
            <Form.Item name="remember" valuePropName="checked" noStyle>
              <Checkbox>{t('remember')}</Checkbox>
            </Form.Item>
            <Link href="/unsubscribeEmailHtml">{t('forgotPassword')}</Link>
          </Flex>
        )}

        <Form.Item
          name="consent"
          valuePropName="checked"
          rules={[{ validator: (_r, v) => (v ? Promise.resolve() : Promise.reject(new Error(t('validation.consent')))) }]}
          style={{ marginBottom: 20 }}
        >
          <Checkbox>
            <Typography.Text style={{ fontSize: 13 }}>
              {t.rich('consent', {
                user: (chunks) => (
                  <Link href="/agreement#user" target="_blank" onClick={(e) => e.stopPropagation()}>
                    {chunks}
                  </Link>
                ),
                privacy: (chunks) => (
                  <Link href="/agreement#privacy" target="_blank" onClick={(e) => e.stopPropagation()}>
                    {chunks}
                  </Link>
                ),
              })}
            </Typography.Text>
          </Checkbox>
        </Form.Item>

        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('buttons.login')}
        </Button>
      </Form>

      <Divider plain style={{ margin: '20px 0 16px' }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('or')}
        </Typography.Text>
      </Divider>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
        <SsoLoginButton />
        {mode === 'account' ? (
          <Button block icon={<ShopOutlined />} onClick={() => switchMode('pms')}>
            {t('buttons.pmsLogin')}
          </Button>
        ) : (
          <Button block icon={<BankOutlined />} onClick={() => switchMode('account')}>
            {t('buttons.accountLogin')}
          </Button>
        )}
      </div>

      <RepeatLoginModal
        open={notice !== null}
        info={notice}
        variant="notice"
        onOk={() => {
          setNotice(null);
          window.location.assign(nextLocation(ssoHost));
        }}
      />
    </>
  );
}
