'use client';
/** The hotel code and PMS account of the PMS-account login (loaded when that mode is first chosen). */
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { useTranslations } from 'next-intl';
import { TextField } from '@/components/signin/fields';
import { Icon } from '@/components/signin/Icon';
import type { LoginField, LoginValues } from './login-validation';

export function PmsFields({
  values,
  onChange,
  field,
}: {
  values: LoginValues;
  onChange: (name: 'hotelCode' | 'pmsUserCode', value: string) => void;
  field: (name: LoginField) => { errors?: string[]; checked?: boolean };
}) {
  const t = useTranslations('login');
  return (
    <>
      <TextField
        id="hotelCode"
        label={t('fields.hotelCode')}
        prefix={<Icon icon={ShopOutlined} />}
        placeholder={t('placeholders.hotelCode')}
        maxLength={60}
        value={values.hotelCode}
        onValue={(v) => onChange('hotelCode', v)}
        {...field('hotelCode')}
      />
      <TextField
        id="pmsUserCode"
        label={t('fields.pmsUserCode')}
        prefix={<Icon icon={UserOutlined} />}
        placeholder={t('placeholders.pmsUserCode')}
        autoComplete="username"
        maxLength={30}
        value={values.pmsUserCode}
        onValue={(v) => onChange('pmsUserCode', v)}
        {...field('pmsUserCode')}
      />
    </>
  );
}
