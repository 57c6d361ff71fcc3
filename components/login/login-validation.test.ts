import { describe, expect, it } from 'vitest';
import { EMPTY_LOGIN, fieldsOf, validateField, validateLogin, type LoginValues } from './login-validation';

const filled: LoginValues = { ...EMPTY_LOGIN, unitCode: 'HQ', userCode: 'admin', password: 'x', consent: true };

describe('login form rules', () => {
  it('an empty account form fails every required field and the consent, with their messages', () => {
    expect(validateLogin(EMPTY_LOGIN, 'account', false)).toEqual({
      unitCode: ['validation.unitCode'],
      userCode: ['validation.userCode'],
      password: ['validation.password'],
      consent: ['validation.consent'],
    });
  });

  it('blank text fails unit and account (whitespace rule) but spaces are a valid password', () => {
    expect(validateField('unitCode', { ...filled, unitCode: '   ' })).toEqual(['validation.unitCode']);
    expect(validateField('userCode', { ...filled, userCode: ' \t' })).toEqual(['validation.userCode']);
    expect(validateField('password', { ...filled, password: '   ' })).toEqual([]);
    expect(validateLogin(filled, 'account', false)).toEqual({});
  });

  it('the PMS account allows letters, digits and underscores only, and reports blank first', () => {
    const pms = { ...filled, hotelCode: 'H001' };
    expect(validateField('pmsUserCode', { ...pms, pmsUserCode: 'front_desk01' })).toEqual([]);
    expect(validateField('pmsUserCode', { ...pms, pmsUserCode: 'front-desk' })).toEqual(['validation.pmsUserCodeFormat']);
    expect(validateField('pmsUserCode', { ...pms, pmsUserCode: '' })).toEqual(['validation.pmsUserCode']);
    expect(validateField('pmsUserCode', { ...pms, pmsUserCode: '  ' })).toEqual(['validation.pmsUserCode', 'validation.pmsUserCodeFormat']);
    expect(validateField('pmsUserCode', { ...pms, pmsUserCode: 'a'.repeat(31) })).toEqual(['validation.pmsUserCodeFormat']);
  });

  it('the SMS code is six digits (surrounding spaces tolerated) and only asked for in the SMS step', () => {
    expect(fieldsOf('account', false)).not.toContain('mobileCode');
    expect(fieldsOf('account', true)).toContain('mobileCode');
    expect(validateField('mobileCode', { ...filled, mobileCode: ' 123456 ' })).toEqual([]);
    expect(validateField('mobileCode', { ...filled, mobileCode: '12345' })).toEqual(['validation.mobileCode']);
    expect(validateField('mobileCode', { ...filled, mobileCode: '' })).toEqual(['validation.mobileCode']);
  });

  it('the image captcha is asked for only while its step is shown, in both modes, and may not be blank', () => {
    expect(fieldsOf('account', false)).not.toContain('captcha');
    expect(fieldsOf('account', true, true)).toEqual(['unitCode', 'userCode', 'password', 'captcha', 'mobileCode', 'consent']);
    expect(fieldsOf('pms', false, true)).toEqual(['hotelCode', 'pmsUserCode', 'password', 'captcha', 'consent']);
    expect(validateLogin({ ...filled, captcha: '  ' }, 'account', false, true)).toEqual({ captcha: ['validation.captcha'] });
    expect(validateLogin({ ...filled, captcha: 'AB12' }, 'account', false, true)).toEqual({});
  });

  it('each mode checks its own fields', () => {
    expect(Object.keys(validateLogin(EMPTY_LOGIN, 'pms', false))).toEqual(['hotelCode', 'pmsUserCode', 'password', 'consent']);
    expect(Object.keys(validateLogin(EMPTY_LOGIN, 'account', true))).toEqual(['unitCode', 'userCode', 'password', 'mobileCode', 'consent']);
  });
});
