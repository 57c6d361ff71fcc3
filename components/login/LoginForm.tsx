'use client';
/**
 * The sign-in form (portal.md section 2, Login screen): unit code, account, password, remember-me,
 * forgot-password link, required consent; login, SSO login and PMS-account login. A 40111 answer
 * adds an SMS code step; a 40114 or 40115 answer an image captcha (docs/decisions/104). On success the login is stored and the browser moves on.
 *
 * Native controls with the rules of login-validation.ts (antd's Form cost 40 KB of the first load,
 * docs/decisions/021-static-sign-in-pages.md). The PMS fields, the SMS step and the repeat-login
 * notice are loaded when they are first shown.
 */
import { useEffect, useState, type FormEvent } from 'react';
import dynamic from 'next/dynamic';
import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/client/api';
import { callApi } from '@/lib/client/call';
import type { LoginCaptcha, PublicLoginResult, RepeatLoginInfo } from '@/lib/contracts/auth';
import { ErrorCode } from '@/lib/errors/codes';
import { isSsoHost, usePublicConfig } from '@/components/providers/PublicConfigProvider';
import { Button, CheckboxField, TextField, fieldStyles } from '@/components/signin/fields';
import { Icon } from '@/components/signin/Icon';
import { toast } from '@/components/signin/Toaster';
import { readRemember, storeLogin, type Remember } from './login-storage';
import { nextLocation } from './login-address';
import { EMPTY_LOGIN, fieldsOf, validateField, validateLogin, type LoginErrors, type LoginField, type LoginMode, type LoginValues } from './login-validation';
import { SsoLoginButton } from './SsoLoginButton';
import styles from './login.module.css';
import * as calls from '@/lib/client/calls.generated';

export type { LoginMode };

const PmsFields = dynamic(() => import('./PmsFields').then((m) => m.PmsFields));
const SmsStep = dynamic(() => import('./SmsStep').then((m) => m.SmsStep));
const CaptchaStep = dynamic(() => import('./CaptchaStep').then((m) => m.CaptchaStep));
const RepeatLoginDialog = dynamic(() => import('@/components/feedback/RepeatLoginDialog').then((m) => m.RepeatLoginDialog), { ssr: false });

interface Challenge {
  encodedCode: string;
  mobile: string;
}

function challengeOf(retVal: unknown): Challenge | null {
  if (!retVal || typeof retVal !== 'object') return null;
  const { encodedCode, mobile } = retVal as Record<string, unknown>;
  return typeof encodedCode === 'string' ? { encodedCode, mobile: typeof mobile === 'string' ? mobile : '' } : null;
}

/** The new captcha of a 40114 or 40115 answer (no zod on the sign-in page: it is kept small). */
function captchaOf(retVal: unknown): LoginCaptcha | null {
  if (!retVal || typeof retVal !== 'object') return null;
  const { captchaId, image } = retVal as Record<string, unknown>;
  return typeof captchaId === 'string' && typeof image === 'string' && image.startsWith('data:image/') ? { captchaId, image } : null;
}

/** The password retrieval page, prefilled with the unit and account typed so far. */
function retrievalHref(values: LoginValues): string {
  const query = new URLSearchParams();
  if (values.unitCode.trim()) query.set('unitCode', values.unitCode.trim());
  if (values.userCode.trim()) query.set('userCode', values.userCode.trim());
  const q = query.toString();
  return q ? `/unsubscribeEmailHtml?${q}` : '/unsubscribeEmailHtml';
}

export function LoginForm({ onModeChange }: { onModeChange?: (mode: LoginMode) => void }) {
  const t = useTranslations('login');
  const config = usePublicConfig();
  const ssoHost = isSsoHost(config);
  const [values, setValues] = useState<LoginValues>(EMPTY_LOGIN);
  const [errors, setErrors] = useState<LoginErrors>({});
  /** Fields checked at least once: their state (antd's hasFeedback) shows from then on. */
  const [checked, setChecked] = useState<Partial<Record<LoginField, boolean>>>({});
  const [mode, setMode] = useState<LoginMode>('account');
  const [submitting, setSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  /** The image captcha the last answer asked for; sent with the next attempt, then spent. */
  const [captcha, setCaptcha] = useState<LoginCaptcha | null>(null);
  const [notice, setNotice] = useState<RepeatLoginInfo | null>(null);

  useEffect(() => {
    const remembered = readRemember();
    if (remembered?.[2]) setValues((v) => ({ ...v, unitCode: remembered[0], userCode: remembered[1], remember: true }));
  }, []);

  const texts = (keys: string[] | undefined) => keys?.map((k) => t(k));

  /** antd validates a field on change once it has a value or was checked: the same here. */
  const change = <K extends keyof LoginValues>(field: K, value: LoginValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (challenge && (field === 'unitCode' || field === 'userCode')) setChallenge(null);
    if (field !== 'remember') {
      const f = field as LoginField;
      setChecked((c) => ({ ...c, [f]: true }));
      setErrors((e) => ({ ...e, [f]: validateField(f, next) }));
    }
  };

  const switchMode = (next: LoginMode) => {
    setMode(next);
    setChallenge(null);
    setCaptcha(null);
    setValues((v) => ({ ...v, password: '', mobileCode: '', captcha: '' }));
    setErrors({});
    setChecked({});
    onModeChange?.(next);
  };

  const finish = (result: PublicLoginResult, remember: Remember | undefined) => {
    storeLogin(result, config.appCode, remember);
    if (result.repeatLogin) setNotice(result.repeatLogin);
    else window.location.assign(nextLocation(ssoHost, window.location.search));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    const found = validateLogin(values, mode, challenge !== null, captcha !== null);
    setErrors(found);
    setChecked(Object.fromEntries(fieldsOf(mode, challenge !== null, captcha !== null).map((f) => [f, true])));
    if (Object.values(found).some((list) => list && list.length > 0)) return;

    const language = new URLSearchParams(window.location.search).get('language') ?? undefined;
    const captchaAnswer = captcha && values.captcha.trim() ? { captchaId: captcha.captchaId, captcha: values.captcha.trim() } : {};
    setSubmitting(true);
    try {
      if (mode === 'pms') {
        const result = await callApi(
          calls.pmsLogin,
          { hotelCode: values.hotelCode.trim(), pmsUserCode: values.pmsUserCode.trim(), password: values.password, language, ...captchaAnswer },
          { quiet: true },
        );
        finish(result, undefined);
        return;
      }
      const unitCode = values.unitCode.trim();
      const userCode = values.userCode.trim();
      const result = await callApi(
        ssoHost ? calls.ssoLogin : calls.login,
        {
          unitCode,
          userCode,
          password: values.password,
          language,
          ...captchaAnswer,
          ...(challenge && values.mobileCode ? { mobileCode: values.mobileCode.trim(), encodedCode: challenge.encodedCode } : {}),
        },
        { quiet: true },
      );
      finish(result, values.remember ? [unitCode, userCode, true] : ['', '', false]);
    } catch (err) {
      // Quiet call: the envelope's message is shown here, except for 40111 whose SMS step explains
      // itself (50001 and 52100 still reach the page's feedback through the fetch layer's events).
      if (!(err instanceof ApiError)) return;
      // Every captcha is tried once: whatever the answer, the one shown is spent or replaced.
      // 40114 and 40115 bring a new captcha, and so does a wrong password past the unit's count.
      const asked = ([ErrorCode.CAPTCHA_REQUIRED, ErrorCode.CAPTCHA_INVALID, ErrorCode.BAD_CREDENTIALS] as number[]).includes(err.result) ? captchaOf(err.retVal) : null;
      if (captcha || asked) {
        setCaptcha(asked);
        setValues((v) => ({ ...v, captcha: '' }));
        setChecked((c) => ({ ...c, captcha: false }));
      }
      const next = err.result === ErrorCode.MOBILE_CODE_REQUIRED ? challengeOf(err.retVal) : null;
      if (asked) {
        toast(err.result === ErrorCode.CAPTCHA_REQUIRED ? 'info' : 'error', err.message);
      } else if (next) {
        setChallenge(next);
        setValues((v) => ({ ...v, mobileCode: '' }));
        setChecked((c) => ({ ...c, mobileCode: false }));
      } else if (err.result !== ErrorCode.SESSION_INVALID && err.result !== ErrorCode.REPEAT_LOGIN) {
        toast('error', err.message);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: LoginField) => ({ errors: texts(errors[name]), checked: checked[name] });

  return (
    <>
      <form noValidate onSubmit={(e) => void onSubmit(e)} autoComplete="on">
        {mode === 'account' ? (
          <>
            <TextField
              id="unitCode"
              label={t('fields.unitCode')}
              prefix={<Icon icon={BankOutlined} />}
              placeholder={t('placeholders.unitCode')}
              autoComplete="organization"
              maxLength={60}
              value={values.unitCode}
              onValue={(v) => change('unitCode', v)}
              {...field('unitCode')}
            />
            <TextField
              id="userCode"
              label={t('fields.userCode')}
              prefix={<Icon icon={UserOutlined} />}
              placeholder={t('placeholders.userCode')}
              autoComplete="username"
              maxLength={30}
              value={values.userCode}
              onValue={(v) => change('userCode', v)}
              {...field('userCode')}
            />
          </>
        ) : (
          <PmsFields values={values} onChange={change} field={field} />
        )}
        <TextField
          id="password"
          type="password"
          label={t('fields.password')}
          prefix={<Icon icon={LockOutlined} />}
          placeholder={t('placeholders.password')}
          autoComplete="current-password"
          maxLength={256}
          reveal={{ show: t('showPassword'), hide: t('hidePassword') }}
          value={values.password}
          onValue={(v) => change('password', v)}
          {...field('password')}
        />

        {captcha && <CaptchaStep captcha={captcha} value={values.captcha} onValue={(v) => change('captcha', v)} {...field('captcha')} />}

        {mode === 'account' && challenge && (
          <SmsStep challenge={challenge} value={values.mobileCode} onValue={(v) => change('mobileCode', v)} {...field('mobileCode')} />
        )}

        {mode === 'account' && (
          <div className={styles.row}>
            <CheckboxField id="remember" checked={values.remember} onChecked={(v) => change('remember', v)}>
              {t('remember')}
            </CheckboxField>
            {/* A plain link (the page has another root layout: a full load anyway) that takes what was typed along. */}
            <a href={retrievalHref(values)} className={fieldStyles.link}>
              {t('forgotPassword')}
            </a>
          </div>
        )}

        <div className={styles.consent}>
          <CheckboxField id="consent" checked={values.consent} onChecked={(v) => change('consent', v)} errors={texts(errors.consent)}>
            {t.rich('consent', {
              user: (chunks) => (
                <a href="/agreement#user" target="_blank" className={fieldStyles.link} onClick={(e) => e.stopPropagation()}>
                  {chunks}
                </a>
              ),
              privacy: (chunks) => (
                <a href="/agreement#privacy" target="_blank" className={fieldStyles.link} onClick={(e) => e.stopPropagation()}>
                  {chunks}
                </a>
              ),
            })}
          </CheckboxField>
        </div>

        <Button primary type="submit" loading={submitting}>
          {t('buttons.login')}
        </Button>
      </form>

      <div className={styles.divider}>{t('or')}</div>
      <div className={styles.alternatives}>
        <SsoLoginButton />
        {mode === 'account' ? (
          <Button icon={<Icon icon={ShopOutlined} />} onClick={() => switchMode('pms')}>
            {t('buttons.pmsLogin')}
          </Button>
        ) : (
          <Button icon={<Icon icon={BankOutlined} />} onClick={() => switchMode('account')}>
            {t('buttons.accountLogin')}
          </Button>
        )}
      </div>

      {notice && (
        <RepeatLoginDialog
          info={notice}
          variant="notice"
          onOk={() => {
            setNotice(null);
            window.location.assign(nextLocation(ssoHost, window.location.search));
          }}
        />
      )}
    </>
  );
}
