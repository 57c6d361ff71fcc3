import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, resolveLocale } from './locales';

describe('locale resolution', () => {
  it('URL parameter, then header, then cookie, then browser, then zh-CN', () => {
    expect(resolveLocale({ urlLanguage: 'en-US', cookie: 'zh-CN' })).toBe('en-US');
    expect(resolveLocale({ cookie: 'en-US', acceptLanguage: 'zh-CN' })).toBe('en-US');
    expect(resolveLocale({ acceptLanguage: 'fr-FR,en-GB;q=0.8,zh;q=0.5' })).toBe('en-US');
    expect(resolveLocale({ acceptLanguage: 'fr-FR' })).toBe('zh-CN');
    expect(resolveLocale({})).toBe('zh-CN');
  });

  it('browser languages are ranked by quality', () => {
    expect(localeFromAcceptLanguage('en;q=0.4,zh-TW;q=0.9')).toBe('zh-CN');
    expect(localeFromAcceptLanguage('en;q=0,zh;q=0')).toBeUndefined();
  });
});
