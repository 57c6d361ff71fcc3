/** The login screen as the server renders it once per host and locale: the demo notice follows the server's mode. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '@/lib/client/public-config';
import { PublicConfigProvider } from '@/components/providers/PublicConfigProvider';
import zhCommon from '@/messages/zh-CN/common.json';
import zhErrors from '@/messages/zh-CN/errors.json';
import zhLogin from '@/messages/zh-CN/login.json';
import { NO_PAGE_STYLES, pageStylesOf, type PageStyles } from '@/lib/style/page-styles';
import { LoginScreen } from './LoginScreen';

const config = {
  apiBases: { userCenter: '/api/uc', internalMessage: '/api/internal-message', translate: '/api/translate' },
  features: { message: true, language: true, userBar: true, translate: true, testEnvironment: false, openSource: false },
  closeType: 0,
  externalLogoutUrl: '',
  outsideLinks: { protocols: [], domains: [], ports: [] },
  ssoAppCode: 'SSO',
  defaultAppCode: 'UC',
  appCode: 'SSO',
  customer: 'c',
  sso: true,
  ssoAddress: 'http://sso.localhost:3000',
  appLinks: {},
} satisfies PublicConfig;

function render(demo: boolean, pageStyles: PageStyles = NO_PAGE_STYLES): string {
  const screen = createElement(LoginScreen, { brandTitle: '锦程酒店集团', copyright: '© 2026 锦程', logoUrl: '', demo, pageStyles });
  const withConfig = createElement(PublicConfigProvider, { value: config, children: screen });
  return renderToStaticMarkup(
    createElement(NextIntlClientProvider, { locale: 'zh-CN', messages: { common: zhCommon, login: zhLogin, errors: zhErrors }, timeZone: 'Asia/Shanghai', children: withConfig }),
  );
}

describe('the login screen', () => {
  it('announces demo mode only when the server runs with DEMO=true', () => {
    expect(render(true)).toContain('演示环境');
    expect(render(false)).not.toContain('演示环境');
  });

  it('renders the form with its labels and no visit-specific state (no error before the address is read)', () => {
    const html = render(false);
    for (const text of ['欢迎登录', '单位编码', '账号', '密码', '记住我', '忘记密码？', '登录', 'SSO登录', 'PMS账号登录', '© 2026 锦程']) expect(html).toContain(text);
    expect(html).not.toContain('单点登录失败');
  });

  it("puts the domain's styles after its own markup and its snippets only in sandboxed frames", () => {
    const hash = 'a'.repeat(64);
    const html = render(
      false,
      pageStylesOf([
        { kind: 'CSS', code: 'card', name: 'Card', sha256: hash, content: '[data-style="login-card"]{border:2px solid #b8860b}</style><script>alert(1)</script>' },
        { kind: 'FILE', code: 'theme.css', name: 'Theme', sha256: hash, content: null },
        { kind: 'HTML', code: 'promo', name: '冬季促销', sha256: hash, content: null },
      ]),
    );
    expect(html).toContain('data-style="login-card"');
    expect(html).toContain('<link rel="stylesheet" href="/style-assets/theme.css?v=aaaaaaaaaaaa" data-style-resource="theme.css"/>');
    expect(html).toContain('<iframe src="/style-frame/html/promo" title="冬季促销" sandbox="allow-scripts"');
    // The cleaned text cannot end its element: the script stays inert CSS text inside the one <style>.
    expect(html.split('</style>')).toHaveLength(2);
    expect(html).toContain('<\\/style><script>alert(1)</script></style>');
    expect(html.indexOf('data-style-resource="card"')).toBeGreaterThan(html.indexOf('data-style="login-footer"'));
  });
});
