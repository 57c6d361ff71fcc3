'use client';
/**
 * The image captcha of a sign-in the unit's rules protect after some wrong passwords (answers 40114
 * and 40115 carry a new captcha; docs/decisions/104): the notice, the image and its field. Loaded
 * when first needed. The image is a data: URL of paths (no text in the markup).
 */
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import { useTranslations } from 'next-intl';
import type { LoginCaptcha } from '@/lib/contracts/auth';
import { TextField } from '@/components/signin/fields';
import { Icon } from '@/components/signin/Icon';
import styles from './login.module.css';

export function CaptchaStep({
  captcha,
  value,
  onValue,
  errors,
  checked,
}: {
  captcha: LoginCaptcha;
  value: string;
  onValue: (v: string) => void;
  errors?: string[];
  checked?: boolean;
}) {
  const t = useTranslations('login');
  return (
    <>
      <div className={styles.sms} role="status">
        {t('captchaRequired')}
      </div>
      <TextField
        id="captcha"
        label={t('fields.captcha')}
        prefix={<Icon icon={SafetyOutlined} />}
        placeholder={t('placeholders.captcha')}
        maxLength={10}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={value}
        onValue={onValue}
        errors={errors}
        checked={checked}
        after={
          // eslint-disable-next-line @next/next/no-img-element -- a data: URL, nothing to optimise
          <img src={captcha.image} alt={t('captchaAlt')} width={120} height={40} style={{ height: 44, width: 120, borderRadius: 12, flex: 'none', background: '#f4f6f8' }} />
        }
      />
    </>
  );
}
