import { describe, expect, it } from 'vitest';
import { pageLocale } from './page-session';

describe("a page's one language", () => {
  const browser = { cookie: 'en-US', acceptLanguage: 'en-US,en;q=0.9' };
  it("a language in this request's URL wins over the session's lock (it is the newest lock)", () => {
    expect(pageLocale({ lockedLanguage: 'en-US' }, { header: 'zh-CN', ...browser })).toBe('zh-CN');
  });
  it("without one the session's lock holds over the cookie and the browser", () => {
    expect(pageLocale({ lockedLanguage: 'zh-CN' }, { header: null, ...browser })).toBe('zh-CN');
  });
  it('without a lock: the cookie, then the browser, then zh-CN', () => {
    expect(pageLocale(null, { header: null, cookie: undefined, acceptLanguage: 'en-GB' })).toBe('en-US');
    expect(pageLocale({}, { header: 'fr', cookie: undefined, acceptLanguage: 'fr' })).toBe('zh-CN');
  });
});
