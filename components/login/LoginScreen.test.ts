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

function render(demo: boolean): string {
  const screen = createElement(LoginScreen, { brandTitle: '锦程酒店集团', copyright: '© 2026 锦程', logoUrl: '', demo });
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
});
