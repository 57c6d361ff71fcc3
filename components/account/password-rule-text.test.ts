/** The rule texts of both locales, through the shared describePasswordRule (the server uses the same). */
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { describePasswordRule, passwordRuleFor } from '@/lib/security/password-policy';
import zh from '@/messages/zh-CN/password.json';
import en from '@/messages/en-US/password.json';

function describeIn(messages: typeof zh, locale: string, strategy: { value: string; remark: string } | null, app = 'DEMO') {
  const t = createTranslator({ locale, messages: { password: messages }, namespace: 'password' });
  return describePasswordRule(passwordRuleFor(app, strategy, 'UC'), (key, values) => t(key as never, values as never));
}

describe('password rule texts', () => {
  it('say the spec words for the user-center rule', () => {
    expect(describeIn(zh, 'zh-CN', null, 'UC')).toBe('密码需包含数字和字母，且不少于6位');
  });

  it('list the strategy kinds and minimum length', () => {
    const strategy = { value: '^(?=.*[0-9])(?=.*[A-Z])[!-~]{8,}$', remark: '{"fruit":[0,1],"inputValue":8}' };
    expect(describeIn(zh, 'zh-CN', strategy)).toBe('密码需包含数字、大写字母，且不少于8位');
    expect(describeIn(en, 'en-US', strategy)).toBe('The password must be at least 8 characters long and contain: numbers, capitals');
  });

  it('fall back to the default rule without a valid strategy', () => {
    expect(describeIn(en, 'en-US', { value: '', remark: 'not json' })).toBe('The password must contain numbers and be at least 6 characters long');
  });
});
