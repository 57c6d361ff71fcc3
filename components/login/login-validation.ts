/**
 * The login form's rules (unchanged from the antd Form it replaces): which fields each mode asks
 * for and the message key (messages/<locale>/login.json) of every failed rule, in rule order.
 */
export type LoginMode = 'account' | 'pms';

export interface LoginValues {
  unitCode: string;
  userCode: string;
  hotelCode: string;
  pmsUserCode: string;
  password: string;
  mobileCode: string;
  /** The image captcha's answer, while the unit asks for one (docs/decisions/104). */
  captcha: string;
  remember: boolean;
  consent: boolean;
}

export type LoginField = Exclude<keyof LoginValues, 'remember'>;

export const EMPTY_LOGIN: LoginValues = {
  unitCode: '',
  userCode: '',
  hotelCode: '',
  pmsUserCode: '',
  password: '',
  mobileCode: '',
  captcha: '',
  remember: false,
  consent: false,
};

const PMS_USER_CODE = /^[A-Za-z0-9_]{1,30}$/;
const SIX_DIGITS = /^\s*\d{6}\s*$/;

/** `required` with antd's `whitespace: true`: blank text fails too. */
const blank = (v: string) => v.trim() === '';

/** The fields validated in a mode; the SMS code and the captcha only while their steps are shown. */
export function fieldsOf(mode: LoginMode, smsStep: boolean, captchaStep = false): LoginField[] {
  const captcha: LoginField[] = captchaStep ? ['captcha'] : [];
  if (mode === 'pms') return ['hotelCode', 'pmsUserCode', 'password', ...captcha, 'consent'];
  return ['unitCode', 'userCode', 'password', ...captcha, ...(smsStep ? (['mobileCode'] as const) : []), 'consent'];
}

/** Message keys of the failed rules of one field, in the order antd listed them. */
export function validateField(field: LoginField, values: LoginValues): string[] {
  const v = values[field];
  switch (field) {
    case 'unitCode':
    case 'userCode':
    case 'hotelCode':
      return blank(v as string) ? [`validation.${field}`] : [];
    case 'pmsUserCode': {
      const text = v as string;
      // A non-required pattern rule skips an empty value, as async-validator does.
      const errors = blank(text) ? ['validation.pmsUserCode'] : [];
      if (text !== '' && !PMS_USER_CODE.test(text)) errors.push('validation.pmsUserCodeFormat');
      return errors;
    }
    case 'password':
      // required without whitespace: spaces are a password.
      return v === '' ? ['validation.password'] : [];
    case 'mobileCode':
      // validateFirst: the first failing rule only; both rules carry the same message.
      return blank(v as string) || !SIX_DIGITS.test(v as string) ? ['validation.mobileCode'] : [];
    case 'captcha':
      return blank(v as string) ? ['validation.captcha'] : [];
    case 'consent':
      return v ? [] : ['validation.consent'];
  }
}

export type LoginErrors = Partial<Record<LoginField, string[]>>;

export function validateLogin(values: LoginValues, mode: LoginMode, smsStep: boolean, captchaStep = false): LoginErrors {
  const errors: LoginErrors = {};
  for (const field of fieldsOf(mode, smsStep, captchaStep)) {
    const e = validateField(field, values);
    if (e.length) errors[field] = e;
  }
  return errors;
}
